import { join } from 'node:path';
import { type Config, loadConfig } from '../config/index.ts';
import { type Db, openDb } from './db.ts';
import { migrate } from './migrate.ts';

/** The store the configuration names (DATABASE_URL, else PGlite under DATA_DIR), migrated. */
export async function openConfiguredDb(config: Config = loadConfig()): Promise<Db> {
  const db = await openDb({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR.startsWith('memory://') ? 'memory://' : join(config.DATA_DIR, 'pg'),
  });
  await migrate(db);
  return db;
}
