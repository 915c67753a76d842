/**
 * Whether the website bundle (web/dist) is older than what it is built from, and building it.
 * `npm start` and the test run's global setup ask the same question, so a restart of an unchanged
 * checkout skips the build exactly when the tests would.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));

/** What the bundle is built from; the lock file stands for the packages it bundles. */
export const BUNDLE_INPUTS = [
  'web/src',
  'web/public',
  'web/vite.config.ts',
  'contract/src',
  'package-lock.json',
];

const manifestOf = (root: string) => join(root, 'web/dist/.vite/manifest.json');

/** A folder's own time counts too: removing or renaming a file changes only the folder's. */
function newest(path: string): number {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newest(join(path, name))));
}

export function bundleIsStale(root = REPO_ROOT): boolean {
  const manifest = manifestOf(root);
  if (!existsSync(manifest)) return true;
  const built = statSync(manifest).mtimeMs;
  return BUNDLE_INPUTS.some((p) => newest(join(root, p)) > built);
}

/** Runs Vite's build in a process of its own (its memory is returned when it ends); rejects on failure. */
export function buildBundle(root = REPO_ROOT, opts: { stdio?: 'inherit' | 'ignore' } = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        join(root, 'node_modules/vite/bin/vite.js'),
        'build',
        '--config',
        'web/vite.config.ts',
        '--logLevel',
        'warn',
      ],
      { cwd: root, stdio: opts.stdio ?? 'inherit' },
    );
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`building the website bundle failed (${signal ?? `exit ${code}`})`)),
    );
  });
}

/** Builds the bundle when it is stale; says which it did. */
export async function ensureBundle(
  root = REPO_ROOT,
  build: (root: string) => Promise<void> = buildBundle,
): Promise<'built' | 'current'> {
  if (!bundleIsStale(root)) return 'current';
  await build(root);
  return 'built';
}
