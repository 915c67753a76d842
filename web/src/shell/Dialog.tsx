import { type ReactNode, useEffect, useId, useRef } from 'react';

/**
 * A modal built on the native `<dialog>`: the browser traps focus, closes on Escape and makes
 * the rest of the page inert, which a hand-made overlay would have to reimplement.
 */
export function Dialog(props: { title: string; onClose(): void; children: ReactNode; className?: string }) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const { onClose } = props;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || dialog.open) return;
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
  }, []);

  return (
    <dialog
      ref={ref}
      className={`dialog ${props.className ?? ''}`.trim()}
      aria-labelledby={titleId}
      onClose={onClose}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className="dialog-header">
        <h2 id={titleId}>{props.title}</h2>
        <button type="button" className="dialog-x" aria-label="Close" onClick={onClose}>
          ×
        </button>
      </div>
      <div className="dialog-body">{props.children}</div>
    </dialog>
  );
}
