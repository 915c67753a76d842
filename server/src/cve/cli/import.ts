// npm run -s cve:import -- --records <dir> [--retirejs <file>]
// npm run -s cve:import -- --sample      (the sample that ships in server/data/cve)

import { existsSync } from 'node:fs';
import { importVulnerabilities } from '../importer.ts';
import { CVE_SAMPLE } from '../sample.ts';
import { openCommandDb, option } from './db.ts';
import { printReport } from './report.ts';

const USAGE =
  'usage: npm run -s cve:import -- --records <dir> [--retirejs <file>]\n' +
  '       npm run -s cve:import -- --sample';
const args = process.argv.slice(2);
const sample = args.includes('--sample');
const recordsDir = sample ? CVE_SAMPLE.recordsDir : option(args, 'records');
const retirejsFile = sample ? CVE_SAMPLE.retirejsFile : option(args, 'retirejs');
if ((!recordsDir && !retirejsFile) || (sample && (option(args, 'records') || option(args, 'retirejs')))) {
  console.error(USAGE);
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
