/**
 * A form's error or notice. Server messages are shown as plain text: the old site allowed HTML
 * in them (part 1 §8), but rendering server text as markup is not worth the injection risk.
 */
export function Alert(props: { kind: 'danger' | 'warning' | 'success' | 'info'; children: string }) {
  return (
    <div className={`alert alert-${props.kind}`} role={props.kind === 'danger' ? 'alert' : 'status'}>
      {props.children}
    </div>
  );
}
