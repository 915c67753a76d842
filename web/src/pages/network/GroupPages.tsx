import { Link } from 'wouter';
import { DomainList } from '../../components/DomainList.tsx';
import { Flag } from '../../components/Flag.tsx';
import { GeoTables } from '../../components/GeoTables.tsx';
import { IndexNotice, type IndexState } from '../../components/IndexNotice.tsx';
import { SummaryTable } from '../../components/SummaryTable.tsx';
import { formatCount } from '../../format.ts';
import { CountryLine, PopularityTable } from './parts.tsx';
import type {
  AdvertiserData,
  AdvertiserWebsitesData,
  AsnData,
  AsnWebsitesData,
  IpData,
  IpWebsitesData,
  TagData,
  TagWebsitesData,
} from './types.ts';

export function AsnPage(props: { results: AsnData }) {
  const r = props.results;
  return (
    <div className="network-page">
      <IndexNotice state={r} />
      <h1>
        {r.ASN}
        {r.ASNName ? ` ${r.ASNName}` : ''}
      </h1>
      <SummaryTable
        rows={[
          ['Hosted websites', formatCount(r.DomainCount)],
          ['Most popular country', <CountryLine key="country" country={r.MostPopularCountry} />],
        ]}
      />
      <h2>Available reports</h2>
      <ul>
        {r.Reports.map((rep) => (
          <li key={rep.Link}>
            <Link href={rep.Link}>{rep.Name}</Link>
          </li>
        ))}
      </ul>
      <h2>Distribution</h2>
      <GeoTables geo={r.Geo} />
      <PopularityTable rows={r.Popularity} />
      <DomainList list={r.Domains} />
    </div>
  );
}

export function IpPage(props: { results: IpData }) {
  const r = props.results;
  return (
    <div className="network-page">
      <IndexNotice state={r} />
      <h1>{r.IP}</h1>
      <SummaryTable
        rows={[
          ['Websites on this IP', formatCount(r.DomainCount)],
          [
            'ASN',
            r.ASNId !== null ? (
              <Link key="asn" href={`/asn/${r.ASNId}`}>
                AS{r.ASNId}
                {r.ASNName ? ` ${r.ASNName}` : ''}
              </Link>
            ) : (
              'Unknown'
            ),
          ],
          [
            'Location',
            r.Country ? (
              <span key="location">
                <Flag named code={r.Country.ShortName} name={r.Country.Name} /> {r.Country.Name}
              </span>
            ) : (
              'Unknown'
            ),
          ],
          ['Most popular country', <CountryLine key="country" country={r.MostPopularCountry} />],
        ]}
      />
      <GeoTables geo={r.Geo} />
      <PopularityTable rows={r.Popularity} />
      <DomainList list={r.Domains} />
    </div>
  );
}

export function TagPage(props: { results: TagData }) {
  const r = props.results;
  return (
    <div className="network-page">
      <IndexNotice state={r} />
      <h1>Tag ID {r.Tag}</h1>
      <SummaryTable
        rows={[
          ['Issued by', r.Kind],
          ['Websites using it', formatCount(r.DomainCount)],
          ['Most popular country', <CountryLine key="country" country={r.MostPopularCountry} />],
        ]}
      />
      <GeoTables geo={r.Geo} />
      <DomainList list={r.Domains} />
    </div>
  );
}

/** An ad system and the websites whose ads.txt authorises it. */
export function AdvertiserPage(props: { results: AdvertiserData }) {
  const r = props.results;
  return (
    <div className="network-page">
      <IndexNotice state={r} />
      <h1>{`Ad system ${r.Advertiser}`}</h1>
      <SummaryTable
        rows={[
          ['Websites authorising it in ads.txt', formatCount(r.DomainCount)],
          ['Most popular country', <CountryLine key="country" country={r.MostPopularCountry} />],
        ]}
      />
      <GeoTables geo={r.Geo} />
      <DomainList list={r.Domains} />
    </div>
  );
}

function Websites(props: {
  state: IndexState;
  back: string;
  backText: string;
  list: AsnWebsitesData['Domains'];
}) {
  return (
    <div className="network-page">
      <IndexNotice state={props.state} />
      <p>
        <Link href={props.back}>{props.backText}</Link>
      </p>
      <DomainList list={props.list} primary />
    </div>
  );
}

export const AsnWebsitesPage = (p: { results: AsnWebsitesData }) => (
  <Websites
    state={p.results}
    back={`/asn/${p.results.ASNId}`}
    backText={`Back to ${p.results.ASN}`}
    list={p.results.Domains}
  />
);
export const IpWebsitesPage = (p: { results: IpWebsitesData }) => (
  <Websites
    state={p.results}
    back={`/ip/${p.results.IP}`}
    backText={`Back to ${p.results.IP}`}
    list={p.results.Domains}
  />
);
export const TagWebsitesPage = (p: { results: TagWebsitesData }) => (
  <Websites
    state={p.results}
    back={`/tag/${encodeURIComponent(p.results.Tag)}`}
    backText={`Back to tag ID ${p.results.Tag}`}
    list={p.results.Domains}
  />
);
export const AdvertiserWebsitesPage = (p: { results: AdvertiserWebsitesData }) => (
  <Websites
    state={p.results}
    back={`/advertisers/${encodeURIComponent(p.results.Advertiser)}`}
    backText={`Back to ${p.results.Advertiser}`}
    list={p.results.Domains}
  />
);
