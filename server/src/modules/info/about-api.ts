import {
  type AboutApiResults,
  API_ERROR_CODES,
  API_KEY_HEADER,
  API_RATE_LIMIT_PER_ADDRESS_PER_SECOND,
  API_RATE_LIMITS,
  type ApiErrorCode,
  type ApiPlan,
  type ApiPriceRow,
  type ApiV1Error,
  contract,
  describeCost,
  FREE_TIER_MONTHLY_CREDITS,
  type RouteMetadata,
} from '@techcensus/contract';
import type { z } from 'zod';
import type { PageContext } from '../../page-data/context.ts';
import { pageMeta } from '../../page-data/meta.ts';
import { type PageOutcome, pageOk } from '../../page-data/outcome.ts';
import { CLI_INSTALL, cliExample, curlExample, SDK_INSTALL, sdkExample } from './api-client-examples.ts';
import { API_ERROR_MEANINGS } from './api-error-meanings.ts';

const PLAN_NAMES: Record<ApiPlan, string> = {
  free: 'Free tier (no subscription)',
  subscription: 'Subscription',
};

/**
 * The pricing table, read from the contract's route metadata in the contract's order: the same
 * declaration the server meters from and OpenAPI documents, so the page cannot quote another
 * price. A route without a cost or label is a contract bug, and fails loudly here.
 */
export function apiPricing(): ApiPriceRow[] {
  return Object.entries(contract.apiV1).map(([operation, route]) => {
    const meta = route.metadata as RouteMetadata | undefined;
    if (!meta?.credits || !meta.pricingLabel) {
      throw new Error(`API route ${operation} has no credit cost or pricing label in the contract`);
    }
    return {
      Operation: operation,
      Label: meta.pricingLabel,
      Method: route.method,
      Path: route.path.replace(/:(\w+)/g, '{$1}'),
      Cost: describeCost(meta.credits),
      Free: meta.credits.kind === 'fixed' && meta.credits.amount === 0,
    };
  });
}

/** An error answer in the contract's one error shape (the type keeps it in step with it). */
const ERROR_EXAMPLE: ApiV1Error = {
  err: 'This call costs 1 credit and the balance is 0. Credits are sold at /pricing#credits.',
  code: 'insufficient_credits',
  balance: 0,
  cost: 1,
};

/** The limits this installation enforces: the contract's, scaled as the gate scales them. */
function effectiveLimit(perSecond: number, multiplier: number): number {
  return Math.max(1, Math.round(perSecond * multiplier));
}

export async function aboutApiPage(ctx: PageContext): Promise<PageOutcome<z.infer<typeof AboutApiResults>>> {
  const meta = pageMeta(ctx.baseUrl, {
    title: 'TechCensus API: website technology lookups for developers',
    description:
      'The TechCensus REST API: look up the technologies of any website, run live scans and build lists. Authentication, credit prices per call, rate limits, error codes, SDK and CLI.',
    keywords: ['API', 'website technology lookup API', 'REST API', 'credits', 'SDK', 'CLI'],
    path: '/about-api',
    crumbs: [['API', '/about-api']],
  });
  const multiplier = ctx.deps.config.API_RATE_LIMIT_MULTIPLIER;
  return pageOk(ctx.viewer, meta, {
    ApiBaseUrl: `${ctx.baseUrl}/api/v1`,
    KeyHeader: API_KEY_HEADER,
    FreeTierMonthlyCredits: FREE_TIER_MONTHLY_CREDITS,
    Pricing: apiPricing(),
    RateLimits: (Object.keys(API_RATE_LIMITS) as ApiPlan[]).map((plan) => ({
      Plan: plan,
      Name: PLAN_NAMES[plan],
      PerKeyPerSecond: effectiveLimit(API_RATE_LIMITS[plan].perKeyPerSecond, multiplier),
    })),
    PerAddressPerSecond: effectiveLimit(API_RATE_LIMIT_PER_ADDRESS_PER_SECOND, multiplier),
    ErrorCodes: (Object.keys(API_ERROR_CODES) as ApiErrorCode[]).map((code) => ({
      Code: code,
      Status: API_ERROR_CODES[code],
      Meaning: API_ERROR_MEANINGS[code],
    })),
    ErrorExample: JSON.stringify(ERROR_EXAMPLE, null, 2),
    Links: { Docs: '/api/docs', OpenApi: '/openapi.json', Account: '/user/account', Pricing: '/pricing' },
    Curl: curlExample(ctx.baseUrl, API_KEY_HEADER),
    Sdk: { Install: SDK_INSTALL, Example: sdkExample(ctx.baseUrl) },
    Cli: { Install: CLI_INSTALL, Example: cliExample(ctx.baseUrl) },
  });
}
