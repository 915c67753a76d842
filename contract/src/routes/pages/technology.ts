import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { DomainList, GeoData, IndexState, TechnologyRow } from './common.ts';
import { envelopeResponses } from './envelope-responses.ts';
import { CveDataMissing } from './vulnerability.ts';

const c = initContract();

/** A link to a technology page: name, slug and icon name (served from /s/ti/{icon}). */
export const TechnologyRef = z.object({
  TechnologyShortName: z.string(),
  TechnologyURL: z.string(),
  TechnologyIcon: z.string(),
});
export type TechnologyRef = z.infer<typeof TechnologyRef>;

/** A link to a category page. */
export const CategoryRef = z.object({
  CategoryShortName: z.string(),
  CategoryLongName: z.string(),
  CategoryURL: z.string(),
  CategoryIcon: z.string(),
});
export type CategoryRef = z.infer<typeof CategoryRef>;

const Country = z.object({ ShortName: z.string(), Name: z.string() });

/** A technology with a count: leaders, alternatives, fastest growing. */
export const CountedTechnology = TechnologyRef.extend({ DomainCount: z.number().int() });

/** Part 2 §3 "Technology version"; MarketShare is a fraction of the sites with a known version. */
export const TechnologyVersion = z.object({
  Version: z.string(),
  Vulnerable: z.boolean(),
  MarketShare: z.number(),
  DomainCount: z.number().int(),
  CVEs: z.array(z.string()),
});
export type TechnologyVersion = z.infer<typeof TechnologyVersion>;

/** A version line on the technology page: the major version and how many sub-versions it has. */
export const VersionLine = z.object({
  Version: z.string(),
  Subversions: z.number().int(),
  DomainCount: z.number().int(),
  Vulnerable: z.boolean(),
});

/**
 * How many indexed websites used a technology at the end of one calendar month (YYYY-MM); the
 * current month's point is today's count. Derived from today's count and the dated added and
 * dropped events the index keeps for a year (docs/technology-pages.md "Usage over time").
 */
export const UsagePoint = z.object({ Month: z.string(), DomainCount: z.number().int() });
export type UsagePoint = z.infer<typeof UsagePoint>;

export const VulnerabilityRow = z.object({
  Published: z.string().nullable(),
  CVE: z.string(),
  Title: z.string(),
  Domains: z.number().int(),
});

export const TechnologyPageResults = z.object({
  Technology: TechnologyRef.extend({
    TechnologyLongName: z.string(),
    Description: z.string().nullable(),
    Website: z.string().nullable(),
    WikiURL: z.string().nullable(),
    AltNames: z.array(z.string()),
    Categories: z.array(CategoryRef),
    /** What report creation takes as `technology=` (the slug). */
    Moniker: z.string(),
  }),
  Usage: z.object({
    DomainCount: z.number().int(),
    /** Sites that started minus sites that stopped using it in the last 30 days. */
    LastMonthChange: z.number().int(),
    MostPopularCountry: Country.extend({ DomainCount: z.number().int() }).nullable(),
    MostPopularVersion: z.string().nullable(),
  }),
  /** The last 12 months, oldest first; empty when the index holds no website. */
  UsageOverTime: z.array(UsagePoint),
  /**
   * Market share within its first exclusive category (one per site), else penetration: the
   * percentage of all indexed websites. Position is its place by website count in that scope.
   */
  Market: z.object({
    Kind: z.enum(['share', 'penetration']),
    Percent: z.number(),
    Position: z.number().int().nullable(),
    Scope: CategoryRef.nullable(),
  }),
  /** Last 3 months (part 2 §9). */
  Developments: z.object({
    AddedCount: z.number().int(),
    DroppedCount: z.number().int(),
    ChangedVersionCount: z.number().int(),
  }),
  Versions: z.array(VersionLine),
  VersionCount: z.number().int(),
  Alternatives: z.array(CountedTechnology),
  /** Technologies found on at least USED_TOGETHER_MIN of its websites. */
  UsedTogether: z.array(TechnologyRef.extend({ Percent: z.number() })),
  Vulnerabilities: z.object({ Total: z.number().int(), Rows: z.array(VulnerabilityRow) }),
  CveDataMissing,
  SampleReportURL: z.string(),
  ...IndexState,
});

export const TechnologyWebsitesResults = z.object({
  Technology: TechnologyRef,
  DomainList,
  ...IndexState,
});

export const TechnologyVersionsResults = z.object({
  Technology: TechnologyRef,
  Stats: z.object({
    TotalVersions: z.number().int(),
    VulnerableVersions: z.number().int(),
    MostPopularVersion: z.string().nullable(),
    LatestVersion: z.string().nullable(),
  }),
  /** Newest first. */
  Versions: z.array(TechnologyVersion),
  ...IndexState,
});

export const TechnologyVersionWebsitesResults = z.object({
  Technology: TechnologyRef,
  Version: z.string(),
  DomainCount: z.number().int(),
  /** Every version, newest first; the page's own one is highlighted. */
  Versions: z.array(TechnologyVersion.extend({ Highlight: z.boolean() })),
  DomainList,
  ...IndexState,
});

export const TechnologyVersionResults = z.object({
  Technology: TechnologyRef,
  Version: z.string(),
  WebsitesURL: z.string(),
});

export const TechnologyChange = z.object({
  /** HIDDEN_DOMAIN when hidden. */
  Domain: z.string(),
  Hidden: z.boolean(),
  Technology: z.string(),
  TechnologyURL: z.string(),
  Category: z.string().nullable(),
  CategoryURL: z.string().nullable(),
  VersionFrom: z.string().nullable(),
  VersionTo: z.string().nullable(),
  Change: z.enum(['Added', 'Dropped', 'Version change']),
  Date: z.string(),
});
export type TechnologyChange = z.infer<typeof TechnologyChange>;

/** One list of the changes page; HiddenCount of its Rows are hidden from this visitor. */
const ChangeList = z.object({
  Count: z.number().int(),
  Rows: z.array(TechnologyChange),
  HiddenCount: z.number().int(),
});

export const TechnologyChangesResults = z.object({
  Technology: TechnologyRef,
  Since: z.string(),
  Added: ChangeList,
  Dropped: ChangeList,
  ChangedVersions: ChangeList,
  ...IndexState,
});

export const CategoryInfo = CategoryRef.extend({
  CategoryDescription: z.string(),
  CategoryWiki: z.string().nullable(),
  CategoryAltNames: z.array(z.string()),
  /**
   * The category group the category belongs to (the fingerprint set's two levels: group, then
   * category): its place on the categories overview, and the group's other categories.
   */
  ParentCategory: z
    .object({ Name: z.string(), URL: z.string(), Categories: z.array(CategoryRef) })
    .nullable(),
  /** Categories below this one; the fingerprint set has none below a category, so a group's show under ParentCategory. */
  Subcategories: z.array(CategoryRef),
  RelatedCategories: z.array(CategoryRef.extend({ SharedTechnologies: z.number().int() })),
  CategoryMoniker: z.string(),
  /** Sites normally run one technology of the category at a time (see docs/technology-pages.md). */
  IsExclusive: z.boolean(),
});

export const CategoryPageResults = z.object({
  Category: CategoryInfo,
  CategoryUsage: z.object({ DomainCount: z.number().int(), Percentage: z.number() }),
  NumberOFTechnologies: z.number().int(),
  CategoryLeader: CountedTechnology.nullable(),
  FastestGrowingTechnology: CountedTechnology.nullable(),
  MostPopularInCountry: Country.extend({ DomainCount: z.number().int() }).nullable(),
  TechnologyMarketShare: z.object({
    Technologies: z.array(TechnologyRef.extend({ DomainCount: z.number().int(), MarketShare: z.number() })),
  }),
  /** Its most used technologies (at most 5), each over the last 12 months, oldest first. */
  UsageOverTime: z.array(z.object({ Technology: TechnologyRef, Points: z.array(UsagePoint) })),
  TechnologySwitches: z.array(
    z.object({ TechnologyFrom: TechnologyRef, TechnologyTo: TechnologyRef, DomainCount: z.number().int() }),
  ),
  DistributionByPopularity: z.object({
    TotalCount: z.number().int(),
    TotalDomainCount: z.number().int(),
    /** Percent of the indexed websites in each rank bucket that use the category. */
    Buckets: z.array(z.object({ Bucket: z.string(), DomainCount: z.number().int(), Percent: z.number() })),
  }),
  Technologies: z.array(TechnologyRow),
  GeoData,
  DomainList,
  ...IndexState,
});

export const CategoryTechnologiesResults = z.object({
  Category: CategoryRef,
  TotalTechnologies: z.number().int(),
  Technologies: z.array(TechnologyRow),
  Pages: DomainList.shape.Pages,
  ...IndexState,
});

export const CategoryWebsitesResults = z.object({
  Category: CategoryRef,
  DomainList,
  ...IndexState,
});

export const CategoriesOverviewResults = z.object({
  TechnologyCount: z.number().int(),
  CategoryCount: z.number().int(),
  Groups: z.array(
    z.object({
      Name: z.string(),
      Categories: z.array(
        CategoryRef.extend({
          TechnologyCount: z.number().int(),
          DomainCount: z.number().int(),
          TopTechnologies: z.array(CountedTechnology),
        }),
      ),
    }),
  ),
  ...IndexState,
});

export const SearchResults = z.object({
  Query: z.string(),
  /** Why the query was not run (invalid characters, empty), else null. */
  UserError: z.string().nullable(),
  /** Technologies whose names match, the closest first, then the most used; DomainCount: websites using each. */
  Technologies: z.array(
    TechnologyRef.extend({
      Description: z.string().nullable(),
      AppCategory: z.string().nullable(),
      DomainCount: z.number().int(),
    }),
  ),
  /** Categories whose names match; the description names how many technologies and the leaders. */
  Categories: z.array(CategoryRef.extend({ Description: z.string(), DomainCount: z.number().int() })),
  /** Ad systems (ads.txt) whose name matches, the most authorised first. */
  Advertisers: z.array(
    z.object({ Advertiser: z.string(), AdvertiserURL: z.string(), DomainCount: z.number().int() }),
  ),
  /**
   * The indexed website the query names, when the query also names a technology or an ad system
   * exactly (a query naming only a website goes to its page).
   */
  Website: z.string().nullable(),
  /** The custom not-found view: nothing matched. */
  NotFound: z.boolean(),
  /**
   * The query as a domain, when it reads as one and the index does not hold it: prefills the
   * live scan form, which is offered even when technologies or ad systems matched.
   */
  ScanDomain: z.string().nullable(),
});

/** Home page blocks this area adds (merged into the home page's results). */
export const HomeTechnologyBlocks = z.object({
  SampleReport: z
    .object({
      Technology: TechnologyRef,
      DomainCount: z.number().int(),
      ReportURL: z.string(),
      CsvURL: z.string(),
    })
    .nullable(),
  Carousel: z.array(
    z.object({
      Domain: z.string(),
      Rank: z.number().int(),
      /** A generated demo website, whose rank is a demo ranking. */
      Synthetic: z.boolean(),
      Country: Country.nullable(),
      Technologies: z.array(TechnologyRef.extend({ Category: z.string().nullable() })),
    }),
  ),
  MarketShare: z
    .object({
      Category: CategoryRef,
      Technologies: z.array(TechnologyRef.extend({ DomainCount: z.number().int(), MarketShare: z.number() })),
    })
    .nullable(),
  Trends: z.array(CountedTechnology),
  /** JSON-LD (schema.org WebSite with its SearchAction), written into the page as it is. */
  StructuredData: z.record(z.string(), z.unknown()),
});

const get = <P extends string, R extends z.AnyZodObject>(path: P, summary: string, results: R) =>
  ({ method: 'GET', path, summary, responses: envelopeResponses(results) }) as const;

/** Technologies, categories, search and the home page's blocks (part 2 §2.2 Technologies overview, Category page, Technology page, versions, changes). */
export const technologyPages = c.router({
  technologyTypes: get(
    '/technology-type/api',
    'Page data of the categories overview',
    CategoriesOverviewResults,
  ),
  technologyType: get(
    '/technology-type/:categoryid/api',
    'Page data of a technology category',
    CategoryPageResults,
  ),
  technologyTypeTechnologies: get(
    '/technology-type/:categoryid/technologies/:page/api',
    'Page data: technologies in a category, one page',
    CategoryTechnologiesResults,
  ),
  technologyTypeWebsites: get(
    '/technology-type/:categoryid/websites/:page/api',
    'Page data: websites using a category, one page',
    CategoryWebsitesResults,
  ),
  technology: get('/technology/:technologyid/api', 'Page data of a technology', TechnologyPageResults),
  technologyWebsites: get(
    '/technology/:technologyid/websites/:page/api',
    'Page data: websites using a technology, one page',
    TechnologyWebsitesResults,
  ),
  technologyChanges: get(
    '/technology/:technologyid/changes/api',
    'Page data: websites that added, dropped or changed the version of a technology',
    TechnologyChangesResults,
  ),
  technologyVersions: get(
    '/technology/:technologyid/versions/api',
    'Page data: version distribution of a technology',
    TechnologyVersionsResults,
  ),
  technologyVersion: get(
    '/technology/:technologyid/version/:versionid/api',
    'Page data: redirects (302) to the version websites page',
    TechnologyVersionResults,
  ),
  technologyVersionWebsites: get(
    '/technology/:technologyid/version/:version/websites/:page/api',
    'Page data: websites on one version of a technology, one page',
    TechnologyVersionWebsitesResults,
  ),
  search: get('/search/api', 'Page data of the search results (query parameter q)', SearchResults),
});
