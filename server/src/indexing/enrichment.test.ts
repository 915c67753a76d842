// Crawled documents carry network facts and a language: fixture-farm sites crawled into the
// index through the real crawler, engine and network databases. The farm answers on loopback,
// which has no network; so the suite looks the farm's address up as a public one (8.8.8.8, a
// Google address) through the shipped databases, the way a site hosted there would be enriched.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Farm, startFarm } from '../../../fixtures/farm/farm.ts';
import { HTML, ROBOTS_ALLOW } from '../../../fixtures/farm/site-kit.ts';
import { openMemoryDb } from '../../../tests/support/store-snapshots.ts';
import { type Crawler, createCrawler } from '../crawl/index.ts';
import { loadFingerprintSet } from '../detect/index.ts';
import { type NetworkLookup, networkData } from '../network-data/index.ts';
import type { SiteIndex } from '../siteindex/port.ts';
import { createPostgresSiteIndex } from '../siteindex/postgres.ts';
import type { Db } from '../store/db.ts';
import { migrate } from '../store/migrate.ts';
import { type IndexDeps, indexSite } from './index-site.ts';
import { createVulnerabilityLookup } from './vulnerability-lookup.ts';

/** A page without <html lang>, with or without a Content-Language header. */
const bare = (body: string, headers: Record<string, string> = {}) => ({
  status: 200,
  headers: { 'content-type': HTML, server: 'nginx', ...headers },
  body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Rösterei</title></head><body>${body}</body></html>`,
});

const GERMAN =
  '<h1>Frisch gerösteter Kaffee</h1><p>Wir liefern jede Woche frisch gerösteten Kaffee direkt zu Ihnen nach Hause. Bestellen Sie heute und erhalten Sie die Lieferung schon morgen.</p>';

let farm: Farm;
let crawler: Crawler;
let db: Db;
let siteIndex: SiteIndex;
let deps: IndexDeps;

/** The farm's loopback address looked up as 8.8.8.8; any other address as itself. */
const asIfPublic: NetworkLookup = {
  lookup: (ip) => networkData().lookup(ip === '127.0.0.1' ? '8.8.8.8' : ip),
};

beforeAll(async () => {
  farm = await startFarm({
    aliases: { 'kaffee-roesterei.de': 'wordpress-site.test' },
    extraSites: [
      {
        host: 'header-language.test',
        stack: 'no <html lang>, Content-Language: nl-NL',
        variants: {
          default: {
            '/robots.txt': ROBOTS_ALLOW,
            '/': bare('<p>Vers gebrande koffie, elke week bij u thuis bezorgd.</p>', {
              'content-language': 'nl-NL',
            }),
          },
        },
      },
      {
        host: 'text-language.test',
        stack: 'no declared language at all, German text',
        variants: { default: { '/robots.txt': ROBOTS_ALLOW, '/': bare(GERMAN) } },
      },
    ],
  });
  crawler = createCrawler({
    baseUrl: 'https://techcensus.test',
    allowHosts: [...farm.allowHosts, 'kaffee-roesterei.de', 'header-language.test', 'text-language.test'],
    lookup: farm.lookup,
    ca: farm.ca,
    connectPort: farm.connectPort,
    dns: false,
    perHostIntervalMs: 0,
  });
  db = await openMemoryDb();
  await migrate(db);
  siteIndex = createPostgresSiteIndex(db);
  await siteIndex.init();
  deps = {
    crawler,
    fingerprints: loadFingerprintSet(),
    siteIndex,
    vulnerabilities: createVulnerabilityLookup(db),
    network: asIfPublic,
  };
});

afterAll(async () => {
  await crawler?.close();
  await farm?.close();
  await db?.close();
});

async function indexRead(domain: string, d: IndexDeps = deps) {
  const out = await indexSite(domain, d);
  if (!out.doc) throw new Error(`${domain}: ${out.crawl.outcome.kind}, nothing written`);
  return out.doc;
}

describe('enrichment of crawled sites', () => {
  it('a crawled site carries the AS number, AS name and hosting country of its address', async () => {
    const doc = await indexRead('wordpress-site.test');
    expect(doc).toMatchObject({
      ip: '127.0.0.1',
      asn: 15169,
      asnName: 'Google LLC',
      country: 'US',
      language: 'en',
    });
    // What the ASN page, the IP page and the country filters of reports query.
    const byAsn = await siteIndex.countSample([{ module: 'asn', mode: 'include', values: [15169] }], 5);
    expect(byAsn.sample.map((d) => d.domain)).toContain('wordpress-site.test');
    const byCountry = await siteIndex.aggregate([], 'country', { size: 5 });
    expect(byCountry).toContainEqual({ key: 'US', count: 1 });
  });

  it('a country-code TLD gives the country, whatever the hosting', async () => {
    const doc = await indexRead('kaffee-roesterei.de');
    expect(doc).toMatchObject({ tld: 'de', country: 'DE', asn: 15169, asnName: 'Google LLC' });
  });

  it('the language comes from Content-Language when the page declares none', async () => {
    const { crawl, doc } = await indexSite('header-language.test', deps);
    expect(crawl.site).toMatchObject({ language: 'nl', languageTag: 'nl-NL', languageSource: 'header' });
    expect(doc?.language).toBe('nl');
  });

  it('the language is read from the text when neither the page nor the server declares one', async () => {
    const { crawl, doc } = await indexSite('text-language.test', deps);
    expect(crawl.site).toMatchObject({ language: 'de', languageTag: null, languageSource: 'text' });
    expect(doc?.language).toBe('de');
  });

  it('without a lookup of its own, the shipped databases are used: loopback has no network', async () => {
    const { network: _, ...shipped } = deps;
    const doc = await indexRead('ghost-blog.test', shipped);
    expect(doc).toMatchObject({ ip: '127.0.0.1', asn: null, asnName: null, country: null });
  });
});
