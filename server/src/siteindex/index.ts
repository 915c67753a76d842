import type { Db } from '../store/db.ts';
import { createOpenSearchSiteIndex } from './opensearch.ts';
import type { SiteIndex } from './port.ts';
import { createPostgresSiteIndex } from './postgres.ts';

export { InvalidCursorError } from './cursor.ts';
export { createOpenSearchSiteIndex, type OpenSearchSiteIndex } from './opensearch.ts';
export type * from './port.ts';
export { HEADER_VALUE_MAX } from './port.ts';
export { createPostgresSiteIndex } from './postgres.ts';
export { siteRow } from './site-row.ts';

export interface SiteIndexConfig {
  /** The store's database; the Postgres adapter lives in it. */
  db: Db;
  /** When set, the OpenSearch adapter is used instead (OPENSEARCH_URL). */
  opensearchUrl?: string;
  /** OpenSearch index name; defaults to "sites". */
  index?: string;
}

/** The configured adapter, initialised (tables migrated or index created) and ready for queries. */
export async function openSiteIndex(config: SiteIndexConfig): Promise<SiteIndex> {
  const index = config.opensearchUrl
    ? createOpenSearchSiteIndex({ node: config.opensearchUrl, index: config.index ?? 'sites' })
    : createPostgresSiteIndex(config.db);
  await index.init();
  return index;
}
