// The schemas the tools declare to assistants (input and output): the SDK's own, so a tool takes
// and answers exactly what its route does and an assistant sees the API's field rules and
// descriptions. Taken from the SDK, the CLI's build carries no second copy of them.
import { apiSchemas } from '@techcensus/sdk';

export const {
  AlertList,
  AlertWithSecret,
  CreateAlertBody,
  MAX_REPORT_FILTERS,
  ReportFilter,
  CreditBalance,
  DomainProfile,
  Scan,
  TechnologyLookup,
  WebsiteCount,
  WebsitePage,
} = apiSchemas;
