// Builds the published packages, @techcensus/sdk (sdk/dist) and @techcensus/cli (cli/dist), with
// each package's tsup.config.ts. Their dist/ folders are committed: the repo's .npmrc turns npm's
// scripts off, so `npm pack -w sdk` packs what is in git. The build is deterministic (no dates, no
// absolute paths), so a fresh build equals the committed one byte for byte (check.mjs).
//
//   node scripts/packages/build.mjs              # into sdk/dist and cli/dist (npm run build:packages)
//   node scripts/packages/build.mjs --out DIR    # into DIR/sdk and DIR/cli instead
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const PACKAGES = ['sdk', 'cli'];
export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const TSUP = fileURLToPath(new URL('../../node_modules/tsup/dist/cli-default.js', import.meta.url));

/** Builds one package into `outDir` (its dist/ when omitted); throws with tsup's output on failure. */
export function buildPackage(name, outDir) {
  const args = [TSUP, ...(outDir ? ['--out-dir', outDir] : [])];
  const run = spawnSync(process.execPath, args, {
    cwd: `${ROOT}${name}`,
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (run.status !== 0) throw new Error(`building ${name} failed:\n${run.stdout}${run.stderr}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const at = process.argv.indexOf('--out');
  const out = at > 0 ? process.argv[at + 1] : undefined;
  for (const name of PACKAGES) {
    buildPackage(name, out ? `${out}/${name}` : undefined);
    console.log(`built ${out ? `${out}/${name}` : `${name}/dist`}`);
  }
}
