/**
 * A query never holds the thread that serves requests, and background work's queries wait while
 * requests' queries run: on PGlite (a worker thread, foreground first) and on a PostgreSQL server
 * (background work gets a quarter of the pool).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storeEngines } from '../../../tests/support/engines.ts';
import { openMemoryDb } from '../../../tests/support/store-snapshots.ts';
import type { Db } from './db.ts';
import { inBackground } from './priority.ts';

/** Some hundreds of milliseconds of work inside Postgres, whatever the machine. */
const SLOW = 'SELECT count(*)::int AS n FROM generate_series(1, 2000000)';

describe('PGlite', () => {
  let db: Db;
  beforeEach(async () => {
    db = await openMemoryDb();
  });
  afterEach(async () => {
    await db?.close();
  });

  it('runs a query off the event loop: a timer set after it fires while it runs', async () => {
    const started = performance.now();
    const query = db.query(SLOW).then(() => performance.now() - started);
    const timer = await new Promise<number>((resolve) =>
      setTimeout(() => resolve(performance.now() - started), 0),
    );
    const took = await query;
    // In the calling thread the query held it: the timer fired only after the answer.
    expect(timer).toBeLessThan(took);
  });

  it('serves a request’s query before background queries queued ahead of it', async () => {
    const order: string[] = [];
    const background = [1, 2, 3].map((i) =>
      inBackground(() => db.query(SLOW).then(() => order.push(`background ${i}`))),
    );
    const foreground = db.query('SELECT 1').then(() => order.push('foreground'));
    await Promise.all([...background, foreground]);
    // The first background query may be running already when the request's arrives; no other.
    expect(order.indexOf('foreground')).toBeLessThan(order.indexOf('background 2'));
  });

  it('closes after the queries sent before it, background ones too; one sent after is told the store is closed', async () => {
    // A job queue's upkeep, waiting while a request's transaction runs, when its process stops
    // and closes the store: the close is a request's too, and once came first.
    let upkeep: Promise<unknown> | undefined;
    let closed: Promise<void> | undefined;
    await db.transaction(async (tx) => {
      await tx.query('SELECT 1');
      upkeep = inBackground(() => db.query<{ n: number }>('SELECT 1 AS n'));
      closed = db.close();
      await tx.query('SELECT 2');
    });
    await expect(upkeep).resolves.toMatchObject({ rows: [{ n: 1 }] });
    await closed;
    await expect(db.query('SELECT 1')).rejects.toThrow('the store is closed');
  });

  it('keeps Postgres errors’ fields, rolls back failed transactions and reads its own writes in one', async () => {
    await db.exec('CREATE TABLE t (a int PRIMARY KEY); INSERT INTO t VALUES (1)');
    await expect(db.query('INSERT INTO t VALUES (1)')).rejects.toMatchObject({
      code: '23505',
      message: expect.stringContaining('duplicate key'),
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.query('INSERT INTO t VALUES (2)');
        expect((await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM t')).rows[0].n).toBe(2);
        throw new Error('undone');
      }),
    ).rejects.toThrow('undone');
    const outside = db.query<{ n: number }>('SELECT count(*)::int AS n FROM t');
    await db.transaction(async (tx) => {
      await tx.query('INSERT INTO t VALUES (3)');
    });
    // A query made outside a transaction does not run inside it.
    expect((await outside).rows[0].n).toBe(1);
    expect((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM t')).rows[0].n).toBe(2);
  });
});

const server = storeEngines().find((e) => e.name === 'postgres(server)');

describe.skipIf(!server)('PostgreSQL server', () => {
  let db: Db;
  beforeEach(async () => {
    db = await server!.open();
  });
  afterEach(async () => {
    await db?.close();
  });

  it('runs at most a quarter of the pool’s connections for background work', async () => {
    // Each reports when the server began it; the test pool has 5 connections, so one runs at once.
    const starts = await Promise.all(
      Array.from({ length: 4 }, () =>
        inBackground(() =>
          db.query<{ at: Date }>('SELECT clock_timestamp() AS at, pg_sleep(0.3)').then((r) => r.rows[0].at),
        ),
      ),
    );
    const sorted = starts.map((d) => new Date(d).getTime()).sort((a, b) => a - b);
    expect(sorted[2] - sorted[0]).toBeGreaterThanOrEqual(290);
    expect(sorted[3] - sorted[1]).toBeGreaterThanOrEqual(290);
  });
});
