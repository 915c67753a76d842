// The crawler against the loopback fixture farm: every stack's signals, and every outcome.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Farm, startFarm } from '../../../fixtures/farm/farm.ts';
import { type Crawler, type CrawlerConfig, createCrawler } from './index.ts';

let farm: Farm;
let crawler: Crawler;

function config(farm: Farm, extra: Partial<CrawlerConfig> = {}): CrawlerConfig {
  return {
    baseUrl: 'https://techcensus.test',
    allowHosts: farm.allowHosts,
    lookup: farm.lookup,
    ca: farm.ca,
    connectPort: farm.connectPort,
    dns: false,
    perHostIntervalMs: 0,
    ...extra,
  };
}

beforeAll(async () => {
  farm = await startFarm();
  crawler = createCrawler(config(farm));
});
afterAll(async () => {
  await crawler?.close();
  await farm?.close();
});

describe('stacks', () => {
  it('WordPress: headers, cookies, generator, versions in asset URLs, fetched assets, robots, certificate', async () => {
    const r = await crawler.crawlSite('wordpress-site.test');
    expect(r.outcome).toEqual({ kind: 'ok', status: 200 });
    expect(r.finalUrl).toBe('https://wordpress-site.test/');
    expect(r.ip).toBe('127.0.0.1');
    expect(r.certificate).toMatchObject({ issuer: 'TechCensus Test CA', expired: false });
    expect(r.signals.certIssuer).toBe('TechCensus Test CA');
    expect(r.signals.headers?.['x-powered-by']).toBe('PHP/7.4.33');
    expect(r.signals.headers?.server).toBe('nginx/1.18.0 (Ubuntu)');
    expect(r.signals.cookies?.PHPSESSID).toBe('8f2d7c0e9b1a4d3c');
    expect(r.signals.meta?.generator).toEqual(['WordPress 6.4.2']);
    expect(r.signals.scriptSrc).toContain(
      'https://wordpress-site.test/wp-includes/js/jquery/jquery.min.js?ver=3.7.1',
    );
    expect(r.signals.scripts?.some((s) => s.includes('jQuery v3.7.1'))).toBe(true);
    expect([r.signals.css].flat().some((s) => s?.includes('Theme Name: Twenty Twenty-Four'))).toBe(true);
    expect(r.signals.robots).toContain('Disallow: /wp-admin/');
    expect(r.signals.html).toContain('wp-content/themes');
    expect(r.site).toMatchObject({
      title: 'Bean There Roasters – Fresh coffee, weekly',
      language: 'en',
      languageTag: 'en-US',
      languageSource: 'html',
      keywords: ['coffee', 'espresso', 'single origin', 'roastery'],
      description: 'Fresh roasted coffee beans delivered weekly. Single origin and blends.',
      canonicalUrl: 'https://wordpress-site.test/',
    });
    const agents = new Set(farm.requestsFor('wordpress-site.test').map((q) => q.userAgent));
    expect([...agents]).toEqual(['TechCensusBot/1.0 (+https://techcensus.test/bot)']);
  });

  it('sees a stack change after the site is upgraded', async () => {
    farm.setVariant('wordpress-site.test', 'upgraded');
    try {
      const r = await crawler.crawlSite('wordpress-site.test');
      expect(r.signals.meta?.generator).toEqual(['WordPress 6.5.3']);
      expect(r.signals.headers?.['x-powered-by']).toBe('PHP/8.2.18');
    } finally {
      farm.setVariant('wordpress-site.test', 'default');
    }
  });

  const expectations: [string, (r: Awaited<ReturnType<Crawler['crawlSite']>>) => void][] = [
    [
      'shopify-store.test',
      (r) => {
        expect(r.signals.headers?.['x-shopid']).toBe('61234567890');
        expect(r.signals.cookies?._shopify_y).toBeDefined();
        expect(r.signals.scripts?.join('\n')).toContain('Shopify.theme');
        expect(r.signals.scriptSrc?.some((s) => s.startsWith('https://cdn.shopify.com/'))).toBe(true);
      },
    ],
    [
      'react-spa.test',
      (r) => {
        expect(r.signals.headers?.server).toBe('AmazonS3');
        expect(r.signals.scripts?.join('\n')).toContain('React v18.2.0');
        expect(r.signals.html).toContain('<div id="root"></div>');
      },
    ],
    [
      'iis-aspnet.test',
      (r) => {
        expect(r.signals.headers?.['x-aspnet-version']).toBe('4.0.30319');
        expect(r.signals.cookies?.['ASP.NET_SessionId']).toBeDefined();
        expect(r.signals.html).toContain('__VIEWSTATE');
      },
    ],
    [
      'drupal-site.test',
      (r) => {
        expect(r.signals.headers?.['x-generator']).toBe('Drupal 10 (https://www.drupal.org)');
        expect(r.signals.meta?.generator).toEqual(['Drupal 10 (https://www.drupal.org)']);
        expect(r.site.language).toBe('de');
        expect(r.signals.scripts?.join('\n')).toContain('window.Drupal');
      },
    ],
    ['joomla-site.test', (r) => expect(r.signals.meta?.generator?.[0]).toMatch(/^Joomla!/)],
    [
      'magento-store.test',
      (r) => {
        expect(r.signals.cookies?.form_key).toBeDefined();
        expect(r.signals.scriptSrc?.some((s) => s.includes('/frontend/Magento/luma/'))).toBe(true);
      },
    ],
    [
      'nextjs-app.test',
      (r) => {
        expect(r.signals.headers?.['x-powered-by']).toBe('Next.js');
        expect(r.signals.html).toContain('__NEXT_DATA__');
      },
    ],
    [
      'laravel-app.test',
      (r) => expect(Object.keys(r.signals.cookies ?? {})).toEqual(['XSRF-TOKEN', 'laravel_session']),
    ],
    ['django-app.test', (r) => expect(r.signals.cookies?.csrftoken).toBeDefined()],
    ['ghost-blog.test', (r) => expect(r.signals.meta?.generator).toEqual(['Ghost 5.75'])],
    [
      'jquery-legacy.test',
      (r) => {
        expect(r.signals.scripts?.join('\n')).toContain('jQuery v1.8.3');
        expect([r.signals.css].flat().join('\n')).toContain('Bootstrap v2.3.2');
        expect(r.site.tags).toContainEqual({ kind: 'googleAnalytics', id: 'UA-2345678-1' });
      },
    ],
    [
      'jquery-cdn.test',
      (r) => {
        expect(r.signals.scriptSrc).toContain(
          'https://ajax.googleapis.com/ajax/libs/jquery/1.4.2/jquery.min.js',
        );
        // third-party scripts are named, never fetched
        expect(farm.requests.some((q) => q.host === 'ajax.googleapis.com')).toBe(false);
      },
    ],
    ['hugo-static.test', (r) => expect(r.signals.meta?.generator).toEqual(['Hugo 0.121.1'])],
  ];
  for (const [host, check] of expectations) {
    it(host, async () => {
      const r = await crawler.crawlSite(host);
      expect(r.outcome.kind).toBe('ok');
      check(r);
    });
  }
});

describe('site facts', () => {
  it('contacts, social profiles, tag IDs, links and subdomains', async () => {
    const r = await crawler.crawlSite('contacts-site.test');
    expect(r.outcome.kind).toBe('ok');
    const s = r.site;
    expect(s.contacts.emails.sort()).toEqual([
      'hello@contacts-site.test',
      'press@contacts-site.test',
      'studio@contacts-site.test',
    ]);
    expect(s.contacts.phones).toContain('+441134960000');
    expect(s.contacts.address).toBe('12 Canal Wharf, LS11 5PS Leeds, GB');
    expect(s.social).toEqual({
      facebook: ['https://www.facebook.com/brightsidestudio'],
      twitter: ['https://twitter.com/brightside_uk'],
      instagram: ['https://www.instagram.com/brightside.studio'],
      youtube: ['https://www.youtube.com/@brightsidestudio'],
      linkedin: ['https://www.linkedin.com/company/brightside-studio'],
    });
    expect(s.tags).toEqual(
      expect.arrayContaining([
        { kind: 'googleAnalytics4', id: 'G-AB12CD34EF' },
        { kind: 'googleAnalytics', id: 'UA-87654321-2' },
        { kind: 'googleAds', id: 'AW-987654321' },
        { kind: 'googleTagManager', id: 'GTM-K9X2ZQ7' },
        { kind: 'facebookPixel', id: '123456789012345' },
        { kind: 'hotjar', id: '3456789' },
        { kind: 'microsoftClarity', id: 'k3j4h5g6f7' },
      ]),
    );
    expect(s.backlinkDomains).toEqual(
      expect.arrayContaining(['github.com', 'mozilla.org', 'partner-agency.test']),
    );
    expect(s.subdomainsSeen).toEqual([
      'blog.contacts-site.test',
      'cdn.contacts-site.test',
      'shop.contacts-site.test',
    ]);
    expect(s).toMatchObject({ language: 'en', languageTag: 'en-GB', languageSource: 'html' });
  });

  it('ads.txt advertisers', async () => {
    const r = await crawler.crawlSite('ads-site.test');
    expect(r.site.advertisers).toEqual([
      'google.com',
      'appnexus.com',
      'rubiconproject.com',
      'criteo.com',
      'openx.com',
    ]);
    expect(r.site.adsTxt[0]).toEqual({
      domain: 'google.com',
      publisherId: 'pub-1234567890123456',
      relationship: 'DIRECT',
      certificationId: 'f08c47fec0942fa0',
    });
    expect(r.site.tags).toContainEqual({ kind: 'adsense', id: 'ca-pub-1234567890123456' });
  });

  it('decodes gzip and the declared charset', async () => {
    const r = await crawler.crawlSite('gzip-site.test');
    expect(r.site.title).toBe('Café de la Gare');
    expect(r.signals.text).toContain('Crêpes et café.');
  });
});

describe('outcomes', () => {
  it('records a cross-host redirect chain and the final host', async () => {
    const r = await crawler.crawlSite('redirect-start.test');
    expect(r.outcome).toMatchObject({ kind: 'redirected', status: 200 });
    expect(r.finalUrl).toBe('https://redirect-final.test/home');
    expect(r.finalHost).toBe('redirect-final.test');
    expect(r.redirectChain).toEqual([
      { url: 'https://redirect-start.test/', status: 301, location: 'https://redirect-middle.test/' },
      { url: 'https://redirect-middle.test/', status: 302, location: 'https://redirect-final.test/home' },
    ]);
  });

  it('a redirect to www. stays ok', async () => {
    const r = await crawler.crawlSite('www-redirect.test');
    expect(r.outcome.kind).toBe('ok');
    expect(r.finalHost).toBe('www.www-redirect.test');
  });

  it('refuses a redirect to 127.0.0.1 without sending it', async () => {
    const before = farm.requests.length;
    const r = await crawler.crawlSite('redirect-to-loopback.test');
    expect(r.outcome).toEqual({ kind: 'refused', reason: 'refused: 127.0.0.1 is a loopback address' });
    expect(r.redirectChain).toHaveLength(1);
    const seen = farm.requests.slice(before);
    expect(seen.some((q) => q.path === '/admin')).toBe(false);
    expect(seen.every((q) => q.host === 'redirect-to-loopback.test')).toBe(true);
  });

  it('refuses a redirect to a name resolving to loopback that is not allow-listed', async () => {
    const r = await crawler.crawlSite('redirect-to-internal.test');
    expect(r.outcome.kind).toBe('refused');
    expect(r.outcome.reason).toBe('refused: internal.test resolves to 127.0.0.1, a loopback address');
    expect(farm.requestsFor('internal.test')).toEqual([]);
  });

  it('refuses loopback targets given directly, in any spelling, without a request', async () => {
    const before = farm.requests.length;
    for (const target of ['127.0.0.1', '2130706433', '0x7f000001', '[::1]', 'localhost', 'internal.test']) {
      const r = await crawler.crawlSite(target);
      expect(r.outcome.kind, target).toBe('refused');
      expect(r.outcome.reason, target).toMatch(/^refused: .*(loopback)/);
      expect(r.requests).toBe(0);
    }
    expect(farm.requests.length).toBe(before);
  });

  it('offline → connection refused (HTTPS and HTTP tried)', async () => {
    const r = await crawler.crawlSite('offline.test');
    expect(r.outcome).toMatchObject({ kind: 'connectionRefused', code: 'ECONNREFUSED' });
    expect(r.finalUrl).toBeNull();
  });

  it('expired certificate → TLS error, with the certificate still described', async () => {
    const r = await crawler.crawlSite('expired-cert.test');
    expect(r.outcome).toMatchObject({ kind: 'tlsError', code: 'CERT_HAS_EXPIRED' });
    expect(r.certificate).toMatchObject({
      issuer: 'TechCensus Test CA',
      validTo: '2020-02-01T00:00:00.000Z',
      expired: true,
      error: 'CERT_HAS_EXPIRED',
    });
    expect(farm.requestsFor('expired-cert.test')).toEqual([]);
  });

  it('a certificate that does not name the host → TLS error, nothing sent, the certificate described', async () => {
    // The farm's certificate covers *.bench.test, which does not match two labels down.
    const host = 'deep.site0.bench.test';
    const before = farm.requests.length;
    // HTTPS goes to the farm's TLS listener, plain HTTP to a closed port.
    const strict = createCrawler(
      config(farm, {
        allowHosts: [host],
        lookup: async () => [{ address: '127.0.0.1', family: 4 }],
        connectPort: (_h, protocol, port) =>
          protocol === 'https:' ? farm.httpsPort : farm.connectPort('offline.test', protocol, port),
      }),
    );
    try {
      const r = await strict.crawlSite(host);
      expect(r.outcome).toMatchObject({ kind: 'tlsError', code: 'ERR_TLS_CERT_ALTNAME_INVALID' });
      expect(r.certificate).toMatchObject({
        issuer: 'TechCensus Test CA',
        expired: false,
        error: 'ERR_TLS_CERT_ALTNAME_INVALID',
      });
      expect(farm.requests.length).toBe(before);
    } finally {
      await strict.close();
    }
  });

  it('plain HTTP when nothing listens on 443', async () => {
    const r = await crawler.crawlSite('http-only.test');
    expect(r.outcome.kind).toBe('ok');
    expect(r.finalUrl).toBe('http://http-only.test/');
    expect(r.site.accessViaHttp).toBe(true);
  });

  it('caps a 5 MB page', async () => {
    const r = await crawler.crawlSite('huge-page.test');
    expect(r.outcome.kind).toBe('ok');
    expect(r.site.truncated).toBe(true);
    expect(Buffer.byteLength(r.signals.html ?? '')).toBeLessThanOrEqual(2 * 1024 * 1024);
  });

  it('honours robots.txt Disallow: / for every agent and for ours by name', async () => {
    for (const host of ['robots-disallow.test', 'robots-ours.test']) {
      const r = await crawler.crawlSite(host);
      expect(r.outcome.kind, host).toBe('robotsDisallowed');
      expect(farm.requestsFor(host).map((q) => q.path)).not.toContain('/');
    }
  });

  it('recognises bot walls as blocked', async () => {
    const walls: [string, string][] = [
      ['cloudflare-challenge.test', 'cloudflare-challenge'],
      ['akamai-blocked.test', 'akamai'],
      ['datadome-blocked.test', 'datadome'],
    ];
    for (const [host, wall] of walls) {
      const r = await crawler.crawlSite(host);
      expect(r.outcome, host).toMatchObject({ kind: 'blocked', status: 403, wall });
      expect(r.signals.html).toBeUndefined();
    }
  });

  it('HTTP errors keep their status', async () => {
    expect((await crawler.crawlSite('not-found.test')).outcome).toMatchObject({
      kind: 'httpError',
      status: 404,
    });
    expect((await crawler.crawlSite('server-error.test')).outcome).toMatchObject({
      kind: 'httpError',
      status: 500,
    });
  });

  it('redirect loops and long chains stop', async () => {
    expect((await crawler.crawlSite('redirect-loop.test')).outcome.kind).toBe('tooManyRedirects');
    const many = await crawler.crawlSite('redirect-many.test');
    expect(many.outcome.kind).toBe('tooManyRedirects');
    expect(many.redirectChain).toHaveLength(11);
  });

  it('unknown names → DNS failure', async () => {
    const r = await crawler.crawlSite('no-such-site.test');
    expect(r.outcome).toMatchObject({ kind: 'dnsFailure', code: 'ENOTFOUND' });
  });

  it('a slow site times out', async () => {
    const quick = createCrawler(config(farm, { totalTimeoutMs: 400 }));
    try {
      const r = await quick.crawlSite('slow-site.test');
      expect(r.outcome.kind).toBe('timeout');
    } finally {
      await quick.close();
    }
  });
});

describe('politeness', () => {
  it('spaces requests to one host', async () => {
    const polite = createCrawler(config(farm, { perHostIntervalMs: 120 }));
    try {
      const before = farm.requests.length;
      const r = await polite.crawlSite('jquery-legacy.test');
      expect(r.requests).toBeGreaterThanOrEqual(5); // robots, page, 2 scripts, 1 sheet, ads.txt
      const times = farm.requests
        .slice(before)
        .filter((q) => q.host === 'jquery-legacy.test')
        .map((q) => q.at);
      for (let i = 1; i < times.length; i++) expect(times[i] - times[i - 1]).toBeGreaterThanOrEqual(100);
    } finally {
      await polite.close();
    }
  });

  it('honours DNS records when a resolver is given', async () => {
    const r = await crawler.crawlSite('hugo-static.test', {
      dns: {
        resolve: async (host, type) =>
          type === 'MX' ? [`mx.${host}`] : type === 'TXT' ? ['v=spf1 include:_spf.google.com ~all'] : [],
      },
    });
    expect(r.signals.dns).toEqual({
      MX: ['mx.hugo-static.test'],
      TXT: ['v=spf1 include:_spf.google.com ~all'],
    });
  });
});
