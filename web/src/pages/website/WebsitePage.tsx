import { Link } from 'wouter';
import { Flag } from '../../components/Flag.tsx';
import { formatCount, formatRank, formatSiteRank } from '../../format.ts';
import { SiteNotices, TechnologyTable } from './parts.tsx';
import type { WebsiteData } from './types.ts';

export const OFFLINE_WARNING =
  'this website has not answered our recent visits. It is left out of every count and list until it answers again; what is shown here was found on earlier visits.';

const day = (iso: string | null) => (iso ? iso.slice(0, 10) : '');

const UNKNOWN_FROM_ARCHIVE: Record<string, string> = {
  adsTxt: 'ads.txt',
  dns: 'DNS records',
  certificate: 'certificate',
};

/** In place of the scan and monitor buttons on a generated demo website's profile. */
export const DEMO_SITE_ACTIONS_NOTE =
  'A generated demo website with a made-up name: there is nothing to scan or monitor. Scans and monitoring work on real websites.';

/** "From a web archive: captured on … (CC-MAIN-….warc.gz); its ads.txt, DNS records and certificate are not known." */
export function archiveNotice(source: NonNullable<WebsiteData['ArchiveSource']>): string {
  const unknown = source.Unknown.map((u) => UNKNOWN_FROM_ARCHIVE[u] ?? u);
  const list = unknown.length > 1 ? `${unknown.slice(0, -1).join(', ')} and ${unknown.at(-1)}` : unknown[0];
  return (
    `From a web archive: captured on ${day(source.CapturedDate)} (${source.Archive})` +
    (list ? `; its ${list} ${unknown.length > 1 ? 'are' : 'is'} not known.` : '.')
  );
}

function Row(props: { label: string; children: React.ReactNode }) {
  return (
    <tr>
      <th scope="row">{props.label}</th>
      <td>{props.children}</td>
    </tr>
  );
}

/** Display names of the ranked lists the crawl command reads; a name given at import shows as given. */
const RANK_LISTS: Record<string, string> = {
  tranco: 'Tranco',
  umbrella: 'Cisco Umbrella',
  majestic: 'Majestic Million',
  crux: 'CrUX top origins',
  plain: 'Domain',
};

/**
 * "1,234 · Tranco list of 2026-11-20", with the old-rank mark once the list has left the site out;
 * "1 · demo ranking" for a generated demo website.
 */
function RankText(props: { rank: number; source: WebsiteData['RankSource']; synthetic: boolean }) {
  const src = props.source;
  if (!src) return <>{formatSiteRank(props.rank, props.synthetic)}</>;
  const list = RANK_LISTS[src.List] ?? src.List;
  return (
    <>
      {formatRank(props.rank)} ·{' '}
      <span className="rank-source">
        {list} list of {src.Date}
      </span>
      {src.Current ? null : (
        <>
          {' '}
          <span className="old-rank">old rank</span>
          <br />
          <small className="rank-note">
            A newer {list} list no longer ranks this website; this is the last rank it had there, kept until a
            list ranks it again.
          </small>
        </>
      )}
    </>
  );
}

function Summary(props: { r: WebsiteData }) {
  const r = props.r;
  const d = r.DomainInfo;
  const t = r.TechnologyChangesSummary;
  return (
    <table className="table summary-table">
      <caption>Summary</caption>
      <tbody>
        <Row label="Technologies detected">{formatCount(r.TechnologiesDetected)}</Row>
        <Row label="Technologies on all subdomains">{formatCount(r.SubdomainTechnologyCount)}</Row>
        <Row label="Advertisers (ads.txt)">{formatCount(r.AdvertisersDetected)}</Row>
        <Row label="Redirects to">
          {r.RedirectsTo ? <Link href={`/website/${r.RedirectsTo}`}>{r.RedirectsTo}</Link> : 'No redirect'}
        </Row>
        <Row label="Rank">
          <RankText rank={r.Rank} source={r.RankSource} synthetic={r.DemoData} />
        </Row>
        <Row label="Location">
          {r.HostingCountry ? (
            <>
              <Flag named code={r.HostingCountry.ShortName} name={r.HostingCountry.Name} />{' '}
              {r.HostingCountry.Name}
            </>
          ) : (
            'Unknown'
          )}
        </Row>
        <Row label="Language">{r.Language?.Name ?? 'Unknown'}</Row>
        <Row label="Websites redirecting here">
          {r.RedirectedFrom.Count ? (
            <Link href={`/website/${r.Domain}/redirects`}>{formatCount(r.RedirectedFrom.Count)}</Link>
          ) : (
            'None known'
          )}
        </Row>
        <Row label="Last technology update">
          {t.LastUpdatedDate ?? 'No changes in the last twelve months'}
        </Row>
        <Row label="Technologies added / dropped (last 3 months)">
          {formatCount(t.TechnologiesAdded)} / {formatCount(t.TechnologiesDropped)}
        </Row>
        <Row label="Subdomains">{formatCount(r.Subdomains.Count)}</Row>
        <Row label="Top ranking subdomain">
          {r.Subdomains.TopRankingSubdomain ? (
            <>
              <Link href={`/website/${r.Subdomains.TopRankingSubdomain.Domain}`}>
                {r.Subdomains.TopRankingSubdomain.Domain}
              </Link>{' '}
              (rank {formatRank(r.Subdomains.TopRankingSubdomain.Rank)})
            </>
          ) : (
            'None indexed'
          )}
        </Row>
        <Row label="IP address">
          {r.IPAddress ? <Link href={`/ip/${r.IPAddress}`}>{r.IPAddress}</Link> : 'Unknown'}
        </Row>
        <Row label="Websites on the same IP">{formatCount(r.IPSharedDomains)}</Row>
        <Row label="ASN">
          {d.ASNId !== null ? (
            <Link href={`/asn/${d.ASNId}`}>
              AS{d.ASNId}
              {d.ASNName ? ` ${d.ASNName}` : ''}
            </Link>
          ) : (
            'Unknown'
          )}
        </Row>
        <Row label="Linking domains / IPs">
          {formatCount(r.BackLinks.DomainCount)} / {formatCount(r.BackLinks.IPCount)}
        </Row>
        <Row label="Certificate">
          {d.CertIssuer ? (
            <>
              {d.CertIssuer}, expires {day(d.CertExpiration)}{' '}
              <span className={`cert-state cert-${(d.CertState ?? '').replace(' ', '-').toLowerCase()}`}>
                {d.CertState}
              </span>
            </>
          ) : (
            'No certificate (HTTP only)'
          )}
        </Row>
        <Row label="Tag IDs">
          {r.Tags.length
            ? r.Tags.map((tag, i) => (
                <span key={tag.Id}>
                  {i ? ', ' : ''}
                  <Link href={`/tag/${encodeURIComponent(tag.Id)}`}>{tag.Id}</Link>
                </span>
              ))
            : 'None'}
        </Row>
      </tbody>
    </table>
  );
}

const SOCIAL: [keyof WebsiteData['SocialMediaLinks'], string][] = [
  ['Facebook', 'Facebook'],
  ['Twitter', 'Twitter'],
  ['Instagram', 'Instagram'],
  ['Youtube', 'Youtube'],
  ['LinkedIn', 'LinkedIn'],
];

function SidePanel(props: { r: WebsiteData }) {
  const r = props.r;
  const q = encodeURIComponent(r.Domain);
  const social = SOCIAL.filter(([k]) => r.SocialMediaLinks[k]);
  return (
    <aside className="website-side">
      <section>
        <h2>Available Reports</h2>
        <ul className="report-links">
          {r.Reports.map((rep) => (
            <li key={rep.Link}>
              <Link href={rep.Link}>{rep.Name}</Link>
              {rep.Locked ? (
                <svg
                  className="lock"
                  viewBox="0 0 16 16"
                  width="12"
                  height="12"
                  role="img"
                  aria-label="Login to access"
                >
                  <title>Login to access</title>
                  <path d="M4 7V5a4 4 0 0 1 8 0v2h1v8H3V7zm2 0h4V5a2 2 0 0 0-4 0z" fill="currentColor" />
                </svg>
              ) : null}
            </li>
          ))}
        </ul>
        <p>Last Update: {day(r.LastCrawledDate)}</p>
        {r.ArchiveSource ? <p className="archive-source">{archiveNotice(r.ArchiveSource)}</p> : null}
      </section>
      {r.DemoData ? (
        // The name is made up: there is nothing to visit, so no scan or monitor is offered.
        <p className="website-actions">{DEMO_SITE_ACTIONS_NOTE}</p>
      ) : (
        <section className="website-actions">
          <a className="button" href={`/cve-security-scan?website=${q}`}>
            Security Scan
          </a>
          <a className="button" href={`/technology-scan?website=${q}`}>
            Live Scan
          </a>
          <a className="button" href={`/monitoring/add-website?website=${q}`}>
            Monitor website
          </a>
        </section>
      )}
      <section>
        <h2>Security Profile</h2>
        {r.DomainCVEs.length ? (
          <ul>
            {r.DomainCVEs.slice(0, 10).map((c) => (
              <li key={`${c.CVE}-${c.TechnologyURL}`}>
                <Link href={`/cve/${c.CVE}`}>{c.CVE}</Link> in{' '}
                <Link href={c.TechnologyURL}>{c.Technology}</Link> {c.Version}
              </li>
            ))}
          </ul>
        ) : (
          <p>No security issues were found on this website.</p>
        )}
      </section>
      <section>
        <h2>Outdated Technologies</h2>
        <p>
          {r.Warnings.OutdatedTechnologies
            ? `${formatCount(r.Warnings.OutdatedTechnologies)} technologies run a version most websites have moved past.`
            : 'No outdated technologies detected.'}
        </p>
      </section>
      {r.ContactInfo.HasAddress ? (
        <section>
          <h2>Address</h2>
          <p>{r.ContactInfo.Address}</p>
        </section>
      ) : null}
      {social.length ? (
        <section>
          <h2>Social Media</h2>
          <ul>
            {social.map(([k, label]) => (
              <li key={k}>
                {r.DemoData ? (
                  // A demo website's profiles are made up: named, never linked.
                  label
                ) : (
                  <a href={r.SocialMediaLinks[k] ?? '#'} rel="nofollow noopener" target="_blank">
                    {label}
                  </a>
                )}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {r.Tags.length ? (
        <section>
          <h2>Tags</h2>
          <ul>
            {r.Tags.map((t) => (
              <li key={t.Id}>
                <Link href={`/tag/${encodeURIComponent(t.Id)}`}>{t.Id}</Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section>
        <h2>Subdomains</h2>
        {r.Subdomains.Domains.length ? (
          <ul>
            {r.Subdomains.Domains.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ul>
        ) : (
          <p>No subdomains</p>
        )}
        {r.Subdomains.MoreThan10 ? (
          <Link href={`/website/${r.Domain}/subdomains`}>
            See all {formatCount(r.Subdomains.Count)} subdomains
          </Link>
        ) : null}
      </section>
      {r.Keywords.length ? (
        <section>
          <h2>Keywords</h2>
          <p>{r.Keywords.join(', ')}</p>
        </section>
      ) : null}
    </aside>
  );
}

/** /website/{domain}: the website profile (part 2 §2.2). */
export function WebsitePage(props: { results: WebsiteData }) {
  const r = props.results;
  return (
    <div className="website-page">
      <SiteNotices results={r} />
      {r.Warnings.Offline ? (
        <div className="alert alert-warning offline-warning" role="status">
          <strong>Offline:</strong> {OFFLINE_WARNING}
        </div>
      ) : null}
      <header>
        <h1>{r.Domain}</h1>
        {r.Title ? <p className="site-title">{r.Title}</p> : null}
      </header>
      <div className="website-layout">
        <div className="website-main">
          <Summary r={r} />
          {r.ShowSubdomainNote ? (
            <p className="note">
              Subdomains of {r.Domain} use {formatCount(r.SubdomainTechnologyCount)} technologies, more than
              the {formatCount(r.TechnologiesDetected)} detected on the domain itself:{' '}
              <Link href={`/website/${r.Domain}/aggregated`}>see all of them</Link>.
            </p>
          ) : null}
          <h2>Technologies</h2>
          {r.Technologies.length ? (
            <TechnologyTable rows={r.Technologies} />
          ) : (
            <p>
              {r.Fetch.Message
                ? 'No technologies could be detected at the last visit.'
                : 'No technologies detected.'}
            </p>
          )}
          <h2>Response headers</h2>
          {r.ResponseHeaders.length ? (
            <table className="table headers-table">
              <thead>
                <tr>
                  <th scope="col">Header</th>
                  <th scope="col">Value</th>
                </tr>
              </thead>
              <tbody>
                {r.ResponseHeaders.map((h) => (
                  <tr key={`${h.Header}: ${h.Value}`}>
                    <td>
                      <Link href={`/response-header/${h.HeaderMoniker}`}>{h.Header}</Link>
                    </td>
                    <td className="header-value">{h.Value}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            <p>No response headers recorded.</p>
          )}
        </div>
        <SidePanel r={r} />
      </div>
    </div>
  );
}
