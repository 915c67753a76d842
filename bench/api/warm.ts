/**
 * Waits until a started server has done its start-up work: the landing pages' statistics, which
 * read the whole index, and the background refreshes of the statistics a kept store had (served
 * stale at once, recomputed after). Measured while that runs, its CPU would be counted as the
 * calls'.
 */
import { cpuMeter } from './cpu-time.ts';

const WAIT_SECONDS = 600;
/**
 * Cores the server and its database may use and still count as idle: the database next to
 * nothing, the server a little (a V8 CPU profile's sampling, job polling).
 */
const QUIET = { server: 0.15, database: 0.05 };
/** Seconds in a row they must stay below it. */
const QUIET_SECONDS = 3;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Seconds it took until /healthz says the statistics are warm and the server's processes and its
 * database's backends (asked afresh each second) stay quiet; throws after ten minutes.
 */
export async function waitForQuietServer(
  url: string,
  serverPids: number[],
  databasePids: () => Promise<number[]>,
): Promise<number> {
  const started = performance.now();
  const elapsed = () => (performance.now() - started) / 1000;
  const give = (what: string) => {
    if (elapsed() > WAIT_SECONDS) throw new Error(`the server is not ${what} after ${WAIT_SECONDS} s`);
  };
  for (;;) {
    const res = await fetch(`${url}/healthz`);
    const body = (await res.json()) as { checks?: { statistics?: { warm?: boolean } } };
    if (body.checks?.statistics?.warm === true) break;
    give(`warm (/healthz: ${JSON.stringify(body)})`);
    await pause(250);
  }
  let quiet = 0;
  while (quiet < QUIET_SECONDS) {
    const server = cpuMeter(serverPids);
    const database = cpuMeter(await databasePids());
    await pause(1000);
    const still = server.used() < QUIET.server && database.used() < QUIET.database;
    quiet = still ? quiet + 1 : 0;
    give('quiet');
  }
  return elapsed();
}
