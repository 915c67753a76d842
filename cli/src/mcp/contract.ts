// The schemas the tools declare to assistants (input and output), imported from the contract's
// public API modules as sdk/src/contract.ts does: a tool takes and answers exactly what its route
// does, so an assistant sees the API's own field rules and descriptions.
export {
  AlertList,
  AlertWithSecret,
  CreateAlertBody,
} from '../../../contract/src/routes/api/alerts.ts';
export { MAX_REPORT_FILTERS, ReportFilter } from '../../../contract/src/routes/api/filters.ts';
export {
  CreditBalance,
  DomainProfile,
  Scan,
  TechnologyLookup,
  WebsiteCount,
  WebsitePage,
} from '../../../contract/src/routes/api/schemas.ts';
