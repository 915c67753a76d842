import type { SampleDomain } from '@techcensus/contract';
import { Link } from 'wouter';
import { DomainListHead } from '../../components/DomainList.tsx';
import { Flag } from '../../components/Flag.tsx';
import { LOCKED_ROW, LockedDomain, LockedRowsNote } from '../../components/LockedRows.tsx';
import { SiteLinkOut } from '../../components/SiteLinkOut.tsx';
import { Spinner } from '../../shell/Spinner.tsx';
import { sampleRankText } from './display.ts';

const CONTACTS: [keyof SampleDomain['contacts'], string][] = [
  ['Email', 'E-mail'],
  ['Phone', 'Phone'],
  ['Address', 'Address'],
  ['Linkedin', 'LinkedIn'],
  ['Twitter', 'Twitter'],
  ['Facebook', 'Facebook'],
  ['Instagram', 'Instagram'],
  ['Youtube', 'YouTube'],
];

function Row(props: { row: SampleDomain }) {
  const r = props.row;
  return (
    <tr className={r.hidden ? LOCKED_ROW : undefined}>
      <td>{r.country ? <Flag code={r.country.ShortName} name={r.country.Name} /> : null}</td>
      <td>
        {r.hidden ? (
          <LockedDomain />
        ) : (
          <>
            <Link href={`/website/${r.domain}`}>{r.domain}</Link>{' '}
            <SiteLinkOut domain={r.domain} protocol="http" synthetic={r.synthetic} />
          </>
        )}
      </td>
      <td className="num">{sampleRankText(r)}</td>
      <td>
        {CONTACTS.filter(([key]) => r.contacts[key])
          .map(([, label]) => label)
          .join(', ')}
      </td>
    </tr>
  );
}

/** The "Sample Domains" preview: the best-ranked matching sites, hidden rows locked. */
export function SampleDomains(props: { rows: SampleDomain[] | null; loading: boolean }) {
  return (
    <section className="sample-domains" aria-labelledby="sample-domains-title">
      <h2 id="sample-domains-title">Sample Domains</h2>
      {props.loading ? (
        <Spinner />
      ) : props.rows?.length ? (
        <div className="table-scroll">
          <table className="table">
            <DomainListHead />
            <tbody>
              {props.rows.map((row, i) => (
                // Locked rows share one placeholder domain, so the position tells them apart.
                <Row key={row.hidden ? `locked-${i}` : row.domain} row={row} />
              ))}
            </tbody>
          </table>
          <LockedRowsNote count={props.rows.filter((r) => r.hidden).length} />
        </div>
      ) : (
        <p className="muted">No websites match these filters.</p>
      )}
    </section>
  );
}
