import type { MonitoringEventKind } from '@techcensus/contract';
import type { SiteTechnology } from '../../siteindex/port.ts';
import type { Queryable } from '../../store/db.ts';

/** What a successful scan saw, kept until the next one is compared with it. */
export interface MonitoringSnapshot {
  technologies: Omit<SiteTechnology, 'evidence'>[];
  info: { ip: string | null; country: string | null; redirectsTo: string | null; title: string | null };
}

export interface MonitoredRow {
  accountId: number;
  website: string;
  monitorTechnologies: boolean;
  monitorSecurity: boolean;
  addedAt: Date;
  lastScanAt: Date | null;
  nextScanAt: Date;
  snapshot: MonitoringSnapshot | null;
}

export interface ScanEntry {
  id: number;
  scannedAt: Date;
  success: boolean;
  error: string | null;
}

export interface ChangeEvent {
  kind: MonitoringEventKind;
  technology: string;
  technologyName: string;
  versionFrom: string | null;
  versionTo: string | null;
  cve: string | null;
}

export interface StoredChange extends ChangeEvent {
  scanId: number;
  changedAt: Date;
}

type Raw = Record<string, unknown>;
const json = <T>(v: unknown): T | null =>
  v == null ? null : typeof v === 'string' ? JSON.parse(v) : (v as T);
const date = (v: unknown) => new Date(v as string | Date);

function toMonitored(r: Raw): MonitoredRow {
  return {
    accountId: Number(r.account_id),
    website: String(r.website),
    monitorTechnologies: Boolean(r.monitor_technologies),
    monitorSecurity: Boolean(r.monitor_security),
    addedAt: date(r.added_at),
    lastScanAt: r.last_scan_at == null ? null : date(r.last_scan_at),
    nextScanAt: date(r.next_scan_at),
    snapshot: json<MonitoringSnapshot>(r.snapshot),
  };
}

/**
 * A queued scan holds its website this long: if its process dies the due-scan job queues it
 * again after the lease, and a finished scan replaces the lease with the plan's interval.
 */
export const SCAN_LEASE_SECONDS = 3600;

export const monitoringStore = {
  async count(db: Queryable, accountId: number): Promise<number> {
    const { rows } = await db.query<{ n: string | number }>(
      'SELECT count(*) AS n FROM monitored_websites WHERE account_id = $1',
      [accountId],
    );
    return Number(rows[0]?.n ?? 0);
  },

  async list(db: Queryable, accountId: number): Promise<MonitoredRow[]> {
    const { rows } = await db.query<Raw>(
      'SELECT * FROM monitored_websites WHERE account_id = $1 ORDER BY added_at DESC, website',
      [accountId],
    );
    return rows.map(toMonitored);
  },

  async get(db: Queryable, accountId: number, website: string, lock = false): Promise<MonitoredRow | null> {
    const { rows } = await db.query<Raw>(
      `SELECT * FROM monitored_websites WHERE account_id = $1 AND website = $2${lock ? ' FOR UPDATE' : ''}`,
      [accountId, website],
    );
    return rows[0] ? toMonitored(rows[0]) : null;
  },

  /** Adds the website with its first scan leased to the job queued beside it. */
  async insert(
    tx: Queryable,
    row: { accountId: number; website: string; technology: boolean; security: boolean },
  ): Promise<void> {
    await tx.query(
      `INSERT INTO monitored_websites (account_id, website, monitor_technologies, monitor_security, next_scan_at)
       VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5))`,
      [row.accountId, row.website, row.technology, row.security, SCAN_LEASE_SECONDS],
    );
  },

  /** Deletes the website; its scans and changes go with it (foreign keys). */
  async remove(db: Queryable, accountId: number, website: string): Promise<boolean> {
    const { rows } = await db.query(
      'DELETE FROM monitored_websites WHERE account_id = $1 AND website = $2 RETURNING website',
      [accountId, website],
    );
    return rows.length > 0;
  },

  /** Takes the due websites (oldest first) and leases them to the scans about to be queued. */
  async claimDue(db: Queryable, limit: number): Promise<{ accountId: number; website: string }[]> {
    const { rows } = await db.query<Raw>(
      `UPDATE monitored_websites m SET next_scan_at = now() + make_interval(secs => $2)
       FROM (SELECT account_id, website FROM monitored_websites WHERE next_scan_at <= now()
             ORDER BY next_scan_at LIMIT $1 FOR UPDATE SKIP LOCKED) due
       WHERE m.account_id = due.account_id AND m.website = due.website
       RETURNING m.account_id, m.website`,
      [limit, SCAN_LEASE_SECONDS],
    );
    return rows.map((r) => ({ accountId: Number(r.account_id), website: String(r.website) }));
  },

  /** Records one scan, its changes, and when the next one is due. */
  async recordScan(
    tx: Queryable,
    m: { accountId: number; website: string },
    scan: {
      success: boolean;
      error: string | null;
      snapshot: MonitoringSnapshot | null;
      changes: ChangeEvent[];
      nextInSeconds: number;
    },
  ): Promise<number> {
    const { rows } = await tx.query<{ id: string | number; scanned_at: Date | string }>(
      `INSERT INTO monitoring_scans (account_id, website, success, error) VALUES ($1, $2, $3, $4)
       RETURNING id, scanned_at`,
      [m.accountId, m.website, scan.success, scan.error],
    );
    const scanId = Number(rows[0].id);
    for (const c of scan.changes)
      await tx.query(
        `INSERT INTO monitoring_changes (account_id, website, scan_id, changed_at, kind, technology,
           technology_name, version_from, version_to, cve)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [
          m.accountId,
          m.website,
          scanId,
          rows[0].scanned_at,
          c.kind,
          c.technology,
          c.technologyName,
          c.versionFrom,
          c.versionTo,
          c.cve,
        ],
      );
    await tx.query(
      `UPDATE monitored_websites SET last_scan_at = $3,
         next_scan_at = $3::timestamptz + make_interval(secs => $4),
         snapshot = COALESCE($5::jsonb, snapshot)
       WHERE account_id = $1 AND website = $2`,
      [
        m.accountId,
        m.website,
        rows[0].scanned_at,
        scan.nextInSeconds,
        scan.snapshot ? JSON.stringify(scan.snapshot) : null,
      ],
    );
    return scanId;
  },

  async scans(db: Queryable, accountId: number, website: string, limit: number): Promise<ScanEntry[]> {
    const { rows } = await db.query<Raw>(
      `SELECT id, scanned_at, success, error FROM monitoring_scans WHERE account_id = $1 AND website = $2
       ORDER BY scanned_at DESC, id DESC LIMIT $3`,
      [accountId, website, limit],
    );
    return rows.map((r) => ({
      id: Number(r.id),
      scannedAt: date(r.scanned_at),
      success: Boolean(r.success),
      error: r.error == null ? null : String(r.error),
    }));
  },

  async changes(db: Queryable, accountId: number, website: string): Promise<StoredChange[]> {
    const { rows } = await db.query<Raw>(
      `SELECT * FROM monitoring_changes WHERE account_id = $1 AND website = $2
       ORDER BY changed_at DESC, id`,
      [accountId, website],
    );
    return rows.map((r) => ({
      scanId: Number(r.scan_id),
      changedAt: date(r.changed_at),
      kind: r.kind as MonitoringEventKind,
      technology: String(r.technology),
      technologyName: String(r.technology_name),
      versionFrom: r.version_from == null ? null : String(r.version_from),
      versionTo: r.version_to == null ? null : String(r.version_to),
      cve: r.cve == null ? null : String(r.cve),
    }));
  },
};
