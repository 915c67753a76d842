import { request } from 'node:http';
import type { Db } from '../../server/src/store/db.ts';

/**
 * One HTTP request with the path exactly as given (fetch and URL would normalise `/./`, `..` and
 * backslashes away) and any Host header.
 */
export function rawRequest(
  base: string,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; text: string }> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: url.hostname.replace(/^\[|\]$/g, ''),
        port: url.port,
        method,
        path,
        headers: {
          // Node sends a DELETE's body unframed unless told its length (no chunked default for
          // DELETE), and the server would read those bytes as the next request.
          ...(body === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) }),
          ...headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * A fingerprint of every table of the public schema but `skip`, table by table: equal snapshots
 * mean no row was added, removed or changed.
 */
export async function snapshot(db: Db, skip: string[] = []): Promise<Record<string, string>> {
  const { rows: tables } = await db.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables
     WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const names = tables.map((t) => t.name).filter((n) => !skip.includes(n));
  const sql = names
    .map(
      (n) =>
        `SELECT '${n}' AS name, coalesce(md5(string_agg(t::text, ',' ORDER BY t::text)), '') AS sum FROM "${n}" t`,
    )
    .join(' UNION ALL ');
  const { rows } = await db.query<{ name: string; sum: string }>(sql);
  return Object.fromEntries(rows.map((r) => [r.name, r.sum]));
}

/** The tables whose fingerprint differs. */
export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  return Object.keys({ ...before, ...after }).filter((k) => before[k] !== after[k]);
}
