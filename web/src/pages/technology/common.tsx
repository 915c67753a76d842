import type { TechnologyRef, TechnologyRow } from '@techcensus/contract';
import { Link } from 'wouter';
import { formatCount, formatMarketShare } from '../../format.ts';
import { iconUrl } from './texts.ts';

export function TechIcon(props: { icon: string; name: string; size?: number }) {
  if (!props.icon) return null;
  const size = props.size ?? 16;
  return (
    <img className="tech-icon" src={iconUrl(props.icon)} alt="" width={size} height={size} loading="lazy" />
  );
}

/** A technology's icon and linked name. */
export function TechLink(props: { t: TechnologyRef; suffix?: string }) {
  return (
    <Link href={`/technology/${props.t.TechnologyURL}${props.suffix ?? ''}`} className="tech-link">
      <TechIcon icon={props.t.TechnologyIcon} name={props.t.TechnologyShortName} />
      {props.t.TechnologyShortName}
    </Link>
  );
}

/** Shown where CVEs would be when the store holds none, so empty lists and zeros are not misread. */
export const CVE_DATA_MISSING_NOTICE =
  'No vulnerability data has been imported yet, so no CVEs are shown here and the security counts are zero.';

export function CveDataNotice(props: { shown: boolean }) {
  return props.shown ? (
    <div className="notice" role="note">
      {CVE_DATA_MISSING_NOTICE}
    </div>
  ) : null;
}

/** Percent with the market-share rule: "less than 0.1", else two decimals. */
export const share = (percent: number) => `${formatMarketShare(percent)}%`;

export const signed = (n: number) => (n > 0 ? `+${formatCount(n)}` : formatCount(n));

/** Part 2 §3 "Technology row" as a table. */
export function TechnologyTable(props: { rows: TechnologyRow[]; caption: string }) {
  return (
    <table className="table tech-table">
      <caption>{props.caption}</caption>
      <thead>
        <tr>
          <th scope="col">Technology</th>
          <th scope="col" className="num">
            Websites
          </th>
          <th scope="col" className="num">
            Last month
          </th>
          <th scope="col" className="num">
            {props.rows[0]?.IsExclusive ? 'Market share' : 'Usage'}
          </th>
        </tr>
      </thead>
      <tbody>
        {props.rows.map((r) => (
          <tr key={r.TechnologyURL}>
            <td>
              <TechLink t={r} />
            </td>
            <td className="num">
              <Link href={`/technology/${r.TechnologyURL}/websites`}>{formatCount(r.DomainCount)}</Link>
            </td>
            <td className="num">{signed(r.DomainCountChange)}</td>
            <td className="num">{share(r.MarketShare)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
