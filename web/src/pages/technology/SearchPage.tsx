import { Link } from 'wouter';
import { formatCount } from '../../format.ts';
import { TechIcon } from './common.tsx';
import type { SearchData } from './types.ts';

/** /search: technologies, categories and ad systems found; a live scan offer when nothing is. */
export function SearchPage(props: { results: SearchData }) {
  const r = props.results;
  return (
    <article className="search-page">
      <h1>{r.Query ? `Search results for “${r.Query}”` : 'Search'}</h1>
      {r.UserError ? (
        <div className="alert alert-warning" role="alert">
          {r.UserError}
        </div>
      ) : null}
      {r.NotFound ? (
        <section aria-labelledby="not-found">
          <h2 id="not-found">No technology, category or ad system matches “{r.Query}”</h2>
          <p>Run a live scan to find out what a website is built with.</p>
          <form action="/technology-scan" method="get" className="tech-search">
            <label htmlFor="scan-website">Website</label>
            <input
              id="scan-website"
              name="website"
              required
              defaultValue={r.ScanDomain ?? ''}
              placeholder="example.com"
            />
            <button type="submit" className="btn">
              Scan website
            </button>
          </form>
        </section>
      ) : null}
      {r.Technologies.length ? (
        <section aria-labelledby="found-technologies">
          <h2 id="found-technologies">Technologies</h2>
          <ul className="results">
            {r.Technologies.map((t) => (
              <li key={t.TechnologyURL}>
                <Link href={`/technology/${t.TechnologyURL}`} className="tech-link">
                  <TechIcon icon={t.TechnologyIcon} name={t.TechnologyShortName} />
                  {t.TechnologyShortName}
                </Link>
                {t.AppCategory ? <span className="muted"> · {t.AppCategory}</span> : null}
                {t.Description ? <p>{t.Description}</p> : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {r.Categories.length ? (
        <section aria-labelledby="found-categories">
          <h2 id="found-categories">Categories</h2>
          <ul className="results">
            {r.Categories.map((c) => (
              <li key={c.CategoryURL}>
                <Link href={`/technology-type/${c.CategoryURL}`}>{c.CategoryLongName}</Link>
                <p>{c.Description}</p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {r.Advertisers.length ? (
        <section aria-labelledby="found-advertisers">
          <h2 id="found-advertisers">Ad systems (ads.txt)</h2>
          <ul className="results">
            {r.Advertisers.map((a) => (
              <li key={a.AdvertiserURL}>
                <Link href={a.AdvertiserURL}>{a.Advertiser}</Link>
                <span className="muted">
                  {' '}
                  · authorised by {formatCount(a.DomainCount)} {a.DomainCount === 1 ? 'website' : 'websites'}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {r.Website ? (
        <p>
          See also the website <Link href={`/website/${r.Website}`}>{r.Website}</Link>.
        </p>
      ) : null}
      {r.ScanDomain && !r.NotFound && !r.Website ? (
        <p>
          Looking for the website {r.ScanDomain}?{' '}
          <a href={`/technology-scan?website=${encodeURIComponent(r.ScanDomain)}`}>Scan it live</a>.
        </p>
      ) : null}
    </article>
  );
}
