// The CVE sample that ships with the product (server/data/cve, with its README and licences): real
// CVE List records for popular web technologies and the RetireJS repository. A fresh installation
// imports it so that its pages show real CVEs; the tests read the same files.

import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ImportOptions } from './importer.ts';

/** This file is server/src/cve/sample.ts. */
export const CVE_SAMPLE_DIR = fileURLToPath(new URL('../../data/cve/', import.meta.url));

/** The sample's two sources, as `importVulnerabilities` takes them. */
export const CVE_SAMPLE = {
  recordsDir: `${CVE_SAMPLE_DIR}records`,
  retirejsFile: `${CVE_SAMPLE_DIR}retirejs-jsrepository-v4.json`,
} as const satisfies ImportOptions;

/** Both files of the sample, or a sentence naming what is missing. */
export function cveSampleMissing(
  sample: { recordsDir: string; retirejsFile: string } = CVE_SAMPLE,
): string | null {
  const missing = [sample.recordsDir, sample.retirejsFile].filter((p) => !existsSync(p));
  return missing.length ? `the CVE sample is incomplete: ${missing.join(' and ')} not found` : null;
}
