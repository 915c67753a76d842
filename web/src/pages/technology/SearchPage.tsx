import { countOf } from '@techcensus/contract';
import { Link } from 'wouter';
import { TechIcon } from './common.tsx';
import type { SearchData } from './types.ts';

/**
 * Part 2 "Search results": when nothing is found, the live scan form, prefilled with the domain
 * when the query reads as one; a domain the index lacks is offered it even when names matched.
 * The form opens the scan page (the captcha and the scan itself live there) with the domain in
 * its field, and works without script.
 */
function LiveScanOffer(props: { results: SearchData }) {
  const r = props.results;
  return (
    <section aria-labelledby="live-scan" className="live-scan-offer">
      <h2 id="live-scan">
        {r.NotFound
          ? `No technology, category or ad system matches “${r.Query}”`
          : `${r.ScanDomain} is not in our index yet`}
      </h2>
      <p>Run a live scan to find out what a website is built with.</p>
      <form action="/technology-scan" method="get" className="search-row">
        <label htmlFor="scan-website" className="visually-hidden">
          Website
        </label>
        <input
          id="scan-website"
          name="website"
          className="search-input"
          required
          defaultValue={r.ScanDomain ?? ''}
          placeholder="example.com"
        />
        <button type="submit" className="button primary">
          Scan website
        </button>
      </form>
    </section>
  );
}

const usedOn = (n: number) => (n > 0 ? `used on ${countOf(n, 'website')}` : 'not found on a website yet');

/** /search: technologies, categories and ad systems found; the live scan offer (above). */
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
      {r.NotFound ? <LiveScanOffer results={r} /> : null}
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
                <span className="muted">
                  {t.AppCategory ? ` · ${t.AppCategory}` : ''} · {usedOn(t.DomainCount)}
                </span>
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
                <span className="muted"> · {usedOn(c.DomainCount)}</span>
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
                <span className="muted"> · authorised by {countOf(a.DomainCount, 'website')}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {r.Website ? (
        <p>
          The website <Link href={`/website/${r.Website}`}>{r.Website}</Link> is in our index: see its
          profile.
        </p>
      ) : null}
      {!r.NotFound && r.ScanDomain ? <LiveScanOffer results={r} /> : null}
    </article>
  );
}
