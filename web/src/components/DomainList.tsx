import type { DomainList as DomainListData, DomainRow } from '@techcensus/contract';
import { Link } from 'wouter';
import { formatCount, formatSiteRank } from '../format.ts';
import { usePanels } from '../shell/panels.tsx';
import { Flag } from './Flag.tsx';
import { LOCKED_ROW, LockedDomain, LockedRowsNote } from './LockedRows.tsx';
import { Pagination } from './Pagination.tsx';
import { SiteLinkOut } from './SiteLinkOut.tsx';

const CONTACTS: [keyof DomainRow['Contacts'], string][] = [
  ['Email', 'E-mail'],
  ['Phone', 'Phone'],
  ['Address', 'Address'],
  ['Facebook', 'Facebook'],
  ['Twitter', 'Twitter'],
  ['Instagram', 'Instagram'],
  ['Youtube', 'YouTube'],
  ['Linkedin', 'LinkedIn'],
];

function Row(props: { row: DomainRow }) {
  const r = props.row;
  const contacts = CONTACTS.filter(([key]) => r.Contacts[key]).map(([, label]) => label);
  return (
    <tr className={r.Hidden ? LOCKED_ROW : undefined}>
      <td>{r.Country ? <Flag code={r.Country.ShortName} name={r.Country.Name} /> : null}</td>
      <td>
        {r.Hidden ? (
          <LockedDomain />
        ) : (
          <>
            <Link href={`/website/${r.Domain}`}>{r.Domain}</Link>{' '}
            <SiteLinkOut domain={r.Domain} protocol={r.OpenProtocol} synthetic={r.Synthetic} />
          </>
        )}
      </td>
      <td className="num">{r.Hidden ? r.RankMask : formatSiteRank(r.Rank, r.Synthetic)}</td>
      <td>{contacts.join(', ')}</td>
    </tr>
  );
}

/** Part 2 §3 "Domain list": header, rows (hidden ones locked), pagination, report button. */
export function DomainList(props: {
  list: DomainListData;
  /** The list is what the page is about: its title is the page's heading. */
  primary?: boolean;
}) {
  const l = props.list;
  const Heading = props.primary ? 'h1' : 'h2';
  const panels = usePanels();
  const onLogin = () => panels.open({ type: 'login', view: 'login' });
  return (
    <section className="domain-list" aria-labelledby="domain-list-title">
      <Heading id="domain-list-title">{l.Header.Title}</Heading>
      <p className="subtitle">
        {l.Header.Subtitle} <strong>{formatCount(l.Header.DomainCount)}</strong>
        {l.Header.Link && l.Header.LinkText ? (
          <>
            {' '}
            <Link href={l.Header.Link}>{l.Header.LinkText}</Link>
          </>
        ) : null}
      </p>
      {l.NoDomainsError ? (
        <div className="alert alert-warning" role="status">
          {l.NoDomainsError}
        </div>
      ) : (
        <table className="table">
          <DomainListHead />
          <tbody>
            {l.Domains.map((row, i) => (
              // Locked rows share one placeholder domain, so the position tells them apart.
              <Row key={row.Hidden ? `locked-${i}` : row.Domain} row={row} />
            ))}
          </tbody>
        </table>
      )}
      {l.RequireAuthentication ? null : <LockedRowsNote count={l.HiddenCount} />}
      {l.RequireAuthentication ? (
        <p className="login-note">
          <button type="button" className="btn" onClick={onLogin}>
            Login to view
          </button>{' '}
          Sign up to see more results.
        </p>
      ) : null}
      {l.Message ? <p className="note">{l.Message}</p> : null}
      <Pagination pages={l.Pages} />
      {l.Button ? (
        <p>
          <a className="btn" href={l.Button.Href} title={l.Button.Title}>
            {l.Button.Text}
          </a>
        </p>
      ) : null}
    </section>
  );
}

/** The columns of every list of websites: the domain lists and the report builder's sample. */
export function DomainListHead() {
  return (
    <thead>
      <tr>
        <th scope="col">Country</th>
        <th scope="col">Website</th>
        <th scope="col" className="num">
          Rank
        </th>
        <th scope="col">Contacts</th>
      </tr>
    </thead>
  );
}
