// Page work on real pages: what reading a page costs on the calling thread and through the
// server's pool of page workers, and what the linear HTML stream costs against htmlparser2's
// Parser it replaced. Every figure is measured in this run, passes alternating between the sides
// compared, so a busy machine slows both alike; the ratios are the result.
//   npm run -s bench:page-work [-- --passes 5] [--workers N] [--heap 512,2048] [--hostile]
//
// Each page starts as the bytes a fetch received and is decoded on the calling thread, as the
// fetcher does, on both sides. --heap gives the pool's worker heap limits to compare, in MB (one
// pool each, the first also in the table of CPU per thread; default: the pool's own).
//
// --hostile also times 200,000 nested <div> (2.2 MB) on both parsers: the Parser's side takes
// seconds (the square of the depth), so it is off by default.

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { performance as perfHooks } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { Parser } from 'htmlparser2';
import { decodeBody } from '../../server/src/crawl/fetcher.ts';
import { createPagePool } from '../../server/src/crawl/page-pool.ts';
import { inThreadPageWork, PageBudget, type PageWork, workOnPage } from '../../server/src/crawl/page-work.ts';
import { type HtmlHandler, streamHtml } from '../../server/src/detect/html-stream.ts';
import { bytesOf, corpus, FULL_CORPUS } from '../detect/worker.ts';

const { values } = parseArgs({
  options: {
    passes: { type: 'string', default: '5' },
    workers: { type: 'string', default: String(Math.max(1, Math.min(4, availableParallelism() - 1))) },
    heap: { type: 'string', default: '' },
    hostile: { type: 'boolean', default: false },
  },
});
const PASSES = Number(values.passes);
const WORKERS = Number(values.workers);
/** Pages in flight through the pool: at least the 2 scans a server runs at once by default. */
const IN_FLIGHT = Math.max(2, WORKERS);

/** Heap limits to compare; undefined: the pool's default. */
const HEAPS: (number | undefined)[] = values.heap ? values.heap.split(',').map(Number) : [undefined];

const pages = corpus().map((p) => {
  const bytes = bytesOf(p);
  return { url: p.url, bytes, html: bytes.toString('utf8') };
});
const megabytes = pages.reduce((n, p) => n + p.html.length, 0) / 1e6;

interface Rate {
  /** pages per second of wall-clock time */
  wall: number;
  /** pages per second of this process's CPU time, every thread counted: steady on a busy machine */
  cpu: number;
  /** µs a page of the calling thread's event loop, busy (the whole work when it reads the pages itself) */
  mainUs: number;
  /** µs a page of page work as timed where it ran (a worker times its own tasks) */
  workUs: number;
  /** CPU µs a page of the calling thread, the page workers' threads and V8's helper threads */
  mainCpuUs: number;
  workerCpuUs: number;
  helperCpuUs: number;
}

/** Threads the page pools started (found once they are ready): a worker's own thread. */
let workerThreads = new Set<string>();

/**
 * CPU time of this thread, of the page workers' threads and of the rest (V8's helpers for every
 * isolate: concurrent GC and compilation), in ms, from the kernel's per-thread counts: a loaded
 * machine stretches wall-clock time, not these.
 */
function threadCpuMs(): { main: number; workers: number; helpers: number } {
  const tick = 10; // USER_HZ is 100 on Linux
  const out = { main: 0, workers: 0, helpers: 0 };
  if (!existsSync('/proc/self/task')) return out;
  for (const tid of readdirSync('/proc/self/task')) {
    let stat: string;
    try {
      stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
    } catch {
      continue; // a thread that ended meanwhile
    }
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ms = (Number(fields[11]) + Number(fields[12])) * tick;
    if (Number(tid) === process.pid) out.main += ms;
    else if (workerThreads.has(tid)) out.workers += ms;
    else out.helpers += ms;
  }
  return out;
}

async function measured(run: () => unknown, workMs = () => 0): Promise<Rate> {
  const started = performance.now();
  const cpu = process.cpuUsage();
  const threads = threadCpuMs();
  const loop = perfHooks.eventLoopUtilization();
  const work = workMs();
  await run();
  const used = process.cpuUsage(cpu);
  const after = threadCpuMs();
  return {
    wall: pages.length / ((performance.now() - started) / 1000),
    cpu: pages.length / ((used.user + used.system) / 1e6),
    mainUs: (perfHooks.eventLoopUtilization(loop).active * 1000) / pages.length,
    workUs: ((workMs() - work) * 1000) / pages.length,
    mainCpuUs: ((after.main - threads.main) * 1000) / pages.length,
    workerCpuUs: ((after.workers - threads.workers) * 1000) / pages.length,
    helperCpuUs: ((after.helpers - threads.helpers) * 1000) / pages.length,
  };
}

/** The corpus read with `inFlight` pages at a time. */
function pass(work: PageWork, inFlight: number): Promise<Rate> {
  let next = 0;
  let spent = 0;
  const lane = async () => {
    while (next < pages.length) {
      const budget = new PageBudget(work.budgetMs);
      const { url, bytes } = pages[next++];
      await workOnPage(work, { url, html: decodeBody(bytes, 'text/html; charset=utf-8') }, budget);
      spent += budget.spentMs;
    }
  };
  return measured(
    () => Promise.all(Array.from({ length: inFlight }, lane)),
    () => spent,
  );
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

/** The fastest pass (its own figures per page), with the best CPU rate of all passes. */
const best = (xs: Rate[]): Rate => ({
  ...xs.reduce((a, b) => (b.wall > a.wall ? b : a)),
  cpu: Math.max(...xs.map((x) => x.cpu)),
});
const here = inThreadPageWork();
const threadsBefore = existsSync('/proc/self/task')
  ? new Set(readdirSync('/proc/self/task'))
  : new Set<string>();
const pools = HEAPS.map((maxHeapMb) => createPagePool({ size: WORKERS, budgetMs: 60_000, maxHeapMb }));
const single = createPagePool({ size: 1, budgetMs: 60_000, maxHeapMb: HEAPS[0] });
await Promise.all([...pools, single].map((p) => p.ready()));
if (existsSync('/proc/self/task'))
  workerThreads = new Set(readdirSync('/proc/self/task').filter((t) => !threadsBefore.has(t)));
// Warm-up: compiled expressions, the language model, JIT on every side.
await pass(here, 1);
await pass(single, 1);
for (const pool of pools) await pass(pool, IN_FLIGHT);
await parsePass(viaParser);
await parsePass(viaStream);

const rates = {
  parser: [] as Rate[],
  stream: [] as Rate[],
  here: [] as Rate[],
  one: [] as Rate[],
  pool: pools.map(() => [] as Rate[]),
};
for (let i = 0; i < PASSES; i++) {
  rates.parser.push(await parsePass(viaParser));
  rates.stream.push(await parsePass(viaStream));
  rates.here.push(await pass(here, 1));
  rates.one.push(await pass(single, 1));
  for (const [k, pool] of pools.entries()) rates.pool[k].push(await pass(pool, IN_FLIGHT));
}
await Promise.all([...pools, single].map((p) => p.close()));

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
const heapOf = (mb: number | undefined) => (mb ? `, ${mb} MB heap` : '');
const poolWhat = (k: number) => `through ${WORKERS} worker(s), ${IN_FLIGHT} in flight${heapOf(HEAPS[k])}`;
console.log(
  row(`through 1 worker, one page at a time${heapOf(HEAPS[0])}`, best(rates.one), best(rates.here)),
);
for (const [k, pool] of rates.pool.entries()) console.log(row(poolWhat(k), best(pool), best(rates.here)));
// Each pool pass against the calling thread's pass of the same round: the load of that moment on both.
for (const [k, pool] of rates.pool.entries()) {
  const paired = pool.map((r, i) => r.wall / rates.here[i].wall).sort((a, b) => a - b);
  console.log(
    `${poolWhat(k)} against the calling thread, pass by pass: median ${paired[Math.floor(paired.length / 2)].toFixed(2)}× (${paired[0].toFixed(2)}–${paired.at(-1)!.toFixed(2)}×)`,
  );
}

// Where a page's time goes, in the fastest pass of each: the work itself, the calling thread's
// share, and what the workers waited (their time less their work: handing tasks over, copies).
// CPU: the median pass's, of the calling thread, the workers' threads and V8's helper threads.
const us = (x: number) => `${x.toFixed(0).padStart(6)} µs`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
console.log(
  `\n${'per page'.padEnd(50)} ${['wall', 'work', 'caller', 'idle', 'CPU here', 'workers', 'helpers'].map((h) => h.padStart(9)).join(' ')}`,
);
const split = (what: string, r: Rate, workers: number, all: Rate[]) => {
  const wall = 1e6 / r.wall;
  const idle = workers ? Math.max(0, wall * workers - r.workUs) / workers : 0;
  const cpu = (k: 'mainCpuUs' | 'workerCpuUs' | 'helperCpuUs') => us(median(all.map((x) => x[k])));
  console.log(
    `${what.padEnd(50)} ${us(wall)} ${us(r.workUs)} ${us(r.mainUs)} ${workers ? us(idle) : ''.padStart(9)} ${cpu('mainCpuUs')} ${cpu('workerCpuUs')} ${cpu('helperCpuUs')}`,
  );
};
split('on the calling thread', best(rates.here), 0, rates.here);
split(`through 1 worker, one page at a time${heapOf(HEAPS[0])}`, best(rates.one), 1, rates.one);
for (const [k, pool] of rates.pool.entries()) split(poolWhat(k), best(pool), WORKERS, pool);

// What crossing between threads copies, timed on this thread (a copy is written on one side and
// read on the other): the page's HTML once, and its facts once.
const copies = { html: 0, facts: 0, bytes: 0 };
const encoder = new TextEncoder();
const decoder = new TextDecoder();
for (const p of pages) {
  const facts = await here.facts(p.html, p.url, new PageBudget(Number.POSITIVE_INFINITY));
  let t = performance.now();
  structuredClone(p.html);
  copies.html += performance.now() - t;
  t = performance.now();
  structuredClone(facts);
  copies.facts += performance.now() - t;
  t = performance.now();
  const bytes = encoder.encode(p.html);
  decoder.decode(structuredClone(bytes, { transfer: [bytes.buffer] }));
  copies.bytes += performance.now() - t;
}
const perPage = (ms: number) => `${((ms * 1000) / pages.length).toFixed(0)} µs`;
console.log(
  `\ncopied between threads, a page: its HTML ${perPage(copies.html)} (as UTF-8 bytes, encoded and decoded: ${perPage(copies.bytes)}), its facts ${perPage(copies.facts)}`,
);

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
