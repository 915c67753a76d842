import { type FormEvent, useState } from 'react';
import { Link } from 'wouter';
import { postJson } from '../data/post-json.ts';
import { Alert } from './Alert.tsx';
import { Dialog } from './Dialog.tsx';
import { type LoginView, usePanels } from './panels.tsx';

const TITLES: Record<LoginView, string> = { login: 'Login', register: 'Create a Free Account' };

export const PROFESSIONAL_EMAIL_NOTICE =
  'To register for our services, please use a professional email address. Accounts created with personal email addresses may be subject to additional security verification before submitting orders or initiating security scans.';

/**
 * The sign-in panel (part 1 "Login modal views"): Login and Create a Free Account. A successful
 * call reloads the page so every part of it sees the new session; the follow-up steps (e-mail
 * code, password reset, Google sign-in) arrive with the accounts endpoints.
 */
export function LoginPanel(props: { view: LoginView }) {
  const panels = usePanels();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const show = (view: LoginView) => {
    setError(null);
    panels.open({ type: 'login', view });
  };

  const submit =
    (url: string, fields: (form: FormData) => Record<string, unknown>) => async (e: FormEvent) => {
      e.preventDefault();
      setBusy(true);
      setError(null);
      const result = await postJson(url, fields(new FormData(e.currentTarget as HTMLFormElement)));
      setBusy(false);
      if (result.ok) window.location.reload();
      else setError(result.message);
    };

  return (
    <Dialog title={TITLES[props.view]} onClose={panels.close} className="login-panel">
      {error && <Alert kind="danger">{error}</Alert>}
      {props.view === 'login' ? (
        <form
          className="stacked-form"
          onSubmit={submit('/user/login', (f) => ({ email: f.get('email'), password: f.get('password') }))}
        >
          <label htmlFor="login-email">Email</label>
          <input id="login-email" name="email" type="email" autoComplete="email" required />
          <label htmlFor="login-password">Password</label>
          <input
            id="login-password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
          />
          <button type="submit" className="button primary" disabled={busy}>
            Log In
          </button>
          <p className="muted">
            No account yet?{' '}
            <button type="button" className="link-button" onClick={() => show('register')}>
              Create a Free Account
            </button>
          </p>
        </form>
      ) : (
        <form
          className="stacked-form"
          onSubmit={submit('/user/register', (f) => ({
            name: f.get('name'),
            email: f.get('email'),
            password: f.get('password'),
            agreedWithTerms: f.get('agreedWithTerms') === 'on',
          }))}
        >
          <p className="muted">{PROFESSIONAL_EMAIL_NOTICE}</p>
          <label htmlFor="register-name">Name</label>
          <input id="register-name" name="name" type="text" autoComplete="name" required />
          <label htmlFor="register-email">Email</label>
          <input id="register-email" name="email" type="email" autoComplete="email" required />
          <label htmlFor="register-password">Password</label>
          <input
            id="register-password"
            name="password"
            type="password"
            autoComplete="new-password"
            required
          />
          <div className="checkbox-row">
            <input id="register-terms" name="agreedWithTerms" type="checkbox" required />
            <label htmlFor="register-terms">
              I agree with the{' '}
              <Link href="/terms" onClick={panels.close}>
                Terms and Conditions
              </Link>
            </label>
          </div>
          <button type="submit" className="button primary" disabled={busy}>
            Create Account
          </button>
          <p className="muted">
            Already registered?{' '}
            <button type="button" className="link-button" onClick={() => show('login')}>
              Log In
            </button>
          </p>
        </form>
      )}
    </Dialog>
  );
}
