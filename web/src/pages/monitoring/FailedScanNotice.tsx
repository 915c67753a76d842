import { MONITORING_MESSAGES } from '@techcensus/contract';
import { useState } from 'react';
import { callAnswer } from '../../data/answers.ts';
import { site } from '../../data/client.ts';
import { Alert } from '../../shell/Alert.tsx';
import { monitoringVerdict } from './verdict.ts';

/**
 * Said above the results when the latest scan failed: the tables then hold an older scan's
 * findings or none, which must not read as "nothing found". The button queues another scan.
 */
export function FailedScanNotice(props: { website: string; error: string | null; retry: boolean }) {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const rescan = async () => {
    setBusy(true);
    const answer = monitoringVerdict(
      await callAnswer(site.monitoring.rescanWebsite({ body: { website: props.website } })),
      MONITORING_MESSAGES.unexpectedError,
    );
    setBusy(false);
    setMessage(
      answer.ok ? { ok: true, text: MONITORING_MESSAGES.rescanQueued } : { ok: false, text: answer.message },
    );
  };
  return (
    <div className="alert alert-warning monitoring-scan-failed" role="status">
      <p>
        <strong>{MONITORING_MESSAGES.lastScanFailed}</strong>
        {props.error ? ` ${props.error}` : ''} {MONITORING_MESSAGES.olderResults}
      </p>
      {props.retry ? (
        <button type="button" className="button" disabled={busy || message?.ok === true} onClick={rescan}>
          {MONITORING_MESSAGES.rescan}
        </button>
      ) : null}
      {message ? <Alert kind={message.ok ? 'success' : 'danger'}>{message.text}</Alert> : null}
    </div>
  );
}
