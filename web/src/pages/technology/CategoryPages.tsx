import { Link } from 'wouter';
import { DomainList } from '../../components/DomainList.tsx';
import { Flag } from '../../components/Flag.tsx';
import { GeoTables } from '../../components/GeoTables.tsx';
import { IndexFacts, IndexNotice } from '../../components/IndexNotice.tsx';
import { Pagination } from '../../components/Pagination.tsx';
import { formatCount } from '../../format.ts';
import { CategoryUsageOverTime, MarketShareChart, RankColumns } from './Charts.tsx';
import { share, TechLink, TechnologyTable } from './common.tsx';
import type { CategoryData, CategoryTechnologiesData, CategoryWebsitesData } from './types.ts';

/** Part 2 §2.2 "Category page". */
export function CategoryPage(props: { results: CategoryData }) {
  const r = props.results;
  const c = r.Category;
  const base = `/technology-type/${c.CategoryURL}`;
  const report = (kind: 'country' | 'tld', value: string) =>
    `/create-report?category=${encodeURIComponent(c.CategoryMoniker)}&${kind}=${encodeURIComponent(value)}`;
  return (
    <article className="category-page">
      <IndexNotice state={r} />
      <h1>{c.CategoryLongName}</h1>
      <p className="description">{c.CategoryDescription}</p>
      <ul className="tech-links">
        {c.ParentCategory ? (
          <li>
            {/* A plain link: the overview is loaded and the browser scrolls to the group's anchor. */}
            Parent category: <a href={c.ParentCategory.URL}>{c.ParentCategory.Name}</a>
          </li>
        ) : null}
        {c.CategoryAltNames.length ? <li>Also known as: {c.CategoryAltNames.join(', ')}</li> : null}
        {c.CategoryWiki ? (
          <li>
            <a href={c.CategoryWiki} rel="noopener" target="_blank">
              Encyclopedia
            </a>
          </li>
        ) : null}
      </ul>
      {c.ParentCategory?.Categories.length ? (
        <p className="group-categories">
          {`Other categories in ${c.ParentCategory.Name}: `}
          {c.ParentCategory.Categories.map((s, i) => (
            <span key={s.CategoryURL}>
              {i ? ', ' : ''}
              <Link href={`/technology-type/${s.CategoryURL}`}>{s.CategoryLongName}</Link>
            </span>
          ))}
        </p>
      ) : null}
      {c.Subcategories.length ? (
        <p>
          Subcategories:{' '}
          {c.Subcategories.map((s, i) => (
            <span key={s.CategoryURL}>
              {i ? ', ' : ''}
              <Link href={`/technology-type/${s.CategoryURL}`}>{s.CategoryLongName}</Link>
            </span>
          ))}
        </p>
      ) : null}

      <IndexFacts state={r}>
        <section aria-labelledby="usage">
          <h2 id="usage">Usage statistics</h2>
          <dl className="stats">
            <div>
              <dt>Total websites</dt>
              <dd>
                <Link href={`${base}/websites`}>{formatCount(r.CategoryUsage.DomainCount)}</Link>
              </dd>
            </div>
            <div>
              <dt>Of all websites</dt>
              <dd>{share(r.CategoryUsage.Percentage)}</dd>
            </div>
            <div>
              <dt>Technologies</dt>
              <dd>
                <Link href={`${base}/technologies`}>{formatCount(r.NumberOFTechnologies)}</Link>
              </dd>
            </div>
            <div>
              <dt>Category leader</dt>
              <dd>{r.CategoryLeader ? <TechLink t={r.CategoryLeader} /> : '-'}</dd>
            </div>
            <div>
              <dt>Fastest growing</dt>
              <dd>
                {r.FastestGrowingTechnology ? (
                  <>
                    <TechLink t={r.FastestGrowingTechnology} /> (+
                    {formatCount(r.FastestGrowingTechnology.DomainCount)})
                  </>
                ) : (
                  '-'
                )}
              </dd>
            </div>
            <div>
              <dt>Most popular in</dt>
              <dd>
                {r.MostPopularInCountry ? (
                  <>
                    <Flag named code={r.MostPopularInCountry.ShortName} name={r.MostPopularInCountry.Name} />{' '}
                    {r.MostPopularInCountry.Name}
                  </>
                ) : (
                  '-'
                )}
              </dd>
            </div>
          </dl>
        </section>

        {r.TechnologyMarketShare.Technologies.length ? (
          <section aria-labelledby="market-share">
            <h2 id="market-share">{c.IsExclusive ? 'Market share' : 'Usage share'}</h2>
            <MarketShareChart
              title={`${c.CategoryLongName}: share of websites by technology`}
              items={r.TechnologyMarketShare.Technologies.map((t) => ({
                name: t.TechnologyShortName,
                url: t.TechnologyURL,
                share: t.MarketShare,
              }))}
            />
          </section>
        ) : null}

        {r.UsageOverTime?.some((s) => s.Points.length) ? (
          <section aria-labelledby="over-time">
            <h2 id="over-time">Usage over the last 12 months</h2>
            <CategoryUsageOverTime
              category={c.CategoryLongName}
              series={r.UsageOverTime.map((s) => ({
                name: s.Technology.TechnologyShortName,
                points: s.Points,
              }))}
            />
          </section>
        ) : null}

        <section aria-labelledby="by-rank">
          <h2 id="by-rank">Usage by website rank</h2>
          <RankColumns
            buckets={r.DistributionByPopularity.Buckets}
            title={`Share of websites in each rank range that use ${c.CategoryLongName}`}
          />
        </section>

        {c.IsExclusive ? (
          <section aria-labelledby="switches">
            <h2 id="switches">Top technology switches</h2>
            {r.TechnologySwitches.length ? (
              <table className="table">
                <thead>
                  <tr>
                    <th scope="col">From</th>
                    <th scope="col">To</th>
                    <th scope="col" className="num">
                      Websites
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {r.TechnologySwitches.map((s) => (
                    <tr key={`${s.TechnologyFrom.TechnologyURL}-${s.TechnologyTo.TechnologyURL}`}>
                      <td>
                        <TechLink t={s.TechnologyFrom} />
                      </td>
                      <td>
                        <TechLink t={s.TechnologyTo} />
                      </td>
                      <td className="num">{formatCount(s.DomainCount)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ) : (
              <p>No websites switched between {c.CategoryLongName} technologies in the last year.</p>
            )}
          </section>
        ) : null}
      </IndexFacts>

      <section aria-labelledby="technologies">
        <h2 id="technologies">{c.CategoryLongName} technologies</h2>
        {r.Technologies.length ? (
          <TechnologyTable rows={r.Technologies} caption={`Most used ${c.CategoryLongName} technologies`} />
        ) : (
          <p>No website in our index uses a {c.CategoryLongName} technology yet.</p>
        )}
        <p>
          <Link href={`${base}/technologies`}>All {formatCount(r.NumberOFTechnologies)} technologies</Link>
        </p>
      </section>

      {c.RelatedCategories.length ? (
        <section aria-labelledby="related">
          <h2 id="related">Related categories</h2>
          <ul className="chips">
            {c.RelatedCategories.map((rc) => (
              <li key={rc.CategoryURL}>
                <Link href={`/technology-type/${rc.CategoryURL}`}>{rc.CategoryLongName}</Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <IndexFacts state={r}>
        <section aria-labelledby="geo">
          <h2 id="geo">Distribution by country and TLD</h2>
          <GeoTables geo={r.GeoData} reportLink={report} />
        </section>

        <DomainList list={r.DomainList} />
      </IndexFacts>
    </article>
  );
}

export function CategoryTechnologiesPage(props: { results: CategoryTechnologiesData }) {
  const r = props.results;
  return (
    <article>
      <IndexNotice state={r} />
      <h1>
        <Link href={`/technology-type/${r.Category.CategoryURL}`}>{r.Category.CategoryLongName}</Link>{' '}
        technologies
      </h1>
      {r.IndexEmpty ? (
        <>
          <p className="lead">
            {formatCount(r.TotalTechnologies)} technologies. No website in the index uses one yet, so they are
            listed by name.
          </p>
          <ul className="plain tech-names">
            {r.Technologies.map((t) => (
              <li key={t.TechnologyURL}>
                <TechLink t={t} />
              </li>
            ))}
          </ul>
        </>
      ) : (
        <>
          <p className="lead">{formatCount(r.TotalTechnologies)} technologies, most used first.</p>
          <TechnologyTable rows={r.Technologies} caption={`${r.Category.CategoryLongName} technologies`} />
        </>
      )}
      <Pagination pages={r.Pages} />
    </article>
  );
}

export function CategoryWebsitesPage(props: { results: CategoryWebsitesData }) {
  const r = props.results;
  return (
    <article>
      <IndexNotice state={r} />
      <h1>
        <Link href={`/technology-type/${r.Category.CategoryURL}`}>{r.Category.CategoryLongName}</Link>{' '}
        websites
      </h1>
      <DomainList list={r.DomainList} />
    </article>
  );
}
