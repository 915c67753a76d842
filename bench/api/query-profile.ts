/**
 * Counts and times every SQL statement the server process sends, by statement, without touching
 * server code: the pg client and pool (and PGlite) are wrapped at their prototypes in the server's
 * own process. Time is measured from the client call to its answer, so it holds the network,
 * execution and any lock wait; `poolWaitMs` is the time spent waiting for a pooled connection.
 */
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export interface StatementStats {
  sql: string;
  count: number;
  totalMs: number;
}

export interface QueryProfile {
  statements: StatementStats[];
  poolWaits: number;
  poolWaitMs: number;
}

const stats = new Map<string, StatementStats>();
let poolWaits = 0;
let poolWaitMs = 0;

/** A statement's identity: whitespace folded, long texts cut (the start names the statement). */
function keyOf(text: unknown): string {
  const sql = typeof text === 'string' ? text : ((text as { text?: string } | null)?.text ?? '?');
  const folded = sql.replace(/\s+/g, ' ').trim();
  return folded.length > 120 ? `${folded.slice(0, 117)}...` : folded;
}

function record(sql: string, ms: number): void {
  let s = stats.get(sql);
  if (!s) {
    s = { sql, count: 0, totalMs: 0 };
    stats.set(sql, s);
  }
  s.count += 1;
  s.totalMs += ms;
}

type AnyFn = (...args: unknown[]) => unknown;

/** Wraps a query method that may answer through a trailing callback or a promise. */
function timed(original: AnyFn, key: (args: unknown[]) => string): AnyFn {
  return function (this: unknown, ...args: unknown[]) {
    const sql = key(args);
    const started = performance.now();
    const last = args.length - 1;
    if (typeof args[last] === 'function') {
      const cb = args[last] as AnyFn;
      args[last] = (...cbArgs: unknown[]) => {
        record(sql, performance.now() - started);
        return cb(...cbArgs);
      };
      return original.apply(this, args);
    }
    const result = original.apply(this, args);
    if (result && typeof (result as Promise<unknown>).then === 'function') {
      (result as Promise<unknown>).then(
        () => record(sql, performance.now() - started),
        () => record(sql, performance.now() - started),
      );
    }
    return result;
  };
}

export function installQueryProfile(): void {
  const client = pg.Client.prototype as unknown as { query: AnyFn };
  client.query = timed(client.query, (args) => keyOf(args[0]));

  const pool = pg.Pool.prototype as unknown as { connect: AnyFn };
  const connect = pool.connect;
  pool.connect = function (this: unknown, ...args: unknown[]) {
    const started = performance.now();
    const done = () => {
      poolWaits += 1;
      poolWaitMs += performance.now() - started;
    };
    if (typeof args[0] === 'function') {
      const cb = args[0] as AnyFn;
      return connect.call(this, (...cbArgs: unknown[]) => {
        done();
        return cb(...cbArgs);
      });
    }
    const p = connect.apply(this, args) as Promise<unknown>;
    p.then(done, done);
    return p;
  };

  const lite = PGlite.prototype as unknown as { query: AnyFn; transaction: AnyFn };
  lite.query = timed(lite.query, (args) => keyOf(args[0]));
  const transaction = lite.transaction;
  lite.transaction = function (this: unknown, fn: unknown) {
    return transaction.call(this, (tx: { query: AnyFn }) => {
      tx.query = timed(tx.query.bind(tx), (args) => keyOf(args[0]));
      return (fn as AnyFn)(tx);
    });
  };
}

export function resetQueryProfile(): void {
  stats.clear();
  poolWaits = 0;
  poolWaitMs = 0;
}

export function queryProfile(): QueryProfile {
  return {
    statements: [...stats.values()].sort((a, b) => b.totalMs - a.totalMs),
    poolWaits,
    poolWaitMs,
  };
}
