import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

export interface StartTimes {
  /** Milliseconds from the command's start; null when it never happened. */
  healthzAnswers: number | null;
  healthzOk: number | null;
  pageServed: number | null;
  demoReady: number | null;
  /** The process tree's largest resident set, summed over its processes. */
  peakRssMb: number;
  dataMb: number;
  /** From SIGTERM to the process tree's exit: a stop cut short by SIGKILL makes the next start recover. */
  stopMs: number;
  /**
   * CPU seconds the process tree had used when the last of the times above was taken: all of it,
   * and the two busiest threads'. Load stretches wall time, much less these; on an idle machine
   * the start cannot take less wall time than its busiest thread's CPU (the store's thread on PGlite).
   */
  cpu: TreeCpu | null;
}

export interface TreeCpu {
  totalS: number;
  busiestThreadsS: number[];
}

const LIMIT_MS = 15 * 60_000;
const PAGE_SIZE = 4096;

/**
 * Runs `npm start` in `dir` on `dataDir` and watches it from outside until the home page is served
 * (and, with `untilDemoReady`, until its log says the demo is ready), then stops it.
 */
export async function timeStart(opts: {
  dir: string;
  dataDir: string;
  sites: number;
  untilDemoReady: boolean;
}): Promise<StartTimes> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env: Record<string, string> = {};
  for (const k of ['PATH', 'HOME', 'TMPDIR', 'LANG']) if (process.env[k]) env[k] = process.env[k] as string;
  const started = performance.now();
  const child = spawn('npm', ['run', '-s', 'start'], {
    cwd: opts.dir,
    env: {
      ...env,
      PORT: String(port),
      DATA_DIR: opts.dataDir,
      DEMO_SITES: String(opts.sites),
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const t: StartTimes = {
    healthzAnswers: null,
    healthzOk: null,
    pageServed: null,
    demoReady: null,
    peakRssMb: 0,
    dataMb: 0,
    stopMs: 0,
    cpu: null,
  };
  const at = () => Math.round(performance.now() - started);
  let exited = false;
  child.on('exit', () => {
    exited = true;
  });
  let out = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    out += chunk.toString();
    if (t.demoReady === null && /demo data: ready|demo is ready/i.test(out)) t.demoReady = at();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    out += chunk.toString();
  });
  const sampler = setInterval(() => {
    t.peakRssMb = Math.max(t.peakRssMb, treeRssMb(child.pid as number));
  }, 250);
  try {
    while (!exited && at() < LIMIT_MS) {
      const health = await status(`${base}/healthz`);
      if (health !== null && t.healthzAnswers === null) t.healthzAnswers = at();
      if (health === 200 && t.healthzOk === null) t.healthzOk = at();
      if (t.healthzOk !== null && t.pageServed === null && (await status(`${base}/`)) === 200)
        t.pageServed = at();
      if (t.pageServed !== null && (!opts.untilDemoReady || t.demoReady !== null)) {
        t.cpu = treeCpu(child.pid as number);
        break;
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    if (exited) throw new Error(`npm start exited early:\n${out.slice(-4000)}`);
  } finally {
    clearInterval(sampler);
    const stopping = performance.now();
    await stop(child.pid as number);
    t.stopMs = Math.round(performance.now() - stopping);
  }
  t.dataMb = Math.round(duBytes(opts.dataDir) / 1e6);
  return t;
}

async function status(url: string): Promise<number | null> {
  try {
    const r = await fetch(url, { signal: AbortSignal.timeout(10_000) });
    await r.arrayBuffer();
    return r.status;
  } catch {
    return null;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

/**
 * SIGTERM to the command's process group (npm, its shell, the server), as a terminal's Ctrl-C
 * would, and waits until every process of it has ended: npm ends first, while the server still
 * closes its store, and a start on the same data folder must not overlap that.
 */
async function stop(pid: number): Promise<void> {
  const alive = () => {
    try {
      process.kill(-pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  if (!alive()) return;
  process.kill(-pid, 'SIGTERM');
  const deadline = performance.now() + 30_000;
  while (alive() && performance.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  if (alive()) process.kill(-pid, 'SIGKILL');
}

/** The fields of /proc/{path}/stat after the command name (field 3 onwards), or null when it ended. */
function statFields(path: string): string[] | null {
  try {
    const stat = readFileSync(`/proc/${path}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

/** The processes of the tree under `root`, `root` first. */
function treePids(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const fields = statFields(name);
    if (fields) children.set(Number(fields[1]), [...(children.get(Number(fields[1])) ?? []), Number(name)]);
  }
  const out: number[] = [];
  const walk = (pid: number) => {
    out.push(pid);
    for (const c of children.get(pid) ?? []) walk(c);
  };
  walk(root);
  return out;
}

function treeRssMb(root: number): number {
  const bytes = treePids(root).reduce(
    (sum, pid) => sum + Number(statFields(String(pid))?.[21] ?? 0) * PAGE_SIZE,
    0,
  );
  return Math.round(bytes / 1e6);
}

/** Clock ticks per second of /proc's times (USER_HZ, 100 on Linux). */
const TICKS = 100;

/** utime + stime, and the ended children's (the bundle build) for a process. */
function treeCpu(root: number): TreeCpu {
  let total = 0;
  const threads: number[] = [];
  for (const pid of treePids(root)) {
    const f = statFields(String(pid));
    if (!f) continue;
    total += Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14]);
    for (const tid of readdirSync(`/proc/${pid}/task`, { withFileTypes: false }) as string[]) {
      const tf = statFields(`${pid}/task/${tid}`);
      if (tf) threads.push(Number(tf[11]) + Number(tf[12]));
    }
  }
  const seconds = (ticks: number) => Math.round((ticks / TICKS) * 10) / 10;
  return {
    totalS: seconds(total),
    busiestThreadsS: threads
      .sort((a, b) => b - a)
      .slice(0, 2)
      .map(seconds),
  };
}

function duBytes(path: string): number {
  const s = statSync(path, { throwIfNoEntry: false });
  if (!s) return 0;
  if (!s.isDirectory()) return s.blocks * 512;
  return readdirSync(path).reduce((sum, name) => sum + duBytes(join(path, name)), 0);
}
