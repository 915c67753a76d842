import { importVulnerabilities } from '../../server/src/cve/importer.ts';
import { CVE_SAMPLE } from '../../server/src/cve/sample.ts';
import {
  demoDatasets,
  demoDomain,
  generateSite,
  type PreparedSources,
  prepareDemoSources,
  type SeedOptions,
  type SeedResult,
  seedDemo,
} from '../../server/src/demo/index.ts';
import { suppressDomain } from '../../server/src/indexing/suppression.ts';
import type { SiteDoc, SiteIndex } from '../../server/src/siteindex/port.ts';
import type { Db } from '../../server/src/store/db.ts';

/** What the generator makes, by the same rules the seeding uses: names and whole documents. */
export { demoDatasets, demoDomain, generateSite };

/** A started server's store and SiteIndex (what startTestServer hands back). */
export interface SiteStore {
  db: Db;
  siteIndex: SiteIndex;
}

/**
 * The catalogues, the CWE list and the CVE sample, as a first start loads them before its demo
 * sites (the technology and vulnerability pages read them). `cveSample` points elsewhere to try
 * a start without CVE data.
 */
export function loadReferenceData(
  server: SiteStore,
  cveSample?: { recordsDir: string; retirejsFile: string },
): Promise<PreparedSources> {
  return prepareDemoSources(server.db, cveSample);
}

/** Demo sites in the server's store and SiteIndex, as the first start seeds them. */
export function seedDemoSites(server: SiteStore, opts: SeedOptions): Promise<SeedResult> {
  return seedDemo(server.db, server.siteIndex, opts);
}

/**
 * The seeded demo sites of `count` and `seed` (the `first` of them), read back from the server's
 * SiteIndex in generation order.
 */
export async function demoSitesOf(
  server: SiteStore,
  opts: { count: number; seed: number; first?: number },
): Promise<SiteDoc[]> {
  const { count, seed } = opts;
  const docs: SiteDoc[] = [];
  for (let i = 0; i < (opts.first ?? count); i++) {
    const d = await server.siteIndex.get(demoDomain(seed, count, i));
    if (d) docs.push(d);
  }
  return docs;
}

/** The CVE sample that ships in server/data/cve, imported into the store. */
export async function loadCveSample(db: Db): Promise<void> {
  await importVulnerabilities(db, CVE_SAMPLE);
}

/** A domain its owner had removed from the dataset (the removal form's end): never visited again. */
export const removeAsOwner = (server: SiteStore, domain: string, ownerEmail: string) =>
  suppressDomain(server.db, server.siteIndex, domain, ownerEmail);
