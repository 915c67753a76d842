import { type ChildProcess, fork } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { SiteFilters } from '../../siteindex/port.ts';
import type { ReportRecord } from './columns.ts';
import type { SiteSource } from './source.ts';
import type { ReportFormat } from './store.ts';
import type { WrittenFile } from './writers.ts';

/**
 * Old-space cap of the report process. Writing is streamed, so the heap holds a few pages of rows
 * and the zip's window; the cap makes V8 collect that garbage early instead of growing towards
 * its default limit (measured in bench/reports: docs/reports.md).
 */
export const WRITER_HEAP_MB = 128;

/** Pages sent ahead of the writer's acknowledgement: enough to keep it busy, never a backlog. */
const MAX_IN_FLIGHT = 2;

/** What the report process builds on its own: the sites of `source` matching `filters`. */
export interface SiteQuery {
  source: SiteSource;
  filters: SiteFilters;
  limit: number;
  pageSize?: number;
}

/** Parent → report process. */
export type ToWriter =
  | { type: 'rows'; rows: ReportRecord[] }
  | { type: 'end' }
  | ({ type: 'build' } & SiteQuery)
  /** The parent has seen the last page: the next may be written. */
  | { type: 'continue' };

/** Report process → parent. */
export type FromWriter =
  | { type: 'ack' }
  /** A page of a build is written; `rowCount` rows in all so far. */
  | { type: 'page'; rowCount: number }
  | {
      type: 'done';
      rowCount: number;
      csv: WrittenFile;
      xlsx: WrittenFile;
      /** The process's resident memory with its code loaded, before the first row, and at its peak. */
      startRssMb: number;
      maxRssMb: number;
    }
  | { type: 'error'; message: string };

export type WriterResult = Omit<Extract<FromWriter, { type: 'done' }>, 'type'>;

/** Told after each page, with the rows handed on so far; a throw fails the attempt. */
export type OnPage = (rowCount: number) => void | Promise<void>;

const here = import.meta.url;
const ENTRY = fileURLToPath(new URL(`./file-writer-process${here.endsWith('.ts') ? '.ts' : '.js'}`, here));

/** Running from TypeScript sources (tsx, vitest), the child needs tsx's loader to start. */
function loaderArgs(): string[] {
  if (!here.endsWith('.ts')) return [];
  return ['--import', pathToFileURL(createRequire(here).resolve('tsx')).href];
}

/**
 * The report process with a capped heap, writing both files to `paths`, and its messages one at
 * a time. Any end other than its answer to the end of the report (a crash, an OOM kill, an error
 * it reports) becomes the error every later receive() throws; it exits when its parent does.
 */
function forkReportProcess(paths: Record<ReportFormat, string>, heapMb = WRITER_HEAP_MB) {
  const child: ChildProcess = fork(ENTRY, [paths.csv, paths.xlsx], {
    execArgv: [...loaderArgs(), `--max-old-space-size=${heapMb}`],
    serialization: 'advanced',
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const inbox: FromWriter[] = [];
  let failure: Error | null = null;
  let answered = false;
  let wake: (() => void) | null = null;
  const notify = () => wake?.();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const fail = (err: Error) => {
    failure ??= err;
    notify();
  };
  child.on('message', (m: FromWriter) => {
    if (m.type === 'error') return fail(new Error(m.message));
    if (m.type === 'done') answered = true;
    inbox.push(m);
    notify();
  });
  child.on('error', fail);
  child.on('exit', (code, signal) => {
    if (!answered)
      fail(
        new Error(`the report file writer stopped (${signal ? `signal ${signal}` : `exit code ${code}`})`),
      );
  });

  return {
    send(m: ToWriter) {
      if (failure) throw failure;
      // A send fails only when the process is gone; its exit says why, in words worth recording.
      child.send(m, () => {});
    },
    async receive(): Promise<FromWriter> {
      for (;;) {
        const m = inbox.shift();
        if (m) return m;
        if (failure) throw failure;
        await new Promise<void>((resolve) => {
          wake = resolve;
        });
        wake = null;
      }
    },
    /** The answer to the end of the report, once the process has exited. */
    async result(m: FromWriter): Promise<WriterResult> {
      if (m.type !== 'done') throw new Error(`the report file writer answered ${m.type}`);
      await exited;
      const { type: _, ...rest } = m;
      return rest;
    },
    /** Stops the process and waits for it to exit; the partial files are the caller's to remove. */
    async abort() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}

export interface ReportFileWriter {
  /** Sends a page of rows; resolves once the writer is at most MAX_IN_FLIGHT pages behind. */
  write(rows: ReportRecord[]): Promise<void>;
  /** Finishes both files and waits until the writer has exited. */
  close(): Promise<WriterResult>;
  /** Stops the writer and waits for it to exit; the partial files are the caller's to remove. */
  abort(): Promise<void>;
}

/**
 * Both report files written by the report process from rows this process makes (the embedded
 * store's way: only this process can read the sites). Rows travel over the IPC channel with flow
 * control: the writer acknowledges each page.
 */
export function spawnReportFileWriter(
  paths: Record<ReportFormat, string>,
  opts: { heapMb?: number } = {},
): ReportFileWriter {
  const proc = forkReportProcess(paths, opts.heapMb);
  let inFlight = 0;
  return {
    async write(rows) {
      proc.send({ type: 'rows', rows });
      inFlight += 1;
      while (inFlight >= MAX_IN_FLIGHT) {
        const m = await proc.receive();
        if (m.type !== 'ack') throw new Error(`the report file writer answered ${m.type}`);
        inFlight -= 1;
      }
    },
    async close() {
      proc.send({ type: 'end' });
      for (;;) {
        const m = await proc.receive();
        if (m.type !== 'ack') return proc.result(m);
      }
    },
    abort: () => proc.abort(),
  };
}

/**
 * The whole build in the report process (a database server's way): it opens the site source
 * itself, pages it, makes the rows and writes both files, so this process holds none of them.
 * After each page it waits for this process's go-ahead, which comes once `onPage` has returned:
 * a build never runs more than a page ahead of the job that answers for it.
 */
export async function buildInReportProcess(
  paths: Record<ReportFormat, string>,
  query: SiteQuery,
  opts: { heapMb?: number; onPage?: OnPage } = {},
): Promise<WriterResult> {
  const proc = forkReportProcess(paths, opts.heapMb);
  try {
    proc.send({ type: 'build', ...query });
    for (;;) {
      const m = await proc.receive();
      if (m.type !== 'page') return await proc.result(m);
      await opts.onPage?.(m.rowCount);
      proc.send({ type: 'continue' });
    }
  } catch (err) {
    await proc.abort();
    throw err;
  }
}
