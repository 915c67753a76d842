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
      if (t.pageServed !== null && (!opts.untilDemoReady || t.demoReady !== null)) break;
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

function treeRssMb(root: number): number {
  const children = new Map<number, number[]>();
  const rss = new Map<number, number>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const pid = Number(name);
      const ppid = Number(fields[1]);
      rss.set(pid, Number(fields[21]) * PAGE_SIZE);
      children.set(ppid, [...(children.get(ppid) ?? []), pid]);
    } catch {
      // The process ended while we read it.
    }
  }
  let total = 0;
  const walk = (pid: number) => {
    total += rss.get(pid) ?? 0;
    for (const c of children.get(pid) ?? []) walk(c);
  };
  walk(root);
  return Math.round(total / 1e6);
}

function duBytes(path: string): number {
  const s = statSync(path, { throwIfNoEntry: false });
  if (!s) return 0;
  if (!s.isDirectory()) return s.blocks * 512;
  return readdirSync(path).reduce((sum, name) => sum + duBytes(join(path, name)), 0);
}
