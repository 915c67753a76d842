#!/usr/bin/env node
// `npm test`: the whole suite with `vitest run` (extra arguments are passed through), after saying
// loudly which suites cannot run here. Suites that need PostgreSQL or OpenSearch servers run when
// DATABASE_URL / OPENSEARCH_URL are set (scripts/servers/servers.sh starts both); with
// OPENSEARCH_URL the whole-server suites also run a second time with their SiteIndex on OpenSearch
// (the "opensearch" project of vitest.config.ts, in the same vitest run). Browser tests need
// Debian's chromium; the quick starts of docs/api.md need curl, jq and Python's requests. With
// CI=true anything missing is an error, so CI never passes by skipping.
// Ends with one plain line over both passes, "N passed, N failed, N skipped", and vitest's exit
// status (non-zero when a test of either pass fails).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const CHROMIUM = '/usr/bin/chromium';
const ci = process.env.CI === 'true';
const missing = [];
if (!process.env.DATABASE_URL)
  missing.push(['DATABASE_URL', 'PostgreSQL server suites SKIPPED (only PGlite runs)']);
if (!process.env.OPENSEARCH_URL)
  missing.push(['OPENSEARCH_URL', 'OpenSearch suites and the HTTP suites on OpenSearch SKIPPED']);
if (!existsSync(CHROMIUM)) missing.push([CHROMIUM, 'chromium browser tests SKIPPED']);
const runs = (probe) => spawnSync('bash', ['-c', probe], { stdio: 'ignore' }).status === 0;
for (const [what, probe] of [
  ['curl', 'command -v curl'],
  ['jq', 'command -v jq'],
  ['python3 with requests', 'python3 -c "import requests"'],
]) {
  if (!runs(probe)) missing.push([what, 'quick starts of docs/api.md SKIPPED']);
}

const bar = '='.repeat(78);
if (missing.length) {
  console.log(bar);
  for (const [what, effect] of missing) console.log(`!! ${effect}: ${what} is missing`);
  console.log(
    '!! Start the servers: eval "$(npm run -s servers start >/dev/null && npm run -s servers env)"',
  );
  console.log('!! Browser: apt-get install -y chromium');
  console.log('!! Quick starts: apt-get install -y curl jq python3-requests');
  console.log(bar);
  if (ci) {
    console.error(`CI=true: refusing to run with missing parts (${missing.map(([w]) => w).join(', ')}).`);
    process.exit(1);
  }
} else {
  console.log(`Real servers: DATABASE_URL and OPENSEARCH_URL set; chromium at ${CHROMIUM}.`);
}

const outDir = mkdtempSync(join(tmpdir(), 'techcensus-test-'));
const jsonFile = join(outDir, 'vitest.json');
const args = [
  'vitest',
  'run',
  // In CI every test name is listed, so the log shows which engines each suite ran on (the
  // project, "all" or "opensearch", heads each name).
  ci ? '--reporter=verbose' : '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${jsonFile}`,
  ...process.argv.slice(2),
];
const child = spawn('npx', args, { stdio: 'inherit' });
child.on('error', (err) => {
  console.error(`could not start vitest: ${err.message}`);
  process.exit(1);
});
child.on('exit', (code, signal) => {
  const status = code ?? (signal ? 1 : 0);
  let summary = 'vitest wrote no results (crashed or was stopped); 0 passed, 0 failed';
  try {
    const r = JSON.parse(readFileSync(jsonFile, 'utf8'));
    const skipped = (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
    // Files that failed before running any test (syntax, import errors) have no test counts.
    const broken = (r.testResults ?? []).filter((f) => f.status === 'failed' && !f.assertionResults?.length);
    if (broken.length)
      console.log(`${broken.length} test file(s) failed to load: ${broken.map((f) => f.name).join(', ')}`);
    if (status !== 0 && r.numTotalTests === 0)
      console.log('vitest failed before running any test (see above)');
    summary = `${r.numPassedTests} passed, ${r.numFailedTests} failed, ${skipped} skipped`;
  } catch {}
  rmSync(outDir, { recursive: true, force: true });
  console.log(summary);
  process.exit(status);
});
