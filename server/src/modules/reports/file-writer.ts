import { type ChildProcess, fork } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { ReportRecord } from './columns.ts';
import type { ReportFormat } from './store.ts';
import type { WrittenFile } from './writers.ts';

/**
 * Old-space cap of the writer process. Writing is streamed, so the heap holds a few pages of rows
 * and the zip's window; the cap makes V8 collect that garbage early instead of growing towards
 * its default limit (measured in bench/reports: docs/reports.md).
 */
export const WRITER_HEAP_MB = 128;

/** Pages sent ahead of the writer's acknowledgement: enough to keep it busy, never a backlog. */
const MAX_IN_FLIGHT = 2;

/** Parent → writer. */
export type ToWriter = { type: 'rows'; rows: ReportRecord[] } | { type: 'end' };

/** Writer → parent. */
export type FromWriter =
  | { type: 'ack' }
  | {
      type: 'done';
      rowCount: number;
      csv: WrittenFile;
      xlsx: WrittenFile;
      /** The writer's resident memory with its code loaded, before the first row, and at its peak. */
      startRssMb: number;
      maxRssMb: number;
    }
  | { type: 'error'; message: string };

export type WriterResult = Omit<Extract<FromWriter, { type: 'done' }>, 'type'>;

export interface ReportFileWriter {
  /** Sends a page of rows; resolves once the writer is at most MAX_IN_FLIGHT pages behind. */
  write(rows: ReportRecord[]): Promise<void>;
  /** Finishes both files and waits until the writer has exited. */
  close(): Promise<WriterResult>;
  /** Stops the writer and waits for it to exit; the partial files are the caller's to remove. */
  abort(): Promise<void>;
}

const here = import.meta.url;
const ENTRY = fileURLToPath(new URL(`./file-writer-process${here.endsWith('.ts') ? '.ts' : '.js'}`, here));

/** Running from TypeScript sources (tsx, vitest), the child needs tsx's loader to start. */
function loaderArgs(): string[] {
  if (!here.endsWith('.ts')) return [];
  return ['--import', pathToFileURL(createRequire(here).resolve('tsx')).href];
}

/**
 * Both report files written by a child process of their own, with a capped heap: the build job
 * pages the index and turns sites into rows, the child writes the CSV and XLSX. A large report
 * then costs the process that serves pages nothing but a few pages of sites, and the writer's
 * memory is bounded and its own. Rows travel over the IPC channel with flow control (the writer
 * acknowledges each page); the writer exits when its parent does.
 */
export function spawnReportFileWriter(
  paths: Record<ReportFormat, string>,
  opts: { heapMb?: number } = {},
): ReportFileWriter {
  const child: ChildProcess = fork(ENTRY, [paths.csv, paths.xlsx], {
    execArgv: [...loaderArgs(), `--max-old-space-size=${opts.heapMb ?? WRITER_HEAP_MB}`],
    serialization: 'advanced',
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  let inFlight = 0;
  let failure: Error | null = null;
  let result: WriterResult | null = null;
  let wake: (() => void) | null = null;
  const notify = () => wake?.();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const fail = (err: Error) => {
    failure ??= err;
    notify();
  };
  child.on('message', (m: FromWriter) => {
    if (m.type === 'ack') inFlight -= 1;
    else if (m.type === 'done') {
      const { type: _, ...rest } = m;
      result = rest;
    } else fail(new Error(m.message));
    notify();
  });
  child.on('error', fail);
  child.on('exit', (code, signal) => {
    if (!result)
      fail(
        new Error(`the report file writer stopped (${signal ? `signal ${signal}` : `exit code ${code}`})`),
      );
    notify();
  });

  async function until(ready: () => boolean): Promise<void> {
    for (;;) {
      if (failure) throw failure;
      if (ready()) return;
      await new Promise<void>((resolve) => {
        wake = resolve;
      });
      wake = null;
    }
  }
  const send = (m: ToWriter) => {
    if (failure) throw failure;
    // A send fails only when the writer is gone; its exit says why, in words worth recording.
    child.send(m, () => {});
  };

  return {
    async write(rows) {
      inFlight += 1;
      send({ type: 'rows', rows });
      await until(() => inFlight < MAX_IN_FLIGHT);
    },
    async close() {
      send({ type: 'end' });
      await until(() => result !== null);
      await exited;
      return result as unknown as WriterResult;
    },
    async abort() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}
