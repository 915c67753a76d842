import type { Config } from '../config/index.ts';
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
  /** Primary shards and replicas of new OpenSearch indexes (OPENSEARCH_SHARDS, OPENSEARCH_REPLICAS). */
  shards?: number;
  replicas?: number;
  /** Where a layout the index cannot take in place is reported. */
  warn?: (message: string) => void;
}

/** The configured adapter, initialised (tables migrated or index created) and ready for queries. */
export async function openSiteIndex(config: SiteIndexConfig): Promise<SiteIndex> {
  const index = config.opensearchUrl
    ? createOpenSearchSiteIndex({
        node: config.opensearchUrl,
        index: config.index ?? 'sites',
        shards: config.shards,
        replicas: config.replicas,
        warn: config.warn,
      })
    : createPostgresSiteIndex(config.db);
  await index.init();
  return index;
}

/** The SiteIndex the configuration names (the OPENSEARCH_* variables), beside the store `db`. */
export function configuredSiteIndex(
  config: Pick<Config, 'OPENSEARCH_URL' | 'OPENSEARCH_INDEX' | 'OPENSEARCH_SHARDS' | 'OPENSEARCH_REPLICAS'>,
  db: Db,
  warn?: (message: string) => void,
): SiteIndexConfig {
  return {
    db,
    opensearchUrl: config.OPENSEARCH_URL,
    index: config.OPENSEARCH_INDEX,
    shards: config.OPENSEARCH_SHARDS,
    replicas: config.OPENSEARCH_REPLICAS,
    warn,
  };
}
