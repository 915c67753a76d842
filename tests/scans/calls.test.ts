// The website's scan calls end to end on every engine: each rule with its message and status, in
// the spec's order, the job through the real crawler (SSRF guard included) and engine, the
// reports shaped from the site document and the real CVE data, and who may read which scan.

import {
  ACCOUNT_MESSAGES,
  CAPTCHA_REQUIRED_MESSAGE,
  INVALID_DOMAIN_MESSAGE,
  SCAN_MESSAGES,
  SCAN_NOT_PERMITTED_MESSAGE,
} from '@techcensus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Farm } from '../../fixtures/farm/farm.ts';
import type { RunningServer } from '../../server/src/main.ts';
import { named, serverEngines } from '../support/engines.ts';
import { loadCveSample } from '../support/sites.ts';
import {
  crawlerHooks,
  INTRANET_SITE,
  JQUERY_SITE,
  ownerAccount,
  REDIRECTING_SITE,
  SCAN_SERVER_ENV,
  scanClient,
  settle,
  startScanFarm,
  WP_SITE,
} from './support.ts';

let farm: Farm;
beforeAll(async () => {
  farm = await startScanFarm();
});
afterAll(async () => {
  await farm?.close();
});

const SCANS_PER_HOUR = 4;

describe.each(
  named(
    serverEngines(
      { ...SCAN_SERVER_ENV, SCAN_RATE_LIMIT: String(SCANS_PER_HOUR) },
      crawlerHooks(() => farm),
    ),
  ),
)('website scan calls on %s', (_name, engine) => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await engine.open();
    await loadCveSample(server.db);
  });
  afterAll(async () => {
    await server?.close();
  });

  describe('technology scans', () => {
    it('refuses bad input with the spec message, domain rules before the captcha', async () => {
      const c = scanClient(server.url);
      const start = (body: unknown) => c.post('/technology-scan/api-scan', body);
      const cases: [unknown, number, string][] = [
        [{ domain: 'not a domain' }, 400, INVALID_DOMAIN_MESSAGE],
        [{ domain: '' }, 400, INVALID_DOMAIN_MESSAGE],
        [{ domain: '10.0.0.1' }, 400, INVALID_DOMAIN_MESSAGE],
        [{ domain: 'http://localhost:8080/' }, 400, INVALID_DOMAIN_MESSAGE],
        [{ domain: 'www.whitehouse.gov' }, 403, SCAN_NOT_PERMITTED_MESSAGE],
        [{ domain: 'army.mil.uk' }, 403, SCAN_NOT_PERMITTED_MESSAGE],
        [{ domain: WP_SITE }, 400, CAPTCHA_REQUIRED_MESSAGE],
        [{ domain: WP_SITE, captcha: '   ' }, 400, CAPTCHA_REQUIRED_MESSAGE],
        [{ domain: WP_SITE, captcha: 'forged' }, 400, ACCOUNT_MESSAGES.captchaFailed],
      ];
      for (const [body, status, err] of cases) {
        const r = await start(body);
        expect([r.status, r.body.err], JSON.stringify(body)).toEqual([status, err]);
      }
      const malformed = await start({ domain: 42 });
      expect(malformed.status).toBe(400);
      expect(malformed.body.code).toBe('validation_failed');
      const noCsrf = await c.post('/technology-scan/api-scan', { domain: WP_SITE }, { csrf: false });
      expect(noCsrf.status).toBe(403);
    });

    it('scans anonymously; the report is readable by its id and nothing else', async () => {
      const c = scanClient(server.url);
      const r = await c.post('/technology-scan/api-scan', {
        domain: `https://WWW.${WP_SITE.toUpperCase()}/shop`,
        captcha: await c.captcha(),
      });
      expect(r.status).toBe(200);
      expect(r.body.results).toEqual({ status: 'started', scanId: expect.any(String) });
      const id = (r.body.results as { scanId: string }).scanId;

      const done = await settle(scanClient(server.url), `/technology-scan/api-scan-results?scanid=${id}`);
      expect(done.status).toBe(200);
      const results = done.body.results as {
        status: string;
        technologies: { Technology: string; Version: string | null; Category: string }[];
        domainInfo: { redirect: string | null };
      };
      expect(results.status).toBe('completed');
      expect(results.technologies).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ Technology: 'WordPress', Version: '6.4.2' }),
          // The page loads jQuery without naming its version where the static engine reads it.
          expect.objectContaining({ Technology: 'jQuery', Version: null }),
        ]),
      );
      expect(results.domainInfo).toEqual({ redirect: null });
      // The scan wrote the site into the index, so its profile exists now.
      expect((await server.siteIndex.get(WP_SITE))?.technologies.map((t) => t.slug)).toContain('wordpress');

      const page = await scanClient(server.url).get(`/technology-scan/results/api?scanid=${id}`);
      expect(page.status).toBe(200);
      expect(page.body.results).toMatchObject({
        Domain: WP_SITE,
        ScanId: id,
        ScanResults: { status: 'completed' },
      });

      for (const bad of ['', 'nope', '00000000-0000-4000-8000-000000000000']) {
        const miss = await c.get(`/technology-scan/api-scan-results?scanid=${bad}`);
        expect([miss.status, miss.body]).toEqual([404, { result404: { title: SCAN_MESSAGES.unknownScan } }]);
      }
      // A technology scan is not a security report.
      const other = await c.get(`/cve-security-scan/api-results?scanid=${id}`);
      expect(other.status).toBe(404);
    }, 60_000);

    it('a redirecting site: the report names where it went', async () => {
      const c = scanClient(server.url);
      const r = await c.post('/technology-scan/api-scan', {
        domain: REDIRECTING_SITE,
        captcha: await c.captcha(),
      });
      const id = (r.body.results as { scanId: string }).scanId;
      const done = await settle(c, `/technology-scan/api-scan-results?scanid=${id}`);
      expect(done.body.results).toMatchObject({
        status: 'completed',
        domainInfo: { redirect: 'redirect-final.test' },
      });
    }, 60_000);

    it('a private address is refused by the SSRF guard: the scan fails in plain words and writes nothing', async () => {
      const c = scanClient(server.url);
      const r = await c.post('/technology-scan/api-scan', {
        domain: INTRANET_SITE,
        captcha: await c.captcha(),
      });
      expect(r.status).toBe(200);
      const id = (r.body.results as { scanId: string }).scanId;
      const done = await settle(c, `/technology-scan/api-scan-results?scanid=${id}`);
      expect(done.body.results).toMatchObject({
        status: 'failed',
        error: 'The address is not a public web site.',
        technologies: [],
      });
      // What the name resolves to is for the log, never for the visitor.
      // The page's own links name the server's address; the refusal must not name the site's.
      for (const path of [
        `/technology-scan/api-scan-results?scanid=${id}`,
        `/technology-scan/results/api?scanid=${id}`,
      ])
        expect(JSON.stringify((await c.get(path)).body).replaceAll(server.url, ''), path).not.toMatch(
          /127\.0\.0\.1|loopback|resolves/,
        );
      expect(farm.requestsFor(INTRANET_SITE)).toEqual([]);
      // A refused scan writes nothing: no document, no public page.
      expect(await server.siteIndex.get(INTRANET_SITE)).toBeNull();
      expect((await c.get(`/website/${INTRANET_SITE}/api`)).status).toBe(404);
    }, 60_000);

    it('a domain removed by its owner is refused before anything else is checked', async () => {
      await server.db.query(
        "INSERT INTO domain_suppressions (domain, email) VALUES ('removed-site.com', 'o@removed-site.com')",
      );
      const c = scanClient(server.url);
      const removed = await c.post('/technology-scan/api-scan', { domain: 'www.removed-site.com' });
      expect([removed.status, removed.body.err]).toEqual([403, SCAN_NOT_PERMITTED_MESSAGE]);
    });

    it('a flood from one address hits the limit: 429 with the message and Retry-After', async () => {
      const c = scanClient(server.url);
      for (let i = 0; i < SCANS_PER_HOUR; i++) {
        const ok = await c.post('/technology-scan/api-scan', { domain: WP_SITE, captcha: await c.captcha() });
        expect(ok.status).toBe(200);
      }
      const over = await c.post('/technology-scan/api-scan', { domain: WP_SITE, captcha: await c.captcha() });
      expect(over.status).toBe(429);
      expect(over.body.err).toMatch(/^Too many scans\. Please try again in \d+ minutes\.$/);
      expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
      // Another address is not affected.
      const elsewhere = scanClient(server.url);
      const fine = await elsewhere.post('/technology-scan/api-scan', {
        domain: WP_SITE,
        captcha: await elsewhere.captcha(),
      });
      expect(fine.status).toBe(200);
    }, 60_000);
  });

  describe('security scans', () => {
    const fullScan = (c: ReturnType<typeof scanClient>, body: Record<string, unknown>) =>
      c.post('/cve-security-scan/api-full-scan', body);

    it('needs the permission and verified ownership, each refused with its message', async () => {
      const stranger = await ownerAccount(server.db);
      const owner = await ownerAccount(server.db, [JQUERY_SITE]);
      const anonymous = scanClient(server.url);
      const cases: [ReturnType<typeof scanClient>, Record<string, unknown>, number, string][] = [
        [anonymous, { domain: 'bad domain', permissionToScan: true }, 400, INVALID_DOMAIN_MESSAGE],
        [anonymous, { domain: 'nasa.gov', permissionToScan: true }, 403, SCAN_NOT_PERMITTED_MESSAGE],
        [anonymous, { domain: JQUERY_SITE, permissionToScan: true }, 403, SCAN_MESSAGES.ownershipRequired],
        [scanClient(server.url, owner), { domain: JQUERY_SITE }, 403, SCAN_MESSAGES.permissionRequired],
        [
          scanClient(server.url, owner),
          { domain: JQUERY_SITE, permissionToScan: false },
          403,
          SCAN_MESSAGES.permissionRequired,
        ],
        [
          scanClient(server.url, stranger),
          { domain: JQUERY_SITE, permissionToScan: true },
          403,
          SCAN_MESSAGES.ownershipRequired,
        ],
        [
          scanClient(server.url, owner),
          { domain: WP_SITE, permissionToScan: true },
          403,
          SCAN_MESSAGES.ownershipRequired,
        ],
      ];
      for (const [client, body, status, err] of cases) {
        const r = await fullScan(client, body);
        expect([r.status, r.body.err], JSON.stringify(body)).toEqual([status, err]);
      }
    });

    it('one account is limited from any number of addresses; malformed bodies are 400', async () => {
      const owner = await ownerAccount(server.db, [JQUERY_SITE]);
      const body = { domain: JQUERY_SITE, permissionToScan: true };
      for (let i = 0; i < SCANS_PER_HOUR; i++)
        expect((await fullScan(scanClient(server.url, owner), body)).status).toBe(200);
      const over = await fullScan(scanClient(server.url, owner), body);
      expect([over.status, over.body.code]).toEqual([429, 'rate_limited']);
      expect(over.body.err).toMatch(/^Too many scans\./);

      const bad = await fullScan(scanClient(server.url, owner), {
        domain: JQUERY_SITE,
        permissionToScan: 'yes',
      });
      expect([bad.status, bad.body.code]).toEqual([400, 'validation_failed']);
      const noCve = await scanClient(server.url, owner).post('/cve-security-scan/api-scan', body);
      expect([noCve.status, noCve.body.code]).toEqual([400, 'validation_failed']);
    }, 60_000);

    it('finds the real CVEs of the detected versions; only the owner reads the report', async () => {
      const owner = await ownerAccount(server.db, [JQUERY_SITE]);
      const c = scanClient(server.url, owner);
      const r = await fullScan(c, { domain: `www.${JQUERY_SITE}`, permissionToScan: true, deepScan: false });
      expect(r.status).toBe(200);
      expect(r.body.results).toEqual({
        status: 'started',
        scanId: expect.any(String),
        domainToBeScanned: JQUERY_SITE,
      });
      const id = (r.body.results as { scanId: string }).scanId;
      const done = await settle(c, `/cve-security-scan/api-results?scanid=${id}`);
      const results = done.body.results as {
        status: string;
        cves: { Technology: string; Version: string; CVE: string[]; Category: string }[];
      };
      expect(results.status).toBe('completed');
      const jquery = results.cves.find((row) => row.Technology === 'jQuery');
      expect(jquery).toMatchObject({ Version: '1.8.3' });
      expect(jquery?.CVE).toEqual(expect.arrayContaining(['CVE-2019-11358', 'CVE-2020-11022']));
      const ui = results.cves.find((row) => row.Technology === 'jQuery UI');
      expect(ui?.CVE).toEqual(expect.arrayContaining(['CVE-2021-41184', 'CVE-2022-31160']));
      // Newest first, as the table lists them.
      expect(jquery?.CVE.indexOf('CVE-2020-11022')).toBeLessThan(jquery?.CVE.indexOf('CVE-2019-11358') ?? -1);

      const stranger = scanClient(server.url, await ownerAccount(server.db, [JQUERY_SITE]));
      expect((await stranger.get(`/cve-security-scan/api-results?scanid=${id}`)).status).toBe(404);
      expect((await scanClient(server.url).get(`/cve-security-scan/api-results?scanid=${id}`)).status).toBe(
        404,
      );
      const anonymousPage = await scanClient(server.url).get(`/cve-security-scan/results/api?scanid=${id}`);
      expect([anonymousPage.status, anonymousPage.body.resultLoginRequired]).toEqual([401, true]);
      const page = await c.get(`/cve-security-scan/results/api?scanid=${id}`);
      expect(page.body.results).toMatchObject({ Domain: JQUERY_SITE, Sample: false });
    }, 60_000);

    it('single-CVE scans: the CVE must be known, the captcha solved, the domain owned', async () => {
      const owner = await ownerAccount(server.db, [WP_SITE]);
      const c = scanClient(server.url, owner);
      const start = (body: Record<string, unknown>) => c.post('/cve-security-scan/api-scan', body);
      const base = { domain: WP_SITE, permissionToScan: true };
      const cases: [Record<string, unknown>, number, string][] = [
        [{ ...base, domain: 'nope', cve: 'CVE-2024-31210' }, 400, INVALID_DOMAIN_MESSAGE],
        [{ ...base, cve: 'CVE-1999-0001' }, 400, SCAN_MESSAGES.unknownCve],
        [{ ...base, cve: 'not-a-cve' }, 400, SCAN_MESSAGES.unknownCve],
        [{ ...base, cve: 'CVE-2024-31210' }, 400, CAPTCHA_REQUIRED_MESSAGE],
        [
          { ...base, permissionToScan: false, cve: 'CVE-2024-31210', captcha: await c.captcha() },
          403,
          SCAN_MESSAGES.permissionRequired,
        ],
        [
          { ...base, domain: JQUERY_SITE, cve: 'CVE-2024-31210', captcha: await c.captcha() },
          403,
          SCAN_MESSAGES.ownershipRequired,
        ],
      ];
      for (const [body, status, err] of cases) {
        const r = await start(body);
        expect([r.status, r.body.err], JSON.stringify(body)).toEqual([status, err]);
      }
    });

    it.each([
      [
        'CVE-2024-31210',
        { vulnerable: true, canDetectVulnerability: true, technology: 'WordPress', version: '6.4.2' },
      ],
      [
        'cve-2022-21661',
        { vulnerable: false, canDetectVulnerability: true, technology: 'WordPress', version: '6.4.2' },
      ],
      [
        'CVE-2019-11358',
        {
          vulnerable: false,
          canDetectVulnerability: false,
          detectedTechnology: true,
          version: null,
          cannotDetectVulnerabilityReason: 'jQuery was detected, but the website does not show its version.',
        },
      ],
      [
        'CVE-2021-41184',
        {
          vulnerable: false,
          canDetectVulnerability: false,
          detectedTechnology: false,
          cannotDetectVulnerabilityReason: 'jQuery UI was not detected on this website.',
        },
      ],
    ])(
      'single-CVE verdict for %s',
      async (cve, verdict) => {
        const owner = await ownerAccount(server.db, [WP_SITE]);
        const c = scanClient(server.url, owner);
        const r = await c.post('/cve-security-scan/api-scan', {
          cve,
          domain: WP_SITE,
          permissionToScan: true,
          captcha: await c.captcha(),
        });
        expect(r.status).toBe(200);
        const id = (r.body.results as { scanId: string }).scanId;
        const done = await settle(c, `/cve-security-scan/${cve.toUpperCase()}/api-results?scanid=${id}`);
        expect(done.body.results).toMatchObject({ status: 'completed', ...verdict });
        // The same scan under another CVE's address is no scan at all.
        const wrong = await c.get(`/cve-security-scan/CVE-2014-0160/api-results?scanid=${id}`);
        expect(wrong.status).toBe(404);
      },
      60_000,
    );
  });

  describe('page data', () => {
    it('forms: prefill, FAQ, whether a CVE can be tested, the visitor verified domains', async () => {
      const tech = await scanClient(server.url).get(`/technology-scan/api?website=https://www.${WP_SITE}/`);
      expect(tech.body.results).toMatchObject({ Domain: WP_SITE, ReCaptchaSiteKey: null });
      expect((tech.body.results as { faqs: unknown[] }).faqs.length).toBeGreaterThan(2);

      const owner = await ownerAccount(server.db, [JQUERY_SITE]);
      const security = await scanClient(server.url, owner).get('/cve-security-scan/api?website=nasa.gov');
      expect(security.body.results).toMatchObject({ Domain: '', CVE: null, VerifiedDomains: [JQUERY_SITE] });

      const testable = await scanClient(server.url).get('/cve-security-scan/cve-2019-11358/api');
      expect(testable.body.results).toMatchObject({
        CVE: 'CVE-2019-11358',
        CanTestCVE: true,
        VerifiedDomains: [],
      });
      const untestable = await scanClient(server.url).get('/cve-security-scan/CVE-2021-44228/api');
      expect(untestable.body.results).toMatchObject({ CVE: 'CVE-2021-44228', CanTestCVE: false });
      const garbage = await scanClient(server.url).get('/cve-security-scan/garbage/api');
      expect([garbage.status, garbage.body.result404]).toEqual([404, { title: SCAN_MESSAGES.unknownCve }]);
    });

    it('scan-sample: the sample report with real CVEs and the site name omitted', async () => {
      const r = await scanClient(server.url).get('/cve-security-scan/results/api?scanid=scan-sample');
      expect(r.status).toBe(200);
      const results = r.body.results as {
        Domain: string;
        Sample: boolean;
        ScanResults: { status: string; cves: { Technology: string; CVE: string[] }[] };
      };
      expect(results).toMatchObject({ Domain: SCAN_MESSAGES.sampleDomain, Sample: true });
      expect(results.ScanResults.status).toBe('completed');
      const wordpress = results.ScanResults.cves.find((row) => row.Technology === 'WordPress');
      expect(wordpress?.CVE).toContain('CVE-2022-21661');
      expect(JSON.stringify(r.body)).not.toMatch(/fixture|\.test\b/);
      const call = await scanClient(server.url).get('/cve-security-scan/api-results?scanid=scan-sample');
      expect(call.body.results).toEqual(results.ScanResults);
    });

    it('unknown scans are 404 with the message, never a 500', async () => {
      for (const path of [
        '/technology-scan/results/api',
        '/technology-scan/results/api?scanid=x',
        '/cve-security-scan/results/api?scanid=%27;drop',
        '/cve-security-scan/CVE-2019-11358/results/api?scanid=00000000-0000-4000-8000-000000000000',
      ]) {
        const r = await scanClient(server.url).get(path);
        expect([r.status, r.body.result404], path).toEqual([404, { title: SCAN_MESSAGES.unknownScan }]);
      }
    });
  });
});
