import type { RunningServer } from '../../server/src/main.ts';
import { BLOG_QUEUE } from '../../server/src/modules/blog/index.ts';
import { until } from './wait.ts';

/**
 * Runs the blog's writer on the server's job queue, as the monthly schedule does, and waits for
 * the job to finish; a failed job throws.
 */
export async function runBlogJob(server: RunningServer, timeoutMs = 90_000): Promise<void> {
  const id = await server.queue.send(BLOG_QUEUE, {});
  if (!id) throw new Error('the blog job was not queued');
  const job = await until(
    async () => {
      const job = await server.queue.getJobById(BLOG_QUEUE, id);
      return (job?.state === 'completed' || job?.state === 'failed') && job;
    },
    { what: 'the blog job to finish', timeoutMs },
  );
  if (job.state === 'failed') throw new Error(`the blog job failed: ${JSON.stringify(job.output)}`);
}
