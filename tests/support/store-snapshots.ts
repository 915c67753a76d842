/**
 * The stores every test server starts from, made once per `vitest run` by tests/global-setup.ts:
 * a new cluster costs seconds of initdb, migrations and catalogue import, a dump of a finished one
 * a fraction of that to load.
 *
 * - `empty`: a new cluster (initdb only), for tests that migrate themselves; PGlite only, since
 *   an empty database on the server costs nothing to make.
 * - `catalogues`: migrated, catalogues imported: what a first start has before anything else.
 * - `reference`: that plus the CWE list and the CVE sample (loadReferenceData), which the
 *   technology and vulnerability pages read.
 *
 * On PGlite each is a data-directory dump (`Db.dump`); on the PostgreSQL server each is a template
 * database, copied by CREATE DATABASE … TEMPLATE. Where they live reaches the test processes
 * through the environment (`STORE_SNAPSHOTS`), set before the workers start.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { ensureCatalogues } from '../../server/src/catalogue/index.ts';
import { prepareDemoSources } from '../../server/src/demo/index.ts';
import { type Db, openDb } from '../../server/src/store/db.ts';
import { migrate } from '../../server/src/store/migrate.ts';

export type StoreSnapshot = 'catalogues' | 'reference';

const SNAPSHOTS: StoreSnapshot[] = ['catalogues', 'reference'];

/**
 * A fresh embedded store from this run's snapshot `from` (default `empty`: a new cluster, nothing
 * migrated). Outside a run that made snapshots, a new cluster that the caller then fills.
 */
export async function openMemoryDb(from: StoreSnapshot | 'empty' = 'empty'): Promise<Db> {
  const snapshot = embeddedSnapshot(from);
  const db = await openDb({ dataDir: 'memory://', snapshot });
  if (!snapshot && from !== 'empty') {
    await migrate(db);
    await ensureCatalogues(db);
    if (from === 'reference') await prepareDemoSources(db);
  }
  return db;
}

/**
 * A server's on-disk DATA_DIR holding this run's snapshot `from`, as a first start leaves it before
 * anything else is written: no initdb, migrations or imports to wait for. Outside a run that made
 * snapshots, nothing is written and the server makes its store itself.
 */
export async function prepareDataDir(dataDir: string, from: StoreSnapshot): Promise<void> {
  const snapshot = embeddedSnapshot(from);
  if (!snapshot) return;
  const db = await openDb({ dataDir: join(dataDir, 'pg'), snapshot });
  await db.close();
}

/** The embedded store of a server's DATA_DIR, opened in this process (taking its lock). */
export function openDataDir(dataDir: string): Promise<Db> {
  return openDb({ dataDir: join(dataDir, 'pg') });
}

/** Where the snapshots of this run are: a folder of PGlite dumps, and template names on the server. */
export interface SnapshotPlaces {
  dir: string;
  templates?: Record<StoreSnapshot, string>;
}

export const STORE_SNAPSHOTS = 'TECHCENSUS_TEST_STORE_SNAPSHOTS';

/** This run's snapshots, or undefined outside a run that made them (then servers start empty). */
export function snapshotPlaces(): SnapshotPlaces | undefined {
  const raw = process.env[STORE_SNAPSHOTS];
  return raw ? (JSON.parse(raw) as SnapshotPlaces) : undefined;
}

/** The PGlite dump a throw-away test store starts from. */
export function embeddedSnapshot(which: StoreSnapshot | 'empty'): string | undefined {
  const places = snapshotPlaces();
  return places ? join(places.dir, `${which}.tar`) : undefined;
}

/** The template database a fresh test database on the PostgreSQL server is copied from. */
export function serverTemplate(which: StoreSnapshot): string | undefined {
  return snapshotPlaces()?.templates?.[which];
}

/** Makes the snapshots (PGlite always, templates when DATABASE_URL is set); returns how to remove them. */
export async function makeStoreSnapshots(): Promise<{ places: SnapshotPlaces; remove(): Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'techcensus-store-'));
  const adminUrl = process.env.DATABASE_URL;
  const suffix = `${process.pid}_${Date.now().toString(36)}`;
  const templates = adminUrl
    ? (Object.fromEntries(SNAPSHOTS.map((s) => [s, `tc_template_${s}_${suffix}`])) as Record<
        StoreSnapshot,
        string
      >)
    : undefined;
  const remove = async () => {
    rmSync(dir, { recursive: true, force: true });
    if (adminUrl && templates)
      for (const name of Object.values(templates)) {
        await adminQuery(adminUrl, `ALTER DATABASE ${name} WITH is_template false`).catch(() => {});
        await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
      }
  };
  try {
    // The two engines build side by side: PGlite in its worker thread, the server in its own process.
    await Promise.all([
      embedded(dir),
      adminUrl && templates ? onServer(adminUrl, templates) : Promise.resolve(),
    ]);
  } catch (err) {
    await remove();
    throw err;
  }
  return { places: { dir, templates }, remove };
}

/** empty, then catalogues (migrated, catalogues imported), then reference (loadReferenceData's too). */
async function embedded(dir: string): Promise<void> {
  const db = await openDb({ dataDir: 'memory://' });
  try {
    // After a checkpoint: a dump of a store that wrote since its last one makes every store
    // opened from it replay that write-ahead log first.
    const dump = async (name: string) => {
      await db.exec('CHECKPOINT');
      await db.dump?.(join(dir, `${name}.tar`));
    };
    await dump('empty');
    await migrate(db);
    await ensureCatalogues(db);
    await dump('catalogues');
    await prepareDemoSources(db);
    await dump('reference');
  } finally {
    await db.close();
  }
}

/** The same two stages as databases frozen as templates (a copy needs no connection to its source). */
async function onServer(adminUrl: string, templates: Record<StoreSnapshot, string>): Promise<void> {
  const stage = async (name: string, from: string | undefined, work: (db: Db) => Promise<unknown>) => {
    await adminQuery(adminUrl, `CREATE DATABASE ${name}${from ? ` TEMPLATE ${from}` : ''}`);
    const db = await openDb({ databaseUrl: withDatabase(adminUrl, name), poolSize: 2 });
    try {
      await work(db);
    } finally {
      await db.close();
    }
  };
  await stage(templates.catalogues, undefined, async (db) => {
    await migrate(db);
    await ensureCatalogues(db);
  });
  await stage(templates.reference, templates.catalogues, prepareDemoSources);
  for (const name of Object.values(templates))
    await adminQuery(adminUrl, `ALTER DATABASE ${name} WITH is_template true`);
}

function withDatabase(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** One statement on the PostgreSQL server's admin connection (databases are made and dropped there). */
export async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
