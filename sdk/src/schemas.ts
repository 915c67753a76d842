// The public API's zod schemas as values, for tools that declare what the API takes and answers
// (the CLI's MCP server hands them to assistants): the same objects the client validates with.
export { AlertList, AlertWithSecret, CreateAlertBody } from '../../contract/src/routes/api/alerts.ts';
export { MAX_REPORT_FILTERS, ReportFilter } from '../../contract/src/routes/api/filters.ts';
export {
  CreditBalance,
  DomainProfile,
  Scan,
  TechnologyLookup,
  WebsiteCount,
  WebsitePage,
} from '../../contract/src/routes/api/schemas.ts';
