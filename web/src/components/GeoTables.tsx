import type { GeoData } from '@techcensus/contract';
import { formatCount } from '../format.ts';
import { InlineBar } from './charts/index.ts';
import { Flag } from './Flag.tsx';

/**
 * Distribution by country (visitor's country first when present) and by TLD, top 10 each, each
 * row with a bar as long as its count against the largest: the tables read as bar charts.
 */
export function GeoTables(props: {
  geo: GeoData;
  reportLink?: (kind: 'country' | 'tld', value: string) => string;
}) {
  const { geo, reportLink } = props;
  const countryMax = Math.max(0, ...geo.Countries.map((c) => c.DomainCount));
  const tldMax = Math.max(0, ...geo.TLDs.map((t) => t.DomainCount));
  return (
    <div className="geo-tables">
      <table className="table">
        <caption>Top countries</caption>
        <thead>
          <tr>
            <th scope="col">Country</th>
            <th scope="col" className="num">
              Websites
            </th>
            <th scope="col" className="bar-cell">
              <span className="visually-hidden">Share</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {geo.Countries.map((c) => (
            <tr
              key={c.Country.ShortName}
              className={c.Country.ShortName === geo.UserCountry ? 'own-country' : undefined}
            >
              <td>
                <Flag named code={c.Country.ShortName} name={c.Country.Name} /> {c.Country.Name}
              </td>
              <td className="num">
                {reportLink ? (
                  <a href={reportLink('country', c.Country.ShortName)}>{formatCount(c.DomainCount)}</a>
                ) : (
                  formatCount(c.DomainCount)
                )}
              </td>
              <td className="bar-cell" aria-hidden="true">
                <InlineBar value={c.DomainCount} max={countryMax} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <table className="table">
        <caption>Top TLDs</caption>
        <thead>
          <tr>
            <th scope="col">TLD</th>
            <th scope="col" className="num">
              Websites
            </th>
            <th scope="col" className="bar-cell">
              <span className="visually-hidden">Share</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {geo.TLDs.map((t) => (
            <tr key={t.TLD}>
              <td>.{t.TLD}</td>
              <td className="num">
                {reportLink ? (
                  <a href={reportLink('tld', t.TLD)}>{formatCount(t.DomainCount)}</a>
                ) : (
                  formatCount(t.DomainCount)
                )}
              </td>
              <td className="bar-cell" aria-hidden="true">
                <InlineBar value={t.DomainCount} max={tldMax} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
