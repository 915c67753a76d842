// The store the commands write to: the server's own (DATABASE_URL, or PGlite under DATA_DIR/pg),
// migrated to the latest schema first. Refused, with a plain message, while another process
// holds the embedded store.

import { loadConfig } from '../../config/index.ts';
import type { Db } from '../../store/db.ts';
import { openCommandStore } from '../../store/open-configured.ts';

export function openCommandDb(env: Record<string, string | undefined> = process.env): Promise<Db> {
  return openCommandStore(loadConfig(env));
}

/** `--name value` pairs. */
export function option(args: string[], name: string): string | undefined {
  const k = args.indexOf(`--${name}`);
  return k >= 0 ? args[k + 1] : undefined;
}
