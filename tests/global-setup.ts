import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureBundle } from '../scripts/web-bundle.ts';
import { makeStoreSnapshots, STORE_SNAPSHOTS } from './support/store-snapshots.ts';

/**
 * Runs once before any test file: builds the website bundle when it is missing or older than
 * its sources (scripts/web-bundle.ts, the same check `npm start` makes), so every suite that renders pages (HTTP, browser) sees the current code and no
 * two suites ever rebuild it at the same time; and makes the stores every test server starts
 * from (tests/support/store-snapshots.ts), removed again when the run ends.
 */
export default async function setup(): Promise<() => Promise<void>> {
  // Both projects of vitest.config.ts may call this; the first run's snapshots serve both.
  if (process.env[STORE_SNAPSHOTS]) return async () => {};
  // Every temporary file of the run, the test processes' and the programs they start, lands in
  // one folder of the run's own (os.tmpdir() reads TMPDIR), removed when the run ends: a test
  // that forgets its own clean-up, or is stopped halfway, leaves nothing behind.
  const outerTmp = process.env.TMPDIR;
  const runTmp = mkdtempSync(join(tmpdir(), 'techcensus-run-'));
  process.env.TMPDIR = runTmp;
  const snapshots = makeStoreSnapshots();
  // The bundle builds in a process of its own meanwhile; the PGlite stores build in a worker thread.
  await ensureBundle();
  const { places, remove } = await snapshots;
  process.env[STORE_SNAPSHOTS] = JSON.stringify(places);
  return async () => {
    delete process.env[STORE_SNAPSHOTS];
    await remove();
    if (outerTmp === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = outerTmp;
    rmSync(runTmp, { recursive: true, force: true });
  };
}
