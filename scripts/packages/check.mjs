// Fails when a package's committed build (sdk/dist, cli/dist) is missing or differs from a fresh
// one, naming the command that fixes it. `prepack` of each package runs it (when npm runs scripts),
// and so does tests/packages/build-fresh.test.ts.
//
//   node scripts/packages/check.mjs [sdk] [cli]    # both when none is named
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildPackage, PACKAGES, ROOT } from './build.mjs';

export const FIX = 'npm run build:packages';

function files(dir) {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => join(e.parentPath ?? e.path, e.name).slice(dir.length + 1))
      .sort();
  } catch {
    return null;
  }
}

/** What differs between a fresh build and the committed one, one line each; empty when equal. */
export function differences(fresh, committed) {
  const want = files(fresh) ?? [];
  const have = files(committed);
  if (!have) return ['missing'];
  const out = [];
  for (const f of want) {
    if (!have.includes(f)) out.push(`${f} missing`);
    else if (!readFileSync(join(fresh, f)).equals(readFileSync(join(committed, f)))) out.push(`${f} differs`);
  }
  for (const f of have) if (!want.includes(f)) out.push(`${f} is not built any more`);
  return out;
}

/** Rebuilds `name` into a temporary folder and compares; a report of what is stale, or null. */
export function check(name) {
  const tmp = mkdtempSync(join(tmpdir(), `techcensus-${name}-build-`));
  try {
    buildPackage(name, join(tmp, 'dist'));
    const diff = differences(join(tmp, 'dist'), join(ROOT, name, 'dist'));
    return diff.length ? `${name}/dist is out of date: ${diff.join(', ')}` : null;
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const named = process.argv.slice(2);
  const stale = (named.length ? named : PACKAGES).map(check).filter(Boolean);
  if (stale.length) {
    console.error(`${stale.join('\n')}\nRun \`${FIX}\` and commit sdk/dist and cli/dist.`);
    process.exit(1);
  }
}
