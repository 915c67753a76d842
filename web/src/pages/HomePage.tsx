import type { HomeResults } from '@techcensus/contract';
import { Link } from 'wouter';
import type { z } from 'zod';
import { IndexFacts, IndexNotice } from '../components/IndexNotice.tsx';
import { formatCount } from '../format.ts';
import { SearchForm } from '../shell/SearchForm.tsx';
import { HomeTechnologySections } from './technology/HomeBlocks.tsx';

export type HomeData = z.infer<typeof HomeResults>;

/** The main page (part 1 "Home page"). */
export function HomePage(props: { results: HomeData }) {
  const r = props.results;
  return (
    <>
      <IndexNotice state={r} />
      <section className="hero">
        <h1>
          {r.IndexEmpty ? (
            <>
              <span className="count">{formatCount(r.CatalogueTechnologyCount)}</span> technologies in{' '}
              <span className="count">{formatCount(r.CatalogueCategoryCount)}</span> categories
            </>
          ) : (
            <>
              <span className="count">{formatCount(r.TechnologyCount)}</span> technologies,{' '}
              <span className="count">{formatCount(r.CategoryCount)}</span> categories and{' '}
              <span className="count">{formatCount(r.AdvertisersCount)}</span> advertisers on{' '}
              <span className="count">{formatCount(r.SiteCount)}</span>{' '}
              {r.SiteCount === 1 ? 'website' : 'websites'}
            </>
          )}
        </h1>
        <p className="lead">
          Find out what any website is built with, or which websites use a technology.
          {r.IndexEmpty ? null : (
            <>
              {' '}
              We detect {formatCount(r.CatalogueTechnologyCount)} technologies in{' '}
              {formatCount(r.CatalogueCategoryCount)} categories.
            </>
          )}
        </p>
        <SearchForm
          id="home-search"
          label="Look up a website or technology"
          visibleLabel
          className="hero-search"
        />
      </section>
      <IndexFacts state={r}>
        <HomeTechnologySections blocks={r} />
      </IndexFacts>
      <section className="cards" aria-labelledby="home-browse">
        <h2 id="home-browse">Browse the data</h2>
        <ul className="card-grid">
          <li className="card">
            <h3>
              <Link href="/technology-type">Technology categories</Link>
            </h3>
            <p>Every category we detect, from web servers to analytics, with market shares and leaders.</p>
          </li>
          <li className="card">
            <h3>
              <Link href="/advertisers">Advertisers</Link>
            </h3>
            <p>Which ad networks and sellers websites authorise in their ads.txt files.</p>
          </li>
          <li className="card">
            <h3>
              <Link href="/technology-scan">Live website scan</Link>
            </h3>
            <p>Scan a website now and get its technology stack in a few minutes.</p>
          </li>
        </ul>
      </section>
    </>
  );
}
