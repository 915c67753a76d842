// npm run -s cwe:import — the MITRE CWE catalogue from the cwe-sdk package, and the 2024 Top 25.

import { importCwe } from '../cwe.ts';
import { openCommandDb } from './db.ts';

const db = await openCommandDb();
try {
  const r = await importCwe(db);
  console.log(`CWE catalogue ${r.version}: ${r.entries} entries, top 25 of 2024: ${r.top25}`);
} catch (err) {
  console.error(`CWE import failed, nothing was changed: ${(err as Error).message}`);
  process.exitCode = 1;
} finally {
  await db.close();
}
