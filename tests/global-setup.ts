import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Runs once before any test file: builds the website bundle when it is missing or older than
 * its sources, so every suite that renders pages (HTTP, browser) sees the current code and no
 * two suites ever rebuild it at the same time.
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

export default function setup(): void {
  if (!bundleIsStale()) return;
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
