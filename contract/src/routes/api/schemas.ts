import { extendApi } from '@anatine/zod-openapi';
import { z } from 'zod';
import { CREDIT_SOURCES } from '../../credits.ts';

/** Shapes of the public API's answers. Dates are ISO 8601; days are YYYY-MM-DD. */

const day = z.string().describe('YYYY-MM-DD');
const timestamp = z.string().describe('ISO 8601 timestamp');

export const Named = z.object({ slug: z.string(), name: z.string() });
export const CountryRef = z.object({ code: z.string(), name: z.string() });

export const Evidence = z.object({
  kind: z.string().describe('What matched: headers, cookies, meta, html, scriptSrc, js, dom, implies, …'),
  key: z.string().optional().describe('Header, cookie or meta name, js chain or DOM selector'),
  pattern: z.string().describe('The fingerprint pattern as written in the set'),
  match: z.string().describe('The matched text, cut to 120 characters'),
  version: z.string().optional(),
});

export const Detection = z.object({
  name: z.string(),
  slug: z.string(),
  version: z.string().nullable(),
  categories: z.array(Named),
  confidence: z.number().int().min(0).max(100),
  mode: z.enum(['static', 'rendered']).describe('rendered: the detection needed a browser'),
  firstSeen: day,
  lastSeen: day,
  lastChecked: timestamp.describe('When the site was last fetched'),
  cves: z.array(z.string()).describe('Known CVEs of the detected version'),
  evidence: z
    .array(Evidence)
    .nullable()
    .describe('Why it was detected; null for sites whose data was not crawled (synthetic data)'),
});

export const FETCH_OUTCOMES = [
  'ok',
  'redirected',
  'blocked',
  'httpError',
  'timeout',
  'dnsFailure',
  'tlsError',
  'connectionRefused',
  'networkError',
  'tooManyRedirects',
  'robotsDisallowed',
  'refused',
  'overBudget',
] as const;

export const FetchOutcome = z.object({
  outcome: z.enum(FETCH_OUTCOMES),
  status: z.number().int().nullable().describe('HTTP status of the last response'),
  checkedAt: timestamp,
  archive: z
    .object({
      name: z.string().describe('The archive file the page was read from'),
      unknown: z
        .array(z.string())
        .describe('What the archive could not tell (adsTxt, dns, certificate): unknown, not absent'),
    })
    .nullable()
    .describe(
      'Set when the last visit was read from a web archive (a Common Crawl WARC) instead of made live; `checkedAt` is then the capture date',
    ),
});

const Contacts = z.object({
  emails: z.array(z.string()),
  phones: z.array(z.string()),
  address: z.string().nullable(),
});
const Social = z.object({
  facebook: z.string().nullable(),
  twitter: z.string().nullable(),
  instagram: z.string().nullable(),
  youtube: z.string().nullable(),
  linkedin: z.string().nullable(),
});

/** Rank 2,000,000,000 in the index means "low rank": the API says null. */
const rank = z.number().int().nullable().describe('Popularity rank, 1 is the most popular; null: low rank');

export const RankSource = z
  .object({
    list: z
      .string()
      .describe('The ranked list: tranco, umbrella, majestic, crux, plain, or the name given at import'),
    date: day.describe("The list's date"),
    current: z
      .boolean()
      .describe(
        'false: a newer import of the list left the site out, and the site keeps this last rank, marked as old',
      ),
  })
  .nullable()
  .describe(
    'Where the rank comes from; null when no list ranks the site (demonstration data, sites asked for by name)',
  );

const DomainProfileShape = z.object({
  domain: z.string(),
  rank,
  rankSource: RankSource,
  country: CountryRef.nullable(),
  language: Named.omit({ slug: true }).extend({ code: z.string() }).nullable(),
  tld: z.string(),
  title: z.string().nullable(),
  description: z.string().nullable(),
  keywords: z.array(z.string()),
  ip: z.string().nullable(),
  asn: z.object({ number: z.number().int(), name: z.string().nullable() }).nullable(),
  technologies: z.array(Detection),
  headers: z.array(z.object({ name: z.string(), value: z.string() })),
  tags: z.array(z.object({ kind: z.string(), id: z.string() })).describe('Analytics and ad-network IDs'),
  advertisers: z.array(z.string()).describe('Ad systems its ads.txt authorises'),
  contacts: Contacts,
  social: Social,
  subdomainCount: z.number().int(),
  redirectsTo: z.string().nullable(),
  certificate: z.object({ issuer: z.string(), validTo: timestamp }).nullable(),
  maxSeverity: z.number().nullable().describe('Highest CVSS base score among its CVEs'),
  fetch: FetchOutcome.describe('How the last visit went'),
  synthetic: z.boolean().describe('True for generated demonstration data'),
  updatedAt: timestamp,
});

/** A whole profile, typed so it cannot drift from the schema; OpenAPI shows it as the example. */
export const DOMAIN_PROFILE_EXAMPLE: z.infer<typeof DomainProfileShape> = {
  domain: 'example.com',
  rank: 1234,
  rankSource: { list: 'tranco', date: '2026-11-20', current: true },
  country: { code: 'US', name: 'United States' },
  language: { code: 'en', name: 'English' },
  tld: 'com',
  title: 'Example',
  description: null,
  keywords: [],
  ip: '93.184.215.14',
  asn: { number: 15133, name: 'EDGECAST' },
  technologies: [
    {
      name: 'WordPress',
      slug: 'wordpress',
      version: '6.4.2',
      categories: [{ slug: 'content-management-system', name: 'Content Management System' }],
      confidence: 100,
      mode: 'static',
      firstSeen: '2026-02-01',
      lastSeen: '2026-11-20',
      lastChecked: '2026-11-20T08:12:00.000Z',
      cves: [],
      evidence: [
        { kind: 'meta', key: 'generator', pattern: '^WordPress ?([\\d.]+)?', match: 'WordPress 6.4.2' },
      ],
    },
  ],
  headers: [{ name: 'server', value: 'nginx' }],
  tags: [],
  advertisers: [],
  contacts: { emails: [], phones: [], address: null },
  social: { facebook: null, twitter: null, instagram: null, youtube: null, linkedin: null },
  subdomainCount: 0,
  redirectsTo: null,
  certificate: null,
  maxSeverity: null,
  fetch: { outcome: 'ok', status: 200, checkedAt: '2026-11-20T08:12:00.000Z', archive: null },
  synthetic: false,
  updatedAt: '2026-11-20T08:12:00.000Z',
};

export const DomainProfile = extendApi(DomainProfileShape, { example: DOMAIN_PROFILE_EXAMPLE });
export type DomainProfile = z.infer<typeof DomainProfile>;

export const BulkLookupResult = z.object({
  results: z.array(DomainProfile),
  notFound: z.array(z.string()).describe('Valid domains the index does not hold (not charged)'),
  invalid: z.array(z.string()).describe('Inputs that are not domain names (not charged)'),
});

export const SubdomainPage = z.object({
  domain: z.string(),
  total: z.number().int(),
  subdomains: z.array(z.string()),
  nextCursor: z.string().nullable(),
});

/** One site of a website list: the lead-list row. */
export const WebsiteRow = z.object({
  domain: z.string(),
  rank,
  country: z.string().nullable().describe('ISO 3166-1 alpha-2'),
  language: z.string().nullable(),
  tld: z.string(),
  title: z.string().nullable(),
  contacts: Contacts,
  social: Social,
  technologyCount: z.number().int(),
  lastChecked: timestamp,
  synthetic: z.boolean(),
});
export type WebsiteRow = z.infer<typeof WebsiteRow>;

export const WebsitePage = z.object({
  websites: z.array(WebsiteRow),
  nextCursor: z.string().nullable().describe('Pass as `cursor` for the next page; null on the last page'),
});
export type WebsitePage = z.infer<typeof WebsitePage>;

export const WebsiteCount = z.object({
  count: z.number().int(),
  maxDomainsInReport: z.number().int(),
});

export const Bucket = z.object({ key: z.string(), count: z.number().int() });

export const TechnologyLookup = z.object({
  slug: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  website: z.string().nullable(),
  icon: z.string().nullable().describe('Icon URL on this service'),
  categories: z.array(Named),
  cpe: z.string().nullable(),
  oss: z.boolean(),
  saas: z.boolean(),
  pricing: z.array(z.string()),
  websiteCount: z.number().int(),
  versions: z.array(Bucket).describe('Most used versions, most sites first'),
  countries: z.array(Bucket).describe('Countries with most sites using it'),
  knownCves: z.number().int().describe('CVEs recorded against it'),
});

export const CveLookup = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  published: timestamp.nullable(),
  updated: timestamp.nullable(),
  severity: z.number().nullable().describe('CVSS base score'),
  cwe: z.object({ id: z.number().int(), name: z.string().nullable() }).nullable(),
  technologies: z.array(
    z.object({
      slug: z.string(),
      name: z.string(),
      ranges: z.array(
        z.object({
          from: z.string().nullable().describe('First affected version (inclusive)'),
          to: z.string().nullable(),
          toInclusive: z.boolean(),
        }),
      ),
    }),
  ),
  websiteCount: z.number().int().describe('Indexed sites whose detected versions carry it'),
  references: z.array(z.string()),
});

export const SCAN_STATES = ['scheduled', 'running', 'completed', 'failed'] as const;
export const Scan = z.object({
  id: z.string(),
  domain: z.string(),
  status: z.enum(SCAN_STATES),
  createdAt: timestamp,
  finishedAt: timestamp.nullable(),
  error: z.string().nullable().describe('Why a failed scan failed'),
  result: DomainProfile.nullable().describe('The refreshed profile once completed'),
});
export type Scan = z.infer<typeof Scan>;

export const CreditGrant = z.object({
  source: z.enum(CREDIT_SOURCES),
  amount: z.number().int(),
  remaining: z.number().int(),
  grantedAt: timestamp,
  expiresAt: timestamp,
});

export const CreditBalance = z.object({
  balance: z.number().int(),
  grants: z.array(CreditGrant).describe('Unexpired grants with credits left, soonest-expiring first'),
  freeTierMonthlyCredits: z.number().int(),
});

export const CreditHistory = z.object({
  entries: z.array(
    z.object({
      requestId: z.string(),
      operation: z.string(),
      units: z.number().int(),
      credits: z.number().int(),
      at: timestamp,
      refunded: z.boolean(),
    }),
  ),
  nextCursor: z.string().nullable(),
});
