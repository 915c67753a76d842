import { formatCount } from '../format.ts';
import { usePanels } from '../shell/panels.tsx';

/**
 * The one look of a row a visitor may not see, on every list of websites (website lists, the
 * changes page, the report sample). The server sends no domain for such a row, so there is
 * nothing to blur: the row says it is locked and offers the sign-in.
 */
export const LOCKED_ROW = 'locked-row';

function useLogin(): () => void {
  const panels = usePanels();
  return () => panels.open({ type: 'login', view: 'login' });
}

/** The website cell of a locked row. */
export function LockedDomain() {
  const onLogin = useLogin();
  return (
    <>
      <span className="locked-domain">Hidden website</span>{' '}
      <button type="button" className="btn-link" onClick={onLogin}>
        Login to view
      </button>
    </>
  );
}

/** Under a list with locked rows: how many, and the way to see them. */
export function LockedRowsNote(props: { count: number }) {
  const onLogin = useLogin();
  if (props.count <= 0) return null;
  const n = props.count;
  return (
    <p className="locked-note">
      {formatCount(n)} {n === 1 ? 'website is' : 'websites are'} hidden.{' '}
      <button type="button" className="btn-link" onClick={onLogin}>
        Sign in
      </button>{' '}
      to see {n === 1 ? 'it' : 'them'}.
    </p>
  );
}
