// Page work off the thread that answers requests: a few worker threads (page-worker.mjs) take one
// task at a time from a shared queue. A task gets what is left of its page's budget; when that
// runs out the worker is ended (a thread busy in a regular expression cannot be asked to stop)
// and a fresh one started in its place, and the page is recorded as over budget. Waiting for a
// free worker is not counted: a page pays only for its own work.

import { Worker } from 'node:worker_threads';
import type { HtmlFacts } from './extract/html.ts';
import {
  bodyOf,
  type DetectOutput,
  type PageBudget,
  type PageOp,
  PageOverBudget,
  type PageWork,
  type SiteInput,
  withBody,
} from './page-work.ts';
import type { SiteFacts } from './types.ts';

export interface PagePoolOptions {
  /** worker threads */
  size: number;
  /** each page's budget, in milliseconds */
  budgetMs: number;
  /** heap of one worker; a page that needs more ends like one over its time budget */
  maxHeapMb?: number;
}

export interface PagePool extends PageWork {
  /** Starts the workers and resolves once each has loaded its work (else the first page starts them). */
  ready(): Promise<void>;
  /** Workers ended for a page over its budget (or its memory) since the pool started. */
  readonly replaced: number;
  close(): Promise<void>;
}

interface Task {
  op: PageOp;
  args: unknown[];
  budget: PageBudget;
  resolve(value: unknown): void;
  reject(err: Error): void;
}

interface Slot {
  worker: Worker;
  /** settles when the worker has loaded its work */
  loaded: Promise<void>;
  ready: boolean;
  task: Task | null;
  started: number;
  timer: NodeJS.Timeout | null;
  /** the pages' HTML the worker holds, oldest first, as it holds them (see page-worker.mjs) */
  held: { key: number; body: string }[];
}

const WORKER_URL = new URL('./page-worker.mjs', import.meta.url);
/** Pages whose HTML a worker keeps: enough for the scans in flight to take turns on one worker. */
const HELD_PAGES = 4;

export function createPagePool(opts: PagePoolOptions): PagePool {
  const queue: Task[] = [];
  const slots = new Set<Slot>();
  let nextId = 0;
  let nextKey = 0;
  let replaced = 0;
  let closed = false;

  const settle = (slot: Slot): Task | null => {
    const task = slot.task;
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    slot.task = null;
    if (task) task.budget.spentMs += performance.now() - slot.started;
    return task;
  };

  const start = (): Slot => {
    const worker = new Worker(WORKER_URL, {
      execArgv: [],
      workerData: { heldPages: HELD_PAGES },
      resourceLimits: { maxOldGenerationSizeMb: opts.maxHeapMb ?? 512 },
    });
    // An idle worker must not keep the process alive; a running task's timer does.
    worker.unref();
    const slot: Slot = {
      worker,
      loaded: Promise.resolve(),
      ready: false,
      task: null,
      started: 0,
      timer: null,
      held: [],
    };
    slot.loaded = new Promise((resolve, reject) => {
      worker.on('message', (m: { ready?: true; id?: number; result?: unknown; error?: string }) => {
        if (m.ready) {
          slot.ready = true;
          resolve();
          dispatch();
          return;
        }
        const task = settle(slot);
        if (!task) return;
        if (m.error !== undefined) task.reject(new Error(`page work failed: ${m.error}`));
        else task.resolve(m.result);
        dispatch();
      });
      worker.on('error', (err) => {
        if (!slot.ready) reject(err);
        const task = settle(slot);
        // Out of memory is the page's fault as much as running out of time is.
        if (task)
          task.reject(
            (err as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY'
              ? new PageOverBudget(opts.budgetMs, 'reading the page needed more memory than a page may use')
              : err,
          );
      });
      worker.on('exit', () => {
        if (!slots.delete(slot) || closed) return;
        if (!slot.ready) {
          // Not started again here, which could loop forever: the next task starts one.
          const err = new Error('a page worker could not start');
          reject(err);
          if (![...slots].some((s) => s.ready)) for (const task of queue.splice(0)) task.reject(err);
          return;
        }
        settle(slot)?.reject(new Error('the page worker exited'));
        replace();
      });
    });
    // Told to the tasks that wait (above), not left as an unhandled rejection.
    slot.loaded.catch(() => {});
    slots.add(slot);
    return slot;
  };

  const replace = () => {
    replaced++;
    start();
  };

  // A page's later steps go to the worker that holds its HTML when it is free, else to any.
  const dispatch = () => {
    while (queue.length) {
      const idle = [...slots].filter((s) => s.ready && !s.task);
      if (!idle.length) return;
      const task = queue.shift()!;
      const body = bodyOf(task.op, task.args);
      run(idle.find((s) => body !== undefined && s.held.some((h) => h.body === body)) ?? idle[0], task);
    }
  };

  const run = (slot: Slot, task: Task) => {
    const left = task.budget.leftMs;
    if (left <= 0) {
      task.reject(new PageOverBudget(task.budget.ms));
      dispatch();
      return;
    }
    const id = nextId++;
    slot.task = task;
    slot.started = performance.now();
    slot.timer = setTimeout(
      () => {
        const late = settle(slot);
        slots.delete(slot);
        // Ended, not asked: the thread may be deep in a regular expression.
        void slot.worker.terminate();
        late?.reject(new PageOverBudget(task.budget.ms));
        if (!closed) replace();
        // setTimeout takes at most 2^31 − 1 ms; beyond that it would fire at once.
      },
      Math.min(left, 2 ** 31 - 1),
    );
    // The HTML is sent only when the worker does not hold it yet; both sides drop the oldest alike.
    const body = bodyOf(task.op, task.args);
    const args = withBody(task.op, task.args, undefined);
    const held = body === undefined ? undefined : slot.held.find((h) => h.body === body);
    if (body === undefined || held) slot.worker.postMessage({ id, op: task.op, args, key: held?.key });
    else {
      const key = nextKey++;
      slot.held.push({ key, body });
      if (slot.held.length > HELD_PAGES) slot.held.shift();
      slot.worker.postMessage({ id, op: task.op, args, key, body });
    }
  };

  const submit = <T>(op: PageOp, args: unknown[], budget: PageBudget): Promise<T> => {
    if (closed) return Promise.reject(new Error('the page pool is closed'));
    fill();
    return new Promise<T>((resolve, reject) => {
      queue.push({ op, args, budget, resolve: resolve as (v: unknown) => void, reject });
      dispatch();
    });
  };

  // Started on the first page, so a process that never reads one never pays for them.
  const size = Math.max(1, opts.size);
  const fill = () => {
    while (slots.size < size) start();
  };

  return {
    budgetMs: opts.budgetMs,
    facts: (body, url, budget) => submit<HtmlFacts>('facts', [body, url], budget),
    site: (input: SiteInput, budget) => submit<SiteFacts>('site', [input], budget),
    detect: (signals, budget) => submit<DetectOutput>('detect', [signals], budget),
    ready: async () => {
      fill();
      await Promise.all([...slots].map((s) => s.loaded));
    },
    get replaced() {
      return replaced;
    },
    async close() {
      closed = true;
      for (const task of queue.splice(0)) task.reject(new Error('the page pool is closed'));
      const all = [...slots];
      slots.clear();
      for (const slot of all) settle(slot)?.reject(new Error('the page pool is closed'));
      await Promise.all(all.map((s) => s.worker.terminate()));
    },
  };
}
