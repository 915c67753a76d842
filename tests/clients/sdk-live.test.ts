import { createClient, type TechCensusClient, TechCensusError } from '@techcensus/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Farm } from '../../fixtures/farm/farm.ts';
import type { RunningServer } from '../../server/src/main.ts';
import { createApiAccount } from '../support/accounts.ts';
import { ACME, ALL_SITES, SCANNABLE, scanFarm, startClientServer, WORDPRESS_SITES } from './sites.ts';

let server: RunningServer;
let farm: Farm;

beforeAll(async () => {
  const scans = await scanFarm();
  farm = scans.farm;
  server = await startClientServer(scans.hooks);
});
afterAll(async () => {
  await server?.close();
  await farm?.close();
});

async function clientWith(credits = 0): Promise<TechCensusClient> {
  const { apiKey } = await createApiAccount(server.db, { credits });
  return createClient({ baseUrl: server.url, apiKey, retry: { maxRetries: 0 } });
}

const balanceOf = async (client: TechCensusClient) => (await client.credits()).balance;

async function failure(p: Promise<unknown>): Promise<TechCensusError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(TechCensusError);
  return err as TechCensusError;
}

describe('lookups', () => {
  it('testLookup is free and answers a full profile', async () => {
    const client = await clientWith();
    const before = await balanceOf(client);
    const profile = await client.testLookup();
    expect(profile.domain).toBe(ACME.domain);
    expect(profile.technologies.map((t) => t.slug)).toContain('wordpress');
    expect(await balanceOf(client)).toBe(before);
  });

  it('domainLookup (and its alias lookup) costs 1 credit each and normalises the input', async () => {
    const client = await clientWith(5);
    const before = await balanceOf(client);
    const profile = await client.domainLookup('https://www.acme-shop.com/shop?x=1');
    expect(profile).toMatchObject({
      domain: 'acme-shop.com',
      rank: 100,
      title: 'Acme, "Best" Shop',
      contacts: { emails: ['info@acme-shop.com', 'sales@acme-shop.com'] },
    });
    expect(profile.technologies.find((t) => t.slug === 'wordpress')?.version).toBe('6.4.2');
    expect((await client.lookup('blue-widgets.de')).domain).toBe('blue-widgets.de');
    expect(await balanceOf(client)).toBe(before - 2);
  });

  it('a domain that is not indexed is a 404 TechCensusError and costs nothing', async () => {
    const client = await clientWith(5);
    const before = await balanceOf(client);
    const err = await failure(client.domainLookup('not-indexed-anywhere.com'));
    expect([err.status, err.code]).toEqual([404, 'not_found']);
    expect(err.message).toContain('not-indexed-anywhere.com');
    expect(await balanceOf(client)).toBe(before);
  });

  it('bulkLookup charges the domains found and lists the others', async () => {
    const client = await clientWith(5);
    const before = await balanceOf(client);
    const bulk = await client.bulkLookup([
      'acme-shop.com',
      'alpen-blog.at',
      'missing-site.org',
      'not a domain',
    ]);
    expect(bulk.results.map((r) => r.domain).sort()).toEqual(['acme-shop.com', 'alpen-blog.at']);
    expect(bulk.notFound).toEqual(['missing-site.org']);
    expect(bulk.invalid).toEqual(['not a domain']);
    expect(await balanceOf(client)).toBe(before - 2);
  });

  it('technology and cve lookups are free; an unknown CVE is a 404', async () => {
    const client = await clientWith();
    const before = await balanceOf(client);
    const wp = await client.technology('wordpress');
    expect(wp).toMatchObject({ slug: 'wordpress', name: 'WordPress', websiteCount: WORDPRESS_SITES.length });
    expect(wp.versions.map((v) => v.key)).toEqual(expect.arrayContaining(['6.4.2', '6.5.3']));
    const err = await failure(client.cve('CVE-2099-99999'));
    expect(err.status).toBe(404);
    expect(await balanceOf(client)).toBe(before);
  });
});

describe('typed errors', () => {
  it('a wrong key is 401 invalid_api_key; no key is 401 missing_api_key', async () => {
    const wrong = createClient({ baseUrl: server.url, apiKey: 'tc_abcdefgh_not-a-real-key-at-all' });
    const err = await failure(wrong.credits());
    expect([err.status, err.code]).toEqual([401, 'invalid_api_key']);
    const none = await failure(createClient({ baseUrl: server.url }).domainLookup('acme-shop.com'));
    expect([none.status, none.code]).toEqual([401, 'missing_api_key']);
  });

  it('402 carries the balance and the cost, and nothing is charged', async () => {
    const client = await clientWith();
    const before = await balanceOf(client);
    expect(before).toBeLessThan(ALL_SITES.length);
    const err = await failure(client.listWebsites({ filters: [], limit: ALL_SITES.length }));
    expect(err).toMatchObject({
      status: 402,
      code: 'insufficient_credits',
      balance: before,
      cost: ALL_SITES.length,
    });
    expect(err.message).toContain('/pricing#credits');
    expect(await balanceOf(client)).toBe(before);
  });

  it('400 carries the per-field details', async () => {
    const client = await clientWith();
    const err = await failure(client.countWebsites([{ module: 'technology', technology: 'no-such-tech' }]));
    expect(err.status).toBe(400);
    expect(err.details).toEqual([
      { path: 'filters.0.technology', message: expect.stringContaining('no-such-tech') },
    ]);
  });

  it('an empty path parameter is refused before any call', async () => {
    const client = await clientWith();
    await expect(client.domainLookup('  ')).rejects.toThrow(TypeError);
    expect(() => client.subdomains('')).toThrow(TypeError);
  });
});

describe('reports and paging', () => {
  it('countWebsites is free and applies the filters', async () => {
    const client = await clientWith();
    const before = await balanceOf(client);
    expect((await client.countWebsites([])).count).toBe(ALL_SITES.length);
    const de = await client.countWebsites([
      { module: 'technology', technology: 'wordpress' },
      { module: 'country', values: ['DE'] },
    ]);
    expect(de.count).toBe(2);
    expect(await balanceOf(client)).toBe(before);
  });

  it('websites() pages through every match in rank order', async () => {
    const client = await clientWith(10);
    const paged = client.websites([{ module: 'technology', technology: 'wordpress' }], { pageSize: 2 });
    const pages = [];
    for await (const page of paged.pages()) pages.push(page.websites.map((w) => w.domain));
    expect(pages).toEqual([WORDPRESS_SITES.slice(0, 2), WORDPRESS_SITES.slice(2)]);
    expect((await paged.toArray()).map((w) => w.domain)).toEqual(WORDPRESS_SITES);
  });

  it('a limit stops the iteration and the last page asks only for what is missing', async () => {
    const client = await clientWith(20);
    const before = await balanceOf(client);
    const sizes: number[] = [];
    const rows = [];
    for await (const page of client.websites([], { limit: 7, pageSize: 3 }).pages()) {
      sizes.push(page.websites.length);
      rows.push(...page.websites);
    }
    expect(sizes).toEqual([3, 3, 1]);
    expect(rows.map((r) => r.domain)).toEqual(ALL_SITES.slice(0, 7).map((s) => s.domain));
    expect(await balanceOf(client)).toBe(before - 7);
  });

  it('technologyWebsites() filters by version across pages', async () => {
    const client = await clientWith(10);
    const pages = [];
    for await (const page of client
      .technologyWebsites('wordpress', { version: '6.4.2', pageSize: 1 })
      .pages()) {
      pages.push(page.websites.map((w) => w.domain));
    }
    expect(pages).toEqual([['acme-shop.com'], ['alpen-blog.at']]);
  });

  it('subdomains() pages through a domain, 1 credit per 10 returned', async () => {
    const client = await clientWith(10);
    const before = await balanceOf(client);
    const sizes: number[] = [];
    const all: string[] = [];
    for await (const page of client.subdomains('acme-shop.com', { pageSize: 10 }).pages()) {
      sizes.push(page.subdomains.length);
      all.push(...page.subdomains);
    }
    expect(sizes).toEqual([10, 10, 5]);
    expect(new Set(all)).toEqual(new Set(ACME.subdomains));
    expect(await balanceOf(client)).toBe(before - 3);
  });

  it('creditHistory() lists every charge, newest first, across pages', async () => {
    const client = await clientWith(10);
    await client.domainLookup('acme-shop.com');
    await client.domainLookup('blue-widgets.de');
    await client.domainLookup('alpen-blog.at');
    const pages = [];
    for await (const page of client.creditHistory({ pageSize: 2 }).pages()) pages.push(page.entries.length);
    expect(pages).toEqual([2, 1]);
    const entries = await client.creditHistory().toArray();
    expect(entries).toHaveLength(3);
    expect(entries.every((e) => e.operation === 'domainLookup' && e.credits === 1)).toBe(true);
    const times = entries.map((e) => e.at);
    expect([...times].sort().reverse()).toEqual(times);
  });
});

describe('live scans', () => {
  it("scanAndWait starts a scan on the server's queue and follows it to the refreshed profile", async () => {
    const client = await clientWith(5);
    const before = await balanceOf(client);
    const seen: string[] = [];
    const scan = await client.scanAndWait(`https://www.${SCANNABLE}/`, {
      intervalMs: 200,
      timeoutMs: 60_000,
      onProgress: (s) => seen.push(s.status),
    });
    expect(seen[0]).toBe('scheduled');
    expect(seen.at(-1)).toBe('completed');
    expect(scan).toMatchObject({ domain: SCANNABLE, status: 'completed', error: null });
    expect(scan.result?.technologies.map((t) => t.slug)).toEqual(
      expect.arrayContaining(['wordpress', 'php']),
    );
    expect(await balanceOf(client)).toBe(before - 2);
    // The refreshed site is in the index now: a lookup finds it.
    expect((await client.domainLookup(SCANNABLE)).technologies.length).toBeGreaterThan(0);
  }, 90_000);

  it('a scan that cannot read the site resolves as failed, with the reason, and is refunded', async () => {
    const client = await clientWith(5);
    const before = await balanceOf(client);
    const started = await client.scan('unreachable-site-for-tests.com');
    expect(started.status).toBe('scheduled');
    const scan = await client.waitForScan(started.id, { intervalMs: 200, timeoutMs: 60_000 });
    expect(scan).toMatchObject({ domain: 'unreachable-site-for-tests.com', status: 'failed', result: null });
    expect(scan.error).toBeTruthy();
    expect(scan.finishedAt).toBeTruthy();
    expect(await balanceOf(client)).toBe(before);
    expect((await client.scanStatus(scan.id)).status).toBe('failed');
  }, 90_000);

  it('a government domain is refused with 403 scan_not_permitted', async () => {
    const client = await clientWith(5);
    const err = await failure(client.scan('www.whitehouse.gov'));
    expect([err.status, err.code]).toEqual([403, 'scan_not_permitted']);
  });
});
