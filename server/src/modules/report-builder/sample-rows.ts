import { maskRank, type SampleDomain } from '@techcensus/contract';
import { rowHidden, shownDomain } from '../../page-data/domain-list.ts';
import type { Viewer } from '../../page-data/outcome.ts';
import type { SiteDoc } from '../../siteindex/port.ts';

/** What a search keeps of a sample site: enough for a row, nothing the row does not show. */
export interface SampleSite {
  domain: string;
  country: string | null;
  rank: number;
  contacts: SampleDomain['contacts'];
  /** Absent in searches stored before it was recorded, which expire within SEARCH_TTL_MS. */
  synthetic?: boolean;
}

export function sampleSite(doc: SiteDoc): SampleSite {
  return {
    domain: doc.domain,
    country: doc.country,
    rank: doc.rank,
    synthetic: doc.synthetic,
    contacts: {
      Address: Boolean(doc.contacts.address),
      Linkedin: Boolean(doc.social.linkedin),
      Twitter: Boolean(doc.social.twitter),
      Youtube: Boolean(doc.social.youtube),
      Instagram: Boolean(doc.social.instagram),
      Facebook: Boolean(doc.social.facebook),
      Email: doc.contacts.emails.length > 0,
      Phone: doc.contacts.phones.length > 0,
    },
  };
}

/**
 * Who sees which sample rows (part 1 §6 leaves the rule open): the rule of every website list
 * (domain-list.ts) — visitors who are not signed in see the first ANONYMOUS_VISIBLE_ROWS rows,
 * the rest hidden (their domain not sent); signed-in visitors see them all. Decided when the
 * status is read, so one search serves whoever polls it.
 */
export function sampleRows(
  sample: readonly SampleSite[],
  viewer: Viewer,
  countryNames: Map<string, string>,
): SampleDomain[] {
  return sample.map((s, i) => {
    const hidden = rowHidden(viewer, i);
    return {
      country: s.country ? { ShortName: s.country, Name: countryNames.get(s.country) ?? s.country } : null,
      domain: shownDomain(s.domain, hidden),
      rank: hidden ? null : s.rank,
      rankMask: hidden ? maskRank(s.rank) : null,
      contacts: s.contacts,
      hidden,
      synthetic: s.synthetic ?? false,
    };
  });
}
