/**
 * First start and restart, as a new user meets them: `npm start` in a checkout, on an empty
 * DATA_DIR, then again on the same one. Measured from outside, like a browser would: when
 * `/healthz` first answers and first answers 200, when the home page is served, when the start
 * says the demo is ready; the process tree's peak memory and the data directory's size.
 *
 * Before and after in one run: the baseline is the same measurement of another commit (`--base`,
 * default: where this branch left `main`), `after` of this working tree as it is; each copied into a temporary folder as
 * a fresh clone would be (no bundle built yet), run with this checkout's installed packages.
 *
 *   npm run -s bench:first-start -- [--base <commit>] [--sites 50000] [--variants before,after] [--keep]
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { checkoutOf, copyOfWorkingTree } from './checkout.ts';
import { type StartTimes, timeStart } from './measure.ts';

const { values: args } = parseArgs({
  options: {
    /** Default: where this branch left main. */
    base: { type: 'string' },
    sites: { type: 'string', default: '50000' },
    variants: { type: 'string', default: 'before,after' },
    keep: { type: 'boolean', default: false },
  },
});

const REPO = fileURLToPath(new URL('../..', import.meta.url));
const log = (line: string) => console.log(`[bench/first-start] ${line}`);
const load = () => `load ${loadavg()[0].toFixed(1)}`;
const seconds = (ms: number | null) => (ms === null ? '—' : `${(ms / 1000).toFixed(1)} s`);

const base =
  args.base ?? execFileSync('git', ['merge-base', 'main', 'HEAD'], { cwd: REPO, encoding: 'utf8' }).trim();
const work = mkdtempSync(join(tmpdir(), 'techcensus-bench-first-start-'));
const results: { variant: string; first: StartTimes; restart: StartTimes }[] = [];
try {
  for (const variant of (args.variants ?? '').split(',').filter(Boolean)) {
    const rev =
      variant === 'before'
        ? execFileSync('git', ['rev-parse', '--short', base], {
            cwd: REPO,
            encoding: 'utf8',
          }).trim()
        : 'working tree';
    // Both as fresh clones: no bundle built yet, as a new user's first start finds them.
    const dir =
      variant === 'before'
        ? checkoutOf(REPO, base, join(work, 'before'))
        : copyOfWorkingTree(REPO, join(work, 'after'));
    const dataDir = join(work, `data-${variant}`);
    log(`${variant} (${rev}): first start, ${args.sites} demo sites, ${load()}`);
    const first = await timeStart({ dir, dataDir, sites: Number(args.sites), untilDemoReady: true });
    log(`${variant}: ${summary(first)}`);
    log(`${variant}: restart, ${load()}`);
    const restart = await timeStart({ dir, dataDir, sites: Number(args.sites), untilDemoReady: false });
    log(`${variant}: ${summary(restart)}`);
    results.push({ variant, first, restart });
  }
} finally {
  if (!args.keep) rmSync(work, { recursive: true, force: true });
  else log(`kept ${work}`);
}

function summary(t: StartTimes): string {
  return [
    `healthz answers ${seconds(t.healthzAnswers)}`,
    `healthz 200 ${seconds(t.healthzOk)}`,
    `home page ${seconds(t.pageServed)}`,
    `demo ready ${seconds(t.demoReady)}`,
    `peak RSS ${t.peakRssMb} MB`,
    `data ${t.dataMb} MB`,
    `stopped in ${seconds(t.stopMs)}`,
    t.cpu
      ? `CPU by then ${t.cpu.totalS} s (busiest threads ${t.cpu.busiestThreadsS.map((s) => `${s} s`).join(', ')})`
      : 'CPU —',
  ].join(', ');
}

console.log(
  '\n| | restart: /healthz 200 | first start: /healthz 200 | first start: home page | first start: demo ready | CPU to demo ready (busiest thread) | peak RSS | data |',
);
console.log('|---|---|---|---|---|---|---|---|');
for (const r of results)
  console.log(
    `| ${r.variant} | ${seconds(r.restart.healthzOk)} | ${seconds(r.first.healthzOk)} | ${seconds(r.first.pageServed)} | ${seconds(r.first.demoReady)} | ${r.first.cpu ? `${r.first.cpu.totalS} s (${r.first.cpu.busiestThreadsS[0]} s)` : '—'} | ${Math.max(r.first.peakRssMb, r.restart.peakRssMb)} MB | ${r.first.dataMb} MB |`,
  );
const [before, after] = results;
if (before && after) {
  const ratio = (a: number | null, b: number | null) => (a && b ? `${(a / b).toFixed(1)}×` : '—');
  console.log(
    `\nfaster: restart ${ratio(before.restart.healthzOk, after.restart.healthzOk)}, home page ${ratio(before.first.pageServed, after.first.pageServed)}, demo ready ${ratio(before.first.demoReady, after.first.demoReady)} (${load()})`,
  );
}
