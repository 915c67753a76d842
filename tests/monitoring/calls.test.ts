// The monitoring calls and pages over HTTP with bad input: every refusal is a 4xx with the
// spec's words, never a 500. Runs on every store engine.

import {
  ACCOUNT_MESSAGES,
  AccountResults,
  INVALID_DOMAIN_MESSAGE,
  MONITORING_MESSAGES,
  MonitoredWebsitesResults,
  MonitoringAddWebsiteResults,
  MonitoringDetailResults,
  MonitoringHomeResults,
  MonitoringSampleEmailResults,
  monitoringLimitMessage,
  pageEnvelope,
  SCAN_MESSAGES,
  SCAN_NOT_PERMITTED_MESSAGE,
  subscriptionPlan,
} from '@techcensus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Farm } from '../../fixtures/farm/farm.ts';
import type { RunningServer } from '../../server/src/main.ts';
import { Client, type Mailbox, startMailbox } from '../accounts/support.ts';
import { crawlerHooks, INTRANET_SITE, startScanFarm, WP_SITE } from '../scans/support.ts';
import { named, serverEngines } from '../support/engines.ts';
import { generateSite, removeAsOwner } from '../support/sites.ts';
import { eventually, monitoringAccount, monitoringEnv, monitoringIdle } from './support.ts';

const mailbox: Mailbox = await startMailbox();
let farm: Farm;
beforeAll(async () => {
  farm = await startScanFarm();
});
afterAll(async () => {
  await farm?.close();
  await mailbox.close();
});

const add = (client: Client, body: Record<string, unknown>) =>
  client.post('/monitoring/api-add-website', {
    technology: true,
    security: false,
    permissionToScan: false,
    ...body,
  });

/** SCAN_RATE_LIMIT of these servers: monitoring adds draw on the scan limits. */
const SCANS_PER_HOUR = 4;

describe.each(
  named(
    serverEngines(
      { ...monitoringEnv(mailbox), SCAN_RATE_LIMIT: String(SCANS_PER_HOUR) },
      crawlerHooks(() => farm),
    ),
  ),
)('monitoring calls on %s', (_name, engine) => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await engine.open();
  }, 60_000);
  afterAll(async () => {
    if (server) await monitoringIdle(server);
    await server?.close();
  });

  it('anonymous visitors: calls answer 401 "Please log in first.", account pages ask for a login', async () => {
    const anon = new Client(server.url);
    const added = await add(anon, { website: WP_SITE });
    expect([added.status, added.body.err]).toEqual([401, ACCOUNT_MESSAGES.loginRequired]);
    const removed = await anon.get(`/monitoring/api-delete-website?website=${WP_SITE}`);
    expect([removed.status, removed.body.err]).toEqual([401, ACCOUNT_MESSAGES.loginRequired]);
    for (const path of [
      '/monitoring/websites/api',
      '/monitoring/add-website/api',
      `/monitoring/${WP_SITE}/api`,
    ]) {
      const page = await anon.get(path);
      expect(page.status, path).toBe(401);
      expect(page.body).toMatchObject({ resultLoginRequired: true, User: { LoggedIn: false } });
    }
    // The marketing page, the sample report and the sample e-mails are public.
    const home = pageEnvelope(MonitoringHomeResults).parse((await anon.get('/monitoring/api')).body);
    expect(home.results?.MonitoredWebsitesCount).toBe(0);
    const sample = pageEnvelope(MonitoringDetailResults).parse(
      (await anon.get('/monitoring/sample/api')).body,
    );
    expect(sample.results?.Sample).toBe(true);
    expect(sample.results?.MonitoredWebsite.ScanHistory).toHaveLength(4);
    const mails = pageEnvelope(MonitoringSampleEmailResults).parse(
      (await anon.get('/monitoring/sample-notification-email/api')).body,
    );
    expect(mails.results?.Emails.map((e) => e.Title)).toEqual(['Security update', 'Technology update']);
    expect(mails.results?.Emails[0].Text).toContain(MONITORING_MESSAGES.cveAdded);

    // Rendered on the server as well: the button by state, the sample report and the sample mails.
    const html = async (path: string) => {
      const r = await anon.get(path, { headers: { accept: 'text/html' } });
      expect(r.status, path).toBe(200);
      // React separates adjacent text with empty comments.
      return String(r.body.text).replaceAll('<!-- -->', '');
    };
    expect(await html('/monitoring')).toContain(MONITORING_MESSAGES.setupButton);
    const report = await html('/monitoring/sample');
    for (const text of [
      'Sample report: example-store.com',
      'Technology upgraded',
      'CVE-2020-11022',
      'id="eventhistory"',
    ])
      expect(report).toContain(text);
    const samples = await html('/monitoring/sample-notification-email');
    expect(samples).toContain('Subject:</strong> Security update: example-store.com');
    expect(samples).toContain('Subject:</strong> Technology update: example-store.com');
  });

  it('refuses unreadable, government and missing domains, and a request with nothing to monitor', async () => {
    const client = await monitoringAccount(server, mailbox);
    for (const website of ['', '   ', 'not a domain', 'http://localhost', '127.0.0.1', 'x'.repeat(300)]) {
      const r = await add(client, { website });
      expect([r.status, r.body.err], website).toEqual([400, INVALID_DOMAIN_MESSAGE]);
    }
    for (const website of ['whitehouse.gov', 'army.mil', 'https://www.gov.uk/x', 'defence.mil.au']) {
      const r = await add(client, { website });
      expect([r.status, r.body.err], website).toEqual([400, SCAN_NOT_PERMITTED_MESSAGE]);
    }
    // A domain its owner had removed from the dataset is not watched either.
    await removeAsOwner(server, 'removed-by-owner.com', 'owner@removed-by-owner.com');
    for (const website of ['removed-by-owner.com', 'shop.removed-by-owner.com']) {
      const r = await add(client, { website });
      expect([r.status, r.body.err], website).toEqual([403, SCAN_NOT_PERMITTED_MESSAGE]);
    }
    const nothing = await add(client, { website: WP_SITE, technology: false, security: false });
    expect([nothing.status, nothing.body.err]).toEqual([400, MONITORING_MESSAGES.nothingToMonitor]);
    const malformed = await client.post('/monitoring/api-add-website', { website: 42 });
    expect(malformed.status).toBe(400);
    expect(malformed.body.code).toBe('validation_failed');
    const list = pageEnvelope(MonitoredWebsitesResults).parse(
      (await client.get('/monitoring/websites/api')).body,
    );
    expect(list.results?.MonitoredWebsites).toEqual([]);
  });

  it('security monitoring needs the permission and verified ownership', async () => {
    const stranger = await monitoringAccount(server, mailbox);
    const noPermission = await add(stranger, { website: WP_SITE, security: true });
    expect([noPermission.status, noPermission.body.err]).toEqual([
      400,
      MONITORING_MESSAGES.permissionRequired,
    ]);
    const notOwner = await add(stranger, { website: WP_SITE, security: true, permissionToScan: true });
    expect([notOwner.status, notOwner.body.err]).toEqual([403, MONITORING_MESSAGES.ownershipRequired]);

    // An account whose e-mail is on the domain owns it (part 2 §1).
    const owner = await monitoringAccount(server, mailbox, WP_SITE);
    const form = pageEnvelope(MonitoringAddWebsiteResults).parse(
      (await owner.get(`/monitoring/add-website/api?website=${encodeURIComponent(`  ${WP_SITE} `)}`)).body,
    );
    expect(form.results).toMatchObject({
      Website: WP_SITE,
      VerifiedDomains: [WP_SITE],
      MonitoredWebsitesCount: 0,
      MaxMonitoredWebsitesCount: 1,
    });
    const ok = await add(owner, {
      website: `https://www.${WP_SITE.toUpperCase()}/`,
      security: true,
      permissionToScan: true,
    });
    expect([ok.status, ok.body]).toEqual([200, { results: { status: 'success', website: WP_SITE } }]);
    const detail = pageEnvelope(MonitoringDetailResults).parse(
      (await owner.get(`/monitoring/${WP_SITE}/api`)).body,
    );
    expect(detail.results?.MonitoredWebsite.Options).toEqual({
      MonitorTechnologies: true,
      MonitorSecurity: true,
    });
    // Another account cannot see it: the same 404 as a website nobody monitors.
    expect((await stranger.get(`/monitoring/${WP_SITE}/api`)).status).toBe(404);
    expect((await owner.get('/monitoring/not-a-domain/api')).status).toBe(404);
    await eventually(async () => {
      const r = pageEnvelope(MonitoringDetailResults).parse(
        (await owner.get(`/monitoring/${WP_SITE}/api`)).body,
      );
      return r.results?.MonitoredWebsite.LastScan;
    }, 'the first scan');
  }, 60_000);

  it('a duplicate is refused, the plan limit is said in the spec words, and deleting frees the place', async () => {
    const client = await monitoringAccount(server, mailbox);
    expect((await add(client, { website: 'example-one.com' })).status).toBe(200);
    const again = await add(client, { website: 'www.example-one.com' });
    expect([again.status, again.body.err]).toEqual([409, MONITORING_MESSAGES.alreadyMonitored]);
    const over = await add(client, { website: 'example-two.com' });
    expect([over.status, over.body.err]).toEqual([403, monitoringLimitMessage(1, 1)]);
    expect(over.body.err).toBe('You have used 1 out of the 1 website allowed by your subscription.');

    const home = pageEnvelope(MonitoringHomeResults).parse((await client.get('/monitoring/api')).body);
    expect(home.results?.MonitoredWebsitesCount).toBe(1);
    const account = pageEnvelope(AccountResults).parse((await client.get('/user/account/api')).body);
    expect(account.results?.Account.MonitoredWebsiteCount).toBe(1);

    // Deletion is a GET (part 2 §7): without the site's own header another site could trigger it.
    const forged = await client.get('/monitoring/api-delete-website?website=example-one.com', {
      csrf: false,
    });
    expect(forged.status).toBe(403);
    const invalid = await client.get('/monitoring/api-delete-website?website=');
    expect([invalid.status, invalid.body.err]).toEqual([400, INVALID_DOMAIN_MESSAGE]);
    const unknown = await client.get('/monitoring/api-delete-website?website=example-two.com');
    expect([unknown.status, unknown.body.err]).toEqual([404, MONITORING_MESSAGES.notMonitored]);
    const removed = await client.get('/monitoring/api-delete-website?website=example-one.com');
    expect([removed.status, removed.body]).toEqual([200, { results: { status: 'success' } }]);
    expect((await add(client, { website: 'example-two.com' })).status).toBe(200);
  });

  it("a subscription raises the limit to its plan's", async () => {
    const client = await monitoringAccount(server, mailbox);
    const checkout = await client.get('/purchase/subscription?type=basic&yearly=0');
    expect(checkout.status).toBe(303);
    const path = new URL(checkout.headers.get('location') ?? '').pathname;
    expect((await client.post(`${path}/pay`)).status).toBe(200);
    const basic = subscriptionPlan('basic');
    const form = pageEnvelope(MonitoringAddWebsiteResults).parse(
      (await client.get('/monitoring/add-website/api')).body,
    );
    expect(form.results?.MaxMonitoredWebsitesCount).toBe(basic?.MonitoredWebsites);
    for (const website of ['example-six.com', 'example-seven.com'])
      expect((await add(client, { website })).status, website).toBe(200);
    const list = pageEnvelope(MonitoredWebsitesResults).parse(
      (await client.get('/monitoring/websites/api')).body,
    );
    expect(list.results).toMatchObject({ MonitoredWebsitesCount: 2, MaxMonitoredWebsitesCount: 10 });
  });

  it("a website on a private address is added; its failed scan says so plainly and leaves the site's public page alone", async () => {
    // A demo site's document under that name, as a visitor of its profile sees it.
    const demo = { ...generateSite(0, { count: 1, seed: 7, now: new Date() }), domain: INTRANET_SITE };
    await server.siteIndex.upsert([demo]);
    const profile = async () => (await new Client(server.url).get(`/website/${INTRANET_SITE}/api`)).body;
    const before = await profile();
    expect(JSON.stringify(before)).not.toMatch(/did not succeed/);
    const count = (await server.siteIndex.countSample([], 0)).count;

    const client = await monitoringAccount(server, mailbox);
    expect((await add(client, { website: INTRANET_SITE })).status).toBe(200);
    const scan = await eventually(async () => {
      const r = pageEnvelope(MonitoringDetailResults).parse(
        (await client.get(`/monitoring/${INTRANET_SITE}/api`)).body,
      );
      return r.results?.MonitoredWebsite.LastScan;
    }, 'the refused scan');
    expect(scan.Success).toBe(false);
    // One plain sentence: what the name resolves to stays in the log.
    expect(scan.Error).toBe('The address is not a public web site.');
    const detail = await client.get(`/monitoring/${INTRANET_SITE}/api`);
    // The page's own links name the server's address; the refusal must not name the site's.
    expect(JSON.stringify(detail.body).replaceAll(server.url, '')).not.toMatch(
      /127\.0\.0\.1|loopback|resolves/,
    );
    expect(farm.requestsFor(INTRANET_SITE)).toEqual([]);

    expect(await profile()).toEqual(before);
    expect(await server.siteIndex.get(INTRANET_SITE)).toEqual(demo);
    expect((await server.siteIndex.countSample([], 0)).count).toBe(count);
    await server.siteIndex.remove(INTRANET_SITE);
  });

  it('after a failed scan the page says so, never "no security issues", and offers a scan again', async () => {
    const owner = await monitoringAccount(server, mailbox, INTRANET_SITE);
    expect(
      (await add(owner, { website: INTRANET_SITE, security: true, permissionToScan: true })).status,
    ).toBe(200);
    const detail = async () =>
      pageEnvelope(MonitoringDetailResults).parse((await owner.get(`/monitoring/${INTRANET_SITE}/api`)).body)
        .results!.MonitoredWebsite;
    await eventually(async () => (await detail()).LastScan, 'the refused scan');
    const page = await owner.get(`/monitoring/${INTRANET_SITE}`, { headers: { accept: 'text/html' } });
    const html = String(page.body.text);
    expect(html).not.toContain(SCAN_MESSAGES.noIssues);
    expect(html).toContain(MONITORING_MESSAGES.lastScanFailed);
    expect(html).toContain('The address is not a public web site.');
    expect(html).toContain(MONITORING_MESSAGES.securityNotChecked);
    expect(html).toMatch(
      new RegExp(`<button type="button" class="button">${MONITORING_MESSAGES.rescan}</button>`),
    );

    const rescan = (client: Client, website: string) =>
      client.post('/monitoring/api-rescan-website', { website });
    expect((await rescan(new Client(server.url), INTRANET_SITE)).status).toBe(401);
    expect((await rescan(owner, 'not-monitored.example.com')).status).toBe(404);
    // Bad input: a clear 4xx in the error shape, and no scan started.
    for (const body of [{}, { website: 42 }, { website: 'not a domain' }]) {
      const bad = await owner.post('/monitoring/api-rescan-website', body);
      expect(bad.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(bad.status, JSON.stringify(body)).toBeLessThan(500);
      expect(typeof bad.body.err, JSON.stringify(body)).toBe('string');
    }
    expect((await detail()).ScanHistory).toHaveLength(1);
    const again = await rescan(owner, INTRANET_SITE);
    expect([again.status, again.body]).toEqual([200, { results: { status: 'success' } }]);
    await eventually(
      async () => ((await detail()).ScanHistory.length === 2 ? true : null),
      'the second scan',
    );
    await owner.get(`/monitoring/api-delete-website?website=${INTRANET_SITE}`);
  });

  it('adding and deleting a website in a loop runs out of scans: 429 with the message, shared with the scan forms', async () => {
    const client = await monitoringAccount(server, mailbox);
    const website = 'example-loop.com';
    for (let i = 0; i < SCANS_PER_HOUR; i++) {
      expect((await add(client, { website })).status, `add ${i + 1}`).toBe(200);
      const removed = await client.get(`/monitoring/api-delete-website?website=${website}`);
      expect(removed.status).toBe(200);
    }
    const over = await add(client, { website });
    expect(over.status).toBe(429);
    expect(over.body).toMatchObject({ code: 'rate_limited' });
    expect(over.body.err).toMatch(/^Too many scans\. Please try again in \d+ minutes\.$/);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    // Nothing was half-written: the website is not listed.
    const list = pageEnvelope(MonitoredWebsitesResults).parse(
      (await client.get('/monitoring/websites/api')).body,
    );
    expect(list.results?.MonitoredWebsites).toHaveLength(0);
    // The same allowance as the scan forms: this account cannot start a scan there either.
    const scan = await client.post('/technology-scan/api-scan', {
      domain: website,
      captcha: await client.captcha(),
    });
    expect([scan.status, scan.body.code]).toEqual([429, 'rate_limited']);
  });

  it('two adds at once cannot both take the last place', async () => {
    const client = await monitoringAccount(server, mailbox);
    const answers = await Promise.all(
      ['example-three.com', 'example-four.com', 'example-five.com'].map((website) =>
        add(client, { website }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 403, 403]);
    const list = pageEnvelope(MonitoredWebsitesResults).parse(
      (await client.get('/monitoring/websites/api')).body,
    );
    expect(list.results?.MonitoredWebsites).toHaveLength(1);
  });
});
