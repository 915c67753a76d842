// npm run -s cve:import -- --records <dir> [--retirejs <file>]

import { existsSync } from 'node:fs';
import { importVulnerabilities } from '../importer.ts';
import { openCommandDb, option } from './db.ts';
import { printReport } from './report.ts';

const args = process.argv.slice(2);
const recordsDir = option(args, 'records');
const retirejsFile = option(args, 'retirejs');
if (!recordsDir && !retirejsFile) {
  console.error('usage: npm run -s cve:import -- --records <dir> [--retirejs <file>]');
  process.exit(2);
}
for (const p of [recordsDir, retirejsFile]) {
  if (p && !existsSync(p)) {
    console.error(`not found: ${p}`);
    process.exit(2);
  }
}
const db = await openCommandDb();
try {
  printReport(await importVulnerabilities(db, { recordsDir, retirejsFile }));
} catch (err) {
  console.error(`import failed, nothing was changed: ${(err as Error).message}`);
  process.exitCode = 1;
} finally {
  await db.close();
}
