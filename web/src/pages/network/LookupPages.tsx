import { Link } from 'wouter';
import { IndexFacts, IndexNotice } from '../../components/IndexNotice.tsx';
import { formatCount } from '../../format.ts';
import { LookupForm, TopDomainCell } from './parts.tsx';
import type { AdvertisersData, AsnLookupData, IpLookupData, TagLookupData } from './types.ts';

export function AsnLookupPage(props: { results: AsnLookupData }) {
  const r = props.results;
  return (
    <div className="network-page">
      <IndexNotice state={r} />
      <h1>ASN lookup</h1>
      <p>Enter an autonomous system number to see the websites it hosts.</p>
      <LookupForm
        id="asn-input"
        label="ASN"
        name="asn"
        action="/asn"
        placeholder="13335"
        numeric
        target={(v) => `/asn/${v}`}
      />
      <IndexFacts state={r}>
        <h2>Largest autonomous systems</h2>
        <table className="table">
          <thead>
            <tr>
              <th scope="col">ASN</th>
              <th scope="col">Name</th>
              <th scope="col">Top ranking domain</th>
              <th scope="col" className="num">
                Websites
              </th>
            </tr>
          </thead>
          <tbody>
            {r.ASNs.map((a) => (
              <tr key={a.ASNId}>
                <td>
                  <Link href={`/asn/${a.ASNId}`}>{a.ASN}</Link>
                </td>
                <td>{a.ASNName ?? ''}</td>
                <td>
                  <TopDomainCell top={a.HighestRankDomain} />
                </td>
                <td className="num">{formatCount(a.DomainCount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </IndexFacts>
    </div>
  );
}

export function IpLookupPage(props: { results: IpLookupData }) {
  const r = props.results;
  return (
    <div className="network-page">
      <IndexNotice state={r} />
      <h1>Reverse IP lookup</h1>
      <p>Enter an IP address to see every website hosted on it.</p>
      <LookupForm
        id="ip-input"
        label="IP address"
        name="ip"
        action="/ip-lookup"
        placeholder="192.0.2.1"
        target={(v) => `/ip/${v}`}
      />
      <IndexFacts state={r}>
        <h2>Most shared IP addresses</h2>
        <table className="table">
          <thead>
            <tr>
              <th scope="col">IP</th>
              <th scope="col">ASN</th>
              <th scope="col">ASN name</th>
              <th scope="col">Top ranking domain</th>
              <th scope="col" className="num">
                Websites
              </th>
            </tr>
          </thead>
          <tbody>
            {r.IPs.map((ip) => (
              <tr key={ip.IP}>
                <td>
                  <Link href={`/ip/${ip.IP}`}>{ip.IP}</Link>
                </td>
                <td>{ip.ASNId !== null ? <Link href={`/asn/${ip.ASNId}`}>AS{ip.ASNId}</Link> : ''}</td>
                <td>{ip.ASNName ?? ''}</td>
                <td>
                  <TopDomainCell top={ip.HighestRankDomain} />
                </td>
                <td className="num">{formatCount(ip.DomainCount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </IndexFacts>
    </div>
  );
}

export function TagLookupPage(props: { results: TagLookupData }) {
  const r = props.results;
  return (
    <div className="network-page">
      <IndexNotice state={r} />
      <h1>Tag ID lookup</h1>
      <p>
        Enter a Google Analytics, Tag Manager, AdSense or pixel ID to find the websites that share it, usually
        sites of the same owner.
      </p>
      <LookupForm
        id="tag-input"
        label="Tag ID"
        name="tag"
        action="/tag"
        placeholder="G-XXXXXXXXXX"
        target={(v) => `/tag/${encodeURIComponent(v)}`}
      />
      <IndexFacts state={r}>
        <h2>Largest clusters sharing a tag ID</h2>
        {r.Tags.length ? (
          <table className="table">
            <thead>
              <tr>
                <th scope="col">Tag ID</th>
                <th scope="col">Top ranking domain</th>
                <th scope="col" className="num">
                  Websites
                </th>
              </tr>
            </thead>
            <tbody>
              {r.Tags.map((t) => (
                <tr key={t.Tag}>
                  <td>
                    <Link href={`/tag/${encodeURIComponent(t.Tag)}`}>{t.Tag}</Link>
                  </td>
                  <td>
                    <TopDomainCell top={t.HighestRankDomain} />
                  </td>
                  <td className="num">{formatCount(t.DomainCount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p>No tag ID is shared by several websites yet.</p>
        )}
      </IndexFacts>
    </div>
  );
}

export function AdvertisersPage(props: { results: AdvertisersData }) {
  const r = props.results;
  return (
    <div className="network-page">
      <IndexNotice state={r} />
      <h1>Advertiser lookup</h1>
      <p>Search for an ad system or advertiser to find the websites that authorise it in their ads.txt.</p>
      <LookupForm
        id="advertiser-input"
        label="Advertiser"
        name="q"
        action="/search"
        placeholder="appnexus.com"
        button="Search"
        target={(v) => `/search?q=${encodeURIComponent(v)}`}
      />
      <IndexFacts state={r}>
        <h2>Ad systems by number of websites</h2>
        <table className="table">
          <thead>
            <tr>
              <th scope="col">Ad system</th>
              <th scope="col">Top ranking domain</th>
              <th scope="col" className="num">
                Websites
              </th>
            </tr>
          </thead>
          <tbody>
            {r.Advertisers.map((a) => (
              <tr key={a.Advertiser}>
                <td>
                  <Link href={a.AdvertiserURL}>{a.Advertiser}</Link>
                </td>
                <td>
                  <TopDomainCell top={a.HighestRankDomain} />
                </td>
                <td className="num">{formatCount(a.DomainCount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </IndexFacts>
    </div>
  );
}
