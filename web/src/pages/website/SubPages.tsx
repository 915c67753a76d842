import { useState } from 'react';
import { Link } from 'wouter';
import { DomainList } from '../../components/DomainList.tsx';
import { Flag } from '../../components/Flag.tsx';
import { Pagination } from '../../components/Pagination.tsx';
import { formatCount, formatDomainRank } from '../../format.ts';
import { SiteNotices, SubHeading, TechnologyTable } from './parts.tsx';
import type {
  AggregatedData,
  BacklinksData,
  DomainListData,
  HistoryData,
  NameListData,
  RedirectsData,
  TechnologiesData,
} from './types.ts';

export function WebsiteTechnologiesPage(props: { results: TechnologiesData }) {
  const r = props.results;
  return (
    <div className="website-page">
      <SiteNotices results={r} />
      <SubHeading domain={r.Domain} title="Technologies" />
      <p>{formatCount(r.TechnologyCount)} technologies detected.</p>
      {r.Technologies.length ? <TechnologyTable rows={r.Technologies} /> : <p>No technologies detected.</p>}
      <Pagination pages={r.Pages} />
    </div>
  );
}

/** Collapsible per category and technology; the first technology of the first category starts open. */
export function WebsiteAggregatedPage(props: { results: AggregatedData }) {
  const r = props.results;
  const first = r.Categories[0]?.Apps[0]?.TechnologyURL;
  const [open, setOpen] = useState<Set<string>>(
    () => new Set(first ? [r.Categories[0].CategoryURL, first] : []),
  );
  const toggle = (key: string) =>
    setOpen((s) => {
      const n = new Set(s);
      if (n.has(key)) n.delete(key);
      else n.add(key);
      return n;
    });
  return (
    <div className="website-page">
      <SiteNotices results={r} />
      <SubHeading domain={r.Domain} title="Technologies on the domain and its subdomains" />
      {r.Categories.length === 0 ? <p>No technologies detected.</p> : null}
      <ul className="aggregated">
        {r.Categories.map((c) => {
          const catOpen = open.has(c.CategoryURL);
          return (
            <li key={c.CategoryURL}>
              <button
                type="button"
                className="toggle"
                aria-expanded={catOpen}
                onClick={() => toggle(c.CategoryURL)}
              >
                <span aria-hidden="true">{catOpen ? '−' : '+'}</span> {c.Category}
              </button>
              {catOpen ? (
                <ul>
                  {c.Apps.map((a) => {
                    const appOpen = open.has(a.TechnologyURL);
                    return (
                      <li key={a.TechnologyURL}>
                        <button
                          type="button"
                          className="toggle"
                          aria-expanded={appOpen}
                          onClick={() => toggle(a.TechnologyURL)}
                        >
                          <span aria-hidden="true">{appOpen ? '−' : '+'}</span>{' '}
                          <img src={a.TechnologyIcon} alt="" width={16} height={16} loading="lazy" />{' '}
                          {a.Technology} ({a.Domains.length})
                        </button>{' '}
                        <Link href={a.TechnologyURL}>about</Link>
                        {appOpen ? (
                          <ul className="aggregated-domains">
                            {a.Domains.map((d) => (
                              <li key={d.Domain.Domain}>
                                {d.Domain.Domain} {d.Version ? `(${d.Version})` : ''} since {d.UsedSince}
                              </li>
                            ))}
                          </ul>
                        ) : null}
                      </li>
                    );
                  })}
                </ul>
              ) : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

const changeText = (c: HistoryData['Changes'][number]) =>
  c.Added ? 'Added' : c.Dropped ? 'Dropped' : c.VersionChange ? 'Version changed' : 'Detected';

export function WebsiteHistoryPage(props: { results: HistoryData }) {
  const r = props.results;
  return (
    <div className="website-page">
      <SiteNotices results={r} />
      <SubHeading domain={r.Domain} title="Technology history" />
      {r.EmptyMessage ? (
        <p>{r.EmptyMessage}</p>
      ) : (
        <table className="table">
          <thead>
            <tr>
              <th scope="col">Technology</th>
              <th scope="col">Type</th>
              <th scope="col">Version</th>
              <th scope="col">Change</th>
              <th scope="col">Date</th>
            </tr>
          </thead>
          <tbody>
            {r.Changes.map((c) => (
              <tr key={`${c.TechnologyURL}-${c.Date}-${changeText(c)}-${c.VersionTo ?? ''}`}>
                <td>
                  <Link href={c.TechnologyURL}>{c.Technology}</Link>
                </td>
                <td>
                  <Link href={c.CategoryURL}>{c.Category}</Link>
                </td>
                <td>
                  {c.VersionChange
                    ? `${c.VersionFrom ?? '?'} → ${c.VersionTo ?? '?'}`
                    : (c.VersionTo ?? c.VersionFrom ?? '')}
                </td>
                <td className={`change-${changeText(c).split(' ')[0].toLowerCase()}`}>{changeText(c)}</td>
                <td className="nowrap">{c.Date}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pagination pages={r.Pages} />
    </div>
  );
}

/** Subdomains, advertisers and backlink IPs: a named list with optional rank or site count. */
export function WebsiteNameListPage(props: {
  results: NameListData;
  title: string;
  column: string;
  counts?: boolean;
}) {
  const r = props.results;
  return (
    <div className="website-page">
      <SiteNotices results={r} />
      <SubHeading domain={r.Domain} title={props.title} />
      {r.EmptyMessage ? (
        <p>{r.EmptyMessage}</p>
      ) : (
        <>
          <p>{formatCount(r.Count)} in all.</p>
          <table className="table">
            <thead>
              <tr>
                <th scope="col">{props.column}</th>
                <th scope="col" className="num">
                  {props.counts ? 'Linking websites' : 'Rank'}
                </th>
              </tr>
            </thead>
            <tbody>
              {r.Items.map((it) => (
                <tr key={it.Name}>
                  <td>{it.Link ? <Link href={it.Link}>{it.Name}</Link> : it.Name}</td>
                  <td className="num">
                    {props.counts
                      ? formatCount(it.DomainCount ?? 0)
                      : it.Rank !== null
                        ? formatDomainRank(it.Name, it.Rank)
                        : 'not indexed'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
      <Pagination pages={r.Pages} />
    </div>
  );
}

export function WebsiteRedirectsPage(props: { results: RedirectsData }) {
  const r = props.results;
  return (
    <div className="website-page">
      <SiteNotices results={r} />
      <SubHeading domain={r.Domain} title="Redirects" />
      {r.Message ? <p className="note">{r.Message}</p> : null}
      {r.Domains ? <DomainList list={r.Domains} /> : null}
    </div>
  );
}

export function WebsiteBacklinksPage(props: { results: BacklinksData }) {
  const r = props.results;
  const b = r.BacklinkInfo;
  return (
    <div className="website-page">
      <SiteNotices results={r} />
      <SubHeading domain={r.Domain} title="Backlinks" />
      {r.EmptyMessage ? (
        <p>{r.EmptyMessage}</p>
      ) : (
        <>
          <table className="table summary-table">
            <caption>Backlinks profile</caption>
            <tbody>
              <tr>
                <th scope="row">Linking root domains</th>
                <td>
                  <Link href={`/website/${r.Domain}/backlinks/websites`}>
                    {formatCount(b.LinkingRootDomainCount)}
                  </Link>
                </td>
              </tr>
              <tr>
                <th scope="row">Linking IP addresses</th>
                <td>
                  <Link href={`/website/${r.Domain}/backlinks/ipaddresses`}>
                    {formatCount(b.LinkingIPAddressCount)}
                  </Link>
                </td>
              </tr>
              <tr>
                <th scope="row">Highest ranking linking domain</th>
                <td>
                  {b.HighestRankingDomain ? (
                    <>
                      <Link href={`/website/${b.HighestRankingDomain.Domain}`}>
                        {b.HighestRankingDomain.Domain}
                      </Link>{' '}
                      (rank {formatDomainRank(b.HighestRankingDomain.Domain, b.HighestRankingDomain.Rank)})
                    </>
                  ) : (
                    '—'
                  )}
                </td>
              </tr>
              <tr>
                <th scope="row">Most linked from</th>
                <td>
                  {b.MostLinkedFromCountry ? (
                    <>
                      <Flag
                        named
                        code={b.MostLinkedFromCountry.ShortName}
                        name={b.MostLinkedFromCountry.Name}
                      />{' '}
                      {b.MostLinkedFromCountry.Name}
                    </>
                  ) : (
                    '—'
                  )}
                </td>
              </tr>
            </tbody>
          </table>
          <DomainList list={r.TopLinkingDomains} />
        </>
      )}
    </div>
  );
}

export function WebsiteBacklinkWebsitesPage(props: { results: DomainListData }) {
  const r = props.results;
  return (
    <div className="website-page">
      <SiteNotices results={r} />
      <SubHeading domain={r.Domain} title="Linking websites" />
      <DomainList list={r.Domains} />
    </div>
  );
}
