import type { SiteDoc, SiteRow } from './port.ts';

/** What a list row holds besides the keys every adapter indexes on their own (domain, rank, place). */
export type SiteRowDetails = Omit<SiteRow, 'domain' | 'rank' | 'country' | 'language' | 'tld'>;

/** The Postgres adapter keeps these beside the document (`site_docs.list_row`, migration 029). */
export function siteRowDetails(doc: SiteDoc): SiteRowDetails {
  return {
    title: doc.title,
    contacts: doc.contacts,
    social: doc.social,
    technologyCount: doc.technologies.length,
    checkedAt: doc.fetch.checkedAt,
    synthetic: doc.synthetic,
  };
}

/** A document's list row: what SiteIndex.pageRows gives for it on every adapter. */
export function siteRow(doc: SiteDoc): SiteRow {
  return {
    domain: doc.domain,
    rank: doc.rank,
    country: doc.country,
    language: doc.language,
    tld: doc.tld,
    ...siteRowDetails(doc),
  };
}
