/**
 * What the generator needs in the store before it runs: the catalogues (always; importing them is
 * idempotent), the CWE catalogue when the store has none, and, when the store has no CVEs yet, the
 * CVE sample that ships in server/data/cve. Demo sites carry the CVEs of their versions only when
 * CVEs are in the store before they are generated.
 */

import { ensureCatalogues } from '../catalogue/index.ts';
import { importCwe } from '../cve/cwe.ts';
import { importVulnerabilities } from '../cve/importer.ts';
import { CVE_SAMPLE, cveSampleMissing } from '../cve/sample.ts';
import type { Db } from '../store/db.ts';

export interface PreparedSources {
  cvesImported: number;
  /** The CVEs the store holds afterwards. */
  cvesInStore: number;
  /** Why the sample was not imported, when it was not. */
  cveNote: string | null;
}

export async function prepareDemoSources(
  db: Db,
  sample: { recordsDir: string; retirejsFile: string } = CVE_SAMPLE,
): Promise<PreparedSources> {
  await ensureCatalogues(db);
  // The CWE catalogue ships with its npm package; the /cwe pages name weaknesses from it.
  const cwe = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM cwe');
  if (cwe.rows[0].n === 0) await importCwe(db);
  const have = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM cve');
  const held = have.rows[0].n;
  if (held > 0) return { cvesImported: 0, cvesInStore: held, cveNote: 'the store already holds CVEs' };
  const missing = cveSampleMissing(sample);
  if (missing) return { cvesImported: 0, cvesInStore: 0, cveNote: missing };
  const report = await importVulnerabilities(db, sample);
  return { cvesImported: report.imported, cvesInStore: report.imported, cveNote: null };
}
