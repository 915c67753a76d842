import {
  SCAN_MESSAGES,
  type ScanCveRow,
  type SecurityScanResult,
  shownCveIds,
  singleCveVerdict,
} from '@techcensus/contract';
import { Link } from 'wouter';
import { site } from '../../data/client.ts';
import { TechName, TechnologyTable } from '../website/parts.tsx';
import { useScanPoll } from './poll.ts';
import { ScanStatusLine } from './ScanStatus.tsx';
import type { CveScanResultsData, SecurityScanResultsData, TechnologyScanResultsData } from './types.ts';

function SiteFacts(props: { results: Pick<SecurityScanResult, 'domainInfo' | 'advertisers'> }) {
  const { domainInfo, advertisers } = props.results;
  return (
    <>
      {domainInfo.redirect ? (
        <p className="scan-redirect">
          The website redirects to <strong>{domainInfo.redirect}</strong>.
        </p>
      ) : null}
      {advertisers.length ? (
        <>
          <h2>Advertisers</h2>
          <ul className="advertisers">
            {advertisers.map((a) => (
              <li key={a}>{a}</li>
            ))}
          </ul>
        </>
      ) : null}
    </>
  );
}

/** /technology-scan/results?scanid=: the Technology Stack Report, polled until done. */
export function TechnologyScanResultsPage(props: { results: TechnologyScanResultsData }) {
  const { Domain, ScanId, ScanResults } = props.results;
  const state = useScanPoll(
    ScanId,
    () => site.scans.technologyScanResults({ query: { scanid: ScanId } }),
    ScanResults,
  );
  const r = state.results;
  return (
    <section className="scan-results technology-scan-results">
      <h1>Technology Stack Report</h1>
      <p className="lead">
        <Link href={`/website/${Domain}`}>{Domain}</Link>
      </p>
      <ScanStatusLine state={state} live />
      {r.status === 'completed' ? (
        <>
          <TechnologyTable rows={r.technologies} caption={`${r.technologies.length} technologies detected`} />
          <SiteFacts results={r} />
          <p>
            <Link href={`/cve-security-scan?website=${encodeURIComponent(Domain)}`}>Security scan</Link>
            {' · '}
            <Link href={`/monitoring/add-website?website=${encodeURIComponent(Domain)}`}>
              Monitor website
            </Link>
          </p>
        </>
      ) : null}
    </section>
  );
}

/** Type, technology, version and CVE ids: six per row, then "..." (part 2 §9). */
function CveTable(props: { rows: ScanCveRow[] }) {
  if (!props.rows.length) return <p className="no-issues">{SCAN_MESSAGES.noIssues}</p>;
  return (
    <table className="table scan-cves">
      <thead>
        <tr>
          <th scope="col">Type</th>
          <th scope="col">Technology</th>
          <th scope="col">Version</th>
          <th scope="col">CVE</th>
        </tr>
      </thead>
      <tbody>
        {props.rows.map((row) => (
          <tr key={row.TechnologyURL}>
            <td>
              <Link href={row.CategoryURL}>{row.Category}</Link>
            </td>
            <td>
              <TechName t={row} />
            </td>
            <td>{row.Version ?? ''}</td>
            <td className="cve-ids">
              {shownCveIds(row.CVE).map((id, i) => (
                <span key={id} style={{ whiteSpace: 'nowrap' }}>
                  {i > 0 ? ', ' : ''}
                  {id === '...' ? id : <Link href={`/cve/${id}`}>{id}</Link>}
                </span>
              ))}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** /cve-security-scan/results?scanid=: the security report (scan-sample: the sample). */
export function SecurityScanResultsPage(props: { results: SecurityScanResultsData }) {
  const { Domain, ScanId, ScanResults, Sample } = props.results;
  const state = useScanPoll(
    ScanId,
    () => site.scans.securityScanResults({ query: { scanid: ScanId } }),
    ScanResults,
  );
  const r = state.results;
  return (
    <section className="scan-results security-scan-results">
      <h1>Security Scan Report</h1>
      <p className="lead">{Sample ? Domain : <Link href={`/website/${Domain}`}>{Domain}</Link>}</p>
      {Sample ? (
        <div className="notice" role="note">
          This is a sample report: the website's name is omitted.{' '}
          <Link href="/cve-security-scan">Scan your own website</Link>.
        </div>
      ) : null}
      <ScanStatusLine state={state} live={false} />
      {r.status === 'completed' ? (
        <>
          <h2>Security issues</h2>
          <CveTable rows={r.cves} />
          <h2>Technologies</h2>
          <TechnologyTable rows={r.technologies} />
          <SiteFacts results={r} />
        </>
      ) : null}
    </section>
  );
}

const VERDICT_KIND = {
  [SCAN_MESSAGES.vulnerable]: 'danger',
  [SCAN_MESSAGES.notVulnerable]: 'success',
  [SCAN_MESSAGES.inconclusive]: 'warning',
} as const;

/** /cve-security-scan/{cveid}/results?scanid=: Vulnerable, Not Vulnerable or Inconclusive. */
export function CveScanResultsPage(props: { results: CveScanResultsData }) {
  const { Domain, ScanId, ScanResults, CVE } = props.results;
  const state = useScanPoll(
    ScanId,
    () => site.scans.cveScanResults({ params: { cve: CVE }, query: { scanid: ScanId } }),
    ScanResults,
  );
  const r = state.results;
  const verdict = singleCveVerdict(r);
  return (
    <section className="scan-results cve-scan-results">
      <h1>
        <Link href={`/cve/${CVE}`}>{CVE}</Link> scan
      </h1>
      <p className="lead">
        <Link href={`/website/${Domain}`}>{Domain}</Link>
      </p>
      <ScanStatusLine state={state} live={false} />
      {r.status === 'completed' ? (
        <>
          <div className={`alert alert-${VERDICT_KIND[verdict]} cve-verdict`} id="cve-verdict" role="status">
            <strong>{verdict}</strong>
          </div>
          {r.cannotDetectVulnerabilityReason ? (
            <p className="cve-reason">{r.cannotDetectVulnerabilityReason}</p>
          ) : null}
          {r.technology && r.detectedTechnology ? (
            <p>
              Detected: {r.technology}
              {r.version ? ` ${r.version}` : ''}
            </p>
          ) : null}
          <h2>Technologies</h2>
          <TechnologyTable rows={r.technologies} />
        </>
      ) : null}
    </section>
  );
}
