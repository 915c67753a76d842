import { randomUUID } from 'node:crypto';
import { type ReportFilter, ReportFilters, type ReportFormat } from '@techcensus/contract';
import type { Queryable } from '../../store/db.ts';

export type ReportStatus = 'pending' | 'building' | 'ready' | 'failed';
export type { ReportFormat };

export interface ReportFile {
  /** File name inside REPORTS_DIR. */
  name: string;
  sha256: string;
  bytes: number;
}

export interface ReportRow {
  id: string;
  accountId: number;
  orderRef: string | null;
  name: string;
  filters: ReportFilter[];
  size: number;
  status: ReportStatus;
  rowCount: number | null;
  files: Record<ReportFormat, ReportFile> | null;
  createdAt: Date;
  readyAt: Date | null;
  error: string | null;
}

interface Raw {
  id: string;
  account_id: string | number;
  order_ref: string | null;
  name: string;
  filters: ReportFilter[] | string;
  size: number;
  status: ReportStatus;
  row_count: number | null;
  csv_file: string | null;
  xlsx_file: string | null;
  csv_sha256: string | null;
  xlsx_sha256: string | null;
  csv_bytes: string | number | null;
  xlsx_bytes: string | number | null;
  created_at: Date | string;
  ready_at: Date | string | null;
  error: string | null;
}

function fromRow(r: Raw): ReportRow {
  const ready = r.csv_file && r.xlsx_file && r.csv_sha256 && r.xlsx_sha256;
  return {
    id: r.id,
    accountId: Number(r.account_id),
    orderRef: r.order_ref,
    name: r.name,
    filters: typeof r.filters === 'string' ? (JSON.parse(r.filters) as ReportFilter[]) : r.filters,
    size: r.size,
    status: r.status,
    rowCount: r.row_count,
    files: ready
      ? {
          csv: { name: r.csv_file as string, sha256: r.csv_sha256 as string, bytes: Number(r.csv_bytes) },
          xlsx: { name: r.xlsx_file as string, sha256: r.xlsx_sha256 as string, bytes: Number(r.xlsx_bytes) },
        }
      : null,
    createdAt: new Date(r.created_at),
    readyAt: r.ready_at === null ? null : new Date(r.ready_at),
    error: r.error,
  };
}

/** The largest report the builder sells; the file job refuses nothing below it. */
export const MAX_REPORT_SIZE = 5_000_000;

export interface NewReport {
  accountId: number;
  /** The report label (reportLabel(filters) unless the purchase names it otherwise). */
  name: string;
  filters: ReportFilter[];
  /** Websites bought: the file holds at most this many, fewer when fewer match. */
  size: number;
  /** The purchase order that paid for it. */
  orderRef: string | null;
}

/**
 * A pending report row, usually inside the purchase's transaction; enqueueReportBuild with the
 * same transaction makes the job exist exactly when the row does.
 */
export async function createReport(tx: Queryable, report: NewReport): Promise<{ id: string }> {
  const filters = ReportFilters.parse(report.filters);
  if (!Number.isInteger(report.size) || report.size < 1 || report.size > MAX_REPORT_SIZE)
    throw new RangeError(`report size must be an integer from 1 to ${MAX_REPORT_SIZE}`);
  const id = randomUUID();
  await tx.query(
    `INSERT INTO reports (id, account_id, order_ref, name, filters, size)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [id, report.accountId, report.orderRef, report.name, JSON.stringify(filters), report.size],
  );
  return { id };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True for the ids reports get; anything else can be answered as missing without a query. */
export const isReportId = (id: string) => UUID.test(id);

export async function reportById(db: Queryable, id: string): Promise<ReportRow | null> {
  if (!isReportId(id)) return null;
  const { rows } = await db.query<Raw>('SELECT * FROM reports WHERE id = $1', [id]);
  return rows[0] ? fromRow(rows[0]) : null;
}

/** A report as its owner sees it; another account's report is as good as missing. */
export async function reportOf(db: Queryable, id: string, accountId: number): Promise<ReportRow | null> {
  const report = await reportById(db, id);
  return report && report.accountId === accountId ? report : null;
}

/** The job takes the report; a ready one (an earlier attempt finished it) is left alone. */
export async function markBuilding(db: Queryable, id: string): Promise<ReportRow | null> {
  const { rows } = await db.query<Raw>(
    `UPDATE reports SET status = 'building' WHERE id = $1 AND status <> 'ready' RETURNING *`,
    [id],
  );
  return rows[0] ? fromRow(rows[0]) : null;
}

/**
 * Marks the report ready with its files, in one statement. Only one attempt can win: a second
 * attempt finding the row already ready updates nothing and gets false, and must drop its files.
 */
export async function markReady(
  db: Queryable,
  id: string,
  built: { rowCount: number; csv: ReportFile; xlsx: ReportFile },
): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE reports SET status = 'ready', row_count = $2, csv_file = $3, csv_sha256 = $4, csv_bytes = $5,
       xlsx_file = $6, xlsx_sha256 = $7, xlsx_bytes = $8, ready_at = now(), error = NULL
     WHERE id = $1 AND status <> 'ready'`,
    [
      id,
      built.rowCount,
      built.csv.name,
      built.csv.sha256,
      built.csv.bytes,
      built.xlsx.name,
      built.xlsx.sha256,
      built.xlsx.bytes,
    ],
  );
  return rowCount === 1;
}

/** An attempt failed: back to pending while the queue will retry, failed when it will not. */
export async function markAttemptFailed(
  db: Queryable,
  id: string,
  error: string,
  final: boolean,
): Promise<void> {
  await db.query(`UPDATE reports SET status = $2, error = $3 WHERE id = $1 AND status <> 'ready'`, [
    id,
    final ? 'failed' : 'pending',
    error,
  ]);
}

/** The account page's rows: ready reports newest first, and how many are still being built. */
export async function reportsOfAccount(
  db: Queryable,
  accountId: number,
): Promise<{ ready: { id: string; date: Date; name: string }[]; pending: number }> {
  const [ready, pending] = await Promise.all([
    db.query<{ id: string; ready_at: Date | string; name: string }>(
      `SELECT id, ready_at, name FROM reports WHERE account_id = $1 AND status = 'ready'
       ORDER BY ready_at DESC, id`,
      [accountId],
    ),
    db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM reports WHERE account_id = $1 AND status IN ('pending', 'building')`,
      [accountId],
    ),
  ]);
  return {
    ready: ready.rows.map((r) => ({ id: r.id, date: new Date(r.ready_at), name: r.name })),
    pending: pending.rows[0]?.n ?? 0,
  };
}
