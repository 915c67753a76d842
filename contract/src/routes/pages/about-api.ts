import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { envelopeResponses } from './envelope-responses.ts';

const c = initContract();

/** One metered route of `/api/v1` as the pricing table shows it, read from the route's metadata. */
export const ApiPriceRow = z.object({
  /** The contract's name of the route, e.g. `domainLookup` (what the SDK and CLI call it). */
  Operation: z.string(),
  Label: z.string(),
  Method: z.string(),
  /** OpenAPI style: `/api/v1/domains/{domain}`. */
  Path: z.string(),
  /** describeCost of the route's cost, e.g. "1 credit per call". */
  Cost: z.string(),
  Free: z.boolean(),
});
export type ApiPriceRow = z.infer<typeof ApiPriceRow>;

export const ApiRateLimitRow = z.object({
  Plan: z.string(),
  Name: z.string(),
  PerKeyPerSecond: z.number().int(),
});

export const ApiErrorCodeRow = z.object({
  Code: z.string(),
  Status: z.number().int(),
  Meaning: z.string(),
});

/** A way in: how to install it and a first call. */
export const ApiClientExample = z.object({
  Install: z.string(),
  Example: z.string(),
});

export const AboutApiResults = z.object({
  /** Where the API answers, e.g. `https://techcensus.example/api/v1`. */
  ApiBaseUrl: z.string(),
  KeyHeader: z.string(),
  FreeTierMonthlyCredits: z.number().int(),
  Pricing: z.array(ApiPriceRow),
  RateLimits: z.array(ApiRateLimitRow),
  PerAddressPerSecond: z.number().int(),
  ErrorCodes: z.array(ApiErrorCodeRow),
  /** An error answer as the API sends it. */
  ErrorExample: z.string(),
  Links: z.object({
    Docs: z.string(),
    OpenApi: z.string(),
    Account: z.string(),
    Pricing: z.string(),
  }),
  Curl: z.string(),
  Sdk: ApiClientExample,
  Cli: ApiClientExample,
});

/** The page for integrators: what the API is, keys, prices, limits, errors, clients. */
export const aboutApiPages = c.router({
  aboutApi: {
    method: 'GET',
    path: '/about-api/api',
    summary: 'Page data of the API page',
    responses: envelopeResponses(AboutApiResults),
  },
});
