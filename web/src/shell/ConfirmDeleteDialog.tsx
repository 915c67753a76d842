import { Alert } from './Alert.tsx';
import { Dialog } from './Dialog.tsx';

/**
 * The spec's delete pattern (part 2 §4): an X opens this confirmation; "Delete Website" calls
 * remove, and the page reloads on success. Used by the monitored-website and verified-domain lists, and the alerts.
 */
export function ConfirmDeleteDialog(props: {
  title: string;
  prompt: string;
  /** What is being deleted, shown under the prompt. */
  name: string;
  /** The confirm button's words; the spec's lists delete websites. */
  confirmLabel?: string;
  error: string | null;
  busy: boolean;
  onCancel(): void;
  onConfirm(): void;
}) {
  return (
    <Dialog title={props.title} onClose={props.onCancel}>
      <p>{props.prompt}</p>
      <p>
        <strong>{props.name}</strong>
      </p>
      {props.error && <Alert kind="danger">{props.error}</Alert>}
      <div className="dialog-actions">
        <button type="button" className="button" onClick={props.onCancel}>
          Cancel
        </button>
        <button type="button" className="button danger" disabled={props.busy} onClick={props.onConfirm}>
          {props.confirmLabel ?? 'Delete Website'}
        </button>
      </div>
    </Dialog>
  );
}
