import { join } from 'node:path';
import { type Config, loadConfig } from '../config/index.ts';
import { type Db, openDb } from './db.ts';
import { migrate } from './migrate.ts';

/**
 * The store the configuration names (DATABASE_URL, else PGlite under DATA_DIR), migrated.
 * `snapshot` (a PGlite dump) seeds a throw-away embedded store; it is ignored otherwise.
 */
export async function openConfiguredDb(
  config: Config = loadConfig(),
  opts: { snapshot?: string } = {},
): Promise<Db> {
  const inMemory = config.DATA_DIR.startsWith('memory://');
  const db = await openDb({
    databaseUrl: config.DATABASE_URL,
    dataDir: inMemory ? 'memory://' : join(config.DATA_DIR, 'pg'),
    snapshot: inMemory && !config.DATABASE_URL ? opts.snapshot : undefined,
  });
  await migrate(db);
  return db;
}
