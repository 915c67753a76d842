import { createHash } from 'node:crypto';
import type { ReportFilter } from '@techcensus/contract';
import { randomToken, sha256 } from '../../server/src/http/crypto.ts';
import type { Queue } from '../../server/src/jobs/queue.ts';
import type { RunningServer } from '../../server/src/main.ts';
import { SESSION_COOKIE } from '../../server/src/modules/accounts/sessions.ts';
import { compileReportFilters } from '../../server/src/modules/reports/compile-filters.ts';
import { createReport, enqueueReportBuild } from '../../server/src/modules/reports/index.ts';
import type { SiteSource } from '../../server/src/modules/reports/source.ts';
import type { SiteDoc, SiteIndex } from '../../server/src/siteindex/port.ts';
import type { Db, Queryable } from '../../server/src/store/db.ts';
import { testServerEnvOf } from '../support/server.ts';

let made = 0;

/** An account with a signed-in session: its id and the Cookie header a browser would send. */
export async function signedInAccount(db: Queryable): Promise<{ accountId: number; cookie: string }> {
  made += 1;
  const email = `reports-${process.pid}-${made}-${Date.now()}@acme-widgets.com`;
  const { rows } = await db.query<{ id: string | number }>(
    `INSERT INTO accounts (name, email, auth_type, email_class, purchase_enabled)
     VALUES ('Report buyer', $1, 'password', 'professional', true) RETURNING id`,
    [email],
  );
  const accountId = Number(rows[0].id);
  const token = randomToken();
  await db.query(
    `INSERT INTO sessions (id_hash, account_id, expires_at) VALUES ($1, $2, now() + interval '1 day')`,
    [sha256(token), accountId],
  );
  return { accountId, cookie: `${SESSION_COOKIE}=${token}` };
}

/** A bought report, its build queued in the same transaction as the purchase side does it. */
export async function buyReport(
  db: Db,
  queue: Queue,
  report: { accountId: number; filters: ReportFilter[]; size: number; name?: string; enqueue?: boolean },
): Promise<string> {
  return db.transaction(async (tx) => {
    const { id } = await createReport(tx, {
      accountId: report.accountId,
      name: report.name ?? 'Test report',
      filters: report.filters,
      size: report.size,
      orderRef: `order-${made}`,
    });
    if (report.enqueue !== false) await enqueueReportBuild(queue, tx, id);
    return id;
  });
}

export async function waitForStatus(
  db: Queryable,
  id: string,
  statuses: string[],
  timeoutMs = 60_000,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await db.query<{ status: string }>('SELECT status FROM reports WHERE id = $1', [id]);
    const status = rows[0]?.status;
    if (status && statuses.includes(status)) return status;
    if (Date.now() > deadline) throw new Error(`report ${id} is ${status}, not ${statuses.join('/')}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

export interface Fetched {
  status: number;
  headers: Headers;
  body: Buffer;
  text: string;
  // biome-ignore lint/suspicious/noExplicitAny: tests read every answer shape
  json(): any;
}

export async function get(
  base: string,
  path: string,
  opts: { cookie?: string; accept?: string } = {},
): Promise<Fetched> {
  const res = await fetch(`${base}${path}`, {
    headers: {
      ...(opts.cookie ? { cookie: opts.cookie } : {}),
      ...(opts.accept ? { accept: opts.accept } : {}),
    },
    redirect: 'manual',
  });
  const body = Buffer.from(await res.arrayBuffer());
  const text = body.toString('utf8');
  return { status: res.status, headers: res.headers, body, text, json: () => JSON.parse(text) };
}

export const sha256Hex = (body: Buffer) => createHash('sha256').update(body).digest('hex');

/** Every site the index matches for `filters`, in its rank order: what a report must list. */
export async function indexMatches(
  db: Queryable,
  index: SiteIndex,
  filters: ReportFilter[],
  limit = Number.POSITIVE_INFINITY,
): Promise<SiteDoc[]> {
  const compiled = await compileReportFilters(db, filters);
  const out: SiteDoc[] = [];
  let cursor: string | null = null;
  do {
    const page = await index.page(compiled, { size: 97, cursor });
    out.push(...page.items);
    cursor = page.next;
  } while (cursor && out.length < limit);
  return out.slice(0, limit);
}

/**
 * The site source the server's configuration gives its report builds: its database on the
 * PostgreSQL server (each test server has a fresh one), none on PGlite; and its OpenSearch index
 * when its SiteIndex is there.
 */
export async function siteSourceOfServer(server: RunningServer): Promise<SiteSource | null> {
  const adminUrl = process.env.DATABASE_URL;
  if (server.db.kind !== 'postgres' || !adminUrl) return null;
  const { rows } = await server.db.query<{ name: string }>('SELECT current_database() AS name');
  const url = new URL(adminUrl);
  url.pathname = `/${rows[0].name}`;
  const { OPENSEARCH_URL, OPENSEARCH_INDEX } = testServerEnvOf(server);
  return {
    databaseUrl: url.toString(),
    ...(OPENSEARCH_URL ? { opensearchUrl: OPENSEARCH_URL, opensearchIndex: OPENSEARCH_INDEX } : {}),
  };
}
