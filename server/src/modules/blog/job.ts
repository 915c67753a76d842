import { type Queue, work } from '../../jobs/queue.ts';
import { completeMonths } from './months.ts';
import { monthsWithPosts } from './store.ts';
import { type BlogDeps, seedUnfinished, writeMissingPosts } from './write.ts';

export const BLOG_QUEUE = 'blog-posts';
/** 04:00 UTC on the 1st: the month before is complete, and the night's visits have landed. */
const MONTHLY_CRON = '0 4 1 * *';

/**
 * The blog's writer on the job queue: once a month after the month ends, and once at start when
 * the newest complete month has no post (a server that was down on the 1st, a fresh demo
 * index). One process of the deployment takes each job; a month already written is skipped.
 * `startCheck` settles once that check is done (a stop waits for it before closing the queue).
 */
export async function startBlog(
  deps: BlogDeps & {
    queue: Queue;
    /** Settles when the index is ready to be read (the demo seed has finished). */
    ready: Promise<unknown>;
    pollingIntervalSeconds?: number;
  },
): Promise<{ startCheck: Promise<void> }> {
  const { queue } = deps;
  await work(queue, BLOG_QUEUE, () => writeMissingPosts(deps), {
    retryLimit: 2,
    pollingIntervalSeconds: deps.pollingIntervalSeconds ?? 5,
  });
  await queue.schedule(BLOG_QUEUE, MONTHLY_CRON, {});
  const startCheck = deps.ready
    .then(async () => {
      // A seed stopped midway resumes on the next start, whose own check sends the job.
      if (await seedUnfinished(deps.db)) return;
      const [newest] = completeMonths(deps.now?.() ?? new Date(), 1);
      if (!(await monthsWithPosts(deps.db)).has(newest.key)) await queue.send(BLOG_QUEUE, {});
    })
    .catch((err) =>
      deps.log.warn({ err }, 'blog: the start-up check failed; posts come with the monthly run'),
    );
  return { startCheck };
}
