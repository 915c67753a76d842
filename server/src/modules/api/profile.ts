import type { DomainProfile, WebsiteRow } from '@techcensus/contract';
import { loadCountryNames, loadLanguageNames, loadTechnologyCatalogue } from '../../catalogue/index.ts';
import { LOW_RANK } from '../../indexing/site-document.ts';
import type { SiteDoc, SiteRow } from '../../siteindex/port.ts';
import type { Queryable } from '../../store/db.ts';
import { realSubdomains } from '../website/index.ts';

const rankOf = (rank: number) => (rank >= LOW_RANK ? null : rank);

/** The API's view of a site document: names resolved, low rank as null, evidence when crawled. */
export async function domainProfile(db: Queryable, doc: SiteDoc): Promise<DomainProfile> {
  const [catalogue, countries, languages] = await Promise.all([
    loadTechnologyCatalogue(db),
    loadCountryNames(db),
    loadLanguageNames(db),
  ]);
  const categoryName = (slug: string) => catalogue.categories.get(slug)?.longName ?? slug;
  return {
    domain: doc.domain,
    rank: rankOf(doc.rank),
    rankSource: doc.rankSource ?? null,
    country: doc.country ? { code: doc.country, name: countries.get(doc.country) ?? doc.country } : null,
    language: doc.language ? { code: doc.language, name: languages.get(doc.language) ?? doc.language } : null,
    tld: doc.tld,
    title: doc.title,
    description: doc.description,
    keywords: doc.keywords,
    ip: doc.ip,
    asn: doc.asn === null ? null : { number: doc.asn, name: doc.asnName },
    technologies: doc.technologies.map((t) => ({
      name: t.name,
      slug: t.slug,
      version: t.version,
      categories: t.categories.map((slug) => ({ slug, name: categoryName(slug) })),
      confidence: Math.min(100, Math.max(0, Math.round(t.confidence))),
      mode: t.mode,
      firstSeen: t.firstSeen,
      lastSeen: t.lastSeen,
      lastChecked: doc.fetch.checkedAt,
      cves: t.cves,
      evidence: t.evidence ?? null,
    })),
    headers: doc.headers,
    tags: doc.tags,
    advertisers: doc.advertisers,
    contacts: doc.contacts,
    social: doc.social,
    subdomainCount: realSubdomains(doc).length,
    redirectsTo: doc.redirectsTo,
    certificate: doc.certificate,
    maxSeverity: doc.maxSeverity,
    fetch: {
      outcome: doc.fetch.outcome,
      status: doc.fetch.status,
      checkedAt: doc.fetch.checkedAt,
      archive: doc.fetch.archive ?? null,
    },
    synthetic: doc.synthetic,
    updatedAt: doc.updatedAt,
  };
}

/** One row of a website list (a lead list): who the site is and how to reach it. */
export function websiteRow(row: SiteRow): WebsiteRow {
  return {
    domain: row.domain,
    rank: rankOf(row.rank),
    country: row.country,
    language: row.language,
    tld: row.tld,
    title: row.title,
    contacts: row.contacts,
    social: row.social,
    technologyCount: row.technologyCount,
    lastChecked: row.checkedAt,
    synthetic: row.synthetic,
  };
}
