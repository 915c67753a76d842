import { SuppressedDomainError } from '../crawl/render/renderer.ts';
import type { Queue } from '../jobs/queue.ts';
import type { Queryable } from '../store/db.ts';
import { type IndexDeps, indexSite } from './index-site.ts';

export const CRAWL_QUEUE = 'crawl';

export interface CrawlJob {
  domain: string;
  rank?: number;
}

/** What a finished crawl job leaves as its output, for progress and summaries. */
export interface CrawlJobOutput {
  domain: string;
  outcome: string;
  reason: string | null;
  technologies: number;
  changes: number;
  /** Whether the site's document was written (an unreadable site never read before gets none). */
  indexed: boolean;
}

export async function ensureCrawlQueue(queue: Queue): Promise<void> {
  // "stately": at most one queued and one running crawl per domain, so enqueuing a list twice
  // (a re-run after a crash) never doubles the work.
  await queue.createQueue(CRAWL_QUEUE, {
    name: CRAWL_QUEUE,
    policy: 'stately',
    retryLimit: 2,
    retryBackoff: true,
  });
}

/**
 * Enqueues one job per domain and returns the job ids, in order. A domain that already has a
 * queued job gets that job's id, which is how a re-run resumes instead of starting over.
 */
export async function enqueueCrawls(queue: Queue, db: Queryable, jobs: CrawlJob[]): Promise<string[]> {
  const ids: string[] = [];
  for (const job of jobs) {
    const id = await queue.send(CRAWL_QUEUE, job, { singletonKey: job.domain });
    if (id) {
      ids.push(id);
      continue;
    }
    const existing = await db.query<{ id: string }>(
      `SELECT id FROM pgboss.job WHERE name = $1 AND singleton_key = $2 AND state < 'completed'
        ORDER BY created_on DESC LIMIT 1`,
      [CRAWL_QUEUE, job.domain],
    );
    if (existing.rows[0]) ids.push(existing.rows[0].id);
  }
  return ids;
}

/** `concurrency` workers taking one crawl at a time each; returns when they are registered. */
export async function startCrawlWorkers(queue: Queue, deps: IndexDeps, concurrency: number): Promise<void> {
  await ensureCrawlQueue(queue);
  for (let i = 0; i < concurrency; i++) {
    await queue.work<CrawlJob>(CRAWL_QUEUE, { batchSize: 1, pollingIntervalSeconds: 0.5 }, async ([job]) => {
      let indexed: Awaited<ReturnType<typeof indexSite>>;
      try {
        // The crawler records that a site it holds went down; a site it never read gets no page.
        indexed = await indexSite(job.data.domain, deps, { rank: job.data.rank, unreadable: 'updateHeld' });
      } catch (err) {
        // The owner asked for removal: a settled answer, not a failure worth retrying.
        if (!(err instanceof SuppressedDomainError)) throw err;
        const output: CrawlJobOutput = {
          domain: job.data.domain,
          outcome: 'suppressed',
          reason: 'its owner asked for its removal',
          technologies: 0,
          changes: 0,
          indexed: false,
        };
        return output;
      }
      const { crawl, doc, changes } = indexed;
      const output: CrawlJobOutput = {
        domain: crawl.domain,
        outcome: crawl.outcome.kind,
        reason: crawl.outcome.reason ?? null,
        technologies: doc?.technologies.length ?? 0,
        changes: changes.length,
        indexed: doc !== null,
      };
      return output;
    });
  }
}

export interface JobState {
  id: string;
  state: 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';
  output: CrawlJobOutput | { message?: string } | null;
}

export async function crawlJobStates(db: Queryable, ids: string[]): Promise<JobState[]> {
  if (!ids.length) return [];
  const r = await db.query<JobState>(
    'SELECT id, state::text AS state, output FROM pgboss.job WHERE name = $1 AND id = ANY($2::uuid[])',
    [CRAWL_QUEUE, ids],
  );
  return r.rows;
}
