import type { Client } from '@opensearch-project/opensearch';
import { retryRefused } from './opensearch-retry.ts';

/**
 * How an index is spread: primary shards and replicas (OPENSEARCH_SHARDS, OPENSEARCH_REPLICAS).
 * Unset values leave an existing index as it is; a new one gets one shard and no replica.
 */
export interface IndexLayout {
  shards?: number;
  replicas?: number;
  /** Where a mismatch that cannot be fixed in place is reported; process warnings by default. */
  warn?: (message: string) => void;
}

const DEFAULT_SHARDS = 1;
const DEFAULT_REPLICAS = 0;

/**
 * Creates `index` with the layout, or brings an existing one to it where OpenSearch allows:
 * replicas change in place, primary shards do not (an index keeps the count it was made with;
 * moving to another one is a new index and a reindex, see docs/siteindex.md), so a different
 * count is reported through `warn` and the index is used as it is. Every answer is exact at any
 * shard count, so the mismatch costs speed, never correctness. Returns whether it existed.
 */
export async function openIndex(
  client: Client,
  index: string,
  body: { settings: Record<string, unknown>; mappings: unknown },
  layout: IndexLayout,
): Promise<boolean> {
  const exists = await retryRefused(() => client.indices.exists({ index }));
  if (exists.body) {
    await reconcile(client, index, layout);
    return true;
  }
  // Two processes may race to create it; losing that race is fine, any other refusal is not.
  const r = await client.indices.create(
    {
      index,
      body: {
        settings: {
          number_of_shards: layout.shards ?? DEFAULT_SHARDS,
          number_of_replicas: layout.replicas ?? DEFAULT_REPLICAS,
          ...body.settings,
        },
        mappings: body.mappings,
      } as never,
    },
    { ignore: [400] },
  );
  const error = (r.body as { error?: { type: string; reason?: string } }).error;
  if (error && error.type !== 'resource_already_exists_exception')
    throw new Error(`OpenSearch refused to create index ${index}: ${error.reason ?? error.type}`);
  return false;
}

async function reconcile(client: Client, index: string, layout: IndexLayout): Promise<void> {
  if (layout.shards === undefined && layout.replicas === undefined) return;
  const r = await retryRefused(() => client.indices.getSettings({ index, flat_settings: true }));
  // Keyed by the concrete index (the name may be an alias of it).
  const [settings] = Object.values(r.body as Record<string, { settings: Record<string, string> }>);
  const shards = Number(settings.settings['index.number_of_shards']);
  const replicas = Number(settings.settings['index.number_of_replicas']);
  if (layout.shards !== undefined && shards !== layout.shards) {
    const warn = layout.warn ?? ((m: string) => process.emitWarning(m));
    warn(
      `OpenSearch index ${index} has ${shards} primary shard${shards === 1 ? '' : 's'}, not the ${layout.shards} OPENSEARCH_SHARDS asks for: OpenSearch cannot change the primary shards of an existing index, so it is used as it is (answers stay exact). To move, create a new index with OPENSEARCH_INDEX and reindex into it (docs/siteindex.md, "Shards").`,
    );
  }
  if (layout.replicas !== undefined && replicas !== layout.replicas) {
    await retryRefused(() =>
      client.indices.putSettings({
        index,
        body: { index: { number_of_replicas: layout.replicas } } as never,
      }),
    );
  }
}
