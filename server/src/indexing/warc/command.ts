// `crawl --warc FILE_OR_URL_LIST`: queues the list's segments, works them in this process with
// any `crawl --worker` processes that share the queue, and prints one line per segment.

import type { Queue } from '../../jobs/queue.ts';
import { type CrawlOutput, pause, stoppedStatus } from '../command-output.ts';
import {
  enqueueSegments,
  segmentJobStates,
  startWarcWorkers,
  type WarcDeps,
  type WarcJobOutput,
} from './segment-queue.ts';
import { SourceError, segmentList } from './sources.ts';

/**
 * Exit status: 0 when every segment was read to its end, 1 when one was not (not a WARC, cut off,
 * damaged, not downloaded), 2 when the SSRF guard refused a segment's URL, 66 when the input is
 * unreadable. A list whose segments were all indexed before reads nothing on purpose: it says so
 * and exits 0.
 */
export async function indexWarcList(
  queue: Queue,
  deps: WarcDeps,
  input: string,
  run: { output: CrawlOutput; signal: AbortSignal },
): Promise<number> {
  const io = run.output;
  let sources: string[];
  try {
    sources = await segmentList(input);
  } catch (err) {
    if (!(err instanceof SourceError)) throw err;
    io.err(err.message);
    return 66;
  }
  if (!sources.length) {
    io.err(`${input}: no segments listed`);
    return 66;
  }
  // Refused before anything is queued, as a list's names are; the download is guarded again.
  let refused = 0;
  const allowed: string[] = [];
  for (const source of sources) {
    const verdict = /^https?:\/\//i.test(source) ? await deps.archives.guard.checkUrl(source) : null;
    if (verdict && !verdict.ok && verdict.kind === 'refused') {
      refused++;
      io.err(
        `${source}: ${verdict.reason} (WARC_ALLOW_HOSTS names the hosts of archive mirrors on a private network)`,
      );
    } else allowed.push(source);
  }
  sources = allowed;
  const started = Date.now();
  const { ids, done } = await enqueueSegments(queue, deps.db, sources);
  if (done) io.err(`${done} of ${sources.length} segments were indexed before: skipped`);
  await startWarcWorkers(queue, deps);
  const pending = new Set(ids);
  let failed = 0;
  let sites = 0;
  let records = 0;
  while (pending.size) {
    await pause(500, run.signal);
    if (run.signal.aborted) return stoppedStatus(run.signal);
    for (const s of await segmentJobStates(deps.db, [...pending])) {
      if (s.state !== 'completed' && s.state !== 'failed' && s.state !== 'cancelled') continue;
      pending.delete(s.id);
      const out = s.output as WarcJobOutput | { message?: string } | null;
      if (s.state !== 'completed' || !out || !('source' in out)) {
        failed++;
        io.out(`${s.id}\terror\t${(out as { message?: string } | null)?.message ?? s.state}`);
        continue;
      }
      sites += out.sites;
      records += out.records;
      for (const w of out.warnings) io.err(`${out.source}: ${w}`);
      if (out.failure) {
        failed++;
        const before = out.records
          ? ` (${out.records} records before it read, ${out.sites} sites written)`
          : '';
        io.out(`${out.source}\terror\t${out.failure}${before}`);
        continue;
      }
      io.out(
        `${out.source}\t${out.records} records\t${out.captures} home pages\t${out.sites} sites written` +
          `\t${out.older} older than held\t${out.future} future-dated\t${out.unread} not read` +
          `\t${out.redirectsNotArchived} redirects not archived`,
      );
    }
  }
  const seconds = (Date.now() - started) / 1000;
  io.err(
    `${ids.length} segments read: ${records} records, ${sites} sites written in ${seconds.toFixed(1)} s` +
      (failed ? `; ${failed} failed` : '') +
      (refused ? `; ${refused} refused` : ''),
  );
  return refused ? 2 : failed ? 1 : 0;
}
