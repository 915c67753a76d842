import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { DomainList, GeoData, IndexState } from './common.ts';
import { envelopeResponses } from './envelope-responses.ts';

const c = initContract();

const CountryRef = z.object({ ShortName: z.string(), Name: z.string() });

/** The best-ranked site of a group; Rank 2,000,000,000 reads "low rank". */
const TopDomain = z.object({ Domain: z.string(), Rank: z.number().int() }).nullable();

/** Most popular country of a group of sites, with that country's share of the group. */
const MostPopularCountry = z
  .object({ Country: CountryRef, DomainCount: z.number().int(), Percentage: z.number() })
  .nullable();

/** Share of a group's sites in each rank bucket (top 10K … top 100M, cumulative). */
const Popularity = z.array(z.object({ Bucket: z.string(), DomainCount: z.number().int() }));

const ReportLinks = z.array(z.object({ Name: z.string(), Link: z.string() }));

/** Part 2 §3 "ASN". */
export const AsnLookupResults = z.object({
  ...IndexState,
  ASNs: z.array(
    z.object({
      ASN: z.string(),
      ASNId: z.number().int(),
      ASNName: z.string().nullable(),
      HighestRankDomain: TopDomain,
      DomainCount: z.number().int(),
    }),
  ),
});

export const AsnResults = z.object({
  ...IndexState,
  ASN: z.string(),
  ASNId: z.number().int(),
  ASNName: z.string().nullable(),
  DomainCount: z.number().int(),
  MostPopularCountry,
  Reports: ReportLinks,
  Geo: GeoData,
  Popularity,
  Domains: DomainList,
});

export const AsnWebsitesResults = z.object({
  ...IndexState,
  ASN: z.string(),
  ASNId: z.number().int(),
  ASNName: z.string().nullable(),
  Domains: DomainList,
});

/**
 * Part 2 §3 "ASN" TechnologyDevelopments: what the websites hosted on an autonomous system
 * started using, stopped using or upgraded since `Since` (the last 3 months, part 2 §9), per
 * technology. Each count is of websites; Totals add them up over the technologies.
 */
export const AsnChangesResults = z.object({
  ...IndexState,
  ASN: z.string(),
  ASNId: z.number().int(),
  ASNName: z.string().nullable(),
  DomainCount: z.number().int(),
  Since: z.string(),
  Totals: z.object({
    Added: z.number().int(),
    Dropped: z.number().int(),
    ChangedVersions: z.number().int(),
  }),
  Technologies: z.array(
    z.object({
      Technology: z.string(),
      TechnologyURL: z.string(),
      TechnologyIcon: z.string(),
      Added: z.number().int(),
      Dropped: z.number().int(),
      ChangedVersions: z.number().int(),
    }),
  ),
});

/** Part 2 §3 "IP item". */
export const IpLookupResults = z.object({
  ...IndexState,
  IPs: z.array(
    z.object({
      IP: z.string(),
      ASNId: z.number().int().nullable(),
      ASNName: z.string().nullable(),
      HighestRankDomain: TopDomain,
      DomainCount: z.number().int(),
    }),
  ),
});

export const IpResults = z.object({
  ...IndexState,
  IP: z.string(),
  ASNId: z.number().int().nullable(),
  ASNName: z.string().nullable(),
  Country: CountryRef.nullable(),
  DomainCount: z.number().int(),
  MostPopularCountry,
  Geo: GeoData,
  Popularity,
  Domains: DomainList,
});

export const IpWebsitesResults = z.object({ ...IndexState, IP: z.string(), Domains: DomainList });

/** Part 2 §3 "Tag". */
export const TagLookupResults = z.object({
  ...IndexState,
  Tags: z.array(
    z.object({
      Tag: z.string(),
      HighestRankDomain: TopDomain,
      DomainCount: z.number().int(),
    }),
  ),
});

export const TagResults = z.object({
  ...IndexState,
  Tag: z.string(),
  /** Which system issues IDs of this form (e.g. "Google Analytics"), when recognisable. */
  Kind: z.string().nullable(),
  DomainCount: z.number().int(),
  MostPopularCountry,
  Geo: GeoData,
  Domains: DomainList,
});

export const TagWebsitesResults = z.object({ ...IndexState, Tag: z.string(), Domains: DomainList });

export const AdvertisersLookupResults = z.object({
  ...IndexState,
  Advertisers: z.array(
    z.object({
      Advertiser: z.string(),
      /** The ad system's page: the websites whose ads.txt authorises it. */
      AdvertiserURL: z.string(),
      HighestRankDomain: TopDomain,
      DomainCount: z.number().int(),
    }),
  ),
});

/**
 * An ad system (the domain an ads.txt line starts with) and the websites whose ads.txt
 * authorises it; the spec names the advertiser lookup only, the page follows the tag ID pages.
 */
export const AdvertiserResults = z.object({
  ...IndexState,
  Advertiser: z.string(),
  DomainCount: z.number().int(),
  MostPopularCountry,
  Geo: GeoData,
  Domains: DomainList,
});

export const AdvertiserWebsitesResults = z.object({
  ...IndexState,
  Advertiser: z.string(),
  Domains: DomainList,
});

/** Common response headers: Occurrence is the percentage of indexed sites sending the header. */
export const CommonHeadersResults = z.object({
  ...IndexState,
  TotalDomains: z.number().int(),
  Headers: z.array(
    z.object({
      Header: z.string(),
      HeaderMoniker: z.string(),
      SampleValue: z.string().nullable(),
      Occurrence: z.number(),
      DomainCount: z.number().int(),
    }),
  ),
});

/** Part 2 §3 "Response header". */
export const HeaderResults = z.object({
  ...IndexState,
  Header: z.string(),
  HeaderMoniker: z.string(),
  Description: z.string().nullable(),
  Usage: z.object({
    HeaderCount: z.number().int(),
    UsedByPercent: z.number(),
    UniqueValueCount: z.number().int(),
    MoreThan10K: z.boolean(),
    MostPopularCountry,
  }),
  Directives: z.array(
    z.object({
      Directive: z.string(),
      MarketShare: z.number(),
      DomainCount: z.number().int(),
      ValueCount: z.number().int(),
    }),
  ),
  TogetherHeaders: z.array(
    z.object({ Header: z.string(), HeaderMoniker: z.string(), Percentage: z.number() }),
  ),
  TopValues: z.array(z.object({ Value: z.string(), Percentage: z.number(), DomainCount: z.number().int() })),
  Domains: DomainList,
});

export const HeaderWebsitesResults = z.object({
  ...IndexState,
  Header: z.string(),
  HeaderMoniker: z.string(),
  Domains: DomainList,
});

/** ASN, IP, tag ID, advertiser and response-header lookups (part 2 §2.2). */
export const networkPages = c.router({
  asnLookup: {
    method: 'GET',
    path: '/asn/api',
    summary: 'Page data of the ASN lookup (largest autonomous systems)',
    responses: envelopeResponses(AsnLookupResults),
  },
  asn: {
    method: 'GET',
    path: '/asn/:asn/api',
    summary: 'Page data of an autonomous system',
    responses: envelopeResponses(AsnResults),
  },
  asnWebsites: {
    method: 'GET',
    path: '/asn/:asn/websites/:page/api',
    summary: 'Websites hosted on an autonomous system',
    responses: envelopeResponses(AsnWebsitesResults),
  },
  asnChanges: {
    method: 'GET',
    path: '/asn/:asn/changes/api',
    summary: 'Technology changes on the websites hosted on an autonomous system (last 3 months)',
    responses: envelopeResponses(AsnChangesResults),
  },
  ipLookup: {
    method: 'GET',
    path: '/ip-lookup/api',
    summary: 'Page data of the reverse IP lookup (most shared IP addresses)',
    responses: envelopeResponses(IpLookupResults),
  },
  ip: {
    method: 'GET',
    path: '/ip/:ip/api',
    summary: 'Page data of an IP address',
    responses: envelopeResponses(IpResults),
  },
  ipWebsites: {
    method: 'GET',
    path: '/ip/:ip/websites/:page/api',
    summary: 'Websites hosted on an IP address',
    responses: envelopeResponses(IpWebsitesResults),
  },
  tagLookup: {
    method: 'GET',
    path: '/tag/api',
    summary: 'Page data of the tag ID lookup (largest clusters sharing a tag ID)',
    responses: envelopeResponses(TagLookupResults),
  },
  tag: {
    method: 'GET',
    path: '/tag/:tag/api',
    summary: 'Page data of a tag ID',
    responses: envelopeResponses(TagResults),
  },
  tagWebsites: {
    method: 'GET',
    path: '/tag/:tag/websites/:page/api',
    summary: 'Websites using a tag ID',
    responses: envelopeResponses(TagWebsitesResults),
  },
  advertisersLookup: {
    method: 'GET',
    path: '/advertisers/api',
    summary: 'Page data of the advertiser lookup (ad systems by site count)',
    responses: envelopeResponses(AdvertisersLookupResults),
  },
  advertiser: {
    method: 'GET',
    path: '/advertisers/:advertiser/api',
    summary: 'Page data of an ad system: the websites whose ads.txt authorises it',
    responses: envelopeResponses(AdvertiserResults),
  },
  advertiserWebsites: {
    method: 'GET',
    path: '/advertisers/:advertiser/websites/:page/api',
    summary: 'Websites whose ads.txt authorises an ad system',
    responses: envelopeResponses(AdvertiserWebsitesResults),
  },
  commonResponseHeaders: {
    method: 'GET',
    path: '/common-response-headers/api',
    summary: 'Page data of the common response headers list',
    responses: envelopeResponses(CommonHeadersResults),
  },
  responseHeader: {
    method: 'GET',
    path: '/response-header/:header/api',
    summary: 'Page data of a response header',
    responses: envelopeResponses(HeaderResults),
  },
  responseHeaderWebsites: {
    method: 'GET',
    path: '/response-header/:header/websites/:page/api',
    summary: 'Websites sending a response header',
    responses: envelopeResponses(HeaderWebsitesResults),
  },
});
