// npm run -s cve:sync [-- --retirejs <file>] — the public CVE List, when it can be reached.

import { SyncError, syncFromCveList } from '../sync.ts';
import { openCommandDb, option } from './db.ts';
import { printReport } from './report.ts';

const db = await openCommandDb();
try {
  printReport(await syncFromCveList(db, { retirejsFile: option(process.argv.slice(2), 'retirejs') }));
} catch (err) {
  console.error(
    err instanceof SyncError ? err.message : `sync failed, nothing was changed: ${(err as Error).message}`,
  );
  process.exitCode = 1;
} finally {
  await db.close();
}
