import type { TechnologyChange, TechnologyVersion } from '@techcensus/contract';
import { Link } from 'wouter';
import { VersionChart } from '../../components/charts/index.ts';
import { DomainList } from '../../components/DomainList.tsx';
import { IndexNotice } from '../../components/IndexNotice.tsx';
import { LOCKED_ROW, LockedDomain, LockedRowsNote } from '../../components/LockedRows.tsx';
import { formatCount } from '../../format.ts';
import { share, TechLink } from './common.tsx';
import type {
  TechnologyChangesData,
  TechnologyVersionData,
  TechnologyVersionsData,
  TechnologyVersionWebsitesData,
  TechnologyWebsitesData,
} from './types.ts';

/** Part 2 §9: versions above 5 % share are bold. */
export const BOLD_VERSION_SHARE = 0.05;

export function TechnologyWebsitesPage(props: { results: TechnologyWebsitesData }) {
  const r = props.results;
  return (
    <article>
      <IndexNotice state={r} />
      <h1>
        <TechLink t={r.Technology} /> websites
      </h1>
      <DomainList list={r.DomainList} />
    </article>
  );
}

function VersionsTable(props: {
  slug: string;
  versions: (TechnologyVersion & { Highlight?: boolean })[];
  caption: string;
}) {
  return (
    <table className="table versions-table">
      <caption>{props.caption}</caption>
      <thead>
        <tr>
          <th scope="col">Vulnerable</th>
          <th scope="col">Version</th>
          <th scope="col" className="num">
            Utilization
          </th>
          <th scope="col" className="num">
            Websites
          </th>
        </tr>
      </thead>
      <tbody>
        {props.versions.map((v) => (
          <tr
            key={v.Version}
            className={
              [v.Highlight ? 'highlight' : '', v.MarketShare > BOLD_VERSION_SHARE ? 'bold' : '']
                .join(' ')
                .trim() || undefined
            }
          >
            <td>
              {v.Vulnerable ? (
                <span className="vulnerable" title={v.CVEs.join(', ')}>
                  ⚠ <span className="sr-only">Vulnerable ({v.CVEs.length} CVEs)</span>
                </span>
              ) : null}
            </td>
            <td>
              <Link href={`/technology/${props.slug}/version/${encodeURIComponent(v.Version)}/websites`}>
                {v.Version}
              </Link>
            </td>
            <td className="num">{share(v.MarketShare * 100)}</td>
            <td className="num">{formatCount(v.DomainCount)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function TechnologyVersionsPage(props: { results: TechnologyVersionsData }) {
  const r = props.results;
  const name = r.Technology.TechnologyShortName;
  return (
    <article>
      <IndexNotice state={r} />
      <h1>
        <TechLink t={r.Technology} /> versions
      </h1>
      <dl className="stats">
        <div>
          <dt>Total discovered versions</dt>
          <dd>{formatCount(r.Stats.TotalVersions)}</dd>
        </div>
        <div>
          <dt>Total vulnerable versions</dt>
          <dd>{formatCount(r.Stats.VulnerableVersions)}</dd>
        </div>
        <div>
          <dt>Most popular version</dt>
          <dd>{r.Stats.MostPopularVersion ?? '-'}</dd>
        </div>
        <div>
          <dt>Latest version</dt>
          <dd>{r.Stats.LatestVersion ?? '-'}</dd>
        </div>
      </dl>
      {r.Versions.length ? (
        <>
          <VersionChart versions={r.Versions} title={`Websites by ${name} version`} />
          <VersionsTable
            slug={r.Technology.TechnologyURL}
            versions={r.Versions}
            caption={`All ${name} versions`}
          />
        </>
      ) : (
        <p>No versions of {name} were detected.</p>
      )}
    </article>
  );
}

export function TechnologyVersionWebsitesPage(props: { results: TechnologyVersionWebsitesData }) {
  const r = props.results;
  const name = r.Technology.TechnologyShortName;
  return (
    <article>
      <IndexNotice state={r} />
      <h1>
        <TechLink t={r.Technology} /> {r.Version}
      </h1>
      <p className="lead">
        <strong>{formatCount(r.DomainCount)}</strong> live websites are using {name} {r.Version}.
      </p>
      <VersionChart versions={r.Versions} title={`Websites by ${name} version`} />
      <DomainList list={r.DomainList} />
      <VersionsTable slug={r.Technology.TechnologyURL} versions={r.Versions} caption="All versions" />
    </article>
  );
}

/** The spec's fallback text when the redirect to the version's websites did not happen. */
export function TechnologyVersionPage(props: { results: TechnologyVersionData }) {
  const r = props.results;
  return (
    <article>
      <h1>
        {r.Technology.TechnologyShortName} {r.Version}
      </h1>
      <p>
        The redirect to the websites using this version did not work.{' '}
        <Link href={r.WebsitesURL}>
          See the websites using {r.Technology.TechnologyShortName} {r.Version}
        </Link>
        .
      </p>
    </article>
  );
}

function ChangeTable(props: {
  title: string;
  id: string;
  list: { Count: number; Rows: TechnologyChange[]; HiddenCount: number };
}) {
  const { Count: count, Rows: rows, HiddenCount: hiddenCount } = props.list;
  return (
    <section aria-labelledby={props.id}>
      <h2 id={props.id}>
        {props.title} <span className="muted">({formatCount(count)})</span>
      </h2>
      {rows.length ? (
        <table className="table">
          <thead>
            <tr>
              <th scope="col">Website</th>
              <th scope="col">Technology</th>
              <th scope="col">Type</th>
              <th scope="col">Version</th>
              <th scope="col">Change</th>
              <th scope="col">Date</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((c, i) => (
              <tr
                key={c.Hidden ? `locked-${i}` : `${c.Domain}-${c.Date}-${c.VersionTo ?? ''}`}
                className={c.Hidden ? LOCKED_ROW : undefined}
              >
                <td>{c.Hidden ? <LockedDomain /> : <Link href={`/website/${c.Domain}`}>{c.Domain}</Link>}</td>
                <td>
                  <Link href={`/technology/${c.TechnologyURL}`}>{c.Technology}</Link>
                </td>
                <td>
                  {c.CategoryURL ? <Link href={`/technology-type/${c.CategoryURL}`}>{c.Category}</Link> : ''}
                </td>
                <td>
                  {c.Change === 'Version change'
                    ? `${c.VersionFrom ?? '?'} → ${c.VersionTo ?? '?'}`
                    : (c.VersionTo ?? c.VersionFrom ?? '')}
                </td>
                <td>{c.Change}</td>
                <td>{c.Date}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>No websites in the last 3 months.</p>
      )}
      <LockedRowsNote count={hiddenCount} />
    </section>
  );
}

export function TechnologyChangesPage(props: { results: TechnologyChangesData }) {
  const r = props.results;
  const name = r.Technology.TechnologyShortName;
  return (
    <article>
      <IndexNotice state={r} />
      <h1>
        <TechLink t={r.Technology} /> changes
      </h1>
      <p className="lead">
        Websites that started using, stopped using or changed the version of {name} since {r.Since}.
      </p>
      <ChangeTable id="added" title={`Websites that started using ${name}`} list={r.Added} />
      <ChangeTable id="dropped" title={`Websites that stopped using ${name}`} list={r.Dropped} />
      <ChangeTable
        id="changed"
        title={`Websites that changed the version of ${name}`}
        list={r.ChangedVersions}
      />
    </article>
  );
}
