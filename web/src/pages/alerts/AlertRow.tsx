import { ALERT_EVENT_LABELS, type Alert as AlertData, type AlertWithSecret } from '@techcensus/contract';
import { useState } from 'react';
import type { FormCallResult } from '../../data/answers.ts';
import { site } from '../../data/client.ts';
import { Alert } from '../../shell/Alert.tsx';
import { alertCall } from './calls.ts';
import { Deliveries, deliveryText } from './Deliveries.tsx';
import { type FilterNames, filterSummary } from './filter-summary.ts';

/** One alert: what it watches, where it sends, its actions, and its deliveries. */
export function AlertRow(props: {
  alert: AlertData;
  onChanged(): void;
  onSecret(alert: AlertWithSecret): void;
  onDelete(): void;
  names: FilterNames;
}) {
  const a = props.alert;
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  // Bumped after a test, so the deliveries table shows the new attempt.
  const [version, setVersion] = useState(0);

  const act = async <T,>(call: () => Promise<FormCallResult<T>>, done: (body: T) => string | null) => {
    setBusy(true);
    setMessage(null);
    const result = await call();
    setBusy(false);
    if (!result.ok) return setMessage({ ok: false, text: result.message });
    const text = done(result.body);
    if (text) setMessage({ ok: true, text });
  };

  const sendTest = () =>
    act(
      () => alertCall(site.alerts.testAlert({ params: { id: a.id }, body: {} })),
      (r) => {
        setVersion((v) => v + 1);
        return r.delivery
          ? `Test event: ${deliveryText(r.delivery)}${r.delivery.error ? ` (${r.delivery.error})` : ''}.`
          : 'Test event sent by e-mail.';
      },
    );
  const rotate = () =>
    act(
      () => alertCall(site.alerts.rotateAlertSecret({ params: { id: a.id }, body: {} })),
      (r) => {
        props.onSecret(r);
        props.onChanged();
        return null;
      },
    );
  const setStatus = (status: 'active' | 'paused') =>
    act(
      () => alertCall(site.alerts.updateAlert({ params: { id: a.id }, body: { status } })),
      () => {
        props.onChanged();
        return status === 'active'
          ? 'The alert is active again.'
          : 'The alert is paused: it sends nothing until resumed.';
      },
    );

  const sendsTo = [a.webhookUrl, a.email ? (a.digest ? 'e-mail (daily digest)' : 'e-mail') : null].filter(
    Boolean,
  );

  return (
    <li className="alert-item" data-alert-id={a.id}>
      <h2>{a.name}</h2>
      <dl className="alert-facts">
        <dt>Status</dt>
        <dd className={`alert-status alert-status-${a.status}`}>
          {a.status === 'paused' ? `Paused${a.pausedReason ? `: ${a.pausedReason}` : ''}` : 'Active'}
        </dd>
        <dt>Filters</dt>
        <dd>
          <ul className="alert-filters">
            {filterSummary(a.filters, props.names).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </dd>
        <dt>Events</dt>
        <dd>{a.events.map((e) => ALERT_EVENT_LABELS[e]).join(', ')}</dd>
        <dt>Sends to</dt>
        <dd>{sendsTo.join(', ')}</dd>
        {a.previousSecretExpiresAt && (
          <>
            <dt>Previous secret</dt>
            <dd>signs too until {a.previousSecretExpiresAt.slice(0, 16).replace('T', ' ')} UTC</dd>
          </>
        )}
      </dl>
      <div className="alert-actions">
        <button type="button" className="button" disabled={busy} onClick={() => void sendTest()}>
          Send test
        </button>
        <button type="button" className="button" disabled={busy} onClick={() => void rotate()}>
          Rotate secret
        </button>
        {a.status === 'paused' ? (
          <button type="button" className="button" disabled={busy} onClick={() => void setStatus('active')}>
            Resume
          </button>
        ) : (
          <button type="button" className="button" disabled={busy} onClick={() => void setStatus('paused')}>
            Pause
          </button>
        )}
        <button type="button" className="button danger" disabled={busy} onClick={props.onDelete}>
          Delete
        </button>
      </div>
      {message && <Alert kind={message.ok ? 'success' : 'danger'}>{message.text}</Alert>}
      <h3>Deliveries</h3>
      <Deliveries alertId={a.id} version={version} />
    </li>
  );
}
