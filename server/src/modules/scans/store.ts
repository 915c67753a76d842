import type { SiteDoc } from '../../siteindex/port.ts';
import type { Queryable } from '../../store/db.ts';

export type ScanStatus = 'scheduled' | 'running' | 'completed' | 'failed';
/** technology: the stack report; security: every CVE of the detected versions; cve: one CVE. */
export type ScanKind = 'technology' | 'security' | 'cve';

export interface ScanRow {
  id: string;
  accountId: number | null;
  domain: string;
  status: ScanStatus;
  requestId: string | null;
  createdAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
  error: string | null;
  result: SiteDoc | null;
  kind: ScanKind;
  cveId: string | null;
  /** Render the page in the headless browser too. */
  deep: boolean;
  origin: 'api' | 'web';
}

interface Raw {
  id: string;
  account_id: string | number | null;
  domain: string;
  status: ScanStatus;
  request_id: string | null;
  created_at: Date | string;
  started_at: Date | string | null;
  finished_at: Date | string | null;
  error: string | null;
  result: SiteDoc | string | null;
  kind: ScanKind;
  cve_id: string | null;
  deep: boolean;
  origin: 'api' | 'web';
}

const date = (v: Date | string | null) => (v === null ? null : new Date(v));

function fromRow(r: Raw): ScanRow {
  return {
    id: r.id,
    accountId: r.account_id === null ? null : Number(r.account_id),
    domain: r.domain,
    status: r.status,
    requestId: r.request_id,
    createdAt: new Date(r.created_at),
    startedAt: date(r.started_at),
    finishedAt: date(r.finished_at),
    error: r.error,
    result: typeof r.result === 'string' ? (JSON.parse(r.result) as SiteDoc) : r.result,
    kind: r.kind,
    cveId: r.cve_id,
    deep: r.deep,
    origin: r.origin,
  };
}

export async function insertScan(
  db: Queryable,
  scan: {
    id: string;
    accountId: number | null;
    domain: string;
    requestId: string | null;
    kind?: ScanKind;
    cveId?: string | null;
    deep?: boolean;
    origin?: 'api' | 'web';
  },
): Promise<ScanRow> {
  const { rows } = await db.query<Raw>(
    `INSERT INTO scans (id, account_id, domain, status, request_id, kind, cve_id, deep, origin)
     VALUES ($1, $2, $3, 'scheduled', $4, $5, $6, $7, $8)
     RETURNING *`,
    [
      scan.id,
      scan.accountId,
      scan.domain,
      scan.requestId,
      scan.kind ?? 'technology',
      scan.cveId ?? null,
      scan.deep ?? false,
      scan.origin ?? 'api',
    ],
  );
  return fromRow(rows[0]);
}

/** An API scan as its owner sees it; another account's scan is as good as missing. */
export async function scanOf(db: Queryable, id: string, accountId: number | null): Promise<ScanRow | null> {
  const { rows } = await db.query<Raw>(
    "SELECT * FROM scans WHERE id = $1 AND account_id IS NOT DISTINCT FROM $2 AND origin = 'api'",
    [id, accountId],
  );
  return rows[0] ? fromRow(rows[0]) : null;
}

/** A scan started on the website, whoever started it (the caller applies the reading rule). */
export async function webScanOf(db: Queryable, id: string): Promise<ScanRow | null> {
  // Ids are UUIDs; anything else names no scan (and must not reach the uuid cast).
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return null;
  const { rows } = await db.query<Raw>("SELECT * FROM scans WHERE id = $1 AND origin = 'web'", [id]);
  return rows[0] ? fromRow(rows[0]) : null;
}

export async function markRunning(db: Queryable, id: string): Promise<ScanRow | null> {
  const { rows } = await db.query<Raw>(
    `UPDATE scans SET status = 'running', started_at = now() WHERE id = $1 AND status = 'scheduled' RETURNING *`,
    [id],
  );
  return rows[0] ? fromRow(rows[0]) : null;
}

export async function markFinished(
  db: Queryable,
  id: string,
  outcome: { status: 'completed'; result: SiteDoc } | { status: 'failed'; error: string },
): Promise<void> {
  await db.query(
    `UPDATE scans SET status = $2, finished_at = now(), error = $3, result = $4::jsonb
      WHERE id = $1 AND status IN ('scheduled', 'running')`,
    [
      id,
      outcome.status,
      outcome.status === 'failed' ? outcome.error : null,
      outcome.status === 'completed' ? JSON.stringify(outcome.result) : null,
    ],
  );
}
