import {
  MONITORING_CVES_PER_ROW,
  MONITORING_MESSAGES,
  type MonitoringChange,
  type MonitoringDetailResults,
  SCAN_MESSAGES,
} from '@techcensus/contract';
import { Fragment } from 'react';
import { Link } from 'wouter';
import type { z } from 'zod';
import { Stars, TechName } from '../website/parts.tsx';
import { FailedScanNotice } from './FailedScanNotice.tsx';

export type MonitoringDetailData = z.infer<typeof MonitoringDetailResults>;
type Website = MonitoringDetailData['MonitoredWebsite'];

const day = (iso: string) => iso.slice(0, 10);
const when = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

/** Rows of `n` CVE ids (part 2 §9: 4 per row in monitoring). */
function CveRows(props: { ids: string[] }) {
  const rows: string[][] = [];
  for (let i = 0; i < props.ids.length; i += MONITORING_CVES_PER_ROW)
    rows.push(props.ids.slice(i, i + MONITORING_CVES_PER_ROW));
  return (
    <>
      {rows.map((row) => (
        <div className="cve-row" key={row[0]}>
          {row.map((id, i) => (
            <Fragment key={id}>
              {i > 0 ? ', ' : ''}
              <Link href={`/cve/${id}`}>{id}</Link>
            </Fragment>
          ))}
        </div>
      ))}
    </>
  );
}

type EventRow = {
  key: string;
  event: string;
  tech: MonitoringChange['TechnologyChanges']['Added'][number];
  detail: string;
};

/** One scan's changes as rows of the five event kinds (part 2 §4). */
function eventRows(c: MonitoringChange): EventRow[] {
  const v = (version: string | null) => version ?? 'unknown version';
  return [
    ...c.TechnologyChanges.Added.map((t) => ({
      key: `a-${t.TechnologyURL}`,
      event: 'Technology added',
      tech: t,
      detail: t.Version ?? '',
    })),
    ...c.TechnologyChanges.Dropped.map((t) => ({
      key: `d-${t.TechnologyURL}`,
      event: 'Technology dropped',
      tech: t,
      detail: t.Version ?? '',
    })),
    ...c.TechnologyChanges.ChangedVersions.map((t) => ({
      key: `u-${t.TechnologyURL}`,
      event: 'Technology upgraded',
      tech: t,
      detail: `${v(t.VersionFrom)} → ${v(t.VersionTo)}`,
    })),
    ...c.CVEChanges.Added.map((t) => ({
      key: `ca-${t.TechnologyURL}-${t.CVE}`,
      event: MONITORING_MESSAGES.cveAdded,
      tech: t,
      detail: `${t.CVE}${t.Version ? ` (version ${t.Version})` : ''}`,
    })),
    ...c.CVEChanges.Dropped.map((t) => ({
      key: `cd-${t.TechnologyURL}-${t.CVE}`,
      event: MONITORING_MESSAGES.cveDropped,
      tech: t,
      detail: `${t.CVE}${t.Version ? ` (version ${t.Version})` : ''}`,
    })),
  ];
}

function ChangeHistory(props: { changes: MonitoringChange[] }) {
  if (props.changes.length === 0) return <p className="empty">{MONITORING_MESSAGES.noChanges}</p>;
  return (
    <table className="table monitoring-changes">
      <thead>
        <tr>
          <th scope="col">Date</th>
          <th scope="col">Change</th>
          <th scope="col">Technology</th>
          <th scope="col">Details</th>
        </tr>
      </thead>
      <tbody>
        {props.changes.flatMap((c) =>
          eventRows(c).map((r) => (
            <tr key={`${c.Date}-${r.key}`} className="monitoring-event">
              <td className="nowrap">{day(c.Date)}</td>
              <td>{r.event}</td>
              <td>
                <TechName t={r.tech} />
              </td>
              <td>{r.detail}</td>
            </tr>
          )),
        )}
      </tbody>
    </table>
  );
}

function Summary(props: { m: Website; info: MonitoringDetailData['DomainInfo'] }) {
  const { m, info } = props;
  const cveCount = m.CVEs.reduce((n, t) => n + t.CVEs.length, 0);
  const rows: [string, string][] = [
    ['Technology monitoring', m.Options.MonitorTechnologies ? 'On' : 'Off'],
    ['Security monitoring', m.Options.MonitorSecurity ? 'On' : 'Off'],
    ['Added', day(m.Added)],
    ['Last scan', m.LastScan ? `${when(m.LastScan.Date)}${m.LastScan.Success ? '' : ' (failed)'}` : '—'],
    ['Next scan', when(m.NextScan)],
    ['Technologies detected', String(m.Technologies.length)],
    ...(m.Options.MonitorSecurity ? ([['Security issues', String(cveCount)]] as [string, string][]) : []),
    ['Changes recorded', String(m.Changes.length)],
    ...(info?.Title ? ([['Title', info.Title]] as [string, string][]) : []),
    ...(info?.IPAddress ? ([['IP address', info.IPAddress]] as [string, string][]) : []),
    ...(info?.HostingCountry ? ([['Hosting country', info.HostingCountry]] as [string, string][]) : []),
    ...(info?.RedirectsTo ? ([['Redirects to', info.RedirectsTo]] as [string, string][]) : []),
  ];
  return (
    <table className="table monitoring-summary">
      <tbody>
        {rows.map(([k, v]) => (
          <tr key={k}>
            <th scope="row">{k}</th>
            <td>{v}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** /monitoring/{website} and /monitoring/sample (part 2 §2.2 "Monitoring pages"). */
export function MonitoredWebsitePage(props: { results: MonitoringDetailData }) {
  const { MonitoredWebsite: m, DomainInfo, Sample } = props.results;
  return (
    <section className="monitoring-detail">
      <h1>
        {Sample ? 'Sample report: ' : 'Monitoring: '}
        {m.Website}
      </h1>
      {Sample ? (
        <p className="notice" role="note">
          This is a sample report of a made-up website.{' '}
          <Link href="/monitoring/add-website">Add your website</Link>
        </p>
      ) : (
        <p>
          <Link href="/monitoring/websites">Back to Monitored Websites</Link>
        </p>
      )}
      {!m.LastScan ? (
        <div className="alert alert-info monitoring-no-data" role="status">
          {MONITORING_MESSAGES.noDataYet}
        </div>
      ) : (
        <>
          <p className="monitoring-nav">
            <a href="#recentscans">Recent scans</a> · <a href="#tech">Technologies</a>
            {m.Options.MonitorSecurity ? (
              <>
                {' '}
                · <a href="#security">Security issues</a>
              </>
            ) : null}{' '}
            · <a href="#eventhistory">Change history</a>
          </p>
          <Summary m={m} info={DomainInfo} />
          {m.LastScan.Success ? null : (
            <FailedScanNotice website={m.Website} error={m.LastScan.Error} retry={!Sample} />
          )}
          <h2 id="recentscans">Recent scans</h2>
          <table className="table monitoring-scans">
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Result</th>
              </tr>
            </thead>
            <tbody>
              {m.ScanHistory.map((s) => (
                <tr key={s.Date}>
                  <td className="nowrap">{when(s.Date)}</td>
                  <td>{s.Success ? 'Success' : `Failed${s.Error ? `: ${s.Error}` : ''}`}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <h2 id="tech">Technologies</h2>
          <table className="table tech-table monitoring-technologies">
            <thead>
              <tr>
                <th scope="col">Type</th>
                <th scope="col">Technology</th>
                <th scope="col">Version</th>
                <th scope="col">Used since</th>
                <th scope="col">Last seen</th>
              </tr>
            </thead>
            <tbody>
              {m.Technologies.map((t) => (
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
                  <td className="nowrap">{t.UsedSince}</td>
                  <td className="nowrap">{t.LastSeen}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {m.Options.MonitorSecurity ? (
            <>
              <h2 id="security">Security issues</h2>
              {m.CVEs.length === 0 ? (
                <p className="empty">
                  {m.LastScan.Success ? SCAN_MESSAGES.noIssues : MONITORING_MESSAGES.securityNotChecked}
                </p>
              ) : (
                <table className="table monitoring-cves">
                  <thead>
                    <tr>
                      <th scope="col">Technology</th>
                      <th scope="col">Version</th>
                      <th scope="col">CVE</th>
                    </tr>
                  </thead>
                  <tbody>
                    {m.CVEs.map((t) => (
                      <tr key={t.TechnologyURL}>
                        <td>
                          <TechName t={t} />
                        </td>
                        <td>
                          {t.Version ?? ''} <Stars bucket={t.Bucket} newer={t.PercentNewerVersion} />
                        </td>
                        <td>
                          <CveRows ids={t.CVEs} />
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
            </>
          ) : null}
          <h2 id="eventhistory">Change history</h2>
          <ChangeHistory changes={m.Changes} />
        </>
      )}
    </section>
  );
}
