import { join } from 'node:path';
import { type Config, loadConfig } from '../config/index.ts';
import { StoreInUseError } from './data-dir-lock.ts';
import { type Db, openDb } from './db.ts';
import { migrate } from './migrate.ts';

/**
 * The store the configuration names (DATABASE_URL, else PGlite under DATA_DIR), migrated.
 * `snapshot` (a PGlite dump) seeds a throw-away embedded store; it is ignored otherwise.
 * An embedded store another process holds is refused with StoreInUseError (data-dir-lock.ts).
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

/**
 * openConfiguredDb for a command run from a shell: when another process holds the embedded store,
 * the refusal's plain message (no stack) and its exit status end the process.
 */
export async function openCommandStore(config: Config = loadConfig()): Promise<Db> {
  try {
    return await openConfiguredDb(config);
  } catch (err) {
    if (!(err instanceof StoreInUseError)) throw err;
    process.stderr.write(`${err.message}\n`);
    process.exit(err.exitStatus);
  }
}
