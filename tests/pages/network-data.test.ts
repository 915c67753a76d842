// The shipped network database on the pages. "Country distribution tables: top 10 countries,
// user's country first when present": the visitor's country comes from the address the request
// came from; behind a proxy (TRUST_PROXY=true) that address is the X-Forwarded-For client. And an
// IP page says where the address itself is.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/src/main.ts';
import type { SiteDoc } from '../../server/src/siteindex/port.ts';
import { startTestServer } from '../support/server.ts';

const ASN = 64_500;
const CHECKED = '2026-03-01T08:00:00.000Z';
/** Eleven countries with 11, 10, … 1 sites: Germany, with one, is the eleventh and off the table. */
const COUNTRIES = ['US', 'FR', 'GB', 'NL', 'IE', 'JP', 'BR', 'IT', 'ES', 'SE', 'DE'];

function site(domain: string, country: string, rank: number): SiteDoc {
  return {
    domain,
    rank,
    country,
    tld: 'com',
    language: 'en',
    ip: '203.0.113.10',
    asn: ASN,
    asnName: 'EXAMPLE-NET',
    technologies: [],
    headers: [],
    tags: [],
    advertisers: [],
    contacts: { emails: [], phones: [], address: null },
    social: { facebook: null, twitter: null, instagram: null, youtube: null, linkedin: null },
    title: null,
    description: null,
    keywords: [],
    subdomains: [],
    links: [],
    redirectsTo: null,
    certificate: null,
    fetch: { outcome: 'ok', status: 200, checkedAt: CHECKED },
    maxSeverity: null,
    changes: [],
    synthetic: false,
    updatedAt: CHECKED,
  };
}

const docs = [
  ...COUNTRIES.flatMap((country, i) =>
    Array.from({ length: COUNTRIES.length - i }, (_, k) =>
      site(`site-${country.toLowerCase()}-${k}.com`, country, 1_000 * (i + 1) + k),
    ),
  ),
  // German sites hosted on a Google address (another AS, so the ASN tables above are unchanged).
  ...['kaffee.de', 'brot.de'].map((domain, k) => ({
    ...site(domain, 'DE', 50_000 + k),
    tld: 'de',
    ip: '8.8.8.8',
    asn: 15169,
    asnName: 'Google LLC',
  })),
];

async function seeded(env: Record<string, string>): Promise<RunningServer> {
  const server = await startTestServer({ DEMO_SITES: '0', ...env });
  await server.siteIndex.upsert(docs);
  await server.siteIndex.refresh();
  return server;
}

async function geo(server: RunningServer, forwardedFor?: string) {
  const res = await fetch(`${server.url}/asn/${ASN}/api`, {
    headers: forwardedFor ? { 'X-Forwarded-For': forwardedFor } : {},
  });
  expect(res.status).toBe(200);
  const body = await res.json();
  const g = body.results.Geo as {
    Countries: { Country: { ShortName: string } }[];
    UserCountry: string | null;
  };
  return { codes: g.Countries.map((c) => c.Country.ShortName), user: g.UserCountry, rows: g.Countries };
}

describe('the visitor country in country tables, behind a proxy', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await seeded({ TRUST_PROXY: 'true' });
  });
  afterAll(() => server?.close());

  it('with no known country the table is the plain top 10', async () => {
    const { codes, user } = await geo(server);
    expect(user).toBeNull();
    expect(codes).toEqual(COUNTRIES.slice(0, 10));
  });

  it('a visitor from Germany (Deutsche Telekom) sees Germany first, although it is eleventh', async () => {
    const { codes, user, rows } = await geo(server, '194.25.0.60');
    expect(user).toBe('DE');
    expect(codes).toEqual(['DE', ...COUNTRIES.slice(0, 9)]);
    expect(rows[0]).toMatchObject({ DomainCount: 1 });
  });

  it('a visitor from an Irish IPv6 address sees Ireland moved to the top', async () => {
    const { codes, user } = await geo(server, '2a00:1450:4001:80b::200e, 10.0.0.1');
    // Express takes the left-most address when every proxy is trusted; the client's own is first.
    expect(user).toBe('IE');
    expect(codes).toEqual(['IE', 'US', 'FR', 'GB', 'NL', 'JP', 'BR', 'IT', 'ES', 'SE']);
  });

  it("an IP page's country is where the address is, not where its sites are", async () => {
    const google = await (await fetch(`${server.url}/ip/8.8.8.8/api`)).json();
    expect(google.results).toMatchObject({ DomainCount: 2, Country: { ShortName: 'US' } });
    expect(google.results.MostPopularCountry.Country.ShortName).toBe('DE');
    // A documentation address is in no database: the country of most of its sites stands in.
    const doc = await (await fetch(`${server.url}/ip/203.0.113.10/api`)).json();
    expect(doc.results.Country).toEqual({ ShortName: 'US', Name: 'United States' });
  });

  it('private and loopback addresses have no country', async () => {
    for (const address of ['10.0.0.1', '192.168.1.20', '::1']) {
      expect((await geo(server, address)).user).toBeNull();
    }
  });
});

it('without TRUST_PROXY a forwarded address is not believed: the visitor is the loopback peer', async () => {
  const server = await seeded({});
  try {
    const { user, codes } = await geo(server, '194.25.0.60');
    expect(user).toBeNull();
    expect(codes).toEqual(COUNTRIES.slice(0, 10));
  } finally {
    await server.close();
  }
});
