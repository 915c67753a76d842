/** Migrations and transactions behave the same on every store engine (PGlite, PostgreSQL server). */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { named, storeEngines } from '../../../tests/support/engines.ts';
import type { Db } from './db.ts';
import { loadMigrations, type Migration, migrate } from './migrate.ts';

const ALL = loadMigrations().map((m) => m.version);

async function tableExists(db: Db, name: string): Promise<boolean> {
  const r = await db.query<{ t: string | null }>('SELECT to_regclass($1)::text AS t', [name]);
  return r.rows[0].t !== null;
}

describe.each(named(storeEngines()))('store on %s', (_name, engine) => {
  let db: Db;
  beforeEach(async () => {
    db = await engine.open();
  });
  afterEach(async () => {
    await db?.close();
  });

  it('applies every migration in order, then nothing on a second run', async () => {
    expect(ALL.length).toBeGreaterThanOrEqual(2);
    expect(await migrate(db)).toEqual(ALL);
    expect(await migrate(db)).toEqual([]);
    const r = await db.query<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version');
    expect(r.rows.map((row) => row.version)).toEqual(ALL);
    expect(await tableExists(db, 'sites')).toBe(true);
    expect(await tableExists(db, 'site_technologies')).toBe(true);
  });

  it('applies each migration once when several migrate() run at the same time', async () => {
    // allSettled: a failing run must not leave others running into the engine's close().
    const settled = await Promise.allSettled([migrate(db), migrate(db), migrate(db), migrate(db)]);
    expect(settled.filter((s) => s.status === 'rejected')).toEqual([]);
    const runs = settled.flatMap((s) => (s.status === 'fulfilled' ? s.value : []));
    expect(runs.sort((a, b) => a - b)).toEqual(ALL);
    const r = await db.query<{ version: number; n: number }>(
      'SELECT version, count(*)::int AS n FROM schema_migrations GROUP BY version ORDER BY version',
    );
    expect(r.rows).toEqual(ALL.map((version) => ({ version, n: 1 })));
  });

  it('leaves nothing behind when a migration fails half-way', async () => {
    await migrate(db);
    const broken: Migration[] = [
      { version: 9001, name: 'ok', sql: 'CREATE TABLE probe_ok (id int);' },
      {
        version: 9002,
        name: 'broken',
        sql: "CREATE TABLE probe_half (id int);\nINSERT INTO probe_half VALUES (1);\nSELECT no_such_function('x');",
      },
    ];
    await expect(migrate(db, broken)).rejects.toThrow(/no_such_function/);
    expect(await tableExists(db, 'probe_ok')).toBe(true);
    expect(await tableExists(db, 'probe_half')).toBe(false);
    const r = await db.query('SELECT 1 FROM schema_migrations WHERE version = 9002');
    expect(r.rows).toEqual([]);
  });

  it('rolls back a transaction that throws', async () => {
    await db.exec('CREATE TABLE probe_tx (id int PRIMARY KEY, note text)');
    await db.query("INSERT INTO probe_tx VALUES (1, 'before')");
    await expect(
      db.transaction(async (tx) => {
        await tx.query("INSERT INTO probe_tx VALUES (2, 'inside')");
        await tx.query("UPDATE probe_tx SET note = 'changed' WHERE id = 1");
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    const r = await db.query('SELECT id, note FROM probe_tx ORDER BY id');
    expect(r.rows).toEqual([{ id: 1, note: 'before' }]);
    // The engine is still usable after the rollback.
    await db.transaction(async (tx) => {
      await tx.query("INSERT INTO probe_tx VALUES (3, 'after')");
    });
    expect((await db.query('SELECT count(*)::int AS n FROM probe_tx')).rows).toEqual([{ n: 2 }]);
  });
});
