/**
 * What the generator needs in the store before it runs: the catalogues (always; importing them is
 * idempotent), the CWE catalogue when the store has none, and, when the store has no CVEs yet, the CVE sample that sits next to the checkout
 * (../shared/data/cve). The product runs without that sample; demo sites then carry no CVEs.
 */

import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureCatalogues } from '../modules/catalogue/import.ts';
import { importCwe } from '../modules/vulnerabilities/cwe.ts';
import { importVulnerabilities } from '../modules/vulnerabilities/importer.ts';
import type { Db } from '../store/db.ts';

/** The checkout's parent holds `shared/`; this file is server/src/demo/sources.ts. */
export const CVE_SAMPLE_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../shared/data/cve');

export interface PreparedSources {
  cvesImported: number;
  /** Why no CVEs were imported, when none were. */
  cveNote: string | null;
}

export async function prepareDemoSources(db: Db, sampleDir = CVE_SAMPLE_DIR): Promise<PreparedSources> {
  await ensureCatalogues(db);
  // The CWE catalogue ships with its npm package; the /cwe pages name weaknesses from it.
  const cwe = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM cwe');
  if (cwe.rows[0].n === 0) await importCwe(db);
  const have = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM cve');
  if (have.rows[0].n > 0) return { cvesImported: 0, cveNote: 'the store already holds CVEs' };
  const recordsDir = join(sampleDir, 'records');
  const retirejsFile = join(sampleDir, 'retirejs-jsrepository-v4.json');
  if (!existsSync(recordsDir)) return { cvesImported: 0, cveNote: `no CVE sample at ${sampleDir}` };
  const report = await importVulnerabilities(db, {
    recordsDir,
    retirejsFile: existsSync(retirejsFile) ? retirejsFile : undefined,
  });
  return { cvesImported: report.imported, cveNote: null };
}
