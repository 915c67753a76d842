// The store the commands write to: the server's own (DATABASE_URL, or PGlite under DATA_DIR/pg),
// migrated to the latest schema first.

import { join } from 'node:path';
import { loadConfig } from '../../config/index.ts';
import { type Db, openDb } from '../../store/db.ts';
import { migrate } from '../../store/migrate.ts';

export async function openCommandDb(env: Record<string, string | undefined> = process.env): Promise<Db> {
  const config = loadConfig(env);
  const db = await openDb({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR.startsWith('memory://') ? 'memory://' : join(config.DATA_DIR, 'pg'),
  });
  await migrate(db);
  return db;
}

/** `--name value` pairs. */
export function option(args: string[], name: string): string | undefined {
  const k = args.indexOf(`--${name}`);
  return k >= 0 ? args[k + 1] : undefined;
}
