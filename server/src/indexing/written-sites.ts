import type { Queue } from '../jobs/queue.ts';
import type { Logger } from '../log.ts';
import type { SiteDoc } from '../siteindex/port.ts';
import type { WrittenSite } from './index-site.ts';

/**
 * Every document a visit writes, with the one it replaced, as a job on this queue; the alerts
 * feature's matcher works it. It lives with the write path so that every process that writes —
 * the server, `crawl --worker`s of a fleet, `crawl --warc` — tells it, not only the server.
 */
export const WRITTEN_SITES_QUEUE = 'alerts-match';

/** Made by whichever process starts first, the server or a crawl command (pg-boss needs it to send). */
export async function ensureWrittenSitesQueue(queue: Queue): Promise<void> {
  await queue.createQueue(WRITTEN_SITES_QUEUE, {
    name: WRITTEN_SITES_QUEUE,
    retryLimit: 3,
    retryBackoff: true,
  });
}

/** A written site as its job carries it, and when it was written. */
export interface WrittenSiteJob extends WrittenSite {
  writtenAt: string;
}

/** A document as the job carries it: evidence is left out (matching never reads it). */
export function compact(doc: SiteDoc): SiteDoc {
  return { ...doc, technologies: doc.technologies.map(({ evidence: _e, ...t }) => t) };
}

/**
 * The hook of the write path (`IndexDeps.written`): one small job per written site, so the write
 * never waits for matching. A queue that cannot take it loses the alert events of this write,
 * never the write itself.
 */
export const queueWrittenSite =
  (queue: Queue, log: Logger) =>
  async (w: WrittenSite): Promise<void> => {
    const lost = (err?: unknown) =>
      log.warn(
        { err, domain: (w.after ?? w.before)?.domain },
        'alerts: the written site could not be queued for matching',
      );
    try {
      const job: WrittenSiteJob = {
        before: w.before && compact(w.before),
        after: w.after && compact(w.after),
        writtenAt: new Date().toISOString(),
      };
      // pg-boss answers a queue that does not exist yet with no job id rather than an error.
      if (!(await queue.send(WRITTEN_SITES_QUEUE, job))) lost();
    } catch (err) {
      lost(err);
    }
  };
