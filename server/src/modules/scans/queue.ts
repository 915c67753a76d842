import { DeepScanUnavailableError, SuppressedDomainError } from '../../crawl/render/renderer.ts';
import type { CrawlOutcome } from '../../crawl/types.ts';
import { type IndexDeps, indexSite } from '../../indexing/index-site.ts';
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

const OUTCOME_WORDS: Record<string, string> = {
  blocked: 'The site blocked the visit',
  httpError: 'The site answered with an HTTP error',
  timeout: 'The site did not answer in time',
  dnsFailure: 'The domain name does not resolve',
  tlsError: 'The secure connection to the site failed',
  connectionRefused: 'The site refused the connection',
  networkError: 'The site could not be reached',
  tooManyRedirects: 'The site redirects too many times',
  robotsDisallowed: "The site's robots.txt does not allow the visit",
  refused: 'The address is not a public web site',
};

/** Why a visit yields no technologies, in words; null when the page was read. */
export function scanFailure(outcome: CrawlOutcome): string | null {
  if (outcome.kind === 'ok' || outcome.kind === 'redirected') return null;
  const words = OUTCOME_WORDS[outcome.kind] ?? 'The visit failed';
  const status = outcome.kind === 'httpError' && outcome.status ? ` (${outcome.status})` : '';
  return outcome.reason ? `${words}${status}: ${outcome.reason}.` : `${words}${status}.`;
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
 * page fails with the reason and its credits go back.
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
      const { crawl, doc } = await indexSite(domain, deps.index(), { deep: scan.deep });
      const failure = scanFailure(crawl.outcome);
      await markFinished(
        deps.db,
        scanId,
        failure ? { status: 'failed', error: failure } : { status: 'completed', result: doc },
      );
      if (failure && scan.requestId) await refundCredits(deps.db, scan.requestId);
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
