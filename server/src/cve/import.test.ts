// Store-backed import of the real sample on every engine: mapping report, idempotence,
// all-or-nothing, and the read queries the pages, scans and monitoring use.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { named, storeEngines } from '../../../tests/support/engines.ts';
import type { Db } from '../store/db.ts';
import { migrate } from '../store/migrate.ts';
import { importCwe } from './cwe.ts';
import { type ImportReport, importVulnerabilities } from './importer.ts';
import {
  affects,
  cveDetail,
  cweDetail,
  cweTop25,
  importIssues,
  isAffected,
  vulnerabilitiesForTechnology,
} from './queries.ts';
import { CVE_SAMPLE } from './sample.ts';

const { recordsDir, retirejsFile } = CVE_SAMPLE;

describe.each(named(storeEngines()))('vulnerability import on %s', (_name, engine) => {
  let db: Db;
  let first: ImportReport;

  beforeAll(async () => {
    db = await engine.open();
    await migrate(db);
    first = await importVulnerabilities(db, { recordsDir, retirejsFile });
  });
  afterAll(async () => {
    await db?.close();
  });

  it('imports every record and reports the ones it could not map, with reasons', async () => {
    const cves = await db.query<{ n: string }>("SELECT count(*) AS n FROM cve WHERE source = 'cve'");
    expect(Number(cves.rows[0].n)).toBe(101);
    const unmappedCves = first.unmapped.filter((u) => u.id.startsWith('CVE-')).map((u) => u.id);
    expect(unmappedCves).toEqual(
      expect.arrayContaining(['CVE-2021-44228', 'CVE-2021-3129', 'CVE-2015-1635', 'CVE-2023-28121']),
    );
    expect(unmappedCves).not.toContain('CVE-2019-11358');
    expect(101 - unmappedCves.length).toBe(87);
    for (const u of first.unmapped) expect(u.reason.length).toBeGreaterThan(10);
    const stored = await importIssues(db);
    expect(stored.map((s) => s.id)).toEqual(expect.arrayContaining(unmappedCves));
  });

  it('is idempotent: a second import changes nothing', async () => {
    const before = await db.query('SELECT id, content_hash, imported_at FROM cve ORDER BY id');
    const again = await importVulnerabilities(db, { recordsDir, retirejsFile });
    expect(again.imported).toBe(0);
    expect(again.updated).toBe(0);
    expect(again.unchanged).toBe(first.imported);
    const after = await db.query('SELECT id, content_hash, imported_at FROM cve ORDER BY id');
    expect(after.rows).toEqual(before.rows);
    // Reads and compares every record again: seconds of work that a loaded machine stretches.
  }, 120_000);

  it('answers "is version V of T affected" in SQL', async () => {
    expect(await affects(db, 'apache-http-server', '2.4.49')).toEqual(
      expect.arrayContaining(['CVE-2021-41773', 'CVE-2023-25690', 'CVE-2024-38476']),
    );
    expect(await affects(db, 'apache-http-server', '2.4.50')).not.toContain('CVE-2021-41773');
    expect(await isAffected(db, 'CVE-2021-41773', 'apache-http-server', '2.4.48')).toBe(false);
    expect(await isAffected(db, 'cve-2019-11358', 'jquery', '3.3.1')).toBe(true);
    expect(await isAffected(db, 'CVE-2019-11358', 'jquery', '3.4.0')).toBe(false);
    expect(await affects(db, 'wordpress', 'not a version')).toEqual([]);
  });

  it('adds RetireJS ranges: jquery 1.12.4 is affected by CVE-2015-9251 and CVE-2020-11022, 3.5.0 by neither', async () => {
    const old = await affects(db, 'jquery', '1.12.4');
    expect(old).toEqual(expect.arrayContaining(['CVE-2015-9251', 'CVE-2019-11358', 'CVE-2020-11022']));
    const fixed = await affects(db, 'jquery', '3.5.0');
    expect(fixed).not.toContain('CVE-2020-11022');
    expect(fixed).not.toContain('CVE-2015-9251');
    const onlyRetire = await cveDetail(db, 'CVE-2015-9251');
    expect(onlyRetire?.source).toBe('retirejs');
    expect(onlyRetire?.ranges.some((r) => r.origin === 'retirejs' && r.versionTo === '3.0.0-beta1')).toBe(
      true,
    );
    expect(await isAffected(db, 'CVE-2015-9251', 'jquery', '1.12.1')).toBe(false);
  });

  it('lists a technology’s CVEs with a severity floor', async () => {
    const all = await vulnerabilitiesForTechnology(db, 'next-js');
    expect(all.map((c) => c.id)).toEqual(
      expect.arrayContaining(['CVE-2024-34351', 'CVE-2024-46982', 'CVE-2025-29927']),
    );
    const critical = await vulnerabilitiesForTechnology(db, 'next-js', { minSeverity: 'CRITICAL' });
    expect(critical.map((c) => c.id)).toContain('CVE-2025-29927');
    expect(critical.map((c) => c.id)).not.toContain('CVE-2024-34351');
    for (const c of all) expect(c.title.length).toBeGreaterThan(0);
  });

  it('gives the CVE page its data: ranges for the chart, CWE, references, credits, dates', async () => {
    const d = await cveDetail(db, 'CVE-2024-46982');
    expect(d).toMatchObject({ id: 'CVE-2024-46982', severity: 'HIGH', technologies: ['next-js'] });
    expect(d?.ranges).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ versionFrom: '13.5.1', versionTo: '13.5.7', versionToInclusive: false }),
        expect.objectContaining({ versionFrom: '14.0.0', versionTo: '14.2.10' }),
      ]),
    );
    expect(d?.cwes.map((c) => c.id)).toEqual([639]);
    expect(d?.references.length).toBeGreaterThan(0);
    expect(d?.datePublished).toMatch(/^2024-/);
    expect(await cveDetail(db, 'CVE-1999-0000')).toBeNull();
  });

  it('loads the CWE catalogue and the 2024 Top 25', async () => {
    const r = await importCwe(db);
    expect(r.entries).toBeGreaterThan(900);
    const top = await cweTop25(db, 2024);
    expect(top).toHaveLength(25);
    expect(top[0]).toMatchObject({ rank: 1, id: 79 });
    expect(top[0].name).toMatch(/Cross-site Scripting/);
    const xss = await cweDetail(db, 79);
    expect(xss?.cveCount).toBeGreaterThan(5);
    expect(xss?.top25).toEqual([{ year: 2024, rank: 1 }]);
    expect((await cveDetail(db, 'CVE-2020-11022'))?.cwes[0]).toMatchObject({
      id: 79,
      name: expect.any(String),
    });
  });
});

// Each test imports the sample itself: seconds of work that a loaded machine stretches.
describe.each(named(storeEngines()))('a failing import on %s', { timeout: 120_000 }, (_name, engine) => {
  it('leaves nothing half-written', async () => {
    const db = await engine.open();
    try {
      await migrate(db);
      let written = 0;
      await expect(
        importVulnerabilities(db, {
          recordsDir,
          onWritten: () => {
            written++;
            if (written === 40) throw new Error('disk full');
          },
        }),
      ).rejects.toThrow('disk full');
      for (const table of ['cve', 'cve_affected', 'cve_cwe', 'cve_import_issue']) {
        const r = await db.query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`);
        expect(Number(r.rows[0].n), table).toBe(0);
      }
    } finally {
      await db.close();
    }
  });
});

describe.each(named(storeEngines()))(
  'importing one source at a time on %s',
  { timeout: 120_000 },
  (_name, engine) => {
    it('keeps the CVE List content when RetireJS is imported alone, and the RetireJS ranges when records are', async () => {
      const db = await engine.open();
      try {
        await migrate(db);
        await importVulnerabilities(db, { recordsDir });
        const retire = await importVulnerabilities(db, { retirejsFile });
        expect(retire.imported).toBeGreaterThan(300);
        const d = await cveDetail(db, 'CVE-2020-11022');
        expect(d?.source).toBe('cve');
        expect(d?.cvssVersion).toBe('3.1');
        expect(new Set(d?.ranges.map((r) => r.origin))).toEqual(new Set(['cna', 'retirejs']));
        const again = await importVulnerabilities(db, { recordsDir });
        expect(again.updated + again.imported).toBe(0);
        expect((await cveDetail(db, 'CVE-2020-11022'))?.ranges.some((r) => r.origin === 'retirejs')).toBe(
          true,
        );
        const both = await importVulnerabilities(db, { recordsDir, retirejsFile });
        expect(both.updated + both.imported).toBe(0);
      } finally {
        await db.close();
      }
    });
  },
);
