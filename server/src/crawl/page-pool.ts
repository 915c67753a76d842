// Page work off the thread that answers requests: a few worker threads (page-worker.mjs) take
// tasks from a shared queue. A task gets what is left of its page's budget; when that runs out the
// worker is ended (a thread busy in a regular expression cannot be asked to stop) and a fresh one
// started in its place, and the page is recorded as over budget. Waiting for a free worker is not
// counted: a page pays only for its own work, as the worker timed it.
//
// A page's HTML and facts cross to a worker once: the worker keeps those of its last pages, so
// the page's last step (site facts and detection together) is sent only what the visit fetched
// beside the page. A worker busy with one task is sent the next one already, so it never waits
// for this thread to answer before starting it.

import { Worker } from 'node:worker_threads';
import type { HtmlFacts } from './extract/html.ts';
import {
  type DetectOutput,
  type Finished,
  type PageBudget,
  type PageOp,
  PageOverBudget,
  type PageParts,
  type PageWork,
  pageOf,
  withPage,
} from './page-work.ts';

export interface PagePoolOptions {
  /** worker threads */
  size: number;
  /** each page's budget, in milliseconds */
  budgetMs: number;
  /** heap of one worker; a page that needs more ends like one over its time budget (default 2048) */
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

/** A page a worker holds, as this thread knows it (page-worker.mjs keeps the same list). */
interface Held {
  key: number;
  body: string;
  /** the facts the worker read from it, as handed to the caller (set once its `facts` step ended) */
  facts?: HtmlFacts;
}

interface Sent {
  id: number;
  task: Task;
  /** the held page the task belongs to, told its facts when a `facts` step ends */
  page: Held | null;
}

interface Slot {
  worker: Worker;
  /** settles when the worker has loaded its work */
  loaded: Promise<void>;
  ready: boolean;
  /** sent and not answered yet, the running one first: at most AHEAD + 1 */
  sent: Sent[];
  /** when the running task started, as far as this thread can tell */
  started: number;
  timer: NodeJS.Timeout | null;
  held: Held[];
}

const WORKER_URL = new URL('./page-worker.mjs', import.meta.url);
/** Pages whose HTML and facts a worker keeps: enough for the scans in flight to take turns on one worker. */
const HELD_PAGES = 4;
/** Tasks a busy worker is sent beyond the one it runs. */
const AHEAD = 1;
/**
 * V8 lets a heap grow between full collections by a factor that rises with the heap's limit and
 * reaches its most at 2 GB: at 512 MB a worker collected its whole heap (the fingerprint set, the
 * language model) about three times as often, about 0.6 ms of CPU a page (bench:page-work --heap).
 * A limit reserves nothing; it is where a page that needs more memory is stopped.
 */
const DEFAULT_HEAP_MB = 2048;

interface Answer {
  ready?: true;
  id?: number;
  result?: unknown;
  error?: string;
  /** the task's own time in the worker */
  ms?: number;
}

export function createPagePool(opts: PagePoolOptions): PagePool {
  const queue: Task[] = [];
  const slots = new Set<Slot>();
  let nextId = 0;
  let nextKey = 0;
  let replaced = 0;
  let closed = false;

  const stopTimer = (slot: Slot) => {
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
  };

  // The running task's budget: what is left of its page's.
  const startTimer = (slot: Slot) => {
    const running = slot.sent[0];
    if (!running) return;
    slot.started = performance.now();
    slot.timer = setTimeout(
      () => {
        const late = takeAll(slot);
        slots.delete(slot);
        // Ended, not asked: the thread may be deep in a regular expression.
        void slot.worker.terminate();
        if (late) {
          // Its whole budget, though the clock of timers may have fired a little early.
          const { budget } = late.task;
          budget.spentMs = Math.max(budget.spentMs + performance.now() - slot.started, budget.ms);
          late.task.reject(new PageOverBudget(budget.ms));
        }
        if (!closed) replace();
        dispatch();
        // setTimeout takes at most 2^31 − 1 ms; beyond that it would fire at once.
      },
      Math.min(Math.max(running.task.budget.leftMs, 0), 2 ** 31 - 1),
    );
  };

  /** A worker that ends: its running task is returned, the ones sent behind it go back to the queue. */
  const takeAll = (slot: Slot): Sent | undefined => {
    stopTimer(slot);
    const [running, ...behind] = slot.sent.splice(0);
    queue.unshift(...behind.map((s) => s.task));
    return running;
  };

  const start = (): Slot => {
    const worker = new Worker(WORKER_URL, {
      execArgv: [],
      workerData: { heldPages: HELD_PAGES },
      resourceLimits: { maxOldGenerationSizeMb: opts.maxHeapMb ?? DEFAULT_HEAP_MB },
    });
    // An idle worker must not keep the process alive; a running task's timer does.
    worker.unref();
    const slot: Slot = {
      worker,
      loaded: Promise.resolve(),
      ready: false,
      sent: [],
      started: 0,
      timer: null,
      held: [],
    };
    slot.loaded = new Promise((resolve, reject) => {
      worker.on('message', (m: Answer) => {
        if (m.ready) {
          slot.ready = true;
          resolve();
          dispatch();
          return;
        }
        if (slot.sent[0]?.id !== m.id) return;
        stopTimer(slot);
        const done = slot.sent.shift()!;
        done.task.budget.spentMs += m.ms ?? performance.now() - slot.started;
        startTimer(slot);
        if (m.error !== undefined) done.task.reject(new Error(`page work failed: ${m.error}`));
        else {
          if (done.task.op === 'facts' && done.page) done.page.facts = m.result as HtmlFacts;
          done.task.resolve(m.result);
        }
        dispatch();
      });
      worker.on('error', (err) => {
        if (!slot.ready) reject(err);
        const running = takeAll(slot);
        // Out of memory is the page's fault as much as running out of time is.
        running?.task.reject(
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
        takeAll(slot)?.task.reject(new Error('the page worker exited'));
        replace();
        dispatch();
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

  // A free worker first, the one holding the task's page among them; else a busy one with room
  // behind its task, again the one holding the page first.
  const choose = (task: Task): Slot | undefined => {
    const { body } = pageOf(task.op, task.args);
    const holds = (s: Slot) => body !== undefined && s.held.some((h) => h.body === body);
    const ready = [...slots].filter((s) => s.ready);
    const idle = ready.filter((s) => s.sent.length === 0);
    if (idle.length) return idle.find(holds) ?? idle[0];
    const room = ready.filter((s) => s.sent.length <= AHEAD);
    return room.find(holds) ?? room[0];
  };

  const dispatch = () => {
    while (queue.length) {
      const slot = choose(queue[0]);
      if (!slot) return;
      send(slot, queue.shift()!);
    }
  };

  const send = (slot: Slot, task: Task) => {
    if (task.budget.leftMs <= 0) {
      task.reject(new PageOverBudget(task.budget.ms));
      return;
    }
    const id = nextId++;
    // The HTML and facts are sent only when the worker does not hold them yet; both sides drop
    // the oldest page alike.
    const own = pageOf(task.op, task.args);
    let page = own.body === undefined ? undefined : slot.held.find((h) => h.body === own.body);
    const message: { id: number; op: PageOp; args: unknown[]; key?: number; body?: string } = {
      id,
      op: task.op,
      args: task.args,
    };
    if (own.body !== undefined) {
      if (!page) {
        page = { key: nextKey++, body: own.body };
        slot.held.push(page);
        if (slot.held.length > HELD_PAGES) slot.held.shift();
        message.body = own.body;
      }
      const left: PageParts = {
        body: undefined,
        // Facts held by the worker are the ones it read from this HTML; the caller's are a copy.
        facts: own.facts !== undefined && own.facts === page.facts ? undefined : own.facts,
      };
      message.key = page.key;
      message.args = withPage(task.op, task.args, left);
    }
    slot.sent.push({ id, task, page: page ?? null });
    slot.worker.postMessage(message);
    if (slot.sent.length === 1) startTimer(slot);
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
    finish: (input, budget) => submit<Finished>('finish', [input], budget),
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
      const all = [...slots];
      slots.clear();
      for (const slot of all) takeAll(slot)?.task.reject(new Error('the page pool is closed'));
      for (const task of queue.splice(0)) task.reject(new Error('the page pool is closed'));
      await Promise.all(all.map((s) => s.worker.terminate()));
    },
  };
}
