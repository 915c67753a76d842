// Every state-changing route of the contract, tried in other spellings (case, slashes,
// percent-encoding, path parameters, dot segments) with a signed-in session and no CSRF header:
// none may change anything, and none may fail with a 5xx. The router and every guard must see
// the same path.
import { CSRF_HEADER, CSRF_HEADER_VALUE, contract, routeTable } from '@techcensus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/src/main.ts';
import {
  type Client,
  type Mailbox,
  registerAccount,
  startAccountsServer,
  startMailbox,
} from '../accounts/support.ts';
import { apiKeyOf } from '../purchase/support.ts';
import { contractRoutes } from '../support/contract-routes.ts';
import { changedTables, rawRequest, snapshot } from './support.ts';

/** GETs the spec makes state-changing; the rest of the contract's GETs only read. */
const STATE_CHANGING_GETS = [
  '/user/logout/api',
  '/user/generate-api-key/api',
  '/user/verified-domains/api-remove-domain?domain=acme-widgets.com',
  '/monitoring/api-delete-website?website=acme-widgets.com',
];
const PASSWORD = 'correct horse battery';
/** Bodies that the route would accept, so a request that got through would show. */
const BODIES: Record<string, unknown> = {
  '/user/change-password/api': { currentPassword: PASSWORD, newPassword: 'another horse battery' },
  '/monitoring/api-add-website': { website: 'example.org' },
  '/user/verified-domains/api-add-domain': { domain: 'acme-widgets.com', method: 'email' },
  '/purchase/subscription/:subscriptionId/cancel': {},
};
/**
 * Tables that change on any request or in the background, whatever the route: the every-minute
 * due job walks the index into the crawl schedule (`crawl_backfill`, `crawl_sites`), puts its
 * sites in the tiers of the refresh policy's rank bounds (`crawl_refresh_tiers`) and sweeps the
 * crawl fleet's tables whenever pg-boss hands it out.
 */
const VOLATILE = [
  'rate_limits',
  'index_statistics',
  'captcha_used',
  'job',
  'schema_migrations',
  'crawl_backfill',
  'crawl_sites',
  'crawl_refresh_tiers',
  'crawl_host_slots',
  'crawl_robots',
];

/** Other spellings of a path (its query string kept as is). */
function spellings(pathWithQuery: string): string[] {
  const [path, query] = pathWithQuery.split('?');
  const q = query ? `?${query}` : '';
  const segments = path.split('/').slice(1);
  const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
  const capWords = (s: string) => s.replace(/(^|-)([a-z])/g, (_m, sep, c) => sep + c.toUpperCase());
  const encodeFirst = (s: string) => `%${s.charCodeAt(0).toString(16)}${s.slice(1)}`;
  const join = (segs: string[]) => `/${segs.join('/')}`;
  const variants = [
    path.toUpperCase(),
    join(segments.map(cap)),
    join([...segments.slice(0, -1).map(capWords), segments[segments.length - 1]]),
    join([cap(segments[0]), ...segments.slice(1)]),
    join([...segments.slice(0, -1), segments[segments.length - 1].toUpperCase()]),
    `${path}/`,
    `${path}//`,
    `/${path}`,
    join([segments[0], '', ...segments.slice(1)]),
    join([encodeFirst(segments[0]), ...segments.slice(1)]),
    join([encodeFirst(segments[0]).toUpperCase(), ...segments.slice(1)]),
    join([...segments.slice(0, -1), encodeFirst(segments[segments.length - 1])]),
    segments.length > 1 ? `/${segments[0]}%2F${segments.slice(1).join('/')}` : `${path}%2F`,
    segments.length > 1 ? `/${segments[0]}%2f${segments.slice(1).join('/')}` : `${path}%2f`,
    `${path};x=1`,
    join([`${segments[0]};`, ...segments.slice(1)]),
    join([segments[0], '.', ...segments.slice(1)]),
    `/x/..${path}`,
    `/api/v1/..${path}`,
    segments.length > 1 ? `/${segments[0]}\\${segments.slice(1).join('/')}` : `\\${segments[0]}`,
    `${path}%20`,
    `${path}.`,
  ];
  return [...new Set(variants)].filter((v) => v !== path).map((v) => `${v}${q}`);
}

const stateChanging = contractRoutes(contract)
  .filter((e) => e.method !== 'GET')
  .map((e) => ({ method: e.method, path: e.path.replace(/:(\w+)/g, (_m, name) => `${name}-1`), key: e.path }))
  .concat(STATE_CHANGING_GETS.map((path) => ({ method: 'GET', path, key: path.split('?')[0] })));

let mailbox: Mailbox;
let server: RunningServer;
let client: Client;
let accountId: number;

beforeAll(async () => {
  mailbox = await startMailbox();
  server = await startAccountsServer(mailbox, { WEB_RATE_LIMIT: '0', PURCHASE_TEST_CHECKOUT: 'true' });
  client = await registerAccount(server.url, mailbox, {
    email: 'spelling@acme-widgets.com',
    password: PASSWORD,
  });
  const { rows } = await server.db.query<{ id: string }>('SELECT id FROM accounts WHERE email = $1', [
    'spelling@acme-widgets.com',
  ]);
  accountId = Number(rows[0].id);
  // Something for the state-changing GETs to remove, were they reached.
  await server.db.query(`INSERT INTO verified_domains (account_id, domain) VALUES ($1, 'acme-widgets.com')`, [
    accountId,
  ]);
  // Written directly, with no scan due, so nothing changes in the background meanwhile.
  await server.db.query(
    `INSERT INTO monitored_websites (account_id, website, monitor_technologies, monitor_security, next_scan_at)
     VALUES ($1, 'acme-widgets.com', true, true, now() + interval '1 year')`,
    [accountId],
  );
}, 120_000);
afterAll(async () => {
  await server?.close();
  await mailbox?.close();
});

const signedIn = async () => (await client.get('/user/account/api', { csrf: false })).status === 200;

describe('state-changing routes in other spellings, signed in, without the CSRF header', () => {
  it('covers every non-GET route of the contract and the state-changing GETs', () => {
    expect(stateChanging.length).toBeGreaterThan(30);
    expect(spellings('/user/generate-api-key/api')).toContain('/User/Generate-Api-Key/api');
  });

  it.each(stateChanging.map((r) => [`${r.method} ${r.path}`, r]))(
    '%s changes nothing in any spelling',
    async (_name, route) => {
      const before = await snapshot(server.db, VOLATILE);
      const body = route.method === 'GET' ? undefined : JSON.stringify(BODIES[route.key] ?? {});
      const methods = route.method === 'GET' ? ['GET', 'HEAD'] : [route.method];
      for (const path of spellings(route.path))
        for (const method of methods) {
          const res = await rawRequest(
            server.url,
            method,
            path,
            { cookie: client.cookieHeader(), accept: 'application/json' },
            body,
          );
          expect(res.status, `${method} ${path}`).toBeLessThan(500);
          expect(
            [200, 201, 204],
            `${method} ${path} answered ${res.status}: ${res.text.slice(0, 200)}`,
          ).not.toContain(res.status);
        }
      expect(changedTables(before, await snapshot(server.db, VOLATILE))).toEqual([]);
      expect(await signedIn()).toBe(true);
    },
  );

  it('the public API answers only at its own spelling', async () => {
    const apiKey = await apiKeyOf(server, accountId);
    const good = await rawRequest(server.url, 'GET', '/api/v1/credits', { 'x-api-key': apiKey });
    expect(good.status).toBe(200);
    for (const path of spellings('/api/v1/credits')) {
      const res = await rawRequest(server.url, 'GET', path, { 'x-api-key': apiKey });
      expect(res.status, path).toBe(404);
    }
  });

  it('the checks can see a change: the right spelling without the header is refused, with it the key is replaced', async () => {
    const before = await snapshot(server.db, VOLATILE);
    const refused = await rawRequest(server.url, 'GET', '/user/generate-api-key/api', {
      cookie: client.cookieHeader(),
    });
    expect(refused.status).toBe(403);
    expect(changedTables(before, await snapshot(server.db, VOLATILE))).toEqual([]);
    const done = await rawRequest(server.url, 'GET', '/user/generate-api-key/api', {
      cookie: client.cookieHeader(),
      [CSRF_HEADER]: CSRF_HEADER_VALUE,
    });
    expect(done.status).toBe(200);
    expect(changedTables(before, await snapshot(server.db, VOLATILE))).toContain('api_keys');
  });
});
