// The public OpenAPI document against a running server. For every operation it lists, each answer
// a client can provoke is provoked — the success, 401 without a key, 400 for a query parameter
// and a body field the operation does not take, 402 without credits, 403, 404 for a missing
// subject, 429 past the key's limit — and its headers are the ones the document declares for
// that status: every required one there, none of the API's own headers undeclared. Error bodies
// have the fields of the document's example of that answer.

import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import {
  API_RATE_LIMITS,
  ApiV1Error,
  contract,
  FREE_ALERTS,
  FREE_TIER_MONTHLY_CREDITS,
  OPENAPI_DOCUMENTS,
} from '@techcensus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/src/main.ts';
import type { SiteDoc } from '../../server/src/siteindex/port.ts';
import { named, serverEngines } from '../support/engines.ts';
import { scanByHand } from '../support/scans.ts';
import { demoSitesOf } from '../support/sites.ts';
import { type Answer, apiAccount, call } from './support.ts';

type Ref = { $ref: string };
type HeaderObject = { required?: boolean };
type Documented = {
  headers?: Record<string, HeaderObject | Ref>;
  content?: { 'application/json': { example?: Record<string, unknown> } };
};
const doc = JSON.parse(
  readFileSync(new URL(`../../${OPENAPI_DOCUMENTS.publicApi.file}`, import.meta.url), 'utf8'),
) as {
  paths: Record<string, Record<string, { responses: Record<string, Documented | Ref> }>>;
  components: Record<string, Record<string, unknown>>;
};

/** A `#/components/…` reference followed to what it names; anything else as it is. */
function resolved<T>(node: T | Ref): T {
  if (!node || typeof node !== 'object' || !('$ref' in node)) return node as T;
  const [, , kind, name] = node.$ref.split('/');
  return resolved(doc.components[kind][name] as T | Ref);
}

/** Every header the API's gate and meter set, as the document names them. */
const API_HEADERS = Object.keys(doc.components.headers);

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
type Route = keyof typeof contract.apiV1;
const documentedPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');
const operations = (Object.entries(contract.apiV1) as [Route, (typeof contract.apiV1)[Route]][]).map(
  ([name, route]) => ({
    name,
    method: route.method as Method,
    path: documentedPath(route.path),
    label: `${route.method} ${documentedPath(route.path)}`,
    route,
  }),
);
type Operation = (typeof operations)[number];

function documented(op: Operation, status: number): Documented {
  const answer = doc.paths[op.path]?.[op.method.toLowerCase()]?.responses[String(status)];
  expect(answer, `${op.method} ${op.path} documents ${status}`).toBeDefined();
  return resolved(answer as Documented | Ref);
}
/** The statuses the document lists for the operation. */
const statusesOf = (op: Operation) =>
  Object.keys(doc.paths[op.path]?.[op.method.toLowerCase()]?.responses ?? {}).map(Number);

/** The answer carries every header the document requires of it, and none of the API's it leaves out. */
function expectDeclaredHeaders(real: Answer, op: Operation) {
  const declared = Object.entries(documented(op, real.status).headers ?? {}).map(
    ([name, h]) => [name, resolved(h)] as const,
  );
  for (const [name, header] of declared)
    if (header.required) expect(real.headers.get(name), `${real.status} ${name}`).not.toBeNull();
  const names = declared.map(([name]) => name);
  for (const name of API_HEADERS)
    if (real.headers.get(name) !== null) expect(names, `${real.status} carries ${name}`).toContain(name);
  expect(real.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
}

/** The body is the error shape, with the same fields and code as the document's example. */
function expectDocumentedError(real: Answer, op: Operation) {
  const example = documented(op, real.status).content?.['application/json'].example;
  expect(ApiV1Error.parse(real.body)).toEqual(real.body);
  expect(Object.keys(real.body).sort()).toEqual(Object.keys(example ?? {}).sort());
  expect(real.body.code).toBe(example?.code);
}

interface Request {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
}

/** What one operation is asked, for one account. */
interface Provocations {
  /** Served for an account with credits (a 402 for one without); refused only by its key. */
  request: Request;
  /** Not sent as it is: a live scan would visit the site (tests/scans covers it). */
  noSuccess?: true;
  /** The same operation on something that does not exist: 404. */
  missing?: Request;
  /** Makes the account's state such that this request is refused with 403. */
  forbidden?: () => Promise<Request>;
}

const PER_KEY = API_RATE_LIMITS.free.perKeyPerSecond;
const SITES = { count: 1_500, seed: 5 };

describe.each(
  named(
    // Each operation speaks from its own address (X-Forwarded-For), so that the per-address limit
    // of one never refuses another's calls.
    serverEngines({ TRUST_PROXY: 'true' }, undefined, { store: 'reference', sites: SITES }),
  ),
)('the public OpenAPI document against the server on %s', (_name, engine) => {
  let server: RunningServer;
  let docs: SiteDoc[];
  let addresses = 0;
  beforeAll(async () => {
    server = await engine.open();
    docs = await demoSitesOf(server, { ...SITES, first: 100 });
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });

  it('documents every route of the contract, each once', () => {
    const listed = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`),
    );
    expect(listed.sort()).toEqual(operations.map((o) => `${o.method} ${o.path}`).sort());
  });

  /** The samples of every operation for the account with this key. */
  function provocations(
    key: string,
    accountId: number,
    from: string,
  ): Record<Route, () => Promise<Provocations>> {
    const domain = docs[0].domain;
    const subdomained = docs.find((d) => d.subdomains.some((s) => s !== `www.${d.domain}`));
    expect(subdomained, 'a demo site with subdomains').toBeDefined();
    const technology = docs.flatMap((d) => d.technologies)[0].slug;
    const newAlert = async (name = 'Headers') => {
      const made = await call(server.url, 'POST', '/api/v1/alerts', {
        key,
        headers: { 'x-forwarded-for': from },
        body: { name, filters: [{ module: 'technology', technology: 'wordpress' }], email: true },
      });
      return made;
    };
    const alert = async () => {
      const made = await newAlert();
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      return made.body.id as string;
    };
    const missingDomain = { params: { domain: 'missing-site-xyz.com' } };
    const missingAlert = { params: { id: randomUUID() } };
    const missingTechnology = { params: { technology: 'no-such-technology' } };
    const onAlert = async (more: Request = {}): Promise<Provocations> => ({
      request: { params: { id: await alert() }, ...more },
      missing: missingAlert,
    });
    return {
      creditBalance: async () => ({ request: {} }),
      creditHistory: async () => ({ request: { query: { limit: '5' } } }),
      testDomainLookup: async () => ({ request: {} }),
      domainLookup: async () => ({ request: { params: { domain } }, missing: missingDomain }),
      bulkDomainLookup: async () => ({ request: { body: { domains: [domain] } } }),
      subdomainLookup: async () => ({
        request: { params: { domain: subdomained?.domain ?? domain }, query: { limit: '3' } },
        missing: missingDomain,
      }),
      startScan: async () => ({
        request: { body: { domain: 'headers-test-site.com' } },
        noSuccess: true,
        forbidden: async () => ({ body: { domain: 'whitehouse.gov' } }),
      }),
      scanStatus: async () => {
        const id = randomUUID();
        await scanByHand(server.db, id, domain, accountId);
        return { request: { params: { scanId: id } }, missing: { params: { scanId: randomUUID() } } };
      },
      countWebsites: async () => ({ request: { body: { filters: [] } } }),
      listWebsites: async () => ({ request: { body: { filters: [], limit: 2 } } }),
      technologyLookup: async () => ({ request: { params: { technology } }, missing: missingTechnology }),
      technologyWebsites: async () => ({
        request: { params: { technology }, query: { limit: '2' } },
        missing: missingTechnology,
      }),
      cveLookup: async () => ({
        request: { params: { cveId: 'CVE-2020-11022' } },
        missing: { params: { cveId: 'CVE-2024-99999' } },
      }),
      createAlert: async () => ({
        request: {
          body: { name: 'New', filters: [{ module: 'technology', technology: 'wordpress' }], email: true },
        },
        forbidden: async () => {
          for (let made = 0; made < FREE_ALERTS; made++) await newAlert(`Fill ${made}`);
          return {
            body: {
              name: 'One too many',
              filters: [{ module: 'technology', technology: 'wordpress' }],
              email: true,
            },
          };
        },
      }),
      listAlerts: async () => ({ request: {} }),
      getAlert: () => onAlert(),
      updateAlert: () => onAlert({ body: { name: 'Renamed' } }),
      deleteAlert: () => onAlert(),
      testAlert: () => onAlert(),
      rotateAlertSecret: () => onAlert(),
      alertDeliveries: () => onAlert({ query: { limit: '5' } }),
    };
  }

  it.each(operations)(
    '$label: every answer it can be made to give carries the headers the document declares',
    async (op) => {
      const from = `198.51.100.${++addresses}`;
      const send = (req: Request, key?: string) => {
        const path = op.route.path.replace(/:(\w+)/g, (_, p: string) =>
          encodeURIComponent(req.params?.[p] ?? ''),
        );
        const query = new URLSearchParams(req.query).toString();
        return call(server.url, op.method, query ? `${path}?${query}` : path, {
          key,
          body: req.body,
          headers: { 'x-forwarded-for': from },
        });
      };
      const { apiKey, accountId } = await apiAccount(server.db, 1_000);
      const sample = await provocations(apiKey, accountId, from)[op.name]();
      const seen = new Set<number>();
      const check = (answer: Answer, status: number) => {
        expect(answer.status, JSON.stringify(answer.body)).toBe(status);
        expectDeclaredHeaders(answer, op);
        seen.add(status);
      };

      if (!sample.noSuccess) {
        const ok = await send(sample.request, apiKey);
        check(ok, statusesOf(op).find((s) => s < 300) ?? 200);
        expect(ok.headers.get('ratelimit-limit')).toBe(String(PER_KEY));
        expect(ok.headers.get('x-credits-charged')).toMatch(/^\d+$/);
      }

      const keyless = await send(sample.request);
      check(keyless, 401);
      expectDocumentedError(keyless, op);
      expect(keyless.body.code).toBe('missing_api_key');

      const unknownQuery = { ...sample.request, query: { ...sample.request.query, colour: 'blue' } };
      const badQuery = await send(unknownQuery, apiKey);
      check(badQuery, 400);
      expect(badQuery.body).toMatchObject({
        code: 'validation_failed',
        err: 'colour: unknown query parameter',
        details: [{ path: 'colour', message: 'unknown query parameter' }],
      });
      if ('body' in op.route) {
        const badBody = await send(
          { ...sample.request, body: { ...(sample.request.body ?? {}), colour: 'blue' } },
          apiKey,
        );
        check(badBody, 400);
        expect(badBody.body).toMatchObject({ code: 'validation_failed', err: 'colour: unknown field' });
      }

      if (statusesOf(op).includes(402)) {
        const poor = await apiAccount(server.db);
        const spent = await call(server.url, 'POST', '/api/v1/websites', {
          key: poor.apiKey,
          body: { filters: [], limit: FREE_TIER_MONTHLY_CREDITS },
          headers: { 'x-forwarded-for': from },
        });
        expect(spent.headers.get('x-credits-remaining')).toBe('0');
        const refused = await send(sample.request, poor.apiKey);
        check(refused, 402);
        expectDocumentedError(refused, op);
      }

      if (sample.forbidden) {
        const forbidden = await send(await sample.forbidden(), apiKey);
        check(forbidden, 403);
        expectDocumentedError(forbidden, op);
      }

      if (sample.missing) {
        const missing = await send(sample.missing, apiKey);
        check(missing, 404);
        expectDocumentedError(missing, op);
      }

      // Past the limit of a key of its own: refused calls count too, so the bad ones are sent.
      const busy = await apiAccount(server.db);
      const burst = await Promise.all(
        Array.from({ length: PER_KEY + 5 }, () => send(unknownQuery, busy.apiKey)),
      );
      const limited = burst.filter((a) => a.status === 429);
      expect(limited.length).toBeGreaterThan(0);
      for (const answer of burst) check(answer, answer.status === 429 ? 429 : 400);
      for (const answer of limited) {
        expectDocumentedError(answer, op);
        expect(answer.headers.get('retry-after')).toBe(String(answer.body.retryAfterSeconds));
        expect(answer.headers.get('ratelimit-remaining')).toBe('0');
        expect(answer.headers.get('ratelimit-limit')).toBe(String(PER_KEY));
      }

      // Whatever the document lists and this test could not make happen is said here, by name.
      const unprovoked = statusesOf(op).filter((s) => !seen.has(s));
      const cannot = [
        500,
        ...(op.name === 'testDomainLookup' ? [404] : []),
        ...(sample.noSuccess ? [202] : []),
      ];
      expect(unprovoked.sort()).toEqual(cannot.sort());
    },
  );
});
