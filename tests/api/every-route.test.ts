// Every route of the contract's apiV1, walked from the contract and called once with good input
// through a real server: each answer comes through the meter, so it carries X-Credits-Charged
// with the cost the route's metadata declares for what the answer holds, and each charge is in
// the ledger under the route's own key. A route served some other way, or charged under another
// name, fails here.

import { contract, creditsFor, type RouteMetadata } from '@techcensus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Farm, startFarm } from '../../fixtures/farm/farm.ts';
import type { RunningServer } from '../../server/src/main.ts';
import type { SiteDoc } from '../../server/src/siteindex/port.ts';
import { startTestServer } from '../support/server.ts';
import { demoSitesOf, seedDemoSites } from '../support/sites.ts';
import { type Answer, apiAccount, call } from './support.ts';

const SEED = 4;
const COUNT = 120;
const SCANNED = 'wp-fixture.com';

type Route = keyof typeof contract.apiV1;

/** Good input for one route; `units` reads from the answer what a per-unit cost counts. */
interface Sample {
  params?: Record<string, string>;
  query?: string;
  body?: unknown;
  // biome-ignore lint/suspicious/noExplicitAny: answers are read field by field
  units?: (body: any) => number;
}

let farm: Farm;
let server: RunningServer;
let key: string;
let docs: SiteDoc[];

beforeAll(async () => {
  farm = await startFarm({ aliases: { [SCANNED]: 'wordpress-site.test' } });
  server = await startTestServer(
    { API_RATE_LIMIT_MULTIPLIER: '1000' },
    {
      crawler: {
        allowHosts: [...farm.allowHosts, SCANNED],
        lookup: farm.lookup,
        ca: farm.ca,
        connectPort: farm.connectPort,
        dns: false,
        perHostIntervalMs: 0,
      },
    },
    { store: 'reference' },
  );
  await seedDemoSites(server, { count: COUNT, seed: SEED });
  docs = await demoSitesOf(server, { count: COUNT, seed: SEED, first: 30 });
  key = (await apiAccount(server.db, 200)).apiKey;
}, 180_000);
afterAll(async () => {
  await server?.close();
  await farm?.close();
});

const hasSubdomains = (d: SiteDoc) => d.subdomains.some((s) => s !== `www.${d.domain}`);

/** An alert of the test's account, e-mail only (so no receiver is needed); one for all but deletion. */
let shared: Promise<string> | undefined;
const alertId = () => {
  shared ??= newAlert();
  return shared;
};
async function newAlert(): Promise<string> {
  const made = await call(server.url, 'POST', '/api/v1/alerts', {
    key,
    body: { name: 'Every route', filters: [{ module: 'technology', technology: 'wordpress' }], email: true },
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return made.body.id;
}

/** One sample per route: a route added to the contract does not compile here until it has one. */
function samples(): Record<Route, () => Promise<Sample> | Sample> {
  const domain = docs[0].domain;
  return {
    createAlert: () => ({
      body: {
        name: 'New WordPress sites',
        filters: [{ module: 'technology', technology: 'wordpress' }],
        email: true,
      },
    }),
    listAlerts: () => ({}),
    getAlert: async () => ({ params: { id: await alertId() } }),
    updateAlert: async () => ({ params: { id: await alertId() }, body: { name: 'Renamed' } }),
    deleteAlert: async () => ({ params: { id: await newAlert() } }),
    testAlert: async () => ({ params: { id: await alertId() } }),
    rotateAlertSecret: async () => ({ params: { id: await alertId() } }),
    alertDeliveries: async () => ({ params: { id: await alertId() }, query: 'limit=5' }),
    creditBalance: () => ({}),
    creditHistory: () => ({ query: 'limit=5' }),
    testDomainLookup: () => ({}),
    domainLookup: () => ({ params: { domain } }),
    bulkDomainLookup: () => ({
      body: { domains: [domain, docs[1].domain, 'missing-site-xyz.com'] },
      units: (b) => b.results.length,
    }),
    subdomainLookup: () => ({
      params: { domain: (docs.find(hasSubdomains) ?? docs[0]).domain },
      query: 'limit=3',
      units: (b) => b.subdomains.length,
    }),
    startScan: () => ({ body: { domain: SCANNED } }),
    scanStatus: async () => {
      const started = await call(server.url, 'POST', '/api/v1/scans', { key, body: { domain: SCANNED } });
      expect(started.status).toBe(202);
      return { params: { scanId: started.body.id } };
    },
    countWebsites: () => ({ body: { filters: [] } }),
    listWebsites: () => ({ body: { filters: [], limit: 4 }, units: (b) => b.websites.length }),
    technologyLookup: () => ({ params: { technology: 'wordpress' } }),
    technologyWebsites: () => ({
      params: { technology: 'wordpress' },
      query: 'limit=2',
      units: (b) => b.websites.length,
    }),
    cveLookup: () => ({ params: { cveId: 'CVE-2020-11022' } }),
  };
}

describe('every /api/v1 route is metered', () => {
  const answers = new Map<Route, { answer: Answer; charged: number }>();

  it.each(Object.keys(contract.apiV1) as Route[])(
    '%s answers with the charge its contract cost says',
    async (name) => {
      const route = contract.apiV1[name];
      const cost = (route.metadata as RouteMetadata).credits;
      expect(cost, `${name} has a credit cost in the contract`).toBeDefined();
      if (!cost) return;
      const sample = await samples()[name]();
      expect(sample.units !== undefined, `${name}: a per-unit cost counts units of the answer`).toBe(
        cost.kind === 'perUnit',
      );
      const path = route.path.replace(/:(\w+)/g, (_, p: string) =>
        encodeURIComponent(sample.params?.[p] ?? ''),
      );
      const answer = await call(
        server.url,
        route.method as 'GET' | 'POST' | 'PATCH' | 'DELETE',
        sample.query ? `${path}?${sample.query}` : path,
        {
          key,
          body: sample.body,
        },
      );
      expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(300);
      const charged = creditsFor(cost, sample.units?.(answer.body) ?? 0);
      expect(answer.headers.get('x-credits-charged')).toBe(String(charged));
      expect(answer.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
      answers.set(name, { answer, charged });
    },
  );

  it('charged every paid answer in the ledger under its own route, once', async () => {
    const paid = [...answers].filter(([, a]) => a.charged > 0);
    // The price list makes these cost something; a sample that answers nothing would prove nothing.
    expect(paid.map(([name]) => name)).toEqual(
      expect.arrayContaining(['domainLookup', 'bulkDomainLookup', 'startScan', 'listWebsites']),
    );
    const history = await call(server.url, 'GET', '/api/v1/credits/history?limit=200', { key });
    expect(history.status).toBe(200);
    for (const [name, { answer, charged }] of paid) {
      const debits = history.body.entries.filter(
        (e: { requestId: string }) => e.requestId === answer.headers.get('x-request-id'),
      );
      expect(debits).toEqual([expect.objectContaining({ operation: name, credits: charged })]);
    }
  });
});
