import { Link } from 'wouter';
import { DomainList } from '../../components/DomainList.tsx';
import { IndexFacts, IndexNotice } from '../../components/IndexNotice.tsx';
import { formatCapped, formatCount, formatOccurrence } from '../../format.ts';
import { CountryLine } from './parts.tsx';
import type { CommonHeadersData, HeaderData, HeaderWebsitesData } from './types.ts';

export function CommonHeadersPage(props: { results: CommonHeadersData }) {
  const r = props.results;
  return (
    <div className="network-page">
      <IndexNotice state={r} />
      <h1>Common HTTP response headers</h1>
      <IndexFacts state={r}>
        <p>
          The response headers sent by the home pages of {formatCount(r.TotalDomains)} indexed websites, most
          common first.
        </p>
        <table className="table headers-list">
          <thead>
            <tr>
              <th scope="col">Header</th>
              <th scope="col">Sample value</th>
              <th scope="col" className="num">
                Occurrence %
              </th>
              <th scope="col" className="num">
                Websites
              </th>
            </tr>
          </thead>
          <tbody>
            {r.Headers.map((h) => (
              <tr key={h.Header}>
                <td>
                  <Link href={`/response-header/${h.HeaderMoniker}`}>{h.Header}</Link>
                </td>
                <td className="header-value">{h.SampleValue ?? ''}</td>
                <td className="num">{formatOccurrence(h.Occurrence)}</td>
                <td className="num">{formatCount(h.DomainCount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </IndexFacts>
    </div>
  );
}

export function HeaderPage(props: { results: HeaderData }) {
  const r = props.results;
  const u = r.Usage;
  return (
    <div className="network-page">
      <IndexNotice state={r} />
      <h1>{r.Header}</h1>
      {r.Description ? <p className="lead">{r.Description}</p> : null}
      <table className="table summary-table">
        <caption>Usage</caption>
        <tbody>
          <tr>
            <th scope="row">Websites sending it</th>
            <td>{formatCount(u.HeaderCount)}</td>
          </tr>
          <tr>
            <th scope="row">Share of websites</th>
            <td>{formatOccurrence(u.UsedByPercent)}%</td>
          </tr>
          <tr>
            <th scope="row">Unique values</th>
            <td>{u.MoreThan10K ? formatCapped(u.UniqueValueCount + 1) : formatCount(u.UniqueValueCount)}</td>
          </tr>
          <tr>
            <th scope="row">Most popular country</th>
            <td>
              <CountryLine country={u.MostPopularCountry} />
            </td>
          </tr>
        </tbody>
      </table>
      {r.Directives.length ? (
        <table className="table">
          <caption>Directives</caption>
          <thead>
            <tr>
              <th scope="col">Directive</th>
              <th scope="col" className="num">
                Share %
              </th>
              <th scope="col" className="num">
                Websites
              </th>
              <th scope="col" className="num">
                Values
              </th>
            </tr>
          </thead>
          <tbody>
            {r.Directives.map((d) => (
              <tr key={d.Directive}>
                <td>{d.Directive}</td>
                <td className="num">{formatOccurrence(d.MarketShare)}</td>
                <td className="num">{formatCount(d.DomainCount)}</td>
                <td className="num">{formatCount(d.ValueCount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {r.TogetherHeaders.length ? (
        <table className="table">
          <caption>Often used together</caption>
          <thead>
            <tr>
              <th scope="col">Header</th>
              <th scope="col" className="num">
                Also sent by %
              </th>
            </tr>
          </thead>
          <tbody>
            {r.TogetherHeaders.map((h) => (
              <tr key={h.Header}>
                <td>
                  <Link href={`/response-header/${h.HeaderMoniker}`}>{h.Header}</Link>
                </td>
                <td className="num">{formatOccurrence(h.Percentage)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <table className="table">
        <caption>Top values</caption>
        <thead>
          <tr>
            <th scope="col">Value</th>
            <th scope="col" className="num">
              %
            </th>
            <th scope="col" className="num">
              Websites
            </th>
          </tr>
        </thead>
        <tbody>
          {r.TopValues.map((v) => (
            <tr key={v.Value}>
              <td className="header-value">{v.Value}</td>
              <td className="num">{formatOccurrence(v.Percentage)}</td>
              <td className="num">{formatCount(v.DomainCount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <DomainList list={r.Domains} />
    </div>
  );
}

export function HeaderWebsitesPage(props: { results: HeaderWebsitesData }) {
  const r = props.results;
  return (
    <div className="network-page">
      <IndexNotice state={r} />
      <p>
        <Link href={`/response-header/${r.HeaderMoniker}`}>Back to {r.Header}</Link>
      </p>
      <DomainList list={r.Domains} primary />
    </div>
  );
}
