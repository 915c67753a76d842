// Metered calls kept under way for as long as a test likes, on the PostgreSQL server: the test
// holds the account's row lock that the call's charge (charge_calls) waits for.

import { connect, type Socket } from 'node:net';
import type { Db, Queryable } from '../../server/src/store/db.ts';

/** Takes the account's row lock on `db` (a connection of the test's own) until `release()`. */
export async function holdAccountLock(db: Db, accountId: number): Promise<{ release(): Promise<void> }> {
  let open = () => {};
  let locked = () => {};
  const isLocked = new Promise<void>((resolve) => {
    locked = resolve;
  });
  const holding = db.transaction(async (tx) => {
    await tx.query('SELECT 1 FROM accounts WHERE id = $1 FOR UPDATE', [accountId]);
    locked();
    await new Promise<void>((resolve) => {
      open = resolve;
    });
  });
  await Promise.race([isLocked, holding]);
  return {
    async release() {
      open();
      await holding;
    },
  };
}

/** Statements of `db`'s database waiting for a lock now. */
export async function lockWaits(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM pg_stat_activity
     WHERE datname = current_database() AND wait_event_type = 'Lock'`,
  );
  return rows[0].n;
}

/**
 * `count` domain lookups with one key, sent together on one connection, so that one server
 * process takes them all at once; the caller destroys the socket to leave before the answers.
 */
export function lookupsOnOneConnection(
  baseUrl: string,
  opts: { domain: string; apiKey: string; count: number },
): Socket {
  const { hostname, port } = new URL(baseUrl);
  const lookup = `GET /api/v1/domains/${opts.domain} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nx-api-key: ${opts.apiKey}\r\n\r\n`;
  const socket = connect(Number(port), hostname);
  // Its answers, and the reset when it is destroyed, go unheard.
  socket.on('error', () => {});
  socket.write(lookup.repeat(opts.count));
  return socket;
}

/** Debited calls of an account (one request id each). */
export async function chargedCalls(db: Queryable, accountId: number): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    'SELECT count(DISTINCT request_id)::int AS n FROM credit_debits WHERE account_id = $1',
    [accountId],
  );
  return rows[0].n;
}
