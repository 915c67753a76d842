import type { ReportResults } from '@techcensus/contract';
import { Link } from 'wouter';
import type { z } from 'zod';
import { DEMO_REPORT_NOTE, DemoNotice } from '../../components/IndexNotice.tsx';
import { formatCount } from '../../format.ts';
import { formatDate } from '../AccountPage.tsx';

export type ReportData = z.infer<typeof ReportResults>;

const FORMAT_NAMES = { csv: 'CSV', xlsx: 'Excel (XLSX)' } as const;

function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** A bought report (part 2 §2.2 "Report page"): date, name, website count and the downloads. */
export function ReportPage(props: { results: ReportData }) {
  const r = props.results.Report;
  const ready = r.Status === 'ready';
  return (
    <section className="report-page">
      <h1>{r.Name}</h1>
      {props.results.DemoData ? <DemoNotice note={DEMO_REPORT_NOTE} /> : null}
      <table className="detail-table">
        <tbody>
          <tr>
            <th scope="row">Report date</th>
            <td>{formatDate(r.Date)}</td>
          </tr>
          <tr>
            <th scope="row">Report</th>
            <td>{r.Name}</td>
          </tr>
          <tr>
            <th scope="row">Websites</th>
            <td>{formatCount(r.DomainCount)}</td>
          </tr>
          <tr>
            <th scope="row">Download</th>
            <td>
              {ready ? (
                <ul className="plain-list">
                  {r.Downloads.map((d) => (
                    // A plain link, not the router's: the answer is a file, not a page of the app.
                    <li key={d.Format}>
                      <a href={d.URL}>{`Download ${FORMAT_NAMES[d.Format]}`}</a>{' '}
                      <span className="muted">
                        ({formatBytes(d.Bytes)}, SHA-256 <code>{d.Sha256}</code>)
                      </span>
                    </li>
                  ))}
                </ul>
              ) : r.Status === 'failed' ? (
                <>
                  This report could not be prepared. Please <Link href="/contact-us">contact us</Link>.
                </>
              ) : (
                'This report is being prepared. Reload this page in a few minutes to download it.'
              )}
            </td>
          </tr>
        </tbody>
      </table>
      <p>
        <Link href="/user/account">Back to your account</Link>
      </p>
    </section>
  );
}
