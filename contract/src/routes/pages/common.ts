import { z } from 'zod';

/**
 * What the index holds, on every page made of index data: the site shows a notice while the
 * websites are generated demo data, and an empty state while there are none at all (counts and
 * lists are then empty because nothing was crawled yet, not because nothing uses a technology).
 */
export const IndexState = {
  /** True while the index holds generated demo sites. */
  DemoData: z.boolean(),
  /** True while the index holds no website. */
  IndexEmpty: z.boolean(),
};

/** Part 2 §3 "Page item": one link of a list's pagination. */
export const PageItem = z.object({
  Text: z.string(),
  Link: z.string(),
  Current: z.boolean(),
  Disabled: z.boolean(),
  Optional: z.boolean(),
});

/**
 * What a hidden row carries instead of its domain. Hidden means not sent: the page data (and so
 * the page's HTML) of a visitor who may not see a row never holds the row's domain.
 */
export const HIDDEN_DOMAIN = 'hidden';

/** Part 2 §3 "Domain row". Hidden rows carry HIDDEN_DOMAIN and no rank. */
export const DomainRow = z.object({
  /** HIDDEN_DOMAIN when hidden. */
  Domain: z.string(),
  Country: z.object({ ShortName: z.string(), Name: z.string() }).nullable(),
  /** 2,000,000,000 is shown as "low rank"; null when hidden. */
  Rank: z.number().int().nullable(),
  /** A hidden row's rank with its digits masked ("**,***", maskRank); null when shown. */
  RankMask: z.string().nullable(),
  Hidden: z.boolean(),
  /** A generated demo website: no link out to it, and its rank is a demo ranking. */
  Synthetic: z.boolean(),
  OpenProtocol: z.enum(['https', 'http']),
  Contacts: z.object({
    Facebook: z.boolean(),
    Twitter: z.boolean(),
    Email: z.boolean(),
    Phone: z.boolean(),
    Instagram: z.boolean(),
    Youtube: z.boolean(),
    Linkedin: z.boolean(),
    Address: z.boolean(),
  }),
});
export type DomainRow = z.infer<typeof DomainRow>;

/** Part 2 §3 "Domain list". */
export const DomainList = z.object({
  Header: z.object({
    Title: z.string(),
    Subtitle: z.string(),
    DomainCount: z.number().int(),
    Link: z.string().nullable(),
    LinkText: z.string().nullable(),
  }),
  Domains: z.array(DomainRow),
  /** How many of Domains are hidden from this visitor. */
  HiddenCount: z.number().int(),
  Message: z.string().nullable(),
  UserError: z.string().nullable(),
  NoDomainsError: z.string().nullable(),
  Pages: z.array(PageItem),
  Button: z.object({ Href: z.string(), Title: z.string(), Text: z.string() }).nullable(),
  ShowTopButton: z.boolean(),
  RequireAuthentication: z.boolean(),
});
export type DomainList = z.infer<typeof DomainList>;

/** Part 2 §3 "Geo data": top countries (the visitor's first when present) and top TLDs. */
export const GeoData = z.object({
  Countries: z.array(
    z.object({
      Country: z.object({ ShortName: z.string(), Name: z.string() }),
      DomainCount: z.number().int(),
    }),
  ),
  UserCountry: z.string().nullable(),
  TLDs: z.array(z.object({ TLD: z.string(), DomainCount: z.number().int() })),
});
export type GeoData = z.infer<typeof GeoData>;

/** Part 2 §3 "Technology row". */
export const TechnologyRow = z.object({
  TechnologyShortName: z.string(),
  TechnologyURL: z.string(),
  TechnologyIcon: z.string(),
  DomainCount: z.number().int(),
  DomainCountChange: z.number().int(),
  MarketShare: z.number(),
  IsExclusive: z.boolean(),
});
export type TechnologyRow = z.infer<typeof TechnologyRow>;

/** Rows per page of every paged list (the spec leaves page size open). */
export const LIST_PAGE_SIZE = 25;
