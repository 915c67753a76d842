import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Config } from '../../config/index.ts';
import type { Queryable } from '../../store/db.ts';
import type { ReportFormat } from './store.ts';

let memoryDir: string | undefined;

/**
 * Where report files live: REPORTS_DIR, else DATA_DIR/reports. A throw-away run
 * (DATA_DIR=memory://) keeps nothing, so it gets one temporary directory per process, removed
 * when the process exits.
 */
export function reportsDir(config: Pick<Config, 'REPORTS_DIR' | 'DATA_DIR'>): string {
  if (config.REPORTS_DIR) return ensureDir(resolve(config.REPORTS_DIR));
  if (config.DATA_DIR.startsWith('memory://')) {
    if (!memoryDir) {
      const dir = mkdtempSync(join(tmpdir(), 'techcensus-reports-'));
      memoryDir = dir;
      process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    }
    return memoryDir;
  }
  return ensureDir(resolve(config.DATA_DIR, 'reports'));
}

function ensureDir(dir: string): string {
  mkdirSync(dir, { recursive: true });
  return dir;
}

/**
 * Files of one build attempt. The final names carry the attempt's token, so a late attempt can
 * never overwrite the files a ready row's checksums describe; the temporary names end in .part.
 */
export function attemptFiles(dir: string, reportId: string, token: string) {
  const final = (format: ReportFormat) => `${reportId}.${token}.${format}`;
  return {
    final,
    path: (format: ReportFormat) => join(dir, final(format)),
    partPath: (format: ReportFormat) => join(dir, `${final(format)}.part`),
  };
}

/**
 * Removes what attempts of a report left behind: partial files of attempts that crashed (a
 * killed process never ran its clean-up), or with `keep`, every file but the ready row's.
 */
export async function sweepReportFiles(
  dir: string,
  reportId: string,
  opts: { partsOnly?: boolean; keep?: readonly string[] } = {},
): Promise<void> {
  const names = await readdir(dir).catch(() => [] as string[]);
  await Promise.all(
    names
      .filter((n) => n.startsWith(`${reportId}.`))
      .filter((n) => (opts.partsOnly ? n.endsWith('.part') : !opts.keep?.includes(n)))
      .map((n) => rm(join(dir, n), { force: true })),
  );
}

/** A file name from the database, as a path inside the directory and nowhere else. */
export function storedFilePath(dir: string, name: string): string {
  if (!/^[0-9a-f-]{36}\.[0-9a-f]+\.(csv|xlsx)$/.test(name))
    throw new Error(`unexpected report file name ${name}`);
  return join(dir, name);
}

/**
 * The files of an account's reports, found while its rows still exist; `remove` deletes them once
 * the rows are gone (account deletion). Every attempt's files go, finished or partial; a build
 * still running for one of them finds its row gone and removes its own files.
 */
export async function accountReportFiles(db: Queryable, dir: string, accountId: number) {
  const { rows } = await db.query<{ id: string }>('SELECT id FROM reports WHERE account_id = $1', [
    accountId,
  ]);
  const ids = new Set(rows.map((r) => r.id));
  return {
    async remove(): Promise<void> {
      if (!ids.size) return;
      const names = await readdir(dir).catch(() => [] as string[]);
      await Promise.all(
        names
          .filter((n) => ids.has(n.slice(0, n.indexOf('.'))))
          .map((n) => rm(join(dir, n), { force: true })),
      );
    },
  };
}
