import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { closed } from '../../closed.ts';
import { fixed, free, perUnit, type RouteMetadata } from '../../credits.ts';
import { text } from '../../text.ts';
import { alertRoutes } from './alerts.ts';
import { API_COMMON_RESPONSES } from './errors.ts';
import { ReportFilters } from './filters.ts';
import {
  BulkLookupResult,
  CreditBalance,
  CreditHistory,
  CveLookup,
  DomainProfile,
  Scan,
  SubdomainPage,
  TechnologyLookup,
  WebsiteCount,
  WebsitePage,
} from './schemas.ts';

const c = initContract();

/** The most domains one bulk lookup takes. */
export const BULK_LOOKUP_MAX = 100;
/** Page sizes of the cursor-paged lists. */
export const WEBSITE_PAGE_MAX = 1_000;
export const WEBSITE_PAGE_DEFAULT = 100;
export const SUBDOMAIN_PAGE_MAX = 1_000;
export const SUBDOMAIN_PAGE_DEFAULT = 100;

/** Keeps each route's own cost type (fixed or per unit) for the server's meter. */
const meta = <M extends RouteMetadata>(m: M) => m;
const cursor = text().min(1).max(500).optional().describe('`nextCursor` of the previous page');
const limit = (max: number, dflt: number) =>
  z.coerce.number().int().min(1).max(max).default(dflt).describe(`Page size, 1–${max} (default ${dflt})`);
const domainParam = z.object({
  domain: text().min(1).max(253).describe('Host name, e.g. example.com (a scheme or www. is dropped)'),
});
const technologyParam = z.object({
  technology: text().min(1).max(200).describe('Technology slug, e.g. wordpress or google-analytics'),
});

/**
 * The public, credit-metered API. Every route carries its credit cost as metadata: the server
 * meters from it, OpenAPI shows it (`x-credit-cost` and the description), the SDK and CLI print
 * it. A call that fails costs nothing; per-unit costs count what the answer holds.
 */
export const apiV1Contract = c.router(
  {
    creditBalance: {
      method: 'GET',
      path: '/credits',
      summary: 'Credits balance',
      description: 'Credits left and the grants they come from, soonest-expiring first.',
      responses: { 200: CreditBalance },
      metadata: meta({ credits: free(), pricingLabel: 'Credits balance' }),
    },
    creditHistory: {
      method: 'GET',
      path: '/credits/history',
      summary: 'Credits spent, newest first',
      query: z.object({ limit: limit(200, 50), cursor }),
      responses: { 200: CreditHistory },
      metadata: meta({ credits: free(), pricingLabel: 'Credits history' }),
    },
    testDomainLookup: {
      method: 'GET',
      path: '/test-domain',
      summary: 'Test domain lookup',
      description:
        'The profile of one fixed domain (the answer names it), free of charge: try the key and the answer shape.',
      responses: { 200: DomainProfile },
      metadata: meta({ credits: free(), pricingLabel: 'Test domain lookup' }),
    },
    domainLookup: {
      method: 'GET',
      path: '/domains/:domain',
      pathParams: domainParam,
      summary: 'Domain lookup',
      description:
        'The website profile: technologies with versions, dates and evidence, rank, country, language, IP/ASN, contacts, tags and headers.',
      responses: { 200: DomainProfile },
      metadata: meta({ credits: fixed(1), pricingLabel: 'Domain lookup' }),
    },
    bulkDomainLookup: {
      method: 'POST',
      path: '/domains/lookup',
      summary: 'Bulk domain lookup',
      description: `Up to ${BULK_LOOKUP_MAX} domains in one call; only domains found are charged.`,
      body: closed({ domains: z.array(text().max(2048)).min(1).max(BULK_LOOKUP_MAX) }),
      responses: { 200: BulkLookupResult },
      metadata: meta({ credits: perUnit(1, 1, 'domain'), pricingLabel: 'Bulk domain lookup' }),
    },
    subdomainLookup: {
      method: 'GET',
      path: '/domains/:domain/subdomains',
      pathParams: domainParam,
      query: z.object({ limit: limit(SUBDOMAIN_PAGE_MAX, SUBDOMAIN_PAGE_DEFAULT), cursor }),
      summary: 'Subdomain lookup',
      responses: { 200: SubdomainPage },
      metadata: meta({ credits: perUnit(1, 10, 'subdomain'), pricingLabel: 'Subdomain lookup' }),
    },
    startScan: {
      method: 'POST',
      path: '/scans',
      summary: 'Live domain scan',
      description:
        'Visits the site now, detects its technologies and refreshes it in the index. Poll the scan until it is completed or failed; a failed scan is refunded. Government and military domains are refused.',
      body: closed({ domain: text().min(1).max(2048) }),
      responses: { 202: Scan, 403: API_COMMON_RESPONSES[400] },
      metadata: meta({ credits: fixed(2), pricingLabel: 'Live domain scan' }),
    },
    scanStatus: {
      method: 'GET',
      path: '/scans/:scanId',
      pathParams: z.object({ scanId: text().uuid() }),
      summary: 'Live scan status',
      responses: { 200: Scan },
      metadata: meta({ credits: free(), pricingLabel: 'Live scan status' }),
    },
    countWebsites: {
      method: 'POST',
      path: '/websites/count',
      summary: 'Count websites by filters',
      description: 'How many indexed sites match the report filters (the report estimate).',
      body: closed({ filters: ReportFilters }),
      responses: { 200: WebsiteCount },
      metadata: meta({ credits: free(), pricingLabel: 'Report estimate' }),
    },
    listWebsites: {
      method: 'POST',
      path: '/websites',
      summary: 'Website list by filters (report)',
      description: 'Sites matching the report filters, best-ranked first, a page at a time.',
      body: closed({
        filters: ReportFilters,
        limit: z.number().int().min(1).max(WEBSITE_PAGE_MAX).default(WEBSITE_PAGE_DEFAULT),
        cursor,
      }),
      responses: { 200: WebsitePage },
      metadata: meta({ credits: perUnit(1, 1, 'domain'), pricingLabel: 'Report (website list)' }),
    },
    technologyLookup: {
      method: 'GET',
      path: '/technologies/:technology',
      pathParams: technologyParam,
      summary: 'Technology lookup',
      description: 'Catalogue entry and usage: sites, top versions, top countries, known CVEs.',
      responses: { 200: TechnologyLookup },
      metadata: meta({ credits: free(), pricingLabel: 'Technology lookup' }),
    },
    technologyWebsites: {
      method: 'GET',
      path: '/technologies/:technology/websites',
      pathParams: technologyParam,
      query: z.object({
        version: text().min(1).max(100).optional().describe('Only sites running this exact version'),
        limit: limit(WEBSITE_PAGE_MAX, WEBSITE_PAGE_DEFAULT),
        cursor,
      }),
      summary: 'Websites using a technology',
      responses: { 200: WebsitePage },
      metadata: meta({ credits: perUnit(1, 1, 'domain'), pricingLabel: 'Websites by technology' }),
    },
    cveLookup: {
      method: 'GET',
      path: '/cves/:cveId',
      pathParams: z.object({ cveId: text().min(1).max(40).describe('CVE-YYYY-NNNN') }),
      summary: 'CVE lookup',
      responses: { 200: CveLookup },
      metadata: meta({ credits: free(), pricingLabel: 'CVE lookup' }),
    },
    ...alertRoutes,
  },
  { pathPrefix: '/api/v1', commonResponses: API_COMMON_RESPONSES, strictStatusCodes: true },
);
export type ApiV1Contract = typeof apiV1Contract;
