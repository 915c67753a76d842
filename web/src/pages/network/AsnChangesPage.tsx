import { countOf } from '@techcensus/contract';
import { Link } from 'wouter';
import { IndexNotice } from '../../components/IndexNotice.tsx';
import { formatCount } from '../../format.ts';
import type { AsnChangesData } from './types.ts';

/** Technology developments on the websites of an autonomous system (/asn/{asn}/changes). */
export function AsnChangesPage(props: { results: AsnChangesData }) {
  const r = props.results;
  const name = `${r.ASN}${r.ASNName ? ` ${r.ASNName}` : ''}`;
  return (
    <div className="network-page">
      <IndexNotice state={r} />
      <h1>{`Technology changes on ${name}`}</h1>
      <p className="lead">
        What the {countOf(r.DomainCount, 'website')} hosted on <Link href={`/asn/${r.ASNId}`}>{r.ASN}</Link>{' '}
        started using, stopped using or upgraded since {r.Since}.
      </p>
      <table className="table summary-table">
        <tbody>
          <tr>
            <th scope="row">Technologies added</th>
            <td className="num">{formatCount(r.Totals.Added)}</td>
          </tr>
          <tr>
            <th scope="row">Technologies dropped</th>
            <td className="num">{formatCount(r.Totals.Dropped)}</td>
          </tr>
          <tr>
            <th scope="row">Version changes</th>
            <td className="num">{formatCount(r.Totals.ChangedVersions)}</td>
          </tr>
        </tbody>
      </table>
      {r.Technologies.length ? (
        <table className="table asn-changes">
          <caption>Websites per technology</caption>
          <thead>
            <tr>
              <th scope="col">Technology</th>
              <th scope="col" className="num">
                Added
              </th>
              <th scope="col" className="num">
                Dropped
              </th>
              <th scope="col" className="num">
                Version changes
              </th>
            </tr>
          </thead>
          <tbody>
            {r.Technologies.map((t) => (
              <tr key={t.TechnologyURL}>
                <td>
                  <img
                    className="tech-icon"
                    src={t.TechnologyIcon}
                    alt=""
                    width={16}
                    height={16}
                    loading="lazy"
                  />{' '}
                  <Link href={`${t.TechnologyURL}/changes`}>{t.Technology}</Link>
                </td>
                <td className="num">{formatCount(t.Added)}</td>
                <td className="num">{formatCount(t.Dropped)}</td>
                <td className="num">{formatCount(t.ChangedVersions)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="empty">
          No technology changes were detected on the websites hosted on {r.ASN} since {r.Since}.
        </p>
      )}
    </div>
  );
}
