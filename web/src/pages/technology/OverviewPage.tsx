import { categoryGroupAnchor, countOf, SEARCH_INPUT_HINT, SEARCH_INPUT_PATTERN } from '@techcensus/contract';
import { Link } from 'wouter';
import { IndexNotice } from '../../components/IndexNotice.tsx';
import { formatCount } from '../../format.ts';
import { TechLink } from './common.tsx';
import type { OverviewData } from './types.ts';

/** The three categories the spec links directly from the overview. */
export const FEATURED_CATEGORIES: [string, string][] = [
  ['web-servers', 'Web Servers'],
  ['web-application-frameworks', 'Web Application Frameworks'],
  ['content-management-system', 'Content Management System'],
];

/** Part 2 §2.2 "Technologies overview". */
export function OverviewPage(props: { results: OverviewData }) {
  const r = props.results;
  return (
    <article className="overview-page">
      <IndexNotice state={r} />
      <h1>Web technologies</h1>
      <p className="lead">
        {formatCount(r.TechnologyCount)} technologies in {formatCount(r.CategoryCount)} categories.
      </p>
      <form action="/search" method="get" className="tech-search">
        <label htmlFor="technology-search">Search technologies</label>
        <input
          id="technology-search"
          name="q"
          required
          pattern={SEARCH_INPUT_PATTERN}
          title={SEARCH_INPUT_HINT}
          placeholder="Technology name"
        />
        <button type="submit" className="btn">
          Search
        </button>
      </form>
      <nav aria-label="Popular categories">
        <ul className="chips">
          {FEATURED_CATEGORIES.map(([url, name]) => (
            <li key={url}>
              <Link href={`/technology-type/${url}`}>{name}</Link>
            </li>
          ))}
        </ul>
      </nav>
      {r.Groups.map((g) => (
        <section key={g.Name} aria-labelledby={categoryGroupAnchor(g.Name)}>
          <h2 id={categoryGroupAnchor(g.Name)}>{g.Name}</h2>
          <ul className="category-cards">
            {g.Categories.map((c) => (
              <li key={c.CategoryURL} className="card">
                <h3>
                  <Link href={`/technology-type/${c.CategoryURL}`}>{c.CategoryLongName}</Link>
                </h3>
                <p className="muted">
                  {formatCount(c.TechnologyCount)} technologies
                  {r.IndexEmpty ? null : ` · ${countOf(c.DomainCount, 'website')}`}
                </p>
                {c.TopTechnologies.length ? (
                  <ul className="plain">
                    {c.TopTechnologies.map((t) => (
                      <li key={t.TechnologyURL}>
                        <TechLink t={t} /> <span className="muted">{formatCount(t.DomainCount)}</span>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </article>
  );
}
