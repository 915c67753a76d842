// /pricing: page data and the server-rendered page, with every number from the contract.
import {
  CREDIT_PACKAGES,
  contract,
  describeCost,
  FREE_TIER_MONTHLY_CREDITS,
  type RouteMetadata,
  SUBSCRIPTION_PLANS,
} from '@techcensus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/src/main.ts';
import { startTestServer } from '../support/server.ts';

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

async function data(path: string) {
  const res = await fetch(`${server.url}${path}`);
  return { status: res.status, body: await res.json() };
}

async function html(path: string) {
  const res = await fetch(`${server.url}${path}`, { headers: { accept: 'text/html' } });
  const text = await res.text();
  // The server-rendered part only, not the embedded page data.
  return { status: res.status, text: text.slice(0, text.indexOf('<script id="page-data"')) };
}

describe('/pricing', () => {
  it('page data: plans, packages and the API price list from the contract', async () => {
    const { status, body } = await data('/pricing/api');
    expect(status).toBe(200);
    const r = body.results;
    expect(r.PageTitle).toBe('Pricing');
    expect(r.Subscriptions).toEqual(
      SUBSCRIPTION_PLANS.map((p) => ({
        ...p,
        SubscribeMonthlyURL: `/purchase/subscription?type=${p.Id}&yearly=0`,
        SubscribeYearlyURL: `/purchase/subscription?type=${p.Id}&yearly=1`,
      })),
    );
    expect(r.CreditPackages).toEqual(
      CREDIT_PACKAGES.map((p) => ({ ...p, BuyURL: `/purchase/credits?package=${p.Id}` })),
    );
    expect(r.CurrentSubscription).toBeNull();
    expect(r.PendingSubscription).toBe(false);
    expect(r.PurchasedCreditsExpireMonths).toBe(3);
    expect(r.FreeTierMonthlyCredits).toBe(FREE_TIER_MONTHLY_CREDITS);
    expect(r.Yearly).toBe(false);
    const routes = Object.entries(contract.apiV1);
    expect(r.ApiPricing).toHaveLength(routes.length);
    for (const [operation, route] of routes) {
      const meta = route.metadata as RouteMetadata;
      expect(r.ApiPricing).toContainEqual(
        expect.objectContaining({
          Operation: operation,
          Label: meta.pricingLabel,
          Method: route.method,
          Cost: describeCost(meta.credits!),
        }),
      );
    }
  });

  it('the page: anchors #plans and #credits, Subscribe and Buy links, the API table', async () => {
    const { status, text } = await html('/pricing');
    expect(status).toBe(200);
    expect(text).toContain('<section id="plans">');
    expect(text).toContain('<section id="credits">');
    for (const p of SUBSCRIPTION_PLANS) {
      expect(text).toContain(`href="/purchase/subscription?type=${p.Id}&amp;yearly=0">Subscribe</a>`);
      expect(text).toContain(`<strong>$${p.MonthlyPrice.toLocaleString('en-US')}</strong> per month`);
    }
    for (const p of CREDIT_PACKAGES)
      expect(text).toContain(`href="/purchase/credits?package=${p.Id}">Buy</a>`);
    expect(text).toContain('<code>GET /api/v1/domains/{domain}</code></td><td>1 credit per call</td>');
    expect(text).not.toContain('Current Subscription');
  });

  it('?yearly=1 opens the yearly prices and links (the toggle without script)', async () => {
    expect((await data('/pricing/api?yearly=1')).body.results.Yearly).toBe(true);
    const { text } = await html('/pricing?yearly=1');
    for (const p of SUBSCRIPTION_PLANS) {
      expect(text).toContain(`href="/purchase/subscription?type=${p.Id}&amp;yearly=1">Subscribe</a>`);
      expect(text).toContain(`<strong>$${p.AnnualPrice.toLocaleString('en-US')}</strong> per year`);
    }
    expect(text).toMatch(
      /<button type="submit" name="yearly" value="1" class="button primary" aria-pressed="true">/,
    );
  });

  it('an anonymous Subscribe lands on the sign-in panel at the same address', async () => {
    const res = await fetch(`${server.url}/purchase/subscription?type=pro&yearly=0`, {
      headers: { accept: 'text/html' },
      redirect: 'manual',
    });
    expect(res.status).toBe(401);
    const text = await res.text();
    expect(text).toContain('"resultLoginRequired":true');
    const json = await fetch(`${server.url}/purchase/credits?package=credits-1000`, {
      headers: { accept: 'application/json' },
      redirect: 'manual',
    });
    expect(json.status).toBe(401);
    expect(await json.json()).toMatchObject({
      err: 'Please log in to purchase the report',
      code: 'login_required',
    });
  });
});
