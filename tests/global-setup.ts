import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { makeStoreSnapshots, STORE_SNAPSHOTS } from './support/store-snapshots.ts';

/**
 * Runs once before any test file: builds the website bundle when it is missing or older than
 * its sources, so every suite that renders pages (HTTP, browser) sees the current code and no
 * two suites ever rebuild it at the same time; and makes the stores every test server starts
 * from (tests/support/store-snapshots.ts), removed again when the run ends.
 */
const REPO = fileURLToPath(new URL('..', import.meta.url));
const MANIFEST = join(REPO, 'web/dist/.vite/manifest.json');

function newest(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))));
}

export function bundleIsStale(): boolean {
  if (!existsSync(MANIFEST)) return true;
  const built = statSync(MANIFEST).mtimeMs;
  return ['web/src', 'web/public', 'web/vite.config.ts', 'contract/src'].some(
    (p) => newest(join(REPO, p)) > built,
  );
}

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
  // The bundle builds in this thread meanwhile; the PGlite stores build in a worker thread.
  if (bundleIsStale()) buildBundle();
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

function buildBundle(): void {
  execFileSync(
    process.execPath,
    [
      join(REPO, 'node_modules/vite/bin/vite.js'),
      'build',
      '--config',
      'web/vite.config.ts',
      '--logLevel',
      'warn',
    ],
    {
      cwd: REPO,
      stdio: 'inherit',
    },
  );
}
