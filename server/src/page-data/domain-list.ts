import {
  countOf,
  type DomainList,
  type DomainRow,
  HIDDEN_DOMAIN,
  LIST_PAGE_SIZE,
  maskRank,
} from '@techcensus/contract';
import { loadCountryNames } from '../catalogue/index.ts';
import type { SiteDoc, SiteFilters, SiteIndex } from '../siteindex/port.ts';
import type { Queryable } from '../store/db.ts';
import type { Viewer } from './outcome.ts';

/**
 * Who sees which rows of a website list (the spec leaves the rule to us): anonymous visitors see
 * the first ANONYMOUS_VISIBLE_ROWS rows of page 1 and the rest hidden; further pages ask them to
 * sign in. Signed-in visitors see up to SIGNED_IN_MAX_PAGES pages; the complete list is a report.
 * The same rule hides rows of every list of websites (the changes page, the report sample).
 */
export const ANONYMOUS_VISIBLE_ROWS = 10;
export const SIGNED_IN_MAX_PAGES = 40;
/** How many numbered links the pagination shows around the current page. */
const PAGE_WINDOW = 2;

export function countryRef(code: string | null, names: Map<string, string>): DomainRow['Country'] {
  return code ? { ShortName: code, Name: names.get(code) ?? code } : null;
}

/** Whether the row at 0-based position `index` of a list's first page is hidden from `viewer`. */
export function rowHidden(viewer: Viewer, index: number): boolean {
  return !viewer.loggedIn && index >= ANONYMOUS_VISIBLE_ROWS;
}

/**
 * A hidden row's domain is never sent, not even to be blurred: the page data, and so the HTML
 * rendered from it, would hand it to anyone reading the source.
 */
export function shownDomain(domain: string, hidden: boolean): string {
  return hidden ? HIDDEN_DOMAIN : domain;
}

export function domainRow(doc: SiteDoc, names: Map<string, string>, hidden: boolean): DomainRow {
  return {
    Domain: shownDomain(doc.domain, hidden),
    Country: countryRef(doc.country, names),
    Rank: hidden ? null : doc.rank,
    RankMask: hidden ? maskRank(doc.rank) : null,
    Hidden: hidden,
    Synthetic: doc.synthetic,
    OpenProtocol: doc.certificate ? 'https' : 'http',
    Contacts: {
      Facebook: Boolean(doc.social.facebook),
      Twitter: Boolean(doc.social.twitter),
      Email: doc.contacts.emails.length > 0,
      Phone: doc.contacts.phones.length > 0,
      Instagram: Boolean(doc.social.instagram),
      Youtube: Boolean(doc.social.youtube),
      Linkedin: Boolean(doc.social.linkedin),
      Address: Boolean(doc.contacts.address),
    },
  };
}

export interface DomainListInput {
  db: Queryable;
  siteIndex: SiteIndex;
  filters: SiteFilters;
  /** 1-based page number from the address. */
  page: number;
  /** The list's own address without a page number, e.g. "/technology/wordpress/websites". */
  basePath: string;
  viewer: Viewer;
  header: { Title: string; Subtitle: string; Link?: string; LinkText?: string };
  /** Shown when nothing matches (the spec's empty-state texts). */
  noDomains: string;
  /** "Download the full list" target, usually a report. */
  button?: { Href: string; Title: string; Text: string };
}

export function pageLink(basePath: string, n: number): string {
  return n <= 1 ? basePath : `${basePath}/${n}`;
}

/** Numbered links around the current page, with first/last and previous/next. */
export function pagination(basePath: string, current: number, last: number): DomainList['Pages'] {
  if (last <= 1) return [];
  const items: DomainList['Pages'] = [];
  const item = (Text: string, n: number, opts: Partial<DomainList['Pages'][number]> = {}) =>
    items.push({
      Text,
      Link: pageLink(basePath, n),
      Current: false,
      Disabled: false,
      Optional: false,
      ...opts,
    });
  item('Previous', Math.max(1, current - 1), { Disabled: current === 1 });
  for (let n = 1; n <= last; n++) {
    const near = Math.abs(n - current) <= PAGE_WINDOW;
    if (n === 1 || n === last || near)
      item(String(n), n, { Current: n === current, Optional: !near && n !== current });
  }
  item('Next', Math.min(last, current + 1), { Disabled: current === last });
  return items;
}

/**
 * One page of a website list. Returns null when the page number is past the end, so the
 * caller answers 404 as it does for any unknown address.
 */
export async function domainList(input: DomainListInput): Promise<DomainList | null> {
  const { siteIndex, filters, page, viewer } = input;
  if (!Number.isInteger(page) || page < 1) return null;
  const limitPages = viewer.loggedIn ? SIGNED_IN_MAX_PAGES : 1;
  const readable = Math.min(page, limitPages);
  const { count, sample } = await siteIndex.countSample(filters, readable * LIST_PAGE_SIZE);
  const last = Math.max(1, Math.ceil(count / LIST_PAGE_SIZE));
  if (page > last) return null;
  const names = await loadCountryNames(input.db);
  const requireAuthentication = !viewer.loggedIn && page > 1;
  const rows = requireAuthentication
    ? sample.slice(0, LIST_PAGE_SIZE)
    : sample.slice((page - 1) * LIST_PAGE_SIZE);
  const Domains = rows.map((doc, i) => domainRow(doc, names, requireAuthentication || rowHidden(viewer, i)));
  const shownLast = Math.min(last, viewer.loggedIn ? SIGNED_IN_MAX_PAGES : last);
  return {
    Header: {
      Title: input.header.Title,
      Subtitle: input.header.Subtitle,
      DomainCount: count,
      Link: input.header.Link ?? null,
      LinkText: input.header.LinkText ?? null,
    },
    Domains,
    HiddenCount: Domains.filter((d) => d.Hidden).length,
    Message:
      viewer.loggedIn && page >= SIGNED_IN_MAX_PAGES && last > SIGNED_IN_MAX_PAGES
        ? `Lists show the first ${countOf(SIGNED_IN_MAX_PAGES * LIST_PAGE_SIZE, 'website')}; create a report for the complete list.`
        : null,
    UserError: null,
    NoDomainsError: count === 0 ? input.noDomains : null,
    Pages: pagination(input.basePath, page, shownLast),
    Button: input.button ?? null,
    ShowTopButton: count > LIST_PAGE_SIZE,
    RequireAuthentication: requireAuthentication,
  };
}

/** The page number in a paged route's params ("websites/3"), 1 when absent; NaN when not a number. */
export function pageParam(params: Record<string, string>): number {
  const raw = params.page;
  if (raw === undefined) return 1;
  return /^\d{1,6}$/.test(raw) ? Number(raw) : Number.NaN;
}
