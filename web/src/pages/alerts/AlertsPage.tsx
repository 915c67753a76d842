import {
  ALERT_MESSAGES,
  ALERTS_PAGE_PATH,
  type Alert as AlertData,
  type AlertList,
  type UserAlertsResults,
} from '@techcensus/contract';
import { useCallback, useEffect, useState } from 'react';
import type { z } from 'zod';
import { fetchEnvelope, site } from '../../data/client.ts';
import { formatCount } from '../../format.ts';
import { Alert } from '../../shell/Alert.tsx';
import { ConfirmDeleteDialog } from '../../shell/ConfirmDeleteDialog.tsx';
import { AlertForm } from './AlertForm.tsx';
import { AlertRow } from './AlertRow.tsx';
import { alertCall } from './calls.ts';

/** A secret the page shows once, after a create or a rotation. */
interface ShownSecret {
  name: string;
  secret: string;
  rotated: boolean;
}

function SecretNotice(props: { shown: ShownSecret; onDone(): void }) {
  return (
    <div className="alert alert-warning alert-secret" role="status">
      <p>
        {props.shown.rotated ? 'New signing secret' : 'Signing secret'} of <strong>{props.shown.name}</strong>
        :
      </p>
      <p>
        <code className="secret">{props.shown.secret}</code>
      </p>
      <p>
        {ALERT_MESSAGES.secretOnce} Verify the TechCensus-Signature header of each delivery with it.
        {props.shown.rotated && ' For a day the previous secret signs too, so your receiver can switch over.'}
      </p>
      <button type="button" className="button" onClick={props.onDone}>
        I have stored it
      </button>
    </div>
  );
}

/** /user/alerts: the account's alerts, the create form, and each alert's actions and deliveries. */
export function AlertsPage(props: { results: UserAlertsResults }) {
  const r = props.results;
  const [list, setList] = useState<z.infer<typeof AlertList> | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [creating, setCreating] = useState(r.OpenCreate && !r.PrefillError);
  const [secret, setSecret] = useState<ShownSecret | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<AlertData | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const reload = useCallback(async () => {
    const result = await alertCall(site.alerts.listAlerts());
    if (result.ok) {
      setList(result.body);
      setLoadError(null);
    } else setLoadError(result.message);
  }, []);
  useEffect(() => {
    void reload();
  }, [reload]);
  // A new alert may use slugs the page data did not name yet; the page data names them now.
  const [names, setNames] = useState(r.FilterNames);
  const refreshNames = async () => {
    try {
      const fresh = (await fetchEnvelope(ALERTS_PAGE_PATH, '')).results as UserAlertsResults | undefined;
      if (fresh?.FilterNames) setNames(fresh.FilterNames);
    } catch {
      // The slugs stay on show; nothing else depends on the names.
    }
  };

  const remove = async (alert: AlertData) => {
    setBusy(true);
    const result = await alertCall(site.alerts.deleteAlert({ params: { id: alert.id }, body: {} }));
    setBusy(false);
    if (!result.ok) return setDeleteError(result.message);
    setDeleting(null);
    // A secret still on show may be the deleted alert's: it is no use any more.
    setSecret(null);
    setNotice(ALERT_MESSAGES.deleted);
    await reload();
  };

  return (
    <section className="alerts-page">
      <h1>Alerts</h1>
      <p>
        An alert is a saved search: when a website starts or stops matching its filters, or something changes
        on your monitored websites, we send a signed event to your webhook and/or an e-mail.
      </p>
      {list && (
        <p className="alerts-limits">
          {formatCount(list.alerts.length)} of {formatCount(list.limits.alerts)} alerts your plan allows;{' '}
          {formatCount(list.limits.eventsToday)} of {formatCount(list.limits.eventsPerDay)} events a day used
          today.
        </p>
      )}
      {r.PrefillError && <Alert kind="warning">{r.PrefillError}</Alert>}
      {secret && <SecretNotice shown={secret} onDone={() => setSecret(null)} />}
      {notice && !secret && <Alert kind="success">{notice}</Alert>}
      {creating ? (
        <AlertForm
          prefill={r.Prefill}
          names={names}
          onCancel={() => setCreating(false)}
          onCreated={(alert) => {
            setCreating(false);
            setNotice(null);
            setSecret({ name: alert.name, secret: alert.secret, rotated: false });
            void reload();
            void refreshNames();
          }}
        />
      ) : (
        <button type="button" className="button primary" onClick={() => setCreating(true)}>
          Create alert
        </button>
      )}
      {loadError && <Alert kind="danger">{loadError}</Alert>}
      {!list && !loadError && <p className="loading">Loading your alerts…</p>}
      {list && list.alerts.length === 0 && <p className="empty">{ALERT_MESSAGES.noAlerts}</p>}
      {list && list.alerts.length > 0 && (
        <ul className="alerts-list">
          {list.alerts.map((a) => (
            <AlertRow
              key={a.id}
              alert={a}
              names={names}
              onChanged={() => void reload()}
              onSecret={(s) => setSecret({ name: s.name, secret: s.secret, rotated: true })}
              onDelete={() => {
                setDeleteError(null);
                setDeleting(a);
              }}
            />
          ))}
        </ul>
      )}
      {deleting && (
        <ConfirmDeleteDialog
          title="Delete alert"
          prompt={ALERT_MESSAGES.deletePrompt}
          name={deleting.name}
          confirmLabel="Delete Alert"
          error={deleteError}
          busy={busy}
          onCancel={() => setDeleting(null)}
          onConfirm={() => void remove(deleting)}
        />
      )}
    </section>
  );
}
