import {
  MONITORING_LIST_PATH,
  MONITORING_MESSAGES,
  MONITORING_REDIRECT_MS,
  type MonitoredWebsitesResults,
  type MonitoringAddWebsiteResults,
  type MonitoringHomeResults,
  type MonitoringSampleEmailResults,
  monitoringDetailPath,
  monitoringLimitMessage,
  verifiedDomainsNotice,
} from '@techcensus/contract';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import type { z } from 'zod';
import { callAnswer } from '../../data/answers.ts';
import { site } from '../../data/client.ts';
import { Alert } from '../../shell/Alert.tsx';
import { ConfirmDeleteDialog } from '../../shell/ConfirmDeleteDialog.tsx';
import { monitoringVerdict } from './verdict.ts';

export type MonitoringHomeData = z.infer<typeof MonitoringHomeResults>;
export type MonitoringSampleEmailData = z.infer<typeof MonitoringSampleEmailResults>;
export type MonitoringAddWebsiteData = z.infer<typeof MonitoringAddWebsiteResults>;
export type MonitoredWebsitesData = z.infer<typeof MonitoredWebsitesResults>;

const ADD_PATH = '/monitoring/add-website';
const VERIFY_PATH = '/user/verified-domains/add-domain';

/** /monitoring: what monitoring does, the samples, and the button by state (part 2 §2.1). */
/** A controlled checkbox with its label. */
function Checkbox(props: {
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
}) {
  return (
    <label className="checkbox">
      <input
        type="checkbox"
        name={props.name}
        checked={props.checked}
        onChange={(e) => props.onChange(e.target.checked)}
      />{' '}
      {props.children}
    </label>
  );
}

export function MonitoringHomePage(props: { results: MonitoringHomeData }) {
  const has = props.results.MonitoredWebsitesCount > 0;
  return (
    <section className="monitoring-home">
      <h1>Website Monitoring</h1>
      <p>
        We scan the websites you choose on a schedule and keep a history of what changed: technologies added
        or dropped, version upgrades, and security issues discovered or no longer detectable. When something
        changes you get an e-mail.
      </p>
      <ul>
        <li>Technology monitoring: new, removed and upgraded technologies.</li>
        <li>
          Security monitoring: known vulnerabilities (CVEs) of the detected versions, for domains you own.
        </li>
        <li>
          The latest scans, the technologies with how current their versions are, and the full change history.
        </li>
      </ul>
      <p>
        See a <Link href="/monitoring/sample">sample report</Link> and a{' '}
        <Link href="/monitoring/sample-notification-email">sample notification email</Link>.
      </p>
      <p>
        <Link href={has ? MONITORING_LIST_PATH : ADD_PATH} className="button primary monitoring-start">
          {has ? MONITORING_MESSAGES.reviewButton : MONITORING_MESSAGES.setupButton}
        </Link>
      </p>
    </section>
  );
}

/**
 * /monitoring/sample-notification-email: the two notices as the mail templates write them,
 * shown as figures (the spec's page has images of them; ours are the real text).
 */
export function MonitoringSampleEmailPage(props: { results: MonitoringSampleEmailData }) {
  return (
    <section className="monitoring-sample-email">
      <h1>Sample notification emails</h1>
      <p>Monitoring sends one of these when a scheduled scan finds a change.</p>
      {props.results.Emails.map((mail) => (
        <figure key={mail.Kind} className={`sample-email sample-email-${mail.Kind}`}>
          <figcaption>{mail.Title}</figcaption>
          <div className="sample-email-body">
            <p className="sample-email-subject">
              <strong>Subject:</strong> {mail.Subject}
            </p>
            <pre>{mail.Text}</pre>
          </div>
        </figure>
      ))}
      <p>
        <Link href="/monitoring">Back to Website Monitoring</Link>
      </p>
    </section>
  );
}

function OwnershipNotice(props: { domains: string[] }) {
  const listed = verifiedDomainsNotice(props.domains);
  if (listed) return <Alert kind="info">{listed}</Alert>;
  return (
    <div className="alert alert-warning" role="status">
      <p>{MONITORING_MESSAGES.ownershipRequired}</p>
      <p>{MONITORING_MESSAGES.signUpWithDomainEmail}</p>
    </div>
  );
}

/** /monitoring/add-website (part 2 §5 "Monitoring", §4 "Add monitoring"). */
export function MonitoringAddWebsitePage(props: { results: MonitoringAddWebsiteData }) {
  const r = props.results;
  const [, navigate] = useLocation();
  const [website, setWebsite] = useState(r.Website);
  const [technology, setTechnology] = useState(true);
  const [security, setSecurity] = useState(false);
  const [permission, setPermission] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [next, setNext] = useState<string | null>(null);

  useEffect(() => {
    if (!next) return;
    const timer = setTimeout(() => navigate(next), MONITORING_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [next, navigate]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setMessage(null);
    const body = { website: website.trim(), technology, security, permissionToScan: security && permission };
    const answer = monitoringVerdict(
      await callAnswer(site.monitoring.addWebsite({ body })),
      MONITORING_MESSAGES.unexpectedClientError,
    );
    setBusy(false);
    if (!answer.ok) {
      setMessage({ ok: false, text: answer.message });
      return;
    }
    setMessage({ ok: true, text: MONITORING_MESSAGES.added });
    const added = String(answer.results.website ?? website.trim());
    setNext(r.MonitoredWebsitesCount > 0 ? MONITORING_LIST_PATH : monitoringDetailPath(added));
  };

  return (
    <section className="monitoring-add">
      <h1>Add website to monitoring</h1>
      <p className="monitoring-limit">
        {monitoringLimitMessage(r.MonitoredWebsitesCount, r.MaxMonitoredWebsitesCount)}
      </p>
      {message && <Alert kind={message.ok ? 'success' : 'danger'}>{message.text}</Alert>}
      <form className="stacked-form monitoring-add-form" onSubmit={submit} noValidate>
        <label htmlFor="monitor-website">Website</label>
        <input
          id="monitor-website"
          name="website"
          type="text"
          required
          placeholder="example.com"
          value={website}
          onChange={(e) => setWebsite(e.target.value)}
        />
        <Checkbox name="technology" checked={technology} onChange={setTechnology}>
          Technology monitoring
        </Checkbox>
        <Checkbox name="security" checked={security} onChange={setSecurity}>
          Security monitoring
        </Checkbox>
        {security ? (
          <div className="monitoring-security">
            <OwnershipNotice domains={r.VerifiedDomains} />
            <Checkbox name="permissionToScan" checked={permission} onChange={setPermission}>
              {MONITORING_MESSAGES.permissionLabel}
            </Checkbox>
            <Link href={VERIFY_PATH} className="button">
              Verify Domain Ownership
            </Link>
          </div>
        ) : null}
        <button type="submit" className="button primary" disabled={busy || next !== null}>
          Add website
        </button>
      </form>
    </section>
  );
}

/** /monitoring/websites: the list with a delete confirmation per row (part 2 §2.2, §4). */
export function MonitoredWebsitesPage(props: { results: MonitoredWebsitesData }) {
  const rows = props.results.MonitoredWebsites;
  const [confirming, setConfirming] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  const remove = async (website: string) => {
    setBusy(true);
    const answer = monitoringVerdict(
      await callAnswer(site.monitoring.deleteWebsite({ query: { website } })),
      MONITORING_MESSAGES.unexpectedError,
    );
    setBusy(false);
    if (!answer.ok) {
      setMessage({ ok: false, text: answer.message });
      return;
    }
    setConfirming(null);
    setMessage({ ok: true, text: MONITORING_MESSAGES.removed });
    window.location.reload();
  };

  return (
    <section className="monitoring-list">
      <h1>{MONITORING_MESSAGES.listTitle}</h1>
      <p>The websites we scan for technology and security changes, with an e-mail when something changes.</p>
      <p className="monitoring-limit">
        {monitoringLimitMessage(
          props.results.MonitoredWebsitesCount,
          props.results.MaxMonitoredWebsitesCount,
        )}
      </p>
      {message && !confirming && <Alert kind={message.ok ? 'success' : 'danger'}>{message.text}</Alert>}
      {rows.length === 0 ? (
        <p className="empty">{MONITORING_MESSAGES.emptyList}</p>
      ) : (
        <table className="table monitored-websites">
          <thead>
            <tr>
              <th scope="col">Domain</th>
              <th scope="col">Technology</th>
              <th scope="col">Security</th>
              <th scope="col">Added</th>
              <th scope="col">Last Scan</th>
              <th scope="col">
                <span className="visually-hidden">Delete</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((w) => (
              <tr key={w.Website}>
                <td>
                  <Link href={monitoringDetailPath(w.Website)}>{w.Website}</Link>
                </td>
                <td>{w.MonitorTechnologies ? 'Yes' : 'No'}</td>
                <td>{w.MonitorSecurity ? 'Yes' : 'No'}</td>
                <td className="nowrap">{w.Added.slice(0, 10)}</td>
                <td className="nowrap">{w.LastScanned ? w.LastScanned.slice(0, 10) : 'Not yet'}</td>
                <td>
                  <button
                    type="button"
                    className="row-delete"
                    aria-label={`Delete ${w.Website}`}
                    onClick={() => {
                      setMessage(null);
                      setConfirming(w.Website);
                    }}
                  >
                    ×
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Link href={ADD_PATH} className="button primary">
        Add website
      </Link>
      {confirming && (
        <ConfirmDeleteDialog
          title="Delete website"
          prompt={MONITORING_MESSAGES.deletePrompt}
          name={confirming}
          error={message && !message.ok ? message.text : null}
          busy={busy}
          onCancel={() => setConfirming(null)}
          onConfirm={() => remove(confirming)}
        />
      )}
    </section>
  );
}
