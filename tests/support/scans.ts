import { insertScan, markFinished, markRunning } from '../../server/src/modules/scans/store.ts';
import type { SiteDoc } from '../../server/src/siteindex/port.ts';
import type { Queryable } from '../../server/src/store/db.ts';

/**
 * A scan of `domain` that no worker takes, moved through its states by the test as a worker
 * would: scheduled when made, then running, then completed with a document or failed with a reason.
 * A website scan unless `apiAccount` names the account whose API call it is.
 */
export async function scanByHand(db: Queryable, id: string, domain: string, apiAccount?: number) {
  const origin = apiAccount === undefined ? 'web' : 'api';
  await insertScan(db, { id, accountId: apiAccount ?? null, domain, requestId: null, origin });
  return {
    running: () => markRunning(db, id),
    completed: (result: SiteDoc) => markFinished(db, id, { status: 'completed', result }),
    failed: (error: string) => markFinished(db, id, { status: 'failed', error }),
  };
}
