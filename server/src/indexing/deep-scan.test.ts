// Deep scans: the page rendered in the system's Chromium, so js, dom and xhr fingerprints apply;
// a page that never finishes still returns; a host without a browser says so; a failed render
// leaves the static visit standing.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Farm, startFarm } from '../../../fixtures/farm/farm.ts';
import { runBrowserSuites } from '../../../tests/support/chromium.ts';
import { openMemoryDb } from '../../../tests/support/store-snapshots.ts';
import { ConfigError, loadConfig } from '../config/index.ts';
import type { Crawler } from '../crawl/index.ts';
import { createChromiumRenderer, RenderError } from '../crawl/render/chromium.ts';
import { farmCrawler, farmRenderer, renderRequest } from '../crawl/render/render-setup.ts';
import {
  DEEP_SCAN_UNAVAILABLE_MESSAGE,
  DeepScanUnavailableError,
  type Renderer,
} from '../crawl/render/renderer.ts';
import { loadFingerprintSet } from '../detect/index.ts';
import type { SiteIndex, SiteTechnology } from '../siteindex/port.ts';
import { createPostgresSiteIndex } from '../siteindex/postgres.ts';
import type { Db } from '../store/db.ts';
import { migrate } from '../store/migrate.ts';
import { type IndexDeps, indexSite } from './index-site.ts';
import { createVulnerabilityLookup } from './vulnerability-lookup.ts';

let farm: Farm;
let crawler: Crawler;
let db: Db;
let siteIndex: SiteIndex;

beforeAll(async () => {
  farm = await startFarm();
  crawler = farmCrawler(farm);
  db = await openMemoryDb();
  await migrate(db);
  siteIndex = createPostgresSiteIndex(db);
  await siteIndex.init();
});

afterAll(async () => {
  await crawler?.close();
  await farm?.close();
  await db?.close();
});

const deps = (renderer: Renderer | null): IndexDeps => ({
  crawler,
  fingerprints: loadFingerprintSet(),
  siteIndex,
  vulnerabilities: createVulnerabilityLookup(db),
  renderer,
});

const bySlug = (techs: SiteTechnology[]) => new Map(techs.map((t) => [t.slug, t]));
const ONLY_RENDERED = ['abp-framework', 'accertify', '8base'];

describe.skipIf(!runBrowserSuites)('deep scans in Chromium', () => {
  let renderer: Renderer;
  beforeAll(() => {
    renderer = farmRenderer(farm, crawler);
  });
  afterAll(() => renderer?.close());

  it('finds a js global, a script-added element and an XHR host only when the page is rendered', async () => {
    const plain = await indexSite('deep-app.test', deps(renderer));
    const seen = bySlug(plain.doc?.technologies ?? []);
    expect(seen.get('nginx')?.version).toBe('1.24.0');
    for (const slug of ONLY_RENDERED) expect(seen.has(slug)).toBe(false);
    expect(plain.render).toBeUndefined();

    const deep = await indexSite('deep-app.test', deps(renderer), { deep: true });
    const found = bySlug(deep.doc?.technologies ?? []);
    expect(deep.render).toMatchObject({ ok: true, refused: [] });
    expect(found.get('abp-framework')).toMatchObject({ version: '8.1.0', mode: 'rendered' });
    expect(found.get('accertify')).toMatchObject({ mode: 'rendered' });
    expect(found.get('8base')).toMatchObject({ mode: 'rendered' });
    // Seen without a browser too, so it stays a static detection.
    expect(found.get('nginx')).toMatchObject({ version: '1.24.0', mode: 'static' });
    expect(deep.changes.filter((c) => c.kind === 'added').map((c) => c.slug)).toEqual(
      expect.arrayContaining(ONLY_RENDERED),
    );
  });

  it('reads a page that never finishes loading as it stands once its time is up', async () => {
    const impatient = farmRenderer(farm, crawler, { loadMs: 1_500, settleMs: 500 });
    try {
      const out = await impatient.render(renderRequest('https://deep-hang.test/'));
      expect(out.dom["div[id*='Accertify']"]).toHaveLength(1);
      // The image was asked for and is still on its way.
      expect(farm.requestsFor('deep-hang.test').map((r) => r.path)).toContain('/never.png');
    } finally {
      await impatient.close();
    }
  });

  it('gives up on a page whose document does not arrive within the hard limit', async () => {
    // Under slow-site's 5 s, with room for the next page on a busy machine.
    const strict = farmRenderer(farm, crawler, { timeoutMs: 4_000 });
    try {
      await expect(strict.render(renderRequest('https://slow-site.test/'))).rejects.toThrow(RenderError);
      // The browser is still usable after a render it had to abandon.
      const out = await strict.render(renderRequest('https://deep-app.test/'));
      expect(out.js['abp.version']).toBe('8.1.0');
    } finally {
      await strict.close();
    }
  });

  it('renders several pages at once in one browser, each in its own context', async () => {
    const outs = await Promise.all(
      ['deep-app.test', 'deep-hang.test', 'deep-app.test'].map((h) =>
        renderer.render(renderRequest(`https://${h}/`)),
      ),
    );
    expect(outs.map((o) => 'abp.version' in o.js)).toEqual([true, false, true]);
  });
});

describe('deep scans without a browser', () => {
  it('are refused as unavailable, before the site is visited', async () => {
    const before = farm.requestsFor('wordpress-site.test').length;
    const err = await indexSite('wordpress-site.test', deps(null), { deep: true }).catch((e) => e);
    expect(err).toBeInstanceOf(DeepScanUnavailableError);
    expect(err.message).toBe(DEEP_SCAN_UNAVAILABLE_MESSAGE);
    expect(farm.requestsFor('wordpress-site.test')).toHaveLength(before);
  });

  it('CHROMIUM_PATH naming a missing file stops the start', () => {
    expect(() => loadConfig({ CHROMIUM_PATH: '/nonexistent/chromium' })).toThrow(ConfigError);
    expect(() => loadConfig({ CHROMIUM_PATH: '/nonexistent/chromium' })).toThrow(/CHROMIUM_PATH/);
  });

  describe('with a browser that cannot start', () => {
    let broken: Renderer;
    beforeAll(() => {
      broken = createChromiumRenderer({
        executablePath: '/nonexistent/chromium',
        guard: crawler.guard,
        userAgent: crawler.fetcher.userAgent,
      });
    });
    afterAll(() => broken?.close());

    it('a render that fails after a good static visit keeps the static result and says why', async () => {
      const out = await indexSite('deep-app.test', deps(broken), { deep: true });
      expect(out.crawl.outcome.kind).toBe('ok');
      expect(bySlug(out.doc?.technologies ?? []).get('nginx')?.version).toBe('1.24.0');
      expect(out.render).toMatchObject({ ok: false, reason: expect.stringMatching(/could not be rendered/) });
    });

    it('a site that could not be read is not rendered', async () => {
      const out = await indexSite('offline.test', deps(broken), { deep: true });
      expect(out.crawl.outcome.kind).toBe('connectionRefused');
      expect(out.render).toEqual({ ok: false, reason: 'the site could not be read, so it was not rendered' });
    });
  });
});
