import type { Config } from '../../config/index.ts';
import { createOpenSearchSiteIndex } from '../../siteindex/opensearch.ts';
import type { SiteIndex } from '../../siteindex/port.ts';
import { createPostgresSiteIndex } from '../../siteindex/postgres.ts';
import { openDb } from '../../store/db.ts';

/**
 * Where a report process finds the sites on its own: the job's database server and SiteIndex,
 * from the same configuration. Embedded PGlite has none (one process can open it), so there the
 * job process reads the sites itself.
 */
export interface SiteSource {
  databaseUrl: string;
  opensearchUrl?: string;
  opensearchIndex?: string;
}

export function siteSourceOf(
  config: Pick<Config, 'DATABASE_URL' | 'OPENSEARCH_URL' | 'OPENSEARCH_INDEX'>,
): SiteSource | null {
  if (!config.DATABASE_URL) return null;
  return {
    databaseUrl: config.DATABASE_URL,
    opensearchUrl: config.OPENSEARCH_URL,
    opensearchIndex: config.OPENSEARCH_INDEX,
  };
}

/**
 * The source's SiteIndex, for reading. No init(): the server that queued the job has migrated the
 * tables or created the index already.
 */
export async function openSiteSource(
  source: SiteSource,
): Promise<{ index: SiteIndex; close(): Promise<void> }> {
  if (source.opensearchUrl) {
    const index = createOpenSearchSiteIndex({
      node: source.opensearchUrl,
      index: source.opensearchIndex ?? 'sites',
    });
    return { index, close: () => index.close() };
  }
  // One page is read while the previous one is written: two connections at most.
  const db = await openDb({ databaseUrl: source.databaseUrl, poolSize: 2 });
  const index = createPostgresSiteIndex(db);
  return {
    index,
    async close() {
      await index.close();
      await db.close();
    },
  };
}
