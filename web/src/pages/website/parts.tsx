import { Link } from 'wouter';
import { DemoNotice } from '../../components/IndexNotice.tsx';
import type { TechRow, WebsiteData } from './types.ts';

const STARS: Record<number, { count: number; label: string }> = {
  3: { count: 4, label: 'Up to date: only a small share of websites run a newer version' },
  2: { count: 3, label: 'Fairly recent version' },
  1: { count: 2, label: 'Dated version' },
  0: { count: 1, label: 'Outdated: most websites run a newer version' },
};

/** Version freshness as stars (part 2 §4): 3 four green … 0 one red. */
export function Stars(props: { bucket: number | null; newer: number | null }) {
  if (props.bucket === null) return null;
  const s = STARS[props.bucket];
  const title = `${s.label}${props.newer !== null ? ` (${props.newer.toFixed(1)}% of websites run a newer version)` : ''}`;
  return (
    <span className={`stars stars-${props.bucket}`} title={title} role="img" aria-label={title}>
      {'★'.repeat(s.count)}
    </span>
  );
}

/** A technology's icon and linked name, as rows of page data carry them (icon already a URL). */
export function TechName(props: {
  t: { Technology: string; TechnologyURL: string; TechnologyIcon: string };
}) {
  return (
    <>
      <img className="tech-icon" src={props.t.TechnologyIcon} alt="" width={16} height={16} loading="lazy" />{' '}
      <Link href={props.t.TechnologyURL}>{props.t.Technology}</Link>
    </>
  );
}

/** Type, technology, version with stars (part 2 §2.2 "Subdomain technology table"). */
export function TechnologyTable(props: { rows: TechRow[]; caption?: string }) {
  return (
    <table className="table tech-table">
      {props.caption ? <caption>{props.caption}</caption> : null}
      <thead>
        <tr>
          <th scope="col">Type</th>
          <th scope="col">Technology</th>
          <th scope="col">Version</th>
          <th scope="col">First detected</th>
          <th scope="col">Last seen</th>
        </tr>
      </thead>
      <tbody>
        {props.rows.map((t) => (
          <tr key={t.TechnologyURL}>
            <td>
              <Link href={t.CategoryURL}>{t.Category}</Link>
            </td>
            <td>
              <TechName t={t} />
            </td>
            <td>
              {t.Version ?? ''} <Stars bucket={t.Bucket} newer={t.PercentNewerVersion} />
            </td>
            <td>{t.UsedSince}</td>
            <td>{t.LastSeen}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Demo notice and the fetch outcome: a failed visit is said plainly. */
export function SiteNotices(props: { results: Pick<WebsiteData, 'DemoData' | 'Fetch'> }) {
  const r = props.results;
  return (
    <>
      {r.DemoData ? <DemoNotice /> : null}
      {r.Fetch.Message ? (
        <div
          className={`alert ${r.Fetch.Outcome === 'redirected' ? 'alert-info' : 'alert-warning'} fetch-outcome`}
          role="status"
        >
          {r.Fetch.Message}
        </div>
      ) : null}
    </>
  );
}

/** Heading of a website sub-page with a link back to the profile. */
export function SubHeading(props: { domain: string; title: string }) {
  return (
    <header className="website-sub-heading">
      <h1>
        {props.domain}: {props.title}
      </h1>
      <p>
        <Link href={`/website/${props.domain}`}>Back to the {props.domain} profile</Link>
      </p>
    </header>
  );
}
