// Domain removal end to end on every store: a fixture site a live scan put in the index, and a
// generated demo site, are removed through the form by their owners' wts.txt; afterwards the
// website page, the technology's website list and the API lookup answer as for an unknown site,
// and every later visit (live scan, crawl queue, demo seed) refuses or skips the name. An alert
// the site matched hears `site.unmatched` when it goes.

import {
  CAPTCHA_REQUIRED_MESSAGE,
  codeMismatchMessage,
  domainRemovedMessage,
  fileUnreadableMessage,
  INVALID_DOMAIN_MESSAGE,
  OWNERSHIP_MESSAGES,
  SCAN_NOT_PERMITTED_MESSAGE,
} from '@techcensus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFarm } from '../../fixtures/farm/farm.ts';
import type { RunningServer } from '../../server/src/main.ts';
import { Client, startMailbox } from '../accounts/support.ts';
import { alertHooks, startReceiver } from '../alerts/support.ts';
import { type Answer, apiAccount, call } from '../api/support.ts';
import { crawlThroughQueue } from '../support/crawls.ts';
import { named, serverEngines } from '../support/engines.ts';
import { demoDomain, seedDemoSites } from '../support/sites.ts';
import { until } from '../support/wait.ts';
import { ownershipEnv, ownershipSites, SITES } from './support.ts';

const DEMO_SEED = 4242;
const DEMO_COUNT = 6;
/** A generated demo site whose (made-up) owner holds the file: the farm answers for its name. */
const DEMO_REMOVED = demoDomain(DEMO_SEED, DEMO_COUNT, 2);
const DEMO_KEPT = demoDomain(DEMO_SEED, DEMO_COUNT, 3);

const mailbox = await startMailbox();
const farm = await startFarm({ extraSites: ownershipSites(), aliases: { [DEMO_REMOVED]: SITES.removable } });
const receiver = await startReceiver();
afterAll(async () => {
  await farm.close();
  await mailbox.close();
  await receiver.close();
});
const hooks = alertHooks(() => farm);

describe.each(named(serverEngines(ownershipEnv(mailbox, { API_RATE_LIMIT_MULTIPLIER: '100' }), hooks)))(
  'domain removal on %s',
  (name, engine) => {
    let server: RunningServer;
    beforeAll(async () => {
      server = await engine.open();
    });
    afterAll(async () => {
      await server?.close();
    });

    const send = async (client: Client, body: Record<string, unknown>) =>
      client.post('/domain-removal/send', { captcha: await client.captcha(), ...body });

    const settle = (id: string, key: string): Promise<Answer> =>
      until(
        async () => {
          const r = await call(server.url, 'GET', `/api/v1/scans/${id}`, { key });
          return (r.body.status === 'completed' || r.body.status === 'failed') && r;
        },
        { what: `scan ${id} to end`, timeoutMs: 45_000 },
      );

    /** What a visitor and an API client see of the domain: page, technology list, lookup. */
    async function visibility(domain: string, key: string) {
      const page = await fetch(`${server.url}/website/${domain}/api`);
      const list = await (await fetch(`${server.url}/technology/wordpress/websites/1/api`)).json();
      const lookup = await call(server.url, 'GET', `/api/v1/domains/${domain}`, { key });
      return {
        page: page.status,
        listed: (list.results?.DomainList?.Domains ?? []).some(
          (d: { Domain: string }) => d.Domain === domain,
        ),
        lookup: lookup.status,
      };
    }

    it('answers bad input with the form’s messages and leaves the site alone', async () => {
      const client = new Client(server.url);
      const cases: [Record<string, unknown>, string][] = [
        [{ email: '', domain: SITES.removable }, OWNERSHIP_MESSAGES.emailRequired],
        [{ email: 'not-an-address', domain: SITES.removable }, OWNERSHIP_MESSAGES.emailInvalid],
        [{ email: 'owner@removable-shop.com', domain: '' }, INVALID_DOMAIN_MESSAGE],
        [{ email: 'owner@removable-shop.com', domain: 'removable shop' }, INVALID_DOMAIN_MESSAGE],
        [{ email: 'owner@removable-shop.com', domain: 'ftp://removable-shop.com' }, INVALID_DOMAIN_MESSAGE],
        [{ email: 'owner@removable-shop.com', domain: 'localhost' }, INVALID_DOMAIN_MESSAGE],
        [
          { email: 'owner@removable-shop.com', domain: SITES.removable, captcha: '' },
          CAPTCHA_REQUIRED_MESSAGE,
        ],
        [
          { email: 'owner@wrong-code-site.com', domain: SITES.wrongCode },
          codeMismatchMessage(`https://${SITES.wrongCode}/wts.txt`),
        ],
        [{ email: 'x@y.com', domain: 7 }, 'Unknown error'],
      ];
      for (const [body, msg] of cases) {
        const res = await send(client, body);
        expect(res.status, JSON.stringify(body)).toBe(400);
        // A type error is refused by the contract itself, with `err` only: the form shows Unknown error.
        if (msg === 'Unknown error')
          expect(res.body).toMatchObject({ err: 'domain: Expected string, received number' });
        else expect(res.body, JSON.stringify(body)).toEqual({ success: false, errors: [{ msg }] });
      }
      const { rows } = await server.db.query('SELECT domain FROM domain_suppressions');
      expect(rows).toEqual([]);
    });

    it('tells anyone why the file could not be read in plain words: no address, no resolver code, no redirect target', async () => {
      const client = new Client(server.url);
      const cases: [string, string][] = [
        // Resolves to a loopback address: the guard refuses it.
        [SITES.internal, 'the address is not a public web site'],
        // Not in the farm's names: its lookup fails with ENOTFOUND.
        ['nowhere-to-be-found.com', 'the domain name does not resolve'],
        [SITES.noFile, 'the site answered with an HTTP error (404)'],
        [SITES.redirecting, `it redirects outside ${SITES.redirecting}`],
      ];
      for (const [domain, reason] of cases) {
        const res = await send(client, { email: `owner@${domain}`, domain });
        expect(res.status, domain).toBe(400);
        const msg = fileUnreadableMessage(`https://${domain}/wts.txt`, reason);
        expect(res.body, domain).toEqual({ success: false, errors: [{ msg }] });
        expect(msg).not.toMatch(/127\.0\.0\.1|loopback|private|\bE[A-Z_]{4,}\b|owned-site/);
      }
      expect(farm.requestsFor(SITES.internal)).toEqual([]);
      const { rows } = await server.db.query('SELECT domain FROM domain_suppressions');
      expect(rows).toEqual([]);
    });

    it('limits requests per address', async () => {
      const client = new Client(server.url);
      const answers = [];
      for (let i = 0; i < 11; i++)
        answers.push(await client.post('/domain-removal/send', { email: '', domain: '' }));
      expect(answers.slice(0, 10).map((a) => a.status)).toEqual(Array(10).fill(400));
      expect(answers[10].status).toBe(429);
      expect((answers[10].body.errors as { msg: string }[])[0].msg).toMatch(
        /^Too many attempts\. Please try again in \d+ minutes?\.$/,
      );
    });

    it('removes a scanned fixture site from every page and the API, and no later visit brings it back', async () => {
      const { apiKey } = await apiAccount(server.db, 10);
      const hookPath = `/${name.replace(/\W/g, '')}/removal`;
      const alert = await call(server.url, 'POST', '/api/v1/alerts', {
        key: apiKey,
        body: {
          name: 'WordPress shops',
          filters: [{ module: 'technology', technology: 'wordpress' }],
          webhookUrl: receiver.url(hookPath),
        },
      });
      expect(alert.status, JSON.stringify(alert.body)).toBe(201);
      const eventsFor = (type: string) =>
        receiver
          .at(hookPath)
          .map((r) => JSON.parse(r.body))
          .filter((e) => e.type === type && e.data.domain === SITES.removable);
      const scan = await call(server.url, 'POST', '/api/v1/scans', {
        key: apiKey,
        body: { domain: SITES.removable },
      });
      expect(scan.status).toBe(202);
      expect((await settle(scan.body.id, apiKey)).body.status).toBe('completed');
      expect(await visibility(SITES.removable, apiKey)).toEqual({ page: 200, listed: true, lookup: 200 });
      await until(() => eventsFor('site.matched').length > 0, { what: 'the site.matched event' });

      const client = new Client(server.url);
      // The path after the domain is dropped (part 2 §5); the code is read at the https root.
      const res = await send(client, {
        email: 'Owner@Removable-Shop.com',
        domain: `https://www.${SITES.removable}/about/`,
      });
      expect([res.status, res.body]).toEqual([
        200,
        { success: true, success_msg: domainRemovedMessage(SITES.removable) },
      ]);
      expect(farm.requestsFor(`www.${SITES.removable}`).map((r) => r.path)).toContain('/wts.txt');
      const { rows } = await server.db.query('SELECT domain, email FROM domain_suppressions');
      expect(rows).toEqual([{ domain: SITES.removable, email: 'owner@removable-shop.com' }]);

      expect(await visibility(SITES.removable, apiKey)).toEqual({ page: 404, listed: false, lookup: 404 });
      // The site is told as it last was: still WordPress, now gone.
      const [gone] = await until(
        () => {
          const e = eventsFor('site.unmatched');
          return e.length ? e : null;
        },
        { what: 'the site.unmatched event' },
      );
      expect(gone.data.site.technologies.map((t: { name: string }) => t.name)).toContain('WordPress');
      const page = await fetch(`${server.url}/website/${SITES.removable}`);
      expect(page.status).toBe(404);

      // A live scan is refused before anything is charged or queued; so are its subdomains.
      const before = (await call(server.url, 'GET', '/api/v1/credits', { key: apiKey })).body.balance;
      for (const domain of [SITES.removable, `shop.${SITES.removable}`]) {
        const again = await call(server.url, 'POST', '/api/v1/scans', { key: apiKey, body: { domain } });
        expect(again.status, domain).toBe(403);
        expect(again.body, domain).toMatchObject({
          code: 'scan_not_permitted',
          err: SCAN_NOT_PERMITTED_MESSAGE,
        });
      }
      expect((await call(server.url, 'GET', '/api/v1/credits', { key: apiKey })).body.balance).toBe(before);
      expect(await visibility(SITES.removable, apiKey)).toEqual({ page: 404, listed: false, lookup: 404 });

      // The crawl queue (what `npm run crawl` works) settles the job as suppressed without a visit.
      const requestsBefore = farm.requestsFor(SITES.removable).length;
      const [state] = await crawlThroughQueue(server, [SITES.removable], hooks().crawler);
      expect(state).toMatchObject({
        state: 'completed',
        output: { domain: SITES.removable, outcome: 'suppressed' },
      });
      expect(farm.requestsFor(SITES.removable).length).toBe(requestsBefore);
      expect(await server.siteIndex.get(SITES.removable)).toBeNull();
    }, 120_000);

    it('removes a generated demo site, and the generator never writes it again', async () => {
      await seedDemoSites(server, { count: DEMO_COUNT, seed: DEMO_SEED });
      const { apiKey } = await apiAccount(server.db);
      expect((await visibility(DEMO_REMOVED, apiKey)).page).toBe(200);
      expect((await call(server.url, 'GET', `/api/v1/domains/${DEMO_REMOVED}`, { key: apiKey })).status).toBe(
        200,
      );

      const res = await send(new Client(server.url), {
        email: `owner@${DEMO_REMOVED}`,
        domain: DEMO_REMOVED,
      });
      expect(res.body).toEqual({ success: true, success_msg: domainRemovedMessage(DEMO_REMOVED) });
      expect((await call(server.url, 'GET', `/api/v1/domains/${DEMO_REMOVED}`, { key: apiKey })).status).toBe(
        404,
      );
      expect((await fetch(`${server.url}/website/${DEMO_REMOVED}/api`)).status).toBe(404);

      await seedDemoSites(server, { count: DEMO_COUNT, seed: DEMO_SEED, replace: true });
      expect(await server.siteIndex.get(DEMO_REMOVED)).toBeNull();
      expect(await server.siteIndex.get(DEMO_KEPT)).not.toBeNull();
      // Asking again is harmless: the domain stays removed.
      const twice = await send(new Client(server.url), {
        email: `owner@${DEMO_REMOVED}`,
        domain: DEMO_REMOVED,
      });
      expect(twice.body.success).toBe(true);
    }, 60_000);
  },
);
