import { randomBytes, randomUUID } from 'node:crypto';
import type {
  Alert,
  AlertDelivery,
  AlertEventType,
  AlertSubscribableEvent,
  ReportFilter,
} from '@techcensus/contract';
import type { Queryable } from '../../store/db.ts';

/** An alert as stored, secrets included (never sent out but once, when made). */
export interface AlertRow {
  id: string;
  accountId: number;
  name: string;
  filters: ReportFilter[];
  events: AlertSubscribableEvent[];
  webhookUrl: string | null;
  email: boolean;
  digest: boolean;
  status: 'active' | 'paused';
  pausedReason: string | null;
  createdAt: Date;
  updatedAt: Date;
  secret: string;
  secretRotatedAt: Date | null;
  previousSecret: string | null;
  previousExpiresAt: Date | null;
  failingSince: Date | null;
}

const COLUMNS = `id, account_id AS "accountId", name, filters, events, webhook_url AS "webhookUrl", email, digest,
  status, paused_reason AS "pausedReason", created_at AS "createdAt", updated_at AS "updatedAt", secret,
  secret_rotated_at AS "secretRotatedAt", previous_secret AS "previousSecret",
  previous_expires_at AS "previousExpiresAt", failing_since AS "failingSince"`;

/** A new signing secret: 32 random bytes, named so it is recognised in a config file. */
export const newSecret = () => `whsec_${randomBytes(32).toString('base64url')}`;

/** What the API shows of an alert. */
export function alertView(a: AlertRow): Alert {
  return {
    id: a.id,
    name: a.name,
    filters: a.filters,
    events: a.events,
    webhookUrl: a.webhookUrl,
    email: a.email,
    digest: a.digest,
    status: a.status,
    pausedReason: a.pausedReason,
    createdAt: a.createdAt.toISOString(),
    updatedAt: a.updatedAt.toISOString(),
    secretRotatedAt: a.secretRotatedAt?.toISOString() ?? null,
    previousSecretExpiresAt:
      a.previousExpiresAt && a.previousExpiresAt > new Date() ? a.previousExpiresAt.toISOString() : null,
  };
}

/** The secrets that sign now: the current one, and the previous one during its overlap. */
export const signingSecrets = (a: AlertRow, now = new Date()): string[] =>
  a.previousSecret && a.previousExpiresAt && a.previousExpiresAt > now
    ? [a.secret, a.previousSecret]
    : [a.secret];

/** Why an alert its owner paused is paused (a failing endpoint's pause names the failure instead). */
export const OWNER_PAUSED = 'paused by its owner';

export type NewAlert = Pick<
  AlertRow,
  'accountId' | 'name' | 'filters' | 'events' | 'webhookUrl' | 'email' | 'digest'
>;
export type AlertChanges = Partial<
  Pick<AlertRow, 'name' | 'filters' | 'events' | 'webhookUrl' | 'email' | 'digest'> & {
    status: AlertRow['status'];
  }
>;

export interface DeliveryRecord {
  alertId: string;
  eventId: string;
  type: AlertEventType;
  channel: 'webhook' | 'email';
  attempt: number;
  status: number | null;
  latencyMs: number | null;
  outcome: AlertDelivery['outcome'];
  error: string | null;
  site: string | null;
}

export const alertStore = {
  /** Alerts of the account, locked against parallel creations when `lock` (the plan's count). */
  async count(db: Queryable, accountId: number, lock = false): Promise<number> {
    if (lock) await db.query('SELECT id FROM accounts WHERE id = $1 FOR NO KEY UPDATE', [accountId]);
    const r = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM alerts WHERE account_id = $1', [
      accountId,
    ]);
    return r.rows[0].n;
  },

  async insert(db: Queryable, a: NewAlert): Promise<AlertRow> {
    const r = await db.query<AlertRow>(
      `INSERT INTO alerts (id, account_id, name, filters, events, webhook_url, email, digest, secret)
       VALUES ($1, $2, $3, $4::jsonb, $5::text[], $6, $7, $8, $9) RETURNING ${COLUMNS}`,
      [
        randomUUID(),
        a.accountId,
        a.name,
        JSON.stringify(a.filters),
        a.events,
        a.webhookUrl,
        a.email,
        a.digest,
        newSecret(),
      ],
    );
    return r.rows[0];
  },

  async list(db: Queryable, accountId: number): Promise<AlertRow[]> {
    const r = await db.query<AlertRow>(
      `SELECT ${COLUMNS} FROM alerts WHERE account_id = $1 ORDER BY created_at, id`,
      [accountId],
    );
    return r.rows;
  },

  /** One alert; of `accountId` only when given (another account's alert is not found). */
  async get(db: Queryable, id: string, accountId?: number): Promise<AlertRow | null> {
    const r = await db.query<AlertRow>(
      `SELECT ${COLUMNS} FROM alerts WHERE id = $1 ${accountId === undefined ? '' : 'AND account_id = $2'}`,
      accountId === undefined ? [id] : [id, accountId],
    );
    return r.rows[0] ?? null;
  },

  async many(db: Queryable, ids: string[]): Promise<AlertRow[]> {
    if (!ids.length) return [];
    const r = await db.query<AlertRow>(`SELECT ${COLUMNS} FROM alerts WHERE id = ANY($1::uuid[])`, [ids]);
    return r.rows;
  },

  /** Active alerts of an account that send `type` (monitoring events). */
  async subscribed(db: Queryable, accountId: number, type: AlertEventType): Promise<AlertRow[]> {
    const r = await db.query<AlertRow>(
      `SELECT ${COLUMNS} FROM alerts WHERE account_id = $1 AND status = 'active' AND $2 = ANY(events)`,
      [accountId, type],
    );
    return r.rows;
  },

  async update(db: Queryable, id: string, accountId: number, c: AlertChanges): Promise<AlertRow | null> {
    const sets: string[] = [];
    const params: unknown[] = [id, accountId];
    const set = (column: string, value: unknown, cast = '') => {
      params.push(value);
      sets.push(`${column} = $${params.length}${cast}`);
    };
    if (c.name !== undefined) set('name', c.name);
    if (c.filters !== undefined) set('filters', JSON.stringify(c.filters), '::jsonb');
    if (c.events !== undefined) set('events', c.events, '::text[]');
    if (c.webhookUrl !== undefined) set('webhook_url', c.webhookUrl);
    if (c.email !== undefined) set('email', c.email);
    if (c.digest !== undefined) set('digest', c.digest);
    if (c.status === 'active') sets.push(`status = 'active', paused_reason = NULL, failing_since = NULL`);
    if (c.status === 'paused') set("status = 'paused', paused_reason", OWNER_PAUSED);
    sets.push('updated_at = now()');
    const r = await db.query<AlertRow>(
      `UPDATE alerts SET ${sets.join(', ')} WHERE id = $1 AND account_id = $2 RETURNING ${COLUMNS}`,
      params,
    );
    return r.rows[0] ?? null;
  },

  async remove(db: Queryable, id: string, accountId: number): Promise<boolean> {
    const r = await db.query('DELETE FROM alerts WHERE id = $1 AND account_id = $2', [id, accountId]);
    return (r.rowCount ?? 0) > 0;
  },

  /** A new secret; the one it replaces keeps signing for `overlapSeconds`. */
  async rotate(
    db: Queryable,
    id: string,
    accountId: number,
    overlapSeconds: number,
  ): Promise<AlertRow | null> {
    const r = await db.query<AlertRow>(
      `UPDATE alerts SET previous_secret = secret, secret = $3, secret_rotated_at = now(),
         previous_expires_at = now() + make_interval(secs => $4), updated_at = now()
       WHERE id = $1 AND account_id = $2 RETURNING ${COLUMNS}`,
      [id, accountId, newSecret(), overlapSeconds],
    );
    return r.rows[0] ?? null;
  },

  /**
   * Counts one event of the account today (UTC) if the plan's day allows it; false when the day's
   * events are used up. One statement, so parallel workers cannot pass the limit together.
   */
  async takeEvent(db: Queryable, accountId: number, perDay: number): Promise<boolean> {
    const r = await db.query(
      `INSERT INTO alert_event_counts AS c (account_id, day, events)
       SELECT $1, (now() AT TIME ZONE 'UTC')::date, 1 WHERE $2 > 0
       ON CONFLICT (account_id, day) DO UPDATE SET events = c.events + 1 WHERE c.events < $2
       RETURNING events`,
      [accountId, perDay],
    );
    return (r.rowCount ?? 0) > 0;
  },

  async eventsToday(db: Queryable, accountId: number): Promise<number> {
    const r = await db.query<{ events: number }>(
      `SELECT events FROM alert_event_counts WHERE account_id = $1 AND day = (now() AT TIME ZONE 'UTC')::date`,
      [accountId],
    );
    return r.rows[0]?.events ?? 0;
  },

  async record(db: Queryable, d: DeliveryRecord): Promise<AlertDelivery> {
    const r = await db.query<{ id: string; at: Date }>(
      `INSERT INTO alert_deliveries (id, alert_id, event_id, type, channel, attempt, status, latency_ms, outcome, error, site)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id, at`,
      [
        randomUUID(),
        d.alertId,
        d.eventId,
        d.type,
        d.channel,
        d.attempt,
        d.status,
        d.latencyMs,
        d.outcome,
        d.error,
        d.site,
      ],
    );
    const { alertId: _a, ...rest } = d;
    return { ...rest, id: r.rows[0].id, at: r.rows[0].at.toISOString() };
  },

  /** Attempts of an alert, newest first, after the cursor (a `seq`). */
  async deliveries(
    db: Queryable,
    alertId: string,
    opts: { limit: number; before?: number },
  ): Promise<{ rows: AlertDelivery[]; last: number | null; more: boolean }> {
    const r = await db.query<AlertDelivery & { seq: string }>(
      `SELECT id, event_id AS "eventId", type, channel, attempt, at, status, latency_ms AS "latencyMs",
         outcome, error, site, seq
       FROM alert_deliveries WHERE alert_id = $1 ${opts.before === undefined ? '' : 'AND seq < $3'}
       ORDER BY seq DESC LIMIT $2`,
      opts.before === undefined ? [alertId, opts.limit + 1] : [alertId, opts.limit + 1, opts.before],
    );
    const more = r.rows.length > opts.limit;
    const rows = r.rows.slice(0, opts.limit);
    return {
      rows: rows.map(({ seq: _s, at, ...d }) => ({ ...d, at: new Date(at).toISOString() })),
      last: rows.length ? Number(rows[rows.length - 1].seq) : null,
      more,
    };
  },

  /** A delivery succeeded: the run of failures is over. */
  async succeeded(db: Queryable, id: string): Promise<void> {
    await db.query('UPDATE alerts SET failing_since = NULL WHERE id = $1 AND failing_since IS NOT NULL', [
      id,
    ]);
  },

  /**
   * A delivery failed: starts the run of failures, and pauses the alert when the run is older than
   * `pauseAfterSeconds`. True when this call paused it.
   */
  async failed(db: Queryable, id: string, pauseAfterSeconds: number, reason: string): Promise<boolean> {
    await db.query('UPDATE alerts SET failing_since = now() WHERE id = $1 AND failing_since IS NULL', [id]);
    const r = await db.query(
      `UPDATE alerts SET status = 'paused', paused_reason = $3, updated_at = now()
       WHERE id = $1 AND status = 'active' AND failing_since <= now() - make_interval(secs => $2)`,
      [id, pauseAfterSeconds, reason],
    );
    return (r.rowCount ?? 0) > 0;
  },

  async accountEmail(db: Queryable, accountId: number): Promise<string | null> {
    const r = await db.query<{ email: string }>('SELECT email FROM accounts WHERE id = $1', [accountId]);
    return r.rows[0]?.email ?? null;
  },

  async addDigestEvent(db: Queryable, alertId: string, event: unknown): Promise<void> {
    await db.query(
      `INSERT INTO alert_digest_events (alert_id, day, event) VALUES ($1, (now() AT TIME ZONE 'UTC')::date, $2::jsonb)`,
      [alertId, JSON.stringify(event)],
    );
  },

  /** The events of days before today, by alert, removed as they are read (one digest each). */
  async takeDigests(db: Queryable): Promise<{ alertId: string; events: unknown[] }[]> {
    const r = await db.query<{ alert_id: string; events: unknown[] }>(
      `WITH gone AS (DELETE FROM alert_digest_events WHERE day < (now() AT TIME ZONE 'UTC')::date
                     RETURNING alert_id, event, seq)
       SELECT alert_id, json_agg(event ORDER BY seq) AS events FROM gone GROUP BY alert_id`,
    );
    return r.rows.map((row) => ({ alertId: row.alert_id, events: row.events }));
  },
};
