import { countOf } from '@techcensus/contract';
import { Link } from 'wouter';
import { InlineBar, VERSION_COLOURS } from '../../components/charts/index.ts';
import { Flag } from '../../components/Flag.tsx';
import { IndexFacts, IndexNotice } from '../../components/IndexNotice.tsx';
import { formatCount } from '../../format.ts';
import { UsageOverTimeChart } from './Charts.tsx';
import { CveDataNotice, share, signed, TechIcon, TechLink } from './common.tsx';
import { vulnerabilitiesHeading } from './texts.ts';
import type { TechnologyData } from './types.ts';

/** Part 2 §2.2 "Technology page". */
export function TechnologyPage(props: { results: TechnologyData }) {
  const r = props.results;
  const t = r.Technology;
  const name = t.TechnologyShortName;
  const base = `/technology/${t.TechnologyURL}`;
  const v = r.Vulnerabilities;
  const versionMax = Math.max(0, ...r.Versions.map((l) => l.DomainCount));
  return (
    <article className="technology-page">
      <IndexNotice state={r} />
      <header className="tech-header">
        <TechIcon icon={t.TechnologyIcon} name={name} size={48} />
        <div>
          <h1>{t.TechnologyLongName}</h1>
          {t.TechnologyLongName !== name ? <p className="short-name">{name}</p> : null}
          <ul className="chips" aria-label="Categories">
            {t.Categories.map((c) => (
              <li key={c.CategoryURL}>
                <Link href={`/technology-type/${c.CategoryURL}`}>{c.CategoryLongName}</Link>
              </li>
            ))}
          </ul>
        </div>
      </header>
      {t.Description ? <p className="description">{t.Description}</p> : null}
      <ul className="tech-links">
        {t.Website ? (
          <li>
            Developer:{' '}
            <a href={t.Website} rel="nofollow noopener" target="_blank">
              {t.Website.replace(/^https?:\/\//, '').replace(/\/$/, '')}
            </a>
          </li>
        ) : null}
        {t.WikiURL ? (
          <li>
            <a href={t.WikiURL} rel="noopener" target="_blank">
              Wiki
            </a>
          </li>
        ) : null}
        {t.AltNames.length ? <li>Also known as: {t.AltNames.join(', ')}</li> : null}
      </ul>

      <IndexFacts state={r}>
        <section aria-labelledby="usage">
          <h2 id="usage">{name} usage</h2>
          <dl className="stats">
            <div>
              <dt>Websites using {name}</dt>
              <dd>
                <Link href={`${base}/websites`}>{formatCount(r.Usage.DomainCount)}</Link>
              </dd>
            </div>
            <div>
              <dt>Change in the last month</dt>
              <dd>{signed(r.Usage.LastMonthChange)}</dd>
            </div>
            <div>
              <dt>Most popular in</dt>
              <dd>
                {r.Usage.MostPopularCountry ? (
                  <>
                    <Flag
                      named
                      code={r.Usage.MostPopularCountry.ShortName}
                      name={r.Usage.MostPopularCountry.Name}
                    />{' '}
                    {r.Usage.MostPopularCountry.Name}
                  </>
                ) : (
                  'Not enough data'
                )}
              </dd>
            </div>
            <div>
              <dt>Most popular version</dt>
              <dd>
                {r.Usage.MostPopularVersion ? (
                  <Link href={`${base}/version/${encodeURIComponent(r.Usage.MostPopularVersion)}/websites`}>
                    {r.Usage.MostPopularVersion}
                  </Link>
                ) : (
                  'No version detected'
                )}
              </dd>
            </div>
            <div>
              <dt>{r.Market.Kind === 'share' ? 'Market share' : 'Market penetration'}</dt>
              <dd>
                {share(r.Market.Percent)}
                {r.Market.Position ? (
                  <span className="position">
                    {' '}
                    (#{r.Market.Position}
                    {r.Market.Scope ? (
                      <>
                        {' '}
                        in{' '}
                        <Link href={`/technology-type/${r.Market.Scope.CategoryURL}`}>
                          {r.Market.Scope.CategoryLongName}
                        </Link>
                      </>
                    ) : (
                      ' of all technologies'
                    )}
                    )
                  </span>
                ) : null}
              </dd>
            </div>
          </dl>
          <UsageOverTimeChart
            title={`Websites using ${name} at the end of each of the last 12 months`}
            name={name}
            points={r.UsageOverTime ?? []}
            width={960}
            wide
          />
        </section>

        <section aria-labelledby="developments">
          <h2 id="developments">Developments in the last 3 months</h2>
          <dl className="stats">
            <div>
              <dt>Websites that started using it</dt>
              <dd>{formatCount(r.Developments.AddedCount)}</dd>
            </div>
            <div>
              <dt>Websites that stopped using it</dt>
              <dd>{formatCount(r.Developments.DroppedCount)}</dd>
            </div>
            <div>
              <dt>Websites that changed version</dt>
              <dd>{formatCount(r.Developments.ChangedVersionCount)}</dd>
            </div>
          </dl>
          <p>
            <Link href={`${base}/changes`}>See the websites that changed</Link>
          </p>
        </section>

        <section aria-labelledby="versions">
          <h2 id="versions">{name} versions</h2>
          {r.Versions.length ? (
            <>
              <table className="table">
                <thead>
                  <tr>
                    <th scope="col">Version</th>
                    <th scope="col" className="num">
                      Subversions
                    </th>
                    <th scope="col" className="num">
                      Websites
                    </th>
                    <th scope="col" className="bar-cell">
                      <span className="visually-hidden">Share</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {r.Versions.map((l) => (
                    <tr key={l.Version}>
                      <td>
                        {name} {l.Version}
                        {l.Vulnerable ? (
                          <span className="vulnerable" title="Has known security issues">
                            {' '}
                            ⚠<span className="sr-only">vulnerable</span>
                          </span>
                        ) : null}
                      </td>
                      <td className="num">{formatCount(l.Subversions)}</td>
                      <td className="num">{formatCount(l.DomainCount)}</td>
                      <td className="bar-cell" aria-hidden="true">
                        <InlineBar
                          value={l.DomainCount}
                          max={versionMax}
                          colour={l.Vulnerable ? VERSION_COLOURS.vulnerable : VERSION_COLOURS.normal}
                        />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <p>
                <Link href={`${base}/versions`}>
                  All {formatCount(r.VersionCount)} versions of {name}
                </Link>
              </p>
            </>
          ) : (
            <p>No versions of {name} were detected.</p>
          )}
        </section>
      </IndexFacts>

      <section aria-labelledby="vulnerabilities">
        <h2 id="vulnerabilities">{vulnerabilitiesHeading(name, v.Total, v.Rows.length)}</h2>
        {v.Rows.length ? (
          <table className="table">
            <thead>
              <tr>
                <th scope="col">Published</th>
                <th scope="col">CVE</th>
                <th scope="col">Title</th>
                {r.IndexEmpty ? null : (
                  <th scope="col" className="num">
                    Domains
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {v.Rows.map((c) => (
                <tr key={c.CVE}>
                  <td className="nowrap">{c.Published ? c.Published.slice(0, 10) : ''}</td>
                  <td>
                    <Link href={`/cve/${c.CVE}`}>{c.CVE}</Link>
                  </td>
                  <td>{c.Title}</td>
                  {r.IndexEmpty ? null : (
                    <td className="num">
                      <Link href={`/cve/${c.CVE}/websites`}>{formatCount(c.Domains)}</Link>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        ) : r.CveDataMissing ? (
          <CveDataNotice shown />
        ) : (
          <p>No security issues are known for {name}.</p>
        )}
      </section>

      <IndexFacts state={r}>
        <div className="two-columns">
          <section aria-labelledby="alternatives">
            <h2 id="alternatives">Alternatives to {name}</h2>
            {r.Alternatives.length ? (
              <ul className="plain">
                {r.Alternatives.map((a) => (
                  <li key={a.TechnologyURL}>
                    <TechLink t={a} /> <span className="muted">{countOf(a.DomainCount, 'website')}</span>
                  </li>
                ))}
              </ul>
            ) : (
              <p>No alternatives found.</p>
            )}
          </section>
          <section aria-labelledby="together">
            <h2 id="together">Always used together with {name}</h2>
            {r.UsedTogether.length ? (
              <ul className="plain">
                {r.UsedTogether.map((a) => (
                  <li key={a.TechnologyURL}>
                    <TechLink t={a} /> <span className="muted">on {share(a.Percent)} of its websites</span>
                  </li>
                ))}
              </ul>
            ) : (
              <p>{name} does not require other technologies.</p>
            )}
          </section>
        </div>

        <section aria-labelledby="reports" className="report-box">
          <h2 id="reports">Websites using {name}</h2>
          <p>
            <Link href={`${base}/websites`}>See the websites using {name}</Link>, or get the full list as a
            report with contact details.
          </p>
          <p className="actions">
            <a className="btn" href={`/create-report?technology=${encodeURIComponent(t.Moniker)}`}>
              Create a report of {name} websites
            </a>{' '}
            <a href={r.SampleReportURL} download>
              Download a sample report (CSV)
            </a>{' '}
            <Link href="/contact-us">Contact us</Link>
          </p>
        </section>
      </IndexFacts>
    </article>
  );
}
