import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { pageEnvelope } from '../../envelope.ts';
import { DomainList } from './common.ts';
import { envelopeResponses } from './envelope-responses.ts';

const c = initContract();

const CountryRef = z.object({ ShortName: z.string(), Name: z.string() });

/**
 * Part 2 §3 "Subdomain technology": one detected technology with its version's freshness.
 * Bucket 3 (four green stars) … 0 (one red star); null when the version is unknown.
 */
export const SiteTechnologyRow = z.object({
  Category: z.string(),
  CategoryIcon: z.string(),
  CategoryURL: z.string(),
  Technology: z.string(),
  TechnologyURL: z.string(),
  TechnologyIcon: z.string(),
  Version: z.string().nullable(),
  Bucket: z.number().int().min(0).max(3).nullable(),
  /** Share of the sites using this technology with a known version that run a newer one. */
  PercentNewerVersion: z.number().nullable(),
  UsedSince: z.string(),
  LastSeen: z.string(),
});
export type SiteTechnologyRow = z.infer<typeof SiteTechnologyRow>;

/** How the last visit went: a blocked or failed fetch must never read as "no technologies". */
export const FetchInfo = z.object({
  Outcome: z.string(),
  Status: z.number().int().nullable(),
  CheckedAt: z.string(),
  /** A sentence for visitors when the fetch did not succeed; null when it did. */
  Message: z.string().nullable(),
});

/** A report link of the side panel; Locked shows the lock titled "Login to access". */
export const ReportLink = z.object({ Name: z.string(), Link: z.string(), Locked: z.boolean() });

export const CertificateState = z.enum(['Expired', 'Expiring soon', 'Valid']);

const WebsiteHeading = {
  Domain: z.string(),
  Fetch: FetchInfo,
  DemoData: z.boolean(),
};

/** Part 2 §3 "Website page data". */
export const WebsiteResults = z.object({
  ...WebsiteHeading,
  SecondLevelDomain: z.string(),
  Title: z.string().nullable(),
  Description: z.string().nullable(),
  TechnologiesDetected: z.number().int(),
  SubdomainTechnologyCount: z.number().int(),
  AdvertisersDetected: z.number().int(),
  RedirectsTo: z.string().nullable(),
  /** Indexed sites whose last visit ended on this one (the Redirects report lists them). */
  RedirectedFrom: z.object({ Count: z.number().int() }),
  Rank: z.number().int(),
  /**
   * The ranked list Rank comes from and its date; Current is false once a newer import of the
   * list left the site out (it keeps this last rank, marked as old). Null when no list ranks the
   * site (demo data, sites asked for by name).
   */
  RankSource: z.object({ List: z.string(), Date: z.string(), Current: z.boolean() }).nullable(),
  HostingCountry: CountryRef.nullable(),
  Language: z.object({ Code: z.string(), Name: z.string() }).nullable(),
  TechnologyChangesSummary: z.object({
    LastUpdatedDate: z.string().nullable(),
    TechnologiesAdded: z.number().int(),
    TechnologiesDropped: z.number().int(),
  }),
  Subdomains: z.object({
    Count: z.number().int(),
    Domains: z.array(z.string()),
    MoreThan10: z.boolean(),
    TopRankingSubdomain: z.object({ Domain: z.string(), Rank: z.number().int() }).nullable(),
  }),
  IPAddress: z.string().nullable(),
  IPSharedDomains: z.number().int(),
  DomainInfo: z.object({
    ASNId: z.number().int().nullable(),
    ASNName: z.string().nullable(),
    CertIssuer: z.string().nullable(),
    CertExpiration: z.string().nullable(),
    CertState: CertificateState.nullable(),
    redirect: z.string().nullable(),
  }),
  BackLinks: z.object({ DomainCount: z.number().int(), IPCount: z.number().int() }),
  Warnings: z.object({
    Offline: z.boolean(),
    AccessViaHTTP: z.boolean(),
    ExpiredCertificate: z.boolean(),
    ExpiringCerticate: z.boolean(),
    ValidCertificate: z.boolean(),
    Unreliable: z.boolean(),
    OutdatedTechnologies: z.number().int(),
  }),
  Tags: z.array(z.object({ Kind: z.string(), Id: z.string() })),
  Keywords: z.array(z.string()),
  SocialMediaLinks: z.object({
    Facebook: z.string().nullable(),
    Twitter: z.string().nullable(),
    Instagram: z.string().nullable(),
    Youtube: z.string().nullable(),
    LinkedIn: z.string().nullable(),
  }),
  ContactInfo: z.object({ HasAddress: z.boolean(), Address: z.string().nullable() }),
  LastCrawledDate: z.string(),
  /**
   * Set when the last visit was read from a web archive (a Common Crawl WARC) rather than made
   * live: the archive file, the capture date (= LastCrawledDate), and what the archive cannot tell
   * (`adsTxt`, `dns`, `certificate`), which is unknown rather than absent.
   */
  ArchiveSource: z
    .object({ Archive: z.string(), CapturedDate: z.string(), Unknown: z.array(z.string()) })
    .nullable(),
  ResponseHeaders: z.array(z.object({ Header: z.string(), HeaderMoniker: z.string(), Value: z.string() })),
  Technologies: z.array(SiteTechnologyRow),
  DomainCVEs: z.array(
    z.object({ CVE: z.string(), Technology: z.string(), TechnologyURL: z.string(), Version: z.string() }),
  ),
  Reports: z.array(ReportLink),
  /** True when technologies on subdomains exceed those on the domain by more than 5%. */
  ShowSubdomainNote: z.boolean(),
});

export const WebsiteTechnologiesResults = z.object({
  ...WebsiteHeading,
  TechnologyCount: z.number().int(),
  Technologies: z.array(SiteTechnologyRow),
  Pages: DomainList.shape.Pages,
});

/** Part 2 §3 "Aggregated technology", per category. */
export const WebsiteAggregatedResults = z.object({
  ...WebsiteHeading,
  Categories: z.array(
    z.object({
      Category: z.string(),
      CategoryURL: z.string(),
      CategoryIcon: z.string(),
      Apps: z.array(
        z.object({
          Technology: z.string(),
          TechnologyURL: z.string(),
          TechnologyIcon: z.string(),
          Domains: z.array(
            z.object({
              Domain: z.object({ Domain: z.string(), OpenProtocol: z.enum(['https', 'http']) }),
              Version: z.string().nullable(),
              UsedSince: z.string(),
            }),
          ),
        }),
      ),
    }),
  ),
});

/** Part 2 §3 "Technology change". */
const WebsiteTechnologyChange = z.object({
  Technology: z.string(),
  TechnologyURL: z.string(),
  Category: z.string(),
  CategoryURL: z.string(),
  VersionFrom: z.string().nullable(),
  VersionTo: z.string().nullable(),
  Added: z.boolean(),
  VersionChange: z.boolean(),
  Dropped: z.boolean(),
  InitialDetection: z.boolean(),
  Date: z.string(),
});

export const WebsiteHistoryResults = z.object({
  ...WebsiteHeading,
  ChangeCount: z.number().int(),
  Changes: z.array(WebsiteTechnologyChange),
  Pages: DomainList.shape.Pages,
  EmptyMessage: z.string().nullable(),
});

const NameList = z.object({
  ...WebsiteHeading,
  Count: z.number().int(),
  Items: z.array(
    z.object({
      Name: z.string(),
      Link: z.string().nullable(),
      Rank: z.number().int().nullable(),
      DomainCount: z.number().int().nullable(),
    }),
  ),
  Pages: DomainList.shape.Pages,
  EmptyMessage: z.string().nullable(),
});
export const WebsiteSubdomainsResults = NameList;
export const WebsiteAdvertisersResults = NameList;
export const WebsiteBacklinkIpsResults = NameList;

export const WebsiteDomainListResults = z.object({ ...WebsiteHeading, Domains: DomainList });

/** Domains is null while the index cannot list redirect sources; Message then says so. */
export const WebsiteRedirectsResults = z.object({
  ...WebsiteHeading,
  Domains: DomainList.nullable(),
  Message: z.string().nullable(),
});

/** Part 2 §3 "Backlink info". */
export const WebsiteBacklinksResults = z.object({
  ...WebsiteHeading,
  BacklinkInfo: z.object({
    LinkingRootDomainCount: z.number().int(),
    LinkingIPAddressCount: z.number().int(),
    HighestRankingDomain: z.object({ Domain: z.string(), Rank: z.number().int() }).nullable(),
    MostLinkedFromCountry: CountryRef.nullable(),
  }),
  EmptyMessage: z.string().nullable(),
  TopLinkingDomains: DomainList,
});

/** Sub-pages other than the aggregated view need a login: 401 with resultLoginRequired. */
const signedIn = <T extends z.AnyZodObject>(results: T) => ({
  ...envelopeResponses(results),
  401: pageEnvelope(results),
});

/** Website profile and its sub-pages (part 2 §2.2 Website profile). */
export const websitePages = c.router({
  website: {
    method: 'GET',
    path: '/website/:websiteid/api',
    summary: 'Page data of a website profile',
    responses: envelopeResponses(WebsiteResults),
  },
  websiteTechnologies: {
    method: 'GET',
    path: '/website/:websiteid/technologies/:page/api',
    summary: 'Technologies detected on a website (signed-in only)',
    responses: signedIn(WebsiteTechnologiesResults),
  },
  websiteAggregated: {
    method: 'GET',
    path: '/website/:websiteid/aggregated/api',
    summary: 'Technologies of a website and its indexed subdomains, by category',
    responses: envelopeResponses(WebsiteAggregatedResults),
  },
  websiteHistory: {
    method: 'GET',
    path: '/website/:websiteid/history/:page/api',
    summary: 'Technology changes of a website (signed-in only)',
    responses: signedIn(WebsiteHistoryResults),
  },
  websiteSubdomains: {
    method: 'GET',
    path: '/website/:websiteid/subdomains/:page/api',
    summary: 'Subdomains of a website (signed-in only)',
    responses: signedIn(WebsiteSubdomainsResults),
  },
  websiteRedirects: {
    method: 'GET',
    path: '/website/:websiteid/redirects/:page/api',
    summary: 'Websites redirecting to a website (signed-in only)',
    responses: signedIn(WebsiteRedirectsResults),
  },
  websiteAdvertisers: {
    method: 'GET',
    path: '/website/:websiteid/advertisers/:page/api',
    summary: 'Ad systems a website authorises in ads.txt (signed-in only)',
    responses: signedIn(WebsiteAdvertisersResults),
  },
  websiteBacklinks: {
    method: 'GET',
    path: '/website/:websiteid/backlinks/api',
    summary: 'Backlinks profile of a website (signed-in only)',
    responses: signedIn(WebsiteBacklinksResults),
  },
  websiteBacklinkWebsites: {
    method: 'GET',
    path: '/website/:websiteid/backlinks/websites/:page/api',
    summary: 'Websites linking to a website (signed-in only)',
    responses: signedIn(WebsiteDomainListResults),
  },
  websiteBacklinkIps: {
    method: 'GET',
    path: '/website/:websiteid/backlinks/ipaddresses/:page/api',
    summary: 'IP addresses of the websites linking to a website (signed-in only)',
    responses: signedIn(WebsiteBacklinkIpsResults),
  },
});
