/**
 * The service under load, in its own process so that autocannon's load generation does not share
 * its event loop. Started by server-process.ts with the environment of the store to serve; talks
 * to it over the IPC channel: sends `{ url, pids }` once listening (with WEB_CONCURRENCY above 1
 * this process is the cluster's primary and the HTTP workers are its children), answers `stats`
 * requests with the event-loop utilisation and SQL profile since the last `reset`, stops on
 * `stop` or disconnect.
 */
import cluster from 'node:cluster';
import { performance } from 'node:perf_hooks';
import { startServer } from '../../server/src/main.ts';
import { installQueryProfile, queryProfile, resetQueryProfile } from './query-profile.ts';

export type ParentMessage = { type: 'reset' } | { type: 'stats' } | { type: 'stop' };
export type ChildMessage =
  | { type: 'listening'; url: string; pids: number[] }
  | {
      type: 'stats';
      /** This process's event loop; null when HTTP workers serve (this one then runs the background work only). */
      eventLoopUtilization: number | null;
      queries: ReturnType<typeof queryProfile> | null;
      /** The window on the monotonic clock V8's CPU profiles use, in microseconds. */
      window: { startUs: number; endUs: number };
    };

const profileQueries = process.env.BENCH_PROFILE_QUERIES === '1';
if (profileQueries) installQueryProfile();

const send = (m: ChildMessage) => process.send?.(m);
const running = await startServer(process.env);
let since = performance.eventLoopUtilization();
const nowUs = () => Number(process.hrtime.bigint() / 1000n);
let windowStartUs = nowUs();

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await running.close();
  // A clean exit, so that --cpu-prof writes its profile.
  process.exit(0);
};

process.on('message', (m: ParentMessage) => {
  if (m.type === 'reset') {
    since = performance.eventLoopUtilization();
    windowStartUs = nowUs();
    resetQueryProfile();
  } else if (m.type === 'stats') {
    send({
      type: 'stats',
      eventLoopUtilization: workerPids().length ? null : performance.eventLoopUtilization(since).utilization,
      queries: profileQueries ? queryProfile() : null,
      window: { startUs: windowStartUs, endUs: nowUs() },
    });
  } else if (m.type === 'stop') void stop();
});
process.once('disconnect', () => void stop());
process.once('SIGTERM', () => void stop());
function workerPids(): number[] {
  return Object.values(cluster.workers ?? {}).flatMap((w) => (w?.process.pid ? [w.process.pid] : []));
}
send({ type: 'listening', url: running.url, pids: [process.pid, ...workerPids()] });
