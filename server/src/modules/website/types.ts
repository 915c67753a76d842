import type * as schemas from '@techcensus/contract';
import type { z } from 'zod';

/** Results of this area's pages as loaders return them (the page metadata is added by pageMeta). */
export type WebsiteResults = z.infer<typeof schemas.WebsiteResults>;
export type PageResults<K extends keyof Schemas> = z.infer<Schemas[K]>;
export type SiteTechnologyRow = z.infer<typeof schemas.SiteTechnologyRow>;

interface Schemas {
  website: typeof schemas.WebsiteResults;
  websiteTechnologies: typeof schemas.WebsiteTechnologiesResults;
  websiteAggregated: typeof schemas.WebsiteAggregatedResults;
  websiteHistory: typeof schemas.WebsiteHistoryResults;
  websiteSubdomains: typeof schemas.WebsiteSubdomainsResults;
  websiteRedirects: typeof schemas.WebsiteRedirectsResults;
  websiteAdvertisers: typeof schemas.WebsiteAdvertisersResults;
  websiteBacklinks: typeof schemas.WebsiteBacklinksResults;
  websiteBacklinkWebsites: typeof schemas.WebsiteDomainListResults;
  websiteBacklinkIps: typeof schemas.WebsiteBacklinkIpsResults;
}
