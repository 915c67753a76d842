import { createHash } from 'node:crypto';
import type { RunningServer } from '../../server/src/main.ts';
import type { SiteSource } from '../../server/src/modules/reports/source.ts';
import type { Queryable } from '../../server/src/store/db.ts';
import { testServerEnvOf } from '../support/server.ts';
import { until } from '../support/wait.ts';

/** An account with a signed-in session: its id and the Cookie header a browser would send. */
export { signedInAccount } from '../support/accounts.ts';

export { buyReport, indexMatches } from '../support/reports.ts';

export async function waitForStatus(
  db: Queryable,
  id: string,
  statuses: string[],
  timeoutMs = 60_000,
): Promise<string> {
  return until(
    async () => {
      const { rows } = await db.query<{ status: string }>('SELECT status FROM reports WHERE id = $1', [id]);
      const status = rows[0]?.status;
      return status !== undefined && statuses.includes(status) && status;
    },
    { what: `report ${id} to be ${statuses.join('/')}`, timeoutMs },
  );
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
