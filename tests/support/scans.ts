import { insertScan, markFinished, markRunning } from '../../server/src/modules/scans/store.ts';
import type { SiteDoc } from '../../server/src/siteindex/port.ts';
import type { Queryable } from '../../server/src/store/db.ts';

/**
 * A scan of `domain` that no worker takes, moved through its states by the test as a worker
 * would: scheduled when made, then running, then completed with a document or failed with a reason.
 */
export async function scanByHand(db: Queryable, id: string, domain: string) {
  await insertScan(db, { id, accountId: null, domain, requestId: null, origin: 'web' });
  return {
    running: () => markRunning(db, id),
    completed: (result: SiteDoc) => markFinished(db, id, { status: 'completed', result }),
    failed: (error: string) => markFinished(db, id, { status: 'failed', error }),
  };
}
