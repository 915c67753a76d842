// Detection benchmark: the engine against wappalyzer-core 6.10.66 on the real-page corpus, each in
// its own child process, in the same run.
//   npm run -s bench:detect [-- --passes 5] [--pages N] [--write-accuracy]

import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { readRawSet } from '../../server/src/detect/load.ts';
import { accuracyMarkdown } from './accuracy-doc.ts';
import { type Agreement, compare, explainDifferences } from './agreement.ts';
import { FULL_CORPUS, FULL_CORPUS_DIR, type PageResult, SMALL_CORPUS_DIR } from './worker.ts';

const { values } = parseArgs({
  options: {
    passes: { type: 'string', default: '5' },
    pages: { type: 'string' },
    'write-accuracy': { type: 'boolean' },
  },
});

/** A worker process answering one JSON line per command. */
class Worker {
  private readonly lines: AsyncIterator<string>;
  private readonly proc: ReturnType<typeof spawn>;

  constructor(engine: string) {
    const args = ['--import', 'tsx', 'bench/detect/worker.ts', engine];
    if (values.pages) args.push(values.pages);
    this.proc = spawn(process.execPath, args, { stdio: ['pipe', 'pipe', 'inherit'] });
    this.lines = createInterface({ input: this.proc.stdout as NodeJS.ReadableStream })[
      Symbol.asyncIterator
    ]();
  }

  async read<T>(): Promise<T> {
    const next = await this.lines.next();
    if (next.done) throw new Error('worker ended early');
    return JSON.parse(next.value) as T;
  }

  async ask<T>(command: string): Promise<T> {
    this.proc.stdin?.write(`${command}\n`);
    return this.read<T>();
  }
}

interface Ready {
  loadMs: number;
  pages: number;
  bytes: number;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) >> 1] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

const passes = Math.max(5, Number(values.passes));

if (!FULL_CORPUS) {
  process.stderr.write(
    `!! the 170-page corpus is not at ${FULL_CORPUS_DIR}; measuring on the few test pages of ${SMALL_CORPUS_DIR}.\n` +
      '!! Figures from this run are not comparable with docs/detect.md and docs/accuracy.md.\n',
  );
  if (values['write-accuracy']) {
    process.stderr.write('--write-accuracy needs the full corpus; docs/accuracy.md is left as it is.\n');
    process.exit(2);
  }
}

// Started one after the other so that each load is timed alone.
const engineWorker = new Worker('engine');
const engine = await engineWorker.read<Ready>();
const coldWorker = new Worker('engine-cold');
const cold = await coldWorker.read<Ready>();
const coldRss = (await coldWorker.ask<{ peakRssMb: number }>('exit')).peakRssMb;
const preparedWorker = new Worker('engine-prepared');
await preparedWorker.read<Ready>();
const referenceWorker = new Worker('reference');
const reference = await referenceWorker.read<Ready>();

process.stderr.write(`warm-up and ${passes} alternating passes over ${engine.pages} pages…\n`);
const engineResults = (await engineWorker.ask<{ results: Record<string, PageResult[]> }>('results')).results;
const referenceResults = (await referenceWorker.ask<{ results: Record<string, PageResult[]> }>('results'))
  .results;
await preparedWorker.ask('pass');
const times = { engine: [] as number[], reference: [] as number[], prepared: [] as number[] };
for (let i = 0; i < passes; i++) {
  times.engine.push((await engineWorker.ask<{ ms: number }>('pass')).ms);
  times.prepared.push((await preparedWorker.ask<{ ms: number }>('pass')).ms);
  times.reference.push((await referenceWorker.ask<{ ms: number }>('pass')).ms);
  process.stderr.write(
    `  pass ${i + 1}: engine ${times.engine[i].toFixed(0)} ms, baseline ${times.reference[i].toFixed(0)} ms\n`,
  );
}
const engineRss = (await engineWorker.ask<{ peakRssMb: number }>('exit')).peakRssMb;
const preparedRss = (await preparedWorker.ask<{ peakRssMb: number }>('exit')).peakRssMb;
const referenceRss = (await referenceWorker.ask<{ peakRssMb: number }>('exit')).peakRssMb;

const mb = engine.bytes / 1024 / 1024;
const row = (label: string, passMs: number, load: string, rss: number) => {
  const pps = engine.pages / (passMs / 1000);
  return `${label.padEnd(34)} ${pps.toFixed(1).padStart(9)} ${(mb / (passMs / 1000)).toFixed(2).padStart(8)}  ${load.padStart(26)} ${rss.toFixed(0).padStart(9)} MB`;
};
const engineMs = median(times.engine);
const referenceMs = median(times.reference);
const detectOnlyMs = median(times.prepared);

console.log(
  `\ncorpus: ${engine.pages} pages, ${mb.toFixed(1)} MB of HTML; median of ${passes} passes after a warm-up, one core each, passes alternating`,
);
console.log(
  `${'engine'.padEnd(34)} ${'pages/s'.padStart(9)} ${'MB/s'.padStart(8)}  ${'load+compile'.padStart(26)} ${'peak RSS'.padStart(12)}`,
);
console.log(
  row('wappalyzer-core 6.10.66 (baseline)', referenceMs, `${reference.loadMs.toFixed(0)} ms`, referenceRss),
);
console.log(
  row(
    'techcensus engine',
    engineMs,
    `${engine.loadMs.toFixed(0)} ms (cold ${cold.loadMs.toFixed(0)} ms)`,
    engineRss,
  ),
);
console.log(row('  same, signals read beforehand', detectOnlyMs, '', preparedRss));
console.log(`cold compile (no compiled file) process peak RSS: ${coldRss.toFixed(0)} MB`);
console.log(
  `ratio: ${(referenceMs / engineMs).toFixed(1)}× pages/s, load ${(reference.loadMs / engine.loadMs).toFixed(1)}× faster ` +
    `(cold ${(reference.loadMs / cold.loadMs).toFixed(1)}×), peak RSS ${(engineRss / referenceRss).toFixed(2)}× the baseline`,
);

const raw = readRawSet();
const agreement: Agreement = compare(referenceResults, engineResults);
explainDifferences(agreement, raw);
console.log(
  `\nagreement: ${agreement.both} detections in both, ${agreement.baselineOnly.length} baseline-only, ` +
    `${agreement.engineOnly.length} engine-only, ${agreement.versionDiffers.length} version differences, ` +
    `${agreement.confidenceDiffers.length} confidence differences`,
);
for (const d of [...agreement.baselineOnly, ...agreement.engineOnly]) {
  console.log(
    `  ${d.side.padEnd(13)} ${d.page.padEnd(40)} ${d.technology.padEnd(24)} ${d.reason ?? 'UNEXPLAINED'}`,
  );
}
for (const d of agreement.versionDiffers) {
  console.log(
    `  version       ${d.page.padEnd(40)} ${d.technology.padEnd(24)} baseline ${d.baseline} engine ${d.engine}`,
  );
}
if (values['write-accuracy']) {
  writeFileSync('docs/accuracy.md', accuracyMarkdown(agreement, { pages: engine.pages, passes }));
  console.log('\nwrote docs/accuracy.md');
}

process.exit(0);
