/** The seed path on every store engine: CVE lookup per version, writing, resuming, replacing. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { named, storeEngines } from '../../../tests/support/engines.ts';
import { openDataDir } from '../../../tests/support/store-snapshots.ts';
import type { SiteIndex } from '../siteindex/port.ts';
import { createPostgresSiteIndex } from '../siteindex/postgres.ts';
import type { Db } from '../store/db.ts';
import { migrate } from '../store/migrate.ts';
import {
  buildVersionCves,
  demoDataShown,
  demoDatasets,
  demoDomain,
  generateSite,
  prepareDemoSources,
  seedDemo,
} from './index.ts';

const now = new Date('2025-06-01T00:00:00Z');
const names = (seed: number, count: number, n: number) =>
  Array.from({ length: n }, (_, i) => demoDomain(seed, count, i));

// The seed command below brings the CWE catalogue and the CVE sample into an empty store; these
// suites start from the run's `reference` snapshot, which holds what that leaves.
describe.each(named(storeEngines('reference')))('demo seed on %s', (_name, engine) => {
  let db: Db;
  let index: SiteIndex;
  beforeAll(async () => {
    db = await engine.open();
    await migrate(db);
    index = createPostgresSiteIndex(db);
    await index.init();
    expect(await prepareDemoSources(db)).toMatchObject({
      cvesImported: 0,
      cveNote: 'the store already holds CVEs',
    });
  }, 120_000);
  afterAll(async () => {
    await index?.close();
    await db?.close();
  });

  it('marks sample-vulnerable versions with their CVE ids, once per version', async () => {
    const map = await buildVersionCves(db);
    expect(map.get('jquery@1.12.4')?.cves).toContain('CVE-2020-11022');
    expect(map.get('apache-http-server@2.4.49')?.cves).toContain('CVE-2021-41773');
    expect(map.get('drupal@7.57')?.cves).toContain('CVE-2018-7600');
    expect(map.get('apache-http-server@2.4.49')?.maxSeverity).toBeGreaterThanOrEqual(7.5);
    expect(map.has('jquery@3.7.1')).toBe(false);
    const docs = [0, 1, 2, 3, 4, 5, 6, 7].flatMap((i) => Array.from({ length: 500 }, (_, j) => i * 500 + j));
    const vulnerable = docs
      .map((i) => generateSite(i, { count: 4_000, seed: 9, now, versionCves: map }))
      .filter((s) => s.maxSeverity !== null);
    expect(vulnerable.length).toBeGreaterThan(400);
    for (const s of vulnerable) expect(s.technologies.some((t) => t.cves.length > 0)).toBe(true);
  });

  it('writes N sites, records the dataset, and does nothing the second time', async () => {
    const first = await seedDemo(db, index, { count: 300, seed: 11, now, batchSize: 100 });
    expect(first).toMatchObject({ written: 300, resumed: false, alreadyComplete: false, stopped: false });
    expect((await index.countSample([], 0)).count).toBe(300);
    const doc = await index.get(demoDomain(11, 300, 0));
    expect(doc?.technologies.length).toBeGreaterThan(0);
    expect(await demoDataShown(db, index)).toBe(true);

    const again = await seedDemo(db, index, { count: 300, seed: 11, now: new Date() });
    expect(again).toMatchObject({ written: 0, alreadyComplete: true });
    expect((await index.countSample([], 0)).count).toBe(300);
    expect(await demoDatasets(db)).toEqual([
      expect.objectContaining({ seed: 11, count: 300, seeded: 300, completed: true, generatedAt: now }),
    ]);
  });

  it('resumes a stopped seed with the original date, and --replace removes the old sites', async () => {
    const stopped = await seedDemo(db, index, {
      count: 250,
      seed: 12,
      now,
      batchSize: 100,
      shouldStop: () => true,
    });
    expect(stopped).toMatchObject({ written: 100, stopped: true });
    // Different seeds draw names from the same syllable space, so two datasets may share a few.
    const union = (n: number) => new Set([...names(11, 300, 300), ...names(12, 250, n)]).size;
    expect((await index.countSample([], 0)).count).toBe(union(100));
    // A later day: the resumed part must still be generated relative to the dataset's own date.
    const resumed = await seedDemo(db, index, {
      count: 250,
      seed: 12,
      now: new Date('2025-09-09T00:00:00Z'),
    });
    expect(resumed).toMatchObject({ written: 150, resumed: true, stopped: false });
    expect(resumed.dataset.generatedAt).toEqual(now);
    const last = await index.get(demoDomain(12, 250, 249));
    const expected = generateSite(249, { count: 250, seed: 12, now });
    expect(last?.domain).toBe(expected.domain);
    expect(last?.technologies.map((t) => [t.slug, t.version])).toEqual(
      expected.technologies.map((t) => [t.slug, t.version]),
    );
    expect((await index.countSample([], 0)).count).toBe(union(250));

    const replaced = await seedDemo(db, index, { count: 120, seed: 13, now, replace: true });
    expect(replaced.written).toBe(120);
    expect((await index.countSample([], 0)).count).toBe(120);
    expect(await index.get(demoDomain(11, 300, 0))).toBeNull();
    expect((await demoDatasets(db)).map((d) => d.seed)).toEqual([13]);
  });
});

describe('seed command', () => {
  const dir = mkdtempSync(join(tmpdir(), 'techcensus-seed-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const run = async (...args: string[]) => {
    const { execFile } = await import('node:child_process');
    return new Promise<{ code: number; out: string; err: string }>((resolve) => {
      execFile(
        process.execPath,
        ['--import', 'tsx', 'server/src/demo/cli.ts', ...args],
        { env: { ...process.env, DATA_DIR: dir, DATABASE_URL: '', OPENSEARCH_URL: '' }, timeout: 240_000 },
        (err, out, errOut) =>
          resolve({ code: err ? ((err as { code?: number }).code ?? 1) : 0, out, err: errOut }),
      );
    });
  };

  it('seeds N sites into PGlite with progress, then reports there is nothing to do', async () => {
    const first = await run('--sites', '400', '--seed', '5');
    expect(first.code, first.err).toBe(0);
    expect(first.err).toMatch(/400 \/ 400 sites \(\d[\d,]* sites\/s\)/);
    expect(first.out).toMatch(
      /^seeded 400 sites \(seed 5\) in [\d.]+ s, [\d,]+ sites\/s \(PGlite \/ SiteIndex on postgres\)/,
    );
    // An empty store: the command brought the CWE catalogue the /cwe pages name weaknesses from,
    // and the CVE sample the demo sites' versions are matched against.
    expect(first.err).toMatch(/imported [\d,]+ CVEs from the sample/);
    const again = await run('--sites', '400', '--seed', '5');
    expect(again.code).toBe(0);
    expect(again.out).toMatch(/already in the index/);
    const db = await openDataDir(dir);
    try {
      const { rows } = await db.query<{ n: number; name: string; cves: number }>(
        `SELECT (SELECT count(*)::int FROM cwe) AS n, (SELECT name FROM cwe WHERE id = 79) AS name,
                (SELECT count(*)::int FROM cve) AS cves`,
      );
      expect(rows[0].n).toBeGreaterThan(900);
      expect(rows[0].name).toMatch(/Cross-site Scripting/);
      expect(rows[0].cves).toBeGreaterThan(0);
    } finally {
      await db.close();
    }
  }, 300_000);

  it('refuses bad arguments with exit code 2', async () => {
    const bad = await run('--sites', 'many');
    expect(bad.code).toBe(2);
    expect(bad.err).toMatch(/--sites must be a whole number/);
  }, 60_000);
});
