import type { PageResults } from '../data/outcome.ts';
import { usePanels } from '../shell/panels.tsx';

/** Behind a login: the sign-in panel opens by itself; this stays beneath it when closed. */
export function LoginRequiredPage() {
  const panels = usePanels();
  return (
    <section className="status-page">
      <h1>Sign in required</h1>
      <p>Please sign in to see this page.</p>
      <button
        type="button"
        className="button primary"
        onClick={() => panels.open({ type: 'login', view: 'login' })}
      >
        Sign In
      </button>
    </section>
  );
}

/** Behind a human check: the verification panel is open above this. */
export function CaptchaRequiredPage() {
  const panels = usePanels();
  return (
    <section className="status-page">
      <h1>Verification required</h1>
      <p>We need to check that you are not a robot before showing this page.</p>
      <button type="button" className="button primary" onClick={() => panels.open({ type: 'captcha' })}>
        Verify
      </button>
    </section>
  );
}

/**
 * A route the server has data for but this website has no page for yet: the page's own title
 * and description are still worth showing.
 */
export function FallbackPage(props: { results: PageResults }) {
  return (
    <section className="status-page">
      <h1>{props.results.PageTitle}</h1>
      {props.results.PageDescription && <p>{props.results.PageDescription}</p>}
    </section>
  );
}
