#!/usr/bin/env node
// `npm test`: the whole suite with `vitest run` (extra arguments are passed through), after saying
// loudly which suites cannot run here. Suites that need PostgreSQL or OpenSearch servers run when
// DATABASE_URL / OPENSEARCH_URL are set (scripts/servers/servers.sh starts both); with
// OPENSEARCH_URL the whole-server suites also run a second time with their SiteIndex on OpenSearch
// (the "opensearch" project of vitest.config.ts, in the same vitest run). Browser tests need
// Debian's chromium; the quick starts of docs/api.md need curl, jq and Python's requests; the Java
// client generated from the OpenAPI document needs a JDK and Maven. With CI=true anything missing
// is an error, so CI never passes by skipping.
// Ends with the run's duration, its ten slowest files and one plain line over both passes,
// "N passed, N failed, N skipped", where a test whose suite's setup failed counts as failed ("not
// run"), never as skipped (scripts/test-reporter.mjs). The exit status is non-zero when a test of
// either pass failed or did not run, and under CI=true when the run used more CPU than its budget.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const CHROMIUM = '/usr/bin/chromium';
const ci = process.env.CI === 'true';
// The test step's budget under CI=true: a run that passes it fails, so the next feature pays for its
// tests (docs/testing.md, "Keeping it fast"). It is the CPU the run's processes use, not its wall
// time, which depends on what else runs on the machine: a run that passes beside other work must
// not fail for that. Twelve minutes of a quiet 2-core run are about 990 s of the run's CPU (the
// servers' own CPU is not counted); a tenth more covers the spread between runs of one tree.
const BUDGET_CPU_SECONDS = 1100;
const HINTS = {
  DATABASE_URL: 'Start the servers: eval "$(npm run -s servers start >/dev/null && npm run -s servers env)"',
  OPENSEARCH_URL:
    'Start the servers: eval "$(npm run -s servers start >/dev/null && npm run -s servers env)"',
  [CHROMIUM]: 'Browser: apt-get install -y chromium',
  quickstarts: 'Quick starts: apt-get install -y curl jq python3-requests',
  java: 'Java client: apt-get install -y openjdk-17-jdk-headless maven',
};
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
if (!runs('command -v java && command -v javac && command -v mvn'))
  missing.push(['java, javac or mvn', 'Java client of the OpenAPI document SKIPPED', 'java']);

const bar = '='.repeat(78);
if (missing.length) {
  console.log(bar);
  for (const [what, effect] of missing) console.log(`!! ${effect}: ${what} is missing`);
  // Only the hints for what is missing here.
  const hints = new Set(missing.map(([what, , hint]) => HINTS[hint ?? what] ?? HINTS.quickstarts));
  for (const hint of hints) console.log(`!! ${hint}`);
  console.log(bar);
  if (ci) {
    console.error(`CI=true: refusing to run with missing parts (${missing.map(([w]) => w).join(', ')}).`);
    process.exit(1);
  }
} else {
  console.log(`Real servers: DATABASE_URL and OPENSEARCH_URL set; chromium at ${CHROMIUM}.`);
}

const outDir = mkdtempSync(join(tmpdir(), 'techcensus-test-'));
const summaryFile = join(outDir, 'summary.json');
const args = [
  'vitest',
  'run',
  // In CI every test name is listed, so the log shows which engines each suite ran on (the
  // project, "all" or "opensearch", heads each name).
  ci ? '--reporter=verbose' : '--reporter=default',
  '--reporter=./scripts/test-reporter.mjs',
  ...process.argv.slice(2),
];
const started = performance.now();
const cpuBefore = childrenCpuSeconds();
const child = spawn('npx', args, {
  stdio: 'inherit',
  env: { ...process.env, TECHCENSUS_TEST_SUMMARY: summaryFile },
});
child.on('error', (err) => {
  console.error(`could not start vitest: ${err.message}`);
  process.exit(1);
});
child.on('exit', (code, signal) => {
  let status = code ?? (signal ? 1 : 0);
  const seconds = (performance.now() - started) / 1000;
  let r;
  try {
    r = JSON.parse(readFileSync(summaryFile, 'utf8'));
  } catch {}
  // TECHCENSUS_TEST_TIMES=file keeps every file's time and outcome, for finding where a run goes.
  if (r && process.env.TECHCENSUS_TEST_TIMES)
    writeFileSync(process.env.TECHCENSUS_TEST_TIMES, JSON.stringify({ seconds, ...r }, null, 1));
  rmSync(outDir, { recursive: true, force: true });
  console.log(bar);
  if (!r) {
    console.log('vitest wrote no results (crashed or was stopped); 0 passed, 0 failed');
    process.exit(status || 1);
  }
  const slowest = [...r.files].sort((a, b) => b.ms - a.ms).slice(0, 10);
  console.log('Slowest files (import, setup and tests, in one worker):');
  for (const f of slowest)
    console.log(`  ${(f.ms / 1000).toFixed(1).padStart(6)} s  ${f.project ? `${f.project}  ` : ''}${f.file}`);
  const broken = r.files.filter((f) => f.loadFailed);
  if (broken.length)
    console.log(`${broken.length} test file(s) failed to load: ${broken.map((f) => f.file).join(', ')}`);
  const setups = r.files.filter((f) => f.notRun > 0);
  for (const f of setups)
    console.log(
      `!! ${f.file}${f.project ? ` (${f.project})` : ''}: ${f.notRun} test(s) not run, its setup failed`,
    );
  if (r.unhandledErrors) console.log(`!! ${r.unhandledErrors} error(s) outside any test`);
  const failed = r.failed + r.notRun;
  if (failed > 0 || r.unhandledErrors > 0) status ||= 1;
  const minutes = seconds / 60;
  const after = childrenCpuSeconds();
  const cpu = after === null || cpuBefore === null ? null : after - cpuBefore;
  const cpuText = cpu === null ? 'CPU not measured here' : `${Math.round(cpu)} s of CPU`;
  console.log(
    `Took ${minutes.toFixed(1)} min, ${cpuText} (budget under CI=true: ${BUDGET_CPU_SECONDS} s of CPU).`,
  );
  if (ci && cpu !== null && cpu > BUDGET_CPU_SECONDS) {
    console.log(
      `!! over budget: ${Math.round(cpu)} s > ${BUDGET_CPU_SECONDS} s of CPU. Make the new tests cheaper (docs/testing.md, "Keeping it fast").`,
    );
    status ||= 1;
  }
  const notRun = r.notRun ? ` (${r.notRun} not run: their suite's setup failed)` : '';
  console.log(`${r.passed} passed, ${failed} failed${notRun}, ${r.skipped} skipped`);
  process.exit(status);
});

/**
 * CPU seconds (user + system) of this process's finished children and their own waited-for
 * descendants: vitest, its workers, and the servers and commands the tests start. Linux only
 * (/proc); null elsewhere, where the budget is not judged.
 */
function childrenCpuSeconds() {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    // Fields after the command name, which is in parentheses and may hold spaces: field 3 first.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[16 - 3]) + Number(fields[17 - 3]);
    const hz = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout) || 100;
    return ticks / hz;
  } catch {
    return null;
  }
}
