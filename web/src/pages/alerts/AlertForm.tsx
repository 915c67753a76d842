import {
  ALERT_MESSAGES,
  ALERT_SUBSCRIBABLE_EVENTS,
  type AlertSubscribableEvent,
  type AlertWithSecret,
  type ReportFilter,
  type UserAlertsResults,
} from '@techcensus/contract';
import { type FormEvent, useState } from 'react';
import { Link } from 'wouter';
import { site } from '../../data/client.ts';
import { Alert } from '../../shell/Alert.tsx';
import { useFormCall } from '../../shell/form-call.ts';
import { alertCall } from './calls.ts';
import { type FilterNames, filterSummary, quickFilters } from './filter-summary.ts';

/** The events in words; the technology and CVE ones come from monitoring. */
export const EVENT_LABELS: Record<AlertSubscribableEvent, string> = {
  'site.matched': 'A website starts matching (site.matched)',
  'site.unmatched': 'A website stops matching (site.unmatched)',
  'technology.added': 'Monitored websites: technology added (technology.added)',
  'technology.dropped': 'Monitored websites: technology dropped (technology.dropped)',
  'technology.version_changed': 'Monitored websites: version changed (technology.version_changed)',
  'cve.new': 'Monitored websites: new vulnerability (cve.new)',
};

/**
 * The create form: a name, the filters (from the report builder through the address, else a
 * technology and countries typed here), and where to send the events.
 */
export function AlertForm(props: {
  prefill: UserAlertsResults['Prefill'];
  names: FilterNames;
  onCreated(alert: AlertWithSecret): void;
  onCancel(): void;
}) {
  const prefilled: ReportFilter[] | null = props.prefill?.Filters ?? null;
  const [name, setName] = useState(props.prefill?.Name ?? '');
  const [technology, setTechnology] = useState('');
  const [countries, setCountries] = useState('');
  const [webhookUrl, setWebhookUrl] = useState('');
  const [email, setEmail] = useState(false);
  const [digest, setDigest] = useState(false);
  const [events, setEvents] = useState<AlertSubscribableEvent[]>([...ALERT_SUBSCRIBABLE_EVENTS]);
  const { busy, error, setError, run } = useFormCall();

  const filters = prefilled ?? quickFilters(technology, countries);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!filters.length) return setError(ALERT_MESSAGES.noFilters);
    if (!webhookUrl.trim() && !email) return setError(ALERT_MESSAGES.noChannel);
    if (!events.length) return setError(ALERT_MESSAGES.noEvents);
    const result = await run(() =>
      alertCall(
        site.alerts.createAlert({
          body: {
            name: name.trim() || filterSummary(filters, props.names)[0] || 'Alert',
            filters,
            events,
            ...(webhookUrl.trim() ? { webhookUrl: webhookUrl.trim() } : {}),
            email,
            digest: email && digest,
          },
        }),
      ),
    );
    if (result.ok) props.onCreated(result.body);
  };

  return (
    <form className="alert-form" onSubmit={submit} noValidate>
      <h2>New alert</h2>
      <label>
        Name
        <input
          type="text"
          name="name"
          value={name}
          maxLength={200}
          placeholder="e.g. WordPress sites in Germany"
          onChange={(e) => setName(e.target.value)}
        />
      </label>
      {prefilled ? (
        <fieldset>
          <legend>Filters from your report</legend>
          <ul className="alert-filters">
            {filterSummary(prefilled, props.names).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </fieldset>
      ) : (
        <fieldset>
          <legend>Filters</legend>
          <label>
            Technology
            <input
              type="text"
              name="technology"
              value={technology}
              placeholder="wordpress or wordpress@6.4.2"
              onChange={(e) => setTechnology(e.target.value)}
            />
          </label>
          <label>
            Countries
            <input
              type="text"
              name="countries"
              value={countries}
              placeholder="DE, AT (optional)"
              onChange={(e) => setCountries(e.target.value)}
            />
          </label>
          <p className="hint">
            For categories, headers, regions, changes or vulnerabilities, build the filters in the{' '}
            <Link href="/create-report">report builder</Link> and choose "Create alert from this report".
          </p>
        </fieldset>
      )}
      <fieldset>
        <legend>Events</legend>
        {ALERT_SUBSCRIBABLE_EVENTS.map((type) => (
          <label key={type} className="checkbox">
            <input
              type="checkbox"
              name="events"
              value={type}
              checked={events.includes(type)}
              onChange={(e) =>
                setEvents((old) =>
                  e.target.checked
                    ? ALERT_SUBSCRIBABLE_EVENTS.filter((t) => t === type || old.includes(t))
                    : old.filter((t) => t !== type),
                )
              }
            />{' '}
            {EVENT_LABELS[type]}
          </label>
        ))}
      </fieldset>
      <fieldset>
        <legend>Send events to</legend>
        <label>
          Webhook URL
          <input
            type="url"
            name="webhookUrl"
            value={webhookUrl}
            maxLength={2048}
            placeholder="https://hooks.example.com/techcensus"
            onChange={(e) => setWebhookUrl(e.target.value)}
          />
        </label>
        <label className="checkbox">
          <input type="checkbox" name="email" checked={email} onChange={(e) => setEmail(e.target.checked)} />{' '}
          E-mail me
        </label>
        <label className="checkbox">
          <input
            type="checkbox"
            name="digest"
            checked={email && digest}
            disabled={!email}
            onChange={(e) => setDigest(e.target.checked)}
          />{' '}
          One e-mail a day (digest) instead of one per event
        </label>
      </fieldset>
      {error && <Alert kind="danger">{error}</Alert>}
      <div className="form-actions">
        <button type="submit" className="button primary" disabled={busy}>
          Create alert
        </button>
        <button type="button" className="button" onClick={props.onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
