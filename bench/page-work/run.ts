// Page work on real pages: what reading a page costs on the calling thread and through the
// server's pool of page workers, and what the linear HTML stream costs against htmlparser2's
// Parser it replaced. Every figure is measured in this run, passes alternating between the sides
// compared, so a busy machine slows both alike; the ratios are the result.
//   npm run -s bench:page-work [-- --passes 5] [--workers N] [--hostile]
//
// --hostile also times 200,000 nested <div> (2.2 MB) on both parsers: the Parser's side takes
// seconds (the square of the depth), so it is off by default.

import { availableParallelism, loadavg } from 'node:os';
import { performance as perfHooks } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { Parser } from 'htmlparser2';
import { createPagePool } from '../../server/src/crawl/page-pool.ts';
import { inThreadPageWork, type PageWork, workOnPage } from '../../server/src/crawl/page-work.ts';
import { type HtmlHandler, streamHtml } from '../../server/src/detect/html-stream.ts';
import { bytesOf, corpus, FULL_CORPUS } from '../detect/worker.ts';

const { values } = parseArgs({
  options: {
    passes: { type: 'string', default: '5' },
    workers: { type: 'string', default: String(Math.max(1, Math.min(4, availableParallelism() - 1))) },
    hostile: { type: 'boolean', default: false },
  },
});
const PASSES = Number(values.passes);
const WORKERS = Number(values.workers);
/** Pages in flight through the pool: at least the 2 scans a server runs at once by default. */
const IN_FLIGHT = Math.max(2, WORKERS);

const pages = corpus().map((p) => ({ url: p.url, html: bytesOf(p).toString('utf8') }));
const megabytes = pages.reduce((n, p) => n + p.html.length, 0) / 1e6;

interface Rate {
  /** pages per second of wall-clock time */
  wall: number;
  /** pages per second of this process's CPU time, every thread counted: steady on a busy machine */
  cpu: number;
}

async function measured(run: () => unknown): Promise<Rate> {
  const started = performance.now();
  const cpu = process.cpuUsage();
  await run();
  const used = process.cpuUsage(cpu);
  return {
    wall: pages.length / ((performance.now() - started) / 1000),
    cpu: pages.length / ((used.user + used.system) / 1e6),
  };
}

/** The corpus read with `inFlight` pages at a time. */
function pass(work: PageWork, inFlight: number): Promise<Rate> {
  let next = 0;
  const lane = async () => {
    while (next < pages.length) await workOnPage(work, pages[next++]);
  };
  return measured(() => Promise.all(Array.from({ length: inFlight }, lane)));
}

// What the events cost alone: the same small handler on both parsers.
const counting = (): HtmlHandler & { n: number } => {
  const h = {
    n: 0,
    onopentag: () => {
      h.n++;
    },
    onclosetag: () => {
      h.n++;
    },
    ontext: () => {
      h.n++;
    },
  };
  return h;
};
const viaParser = (html: string) => {
  const parser = new Parser(counting());
  parser.write(html);
  parser.end();
};
const viaStream = (html: string) => streamHtml(html, counting());
const parsePass = (parse: (html: string) => void): Promise<Rate> =>
  measured(() => {
    for (const p of pages) parse(p.html);
  });

const best = (xs: Rate[]): Rate => ({
  wall: Math.max(...xs.map((x) => x.wall)),
  cpu: Math.max(...xs.map((x) => x.cpu)),
});
const here = inThreadPageWork();
const pool = createPagePool({ size: WORKERS, budgetMs: 60_000 });
const single = createPagePool({ size: 1, budgetMs: 60_000 });
await Promise.all([pool.ready(), single.ready()]);
// Warm-up: compiled expressions, the language model, JIT on every side.
await pass(here, 1);
await pass(single, 1);
await pass(pool, IN_FLIGHT);
await parsePass(viaParser);
await parsePass(viaStream);

const rates = {
  parser: [] as Rate[],
  stream: [] as Rate[],
  here: [] as Rate[],
  one: [] as Rate[],
  pool: [] as Rate[],
};
let mainBusy = 0;
for (let i = 0; i < PASSES; i++) {
  rates.parser.push(await parsePass(viaParser));
  rates.stream.push(await parsePass(viaStream));
  rates.here.push(await pass(here, 1));
  rates.one.push(await pass(single, 1));
  const before = perfHooks.eventLoopUtilization();
  rates.pool.push(await pass(pool, IN_FLIGHT));
  mainBusy = Math.max(mainBusy, perfHooks.eventLoopUtilization(before).utilization);
}
await Promise.all([pool.close(), single.close()]);

const cell = (x: number, vs?: number) =>
  `${x.toFixed(1).padStart(8)}${vs ? ` ${(x / vs).toFixed(2)}×` : '      '}`;
const row = (what: string, rate: Rate, vs?: Rate) =>
  `${what.padEnd(50)} ${cell(rate.wall, vs?.wall)}   ${cell(rate.cpu, vs?.cpu)}`;
console.log(
  `${pages.length} pages (${megabytes.toFixed(1)} MB, ${FULL_CORPUS ? 'full corpus' : 'the repository’s fixture pages'}), best of ${PASSES} passes, load ${loadavg()[0].toFixed(1)}`,
);
console.log(`${''.padEnd(50)} ${'pages/s'.padStart(14)}   ${'per CPU s'.padStart(14)}`);
console.log(row('HTML events, htmlparser2 Parser (before)', best(rates.parser)));
console.log(row('HTML events, streamHtml (after)', best(rates.stream), best(rates.parser)));
console.log(row('page work on the calling thread (before)', best(rates.here)));
console.log(row('page work through 1 worker, one page at a time', best(rates.one), best(rates.here)));
console.log(
  row(
    `page work through ${WORKERS} worker(s), ${IN_FLIGHT} pages in flight`,
    best(rates.pool),
    best(rates.here),
  ),
);
console.log(`calling thread busy while the pool worked: at most ${(mainBusy * 100).toFixed(0)}% of the pass`);

if (values.hostile) {
  const depth = 200_000;
  const nested = `${'<div>'.repeat(depth)}${'</div>'.repeat(depth)}`;
  const siblings = '<div></div>'.repeat(depth);
  const time = (f: () => void) => {
    const t = performance.now();
    f();
    return performance.now() - t;
  };
  const [sp, ss] = [time(() => viaStream(siblings)), time(() => viaStream(nested))];
  const [pp, ps] = [time(() => viaParser(siblings)), time(() => viaParser(nested))];
  console.log(
    `200,000 nested <div> against the same bytes of siblings: Parser ${ps.toFixed(0)} ms vs ${pp.toFixed(0)} ms ` +
      `(${(ps / pp).toFixed(1)}×), streamHtml ${ss.toFixed(0)} ms vs ${sp.toFixed(0)} ms (${(ss / sp).toFixed(1)}×)`,
  );
}
