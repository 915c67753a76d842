import { ALERT_EVENT_LABELS, ALERT_MESSAGES, type AlertDelivery } from '@techcensus/contract';
import { useCallback, useEffect, useState } from 'react';
import { site } from '../../data/client.ts';
import { Alert } from '../../shell/Alert.tsx';
import { alertCall } from './calls.ts';

const PAGE = 20;

/** "2026-11-27 08:00:12" in UTC, as the deliveries are recorded. */
export const deliveryTime = (iso: string) => iso.slice(0, 19).replace('T', ' ');

/** One attempt in a few words: "delivered, HTTP 200, 35 ms". */
export function deliveryText(d: AlertDelivery): string {
  return [
    d.outcome,
    d.status !== null ? `HTTP ${d.status}` : null,
    d.latencyMs !== null ? `${d.latencyMs} ms` : null,
  ]
    .filter(Boolean)
    .join(', ');
}

/** An alert's delivery attempts, newest first, a page at a time; `version` reloads them. */
export function Deliveries(props: { alertId: string; version: number }) {
  const [rows, setRows] = useState<AlertDelivery[] | null>(null);
  const [next, setNext] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(
    async (cursor?: string) => {
      const result = await alertCall(
        site.alerts.alertDeliveries({ params: { id: props.alertId }, query: { limit: PAGE, cursor } }),
      );
      if (!result.ok) return setError(result.message);
      setError(null);
      setRows((old) => (cursor && old ? [...old, ...result.body.deliveries] : result.body.deliveries));
      setNext(result.body.nextCursor);
    },
    [props.alertId],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` is the reload signal
  useEffect(() => {
    void load();
  }, [load, props.version]);

  if (error) return <Alert kind="danger">{error}</Alert>;
  if (!rows) return <p className="loading">Loading deliveries…</p>;
  if (!rows.length) return <p className="empty">{ALERT_MESSAGES.noDeliveries}</p>;
  return (
    <>
      <table className="table alert-deliveries">
        <thead>
          <tr>
            <th scope="col">Time (UTC)</th>
            <th scope="col">Event</th>
            <th scope="col">Channel</th>
            <th scope="col">Try</th>
            <th scope="col">Outcome</th>
            <th scope="col">HTTP</th>
            <th scope="col">Latency</th>
            <th scope="col">Website</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((d) => (
            <tr key={d.id}>
              <td className="nowrap">{deliveryTime(d.at)}</td>
              <td title={`Event ${d.eventId}`}>{ALERT_EVENT_LABELS[d.type]}</td>
              <td>{d.channel}</td>
              <td>{d.attempt}</td>
              <td title={d.error ?? undefined}>
                {d.outcome}
                {d.error ? `: ${d.error}` : ''}
              </td>
              <td>{d.status ?? '–'}</td>
              <td className="nowrap">{d.latencyMs !== null ? `${d.latencyMs} ms` : '–'}</td>
              <td>{d.site ?? '–'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {next && (
        <button type="button" className="button" onClick={() => void load(next)}>
          Older deliveries
        </button>
      )}
    </>
  );
}
