import { DeepScanUnavailableError, SuppressedDomainError } from '../../crawl/render/renderer.ts';
import { type IndexDeps, indexSite } from '../../indexing/index-site.ts';
import { scanFailure, VISIT_FAILED } from '../../indexing/scan-failure.ts';
import type { Queue } from '../../jobs/queue.ts';
import type { Logger } from '../../log.ts';
import type { Db, Queryable } from '../../store/db.ts';
import { refundCredits } from '../credits/index.ts';
import { markFinished, markRunning } from './store.ts';

export const SCAN_QUEUE = 'scan';

interface ScanJob {
  scanId: string;
  domain: string;
}

export async function ensureScanQueue(queue: Queue): Promise<void> {
  // A scan is paid per attempt and refunded when it fails: the job is not retried.
  await queue.createQueue(SCAN_QUEUE, { name: SCAN_QUEUE, retryLimit: 0, expireInSeconds: 15 * 60 });
}

/** Queues the scan inside `tx`, so the job exists exactly when its scan row and debit do. */
export async function enqueueScan(queue: Queue, tx: Queryable, job: ScanJob): Promise<void> {
  const id = await queue.send(SCAN_QUEUE, job, {
    db: { executeSql: (text: string, values: unknown[]) => tx.query(text, values) },
  });
  if (!id) throw new Error('the scan queue did not accept the job');
}

/**
 * Workers that visit the site through the crawler (SSRF guard included), run the engine and
 * write the site with its change events — the same path as a crawl. A scan that cannot read the
 * page writes nothing to the index, fails with a plain sentence (the detail goes to the log) and
 * its credits go back.
 */
export async function startScanWorkers(
  queue: Queue,
  deps: { db: Db; log: Logger; index: () => IndexDeps },
  concurrency: number,
): Promise<void> {
  await ensureScanQueue(queue);
  const run = async ({ scanId, domain }: ScanJob) => {
    const scan = await markRunning(deps.db, scanId);
    if (!scan) return;
    try {
      // A visit that cannot read the page writes nothing to the index: the failure is this scan's.
      const { crawl, doc } = await indexSite(domain, deps.index(), { deep: scan.deep });
      if (doc) {
        await markFinished(deps.db, scanId, { status: 'completed', result: doc });
        return;
      }
      deps.log.info({ scanId, domain, outcome: crawl.outcome }, 'scan could not read the site');
      const error = scanFailure(crawl.outcome) ?? VISIT_FAILED;
      await markFinished(deps.db, scanId, { status: 'failed', error });
      if (scan.requestId) await refundCredits(deps.db, scan.requestId);
    } catch (err) {
      // A deep scan without a browser, or a domain its owner had removed: said as it is.
      const refused = err instanceof DeepScanUnavailableError || err instanceof SuppressedDomainError;
      if (!refused) deps.log.error({ err, scanId, domain }, 'scan failed');
      const error = refused ? err.message : 'The scan could not be completed.';
      await markFinished(deps.db, scanId, { status: 'failed', error });
      if (scan.requestId) await refundCredits(deps.db, scan.requestId);
    }
  };
  for (let i = 0; i < concurrency; i++) {
    await queue.work<ScanJob>(SCAN_QUEUE, { batchSize: 1, pollingIntervalSeconds: 0.5 }, async ([job]) =>
      run(job.data),
    );
  }
}
