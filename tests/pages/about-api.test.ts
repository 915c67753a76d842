/** /about-api: the API page's prices, limits and codes come from the contract and render server-side. */
import { existsSync } from 'node:fs';
import {
  API_ERROR_CODES,
  API_RATE_LIMIT_PER_ADDRESS_PER_SECOND,
  API_RATE_LIMITS,
  contract,
  describeCost,
  FREE_TIER_MONTHLY_CREDITS,
  type RouteMetadata,
} from '@techcensus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, TechCensusClient } from '../../sdk/src/index.ts';
import type { RunningServer } from '../../server/src/main.ts';
import { startTestServer } from '../support/server.ts';
import { getHtml, getJson } from './vulnerability-fixture.ts';

/** React escapes text; compare against the escaped form. */
const esc = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');

const routes = Object.entries(contract.apiV1).map(([operation, route]) => ({
  operation,
  route,
  meta: route.metadata as RouteMetadata,
}));

let server: RunningServer;
// biome-ignore lint/suspicious/noExplicitAny: the envelope is checked field by field
let results: any;
let html: string;

beforeAll(async () => {
  server = await startTestServer();
  const data = await getJson(server, '/about-api/api');
  expect(data.status).toBe(200);
  results = data.body.results;
  const page = await getHtml(server, '/about-api');
  expect(page.status).toBe(200);
  html = page.html;
});
afterAll(async () => {
  await server?.close();
});

describe('/about-api page data', () => {
  it('lists every /api/v1 route in contract order with the cost its metadata declares', () => {
    expect(routes.length).toBeGreaterThan(5);
    expect(results.Pricing.map((p: { Operation: string }) => p.Operation)).toEqual(
      routes.map((r) => r.operation),
    );
    for (const [i, { route, meta }] of routes.entries()) {
      expect(meta.credits, route.path).toBeDefined();
      expect(results.Pricing[i]).toEqual({
        Operation: routes[i].operation,
        Label: meta.pricingLabel,
        Method: route.method,
        Path: route.path.replace(/:(\w+)/g, '{$1}'),
        Cost: describeCost(meta.credits!),
        Free: meta.credits!.kind === 'fixed' && meta.credits!.amount === 0,
      });
    }
  });

  it('quotes the prices the product sets for the main calls', () => {
    const cost = (operation: string) =>
      results.Pricing.find((p: { Operation: string }) => p.Operation === operation).Cost;
    expect(cost('domainLookup')).toBe('1 credit per call');
    expect(cost('startScan')).toBe('2 credits per call');
    expect(cost('subdomainLookup')).toBe('1 credit per 10 subdomains returned');
    expect(cost('listWebsites')).toBe('1 credit per domain returned');
    expect(cost('testDomainLookup')).toMatch(/^Free/);
    expect(cost('creditBalance')).toMatch(/^Free/);
  });

  it('states the free tier, the rate limits per plan and every error code', () => {
    expect(results.FreeTierMonthlyCredits).toBe(FREE_TIER_MONTHLY_CREDITS);
    expect(results.KeyHeader).toBe('x-api-key');
    expect(results.RateLimits).toEqual(
      Object.entries(API_RATE_LIMITS).map(([plan, l]) => ({
        Plan: plan,
        Name: expect.any(String),
        PerKeyPerSecond: l.perKeyPerSecond,
      })),
    );
    expect(results.PerAddressPerSecond).toBe(API_RATE_LIMIT_PER_ADDRESS_PER_SECOND);
    expect(results.ErrorCodes.map((e: { Code: string; Status: number }) => [e.Code, e.Status])).toEqual(
      Object.entries(API_ERROR_CODES),
    );
    for (const e of results.ErrorCodes) expect(e.Meaning.length).toBeGreaterThan(10);
    expect(JSON.parse(results.ErrorExample)).toMatchObject({ code: 'insufficient_credits' });
  });

  it('carries the page metadata: title, description, canonical URL and breadcrumbs', () => {
    expect(results.PageTitle).toMatch(/API/);
    expect(results.PageDescription.length).toBeGreaterThan(50);
    expect(results.CanonicalURL).toMatch(/\/about-api$/);
    expect(results.BreadCrumbs).toEqual([
      { Text: 'Home', URL: '/', Current: false },
      { Text: 'API', URL: '/about-api', Current: true },
    ]);
    expect(results.ApiBaseUrl).toBe(results.CanonicalURL.replace(/\/about-api$/, '/api/v1'));
  });
});

describe('/about-api rendered by the server', () => {
  it('shows every route, its endpoint and its cost without script', () => {
    for (const p of results.Pricing) {
      expect(html).toContain(`data-operation="${p.Operation}"`);
      expect(html).toContain(esc(p.Label));
      expect(html).toContain(esc(`${p.Method} ${p.Path}`));
      expect(html).toContain(esc(p.Cost));
    }
    for (const e of results.ErrorCodes) expect(html).toContain(`<code>${e.Code}</code>`);
  });

  it('has its metadata in the head', () => {
    expect(html).toContain(`<title>${esc(results.PageTitle)}</title>`);
    expect(html).toContain(`<link rel="canonical" href="${esc(results.CanonicalURL)}">`);
    expect(html).toContain('application/ld+json');
  });

  it('links the API reference, the OpenAPI document, the account page and pricing', () => {
    for (const href of ['/api/docs', '/openapi.json', '/user/account', '/pricing']) {
      expect(html).toContain(`href="${href}"`);
    }
  });

  it('gives the SDK and CLI install lines with an example each', () => {
    expect(html).toContain('npm install @techcensus/sdk');
    expect(html).toContain('npm install -g @techcensus/cli');
    expect(html).toContain(esc("client.domainLookup('example.com')"));
    expect(html).toContain('techcensus lookup example.com');
  });
});

describe('what /about-api points to exists', () => {
  it('serves the OpenAPI document and Swagger UI', async () => {
    const doc = await fetch(`${server.url}/openapi.json`);
    expect(doc.status).toBe(200);
    const paths = Object.keys(((await doc.json()) as { paths: Record<string, unknown> }).paths);
    for (const p of results.Pricing) expect(paths).toContain(p.Path);
    const docs = await fetch(`${server.url}/api/docs/`);
    expect(docs.status).toBe(200);
    expect(await docs.text()).toContain('swagger-ui');
  });

  it('names SDK methods and CLI commands that exist', () => {
    expect(typeof createClient).toBe('function');
    for (const method of ['credits', 'domainLookup'] as const) {
      expect(typeof TechCensusClient.prototype[method]).toBe('function');
    }
    for (const command of ['login', 'credits', 'lookup']) {
      expect(existsSync(new URL(`../../cli/src/commands/${command}.ts`, import.meta.url))).toBe(true);
    }
  });
});
