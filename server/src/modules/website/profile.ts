import { loadCountryNames, loadLanguageNames } from '../../catalogue/index.ts';
import { OFFLINE_OUTCOMES } from '../../indexing/site-document.ts';
import type { PageContext } from '../../page-data/context.ts';
import { countryRef } from '../../page-data/domain-list.ts';
import { pageMeta } from '../../page-data/meta.ts';
import { type PageOutcome, pageOk } from '../../page-data/outcome.ts';
import type { SiteDoc } from '../../siteindex/port.ts';
import { heading, isOutcome, redirectSources, siteOf } from './site.ts';
import { realSubdomains, technologyRows } from './technologies.ts';
import type { PageResults } from './types.ts';

type Results = PageResults<'website'>;

/** A certificate ending within this many days is "Expiring soon" (our limit; the spec names none). */
export const EXPIRING_SOON_DAYS = 30;
const DAY_MS = 86_400_000;
const SUBDOMAINS_SHOWN = 10;

export function certificateState(validTo: string, now: Date): 'Expired' | 'Expiring soon' | 'Valid' {
  const left = Date.parse(validTo) - now.getTime();
  if (left < 0) return 'Expired';
  return left <= EXPIRING_SOON_DAYS * DAY_MS ? 'Expiring soon' : 'Valid';
}

/** The day three calendar months before `now` (YYYY-MM-DD): the changes summary window. */
export function threeMonthsBefore(now: Date): string {
  const d = new Date(now);
  d.setUTCMonth(d.getUTCMonth() - 3);
  return d.toISOString().slice(0, 10);
}

/**
 * The spec's Offline warning: a site the crawler found offline OFFLINE_AFTER_VISITS visits in a
 * row. Documents the crawler did not write (demo data) say it from their one recorded outcome.
 */
export function offlineWarning(doc: SiteDoc): boolean {
  return doc.offline ?? OFFLINE_OUTCOMES.has(doc.fetch.outcome);
}

/** The report links of the side panel; anonymous visitors see the spec's lock on all but the aggregated view. */
export function reportLinks(doc: SiteDoc, loggedIn: boolean): Results['Reports'] {
  const base = `/website/${doc.domain}`;
  const locked = !loggedIn;
  return [
    { Name: 'Technologies', Link: `${base}/technologies`, Locked: locked },
    { Name: 'Aggregated subdomain technologies', Link: `${base}/aggregated`, Locked: false },
    { Name: 'Subdomains', Link: `${base}/subdomains`, Locked: locked },
    { Name: 'Technology history', Link: `${base}/history`, Locked: locked },
    { Name: 'Backlinks', Link: `${base}/backlinks`, Locked: locked },
    { Name: 'Redirects', Link: `${base}/redirects`, Locked: locked },
    { Name: 'Advertisers', Link: `${base}/advertisers`, Locked: locked },
    ...(doc.ip ? [{ Name: 'Reverse IP', Link: `/ip/${doc.ip}`, Locked: locked }] : []),
  ];
}

export async function websiteResults(ctx: PageContext, doc: SiteDoc, now = new Date()): Promise<Results> {
  const { db, siteIndex } = ctx.deps;
  const subdomains = realSubdomains(doc);
  const linksTo = [{ module: 'linksTo' as const, mode: 'include' as const, domain: doc.domain }];
  const [countries, languages, rows, subDocs, shared, backlinks, backlinkIps, redirected] = await Promise.all(
    [
      loadCountryNames(db),
      loadLanguageNames(db),
      technologyRows(db, siteIndex, doc.technologies),
      Promise.all(subdomains.map((s) => siteIndex.get(s))),
      doc.ip
        ? siteIndex.countSample([{ module: 'ip', mode: 'include', values: [doc.ip] }], 0)
        : Promise.resolve({ count: 0 }),
      siteIndex.countSample(linksTo, 0),
      siteIndex.aggregate(linksTo, 'ip', { size: 10_000 }),
      siteIndex.countSample(redirectSources(doc), 0),
    ],
  );
  const indexedSubs = subDocs.filter((d): d is SiteDoc => d !== null);
  const allSlugs = new Set(
    [...doc.technologies, ...indexedSubs.flatMap((d) => d.technologies)].map((t) => t.slug),
  );
  const detected = new Set(doc.technologies.map((t) => t.slug)).size;
  const top = indexedSubs.sort((a, b) => a.rank - b.rank)[0];
  const since = threeMonthsBefore(now);
  const recent = doc.changes.filter((c) => c.date >= since);
  const cert = doc.certificate;
  const certState = cert ? certificateState(cert.validTo, now) : null;
  const h = heading(doc);
  return {
    ...h,
    SecondLevelDomain: doc.domain.endsWith(`.${doc.tld}`)
      ? doc.domain.slice(0, -doc.tld.length - 1)
      : doc.domain,
    Title: doc.title,
    Description: doc.description,
    TechnologiesDetected: detected,
    SubdomainTechnologyCount: allSlugs.size,
    AdvertisersDetected: doc.advertisers.length,
    RedirectsTo: doc.redirectsTo,
    RedirectedFrom: { Count: redirected.count },
    Rank: doc.rank,
    RankSource: doc.rankSource
      ? { List: doc.rankSource.list, Date: doc.rankSource.date, Current: doc.rankSource.current }
      : null,
    HostingCountry: countryRef(doc.country, countries),
    Language: doc.language ? { Code: doc.language, Name: languages.get(doc.language) ?? doc.language } : null,
    TechnologyChangesSummary: {
      LastUpdatedDate: doc.changes.at(-1)?.date ?? null,
      TechnologiesAdded: recent.filter((c) => c.kind === 'added').length,
      TechnologiesDropped: recent.filter((c) => c.kind === 'dropped').length,
    },
    Subdomains: {
      Count: subdomains.length,
      Domains: subdomains.slice(0, SUBDOMAINS_SHOWN),
      MoreThan10: subdomains.length > SUBDOMAINS_SHOWN,
      TopRankingSubdomain: top ? { Domain: top.domain, Rank: top.rank } : null,
    },
    IPAddress: doc.ip,
    IPSharedDomains: shared.count,
    DomainInfo: {
      ASNId: doc.asn,
      ASNName: doc.asnName,
      CertIssuer: cert?.issuer ?? null,
      CertExpiration: cert?.validTo ?? null,
      CertState: certState,
      redirect: doc.redirectsTo,
    },
    BackLinks: { DomainCount: backlinks.count, IPCount: backlinkIps.length },
    Warnings: {
      Offline: offlineWarning(doc),
      // A visit read from an archive cannot see a certificate: unknown, not missing.
      AccessViaHTTP: cert === null && !doc.fetch.archive?.unknown.includes('certificate'),
      ExpiredCertificate: certState === 'Expired',
      ExpiringCerticate: certState === 'Expiring soon',
      ValidCertificate: certState === 'Valid',
      Unreliable: h.Fetch.Message !== null && doc.fetch.outcome !== 'redirected',
      OutdatedTechnologies: rows.filter((r) => r.Bucket !== null && r.Bucket <= 1).length,
    },
    Tags: doc.tags.map((t) => ({ Kind: t.kind, Id: t.id })),
    Keywords: doc.keywords,
    SocialMediaLinks: {
      Facebook: doc.social.facebook,
      Twitter: doc.social.twitter,
      Instagram: doc.social.instagram,
      Youtube: doc.social.youtube,
      LinkedIn: doc.social.linkedin,
    },
    ContactInfo: { HasAddress: Boolean(doc.contacts.address), Address: doc.contacts.address },
    LastCrawledDate: doc.fetch.checkedAt,
    ArchiveSource: doc.fetch.archive
      ? {
          Archive: doc.fetch.archive.name,
          CapturedDate: doc.fetch.checkedAt,
          Unknown: doc.fetch.archive.unknown,
        }
      : null,
    ResponseHeaders: doc.headers.map((x) => ({ Header: x.name, HeaderMoniker: x.name, Value: x.value })),
    Technologies: rows,
    DomainCVEs: doc.technologies.flatMap((t) =>
      t.cves.map((CVE) => ({
        CVE,
        Technology: rows.find((r) => r.TechnologyURL === `/technology/${t.slug}`)?.Technology ?? t.name,
        TechnologyURL: `/technology/${t.slug}`,
        Version: t.version ?? '',
      })),
    ),
    Reports: reportLinks(doc, ctx.viewer.loggedIn),
    ShowSubdomainNote: allSlugs.size > detected * 1.05,
  };
}

/** /website/{domain}: the website profile. */
export async function websitePage(ctx: PageContext): Promise<PageOutcome<Results> | PageOutcome<never>> {
  const doc = await siteOf(ctx);
  if (isOutcome(doc)) return doc;
  const results = await websiteResults(ctx, doc);
  const techNames = results.Technologies.slice(0, 5).map((t) => t.Technology);
  const meta = pageMeta(ctx.baseUrl, {
    title: `${doc.domain} technology profile`,
    description:
      `${doc.domain} uses ${results.TechnologiesDetected} detected technologies` +
      (techNames.length ? `, including ${techNames.join(', ')}` : '') +
      '. Hosting, certificate, response headers, tags and version freshness.',
    keywords: [doc.domain, 'technology profile', 'website technologies', ...techNames],
    path: `/website/${doc.domain}`,
    crumbs: [[doc.domain, `/website/${doc.domain}`]],
  });
  return pageOk(ctx.viewer, meta, results);
}
