import { ACCOUNT_MESSAGES } from '@techcensus/contract';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { Link } from 'wouter';
import { formCall } from '../data/answers.ts';
import { site } from '../data/client.ts';
import { Alert } from './Alert.tsx';
import { Captcha } from './Captcha.tsx';
import { CodeForm } from './CodeForm.tsx';
import { DevOutboxLink } from './DevOutboxLink.tsx';
import { Dialog } from './Dialog.tsx';
import { RELOAD_AFTER_MS, useFormCall } from './form-call.ts';
import { GoogleButton, GoogleCreateForm } from './GoogleSignIn.tsx';
import { type LoginView, type Panel, usePanels } from './panels.tsx';

const TITLES: Record<LoginView, string> = {
  login: 'Login',
  register: 'Create a Free Account',
  'google-create': 'Create Account',
  reset: 'Reset Password',
};

export const PROFESSIONAL_EMAIL_NOTICE = ACCOUNT_MESSAGES.professionalEmail;

/** Reloads the page a moment after a success view, so the user can read it (part 1 §4). */
function useReloadLater(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => window.location.reload(), RELOAD_AFTER_MS);
    return () => clearTimeout(timer);
  }, [active]);
}

/** The captcha value and a way to reset the widget after every attempt. */
function useCaptchaField() {
  const [token, setToken] = useState('');
  const [generation, setGeneration] = useState(0);
  const onToken = useCallback((value: string) => setToken(value), []);
  const reset = () => {
    setToken('');
    setGeneration((g) => g + 1);
  };
  return { token, onToken, reset, key: `captcha-${generation}` };
}

/**
 * The sign-in panel (part 1 "Login modal views"): Login, Create a Free Account, Create Account
 * after Google, and Reset Password, each with its code step where the flow has one.
 */
export function LoginPanel(props: { view: LoginView; google?: Extract<Panel, { type: 'login' }>['google'] }) {
  const panels = usePanels();
  const show = (view: LoginView) => panels.open({ type: 'login', view });
  return (
    <Dialog title={TITLES[props.view]} onClose={panels.close} className="login-panel">
      {props.view === 'login' && <LoginForm show={show} />}
      {props.view === 'register' && <RegisterForm show={show} />}
      {props.view === 'reset' && <ResetForm show={show} />}
      {props.view === 'google-create' && <GoogleCreateForm google={props.google} />}
    </Dialog>
  );
}

type Show = (view: LoginView) => void;

function LoginForm(props: { show: Show }) {
  const call = useFormCall();
  const [credentials, setCredentials] = useState<{ email: string; password: string } | null>(null);

  const login = async (body: { email: string; password: string; emailCode?: string }) => {
    const result = await call.run(() => formCall(site.accounts.login({ body })));
    if (!result.ok) return;
    if (result.body.results?.optCodeRequested) setCredentials({ email: body.email, password: body.password });
    else window.location.reload();
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const f = new FormData(e.currentTarget as HTMLFormElement);
    login({ email: String(f.get('email') ?? ''), password: String(f.get('password') ?? '') });
  };

  return (
    <>
      {call.error && <Alert kind="danger">{call.error}</Alert>}
      {credentials ? (
        <CodeForm
          email={credentials.email}
          busy={call.busy}
          submitLabel="Log In"
          onCode={(emailCode) => login({ ...credentials, emailCode })}
        />
      ) : (
        <form className="stacked-form" onSubmit={submit}>
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
          <button type="submit" className="button primary" disabled={call.busy}>
            Log In
          </button>
          <GoogleButton label="Sign in with Google" onError={call.setError} />
          <p className="muted">
            <button type="button" className="link-button" onClick={() => props.show('reset')}>
              Forgot your password?
            </button>
          </p>
          <p className="muted">
            No account yet?{' '}
            <button type="button" className="link-button" onClick={() => props.show('register')}>
              Create a Free Account
            </button>
          </p>
        </form>
      )}
    </>
  );
}

function RegisterForm(props: { show: Show }) {
  const panels = usePanels();
  const call = useFormCall();
  const captcha = useCaptchaField();
  const [step, setStep] = useState<{ kind: 'form' } | { kind: 'code'; email: string } | { kind: 'done' }>({
    kind: 'form',
  });
  useReloadLater(step.kind === 'done');

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const f = new FormData(e.currentTarget as HTMLFormElement);
    if (f.get('agreedWithTerms') !== 'on') return call.setError(ACCOUNT_MESSAGES.termsUnchecked);
    const email = String(f.get('email') ?? '');
    const result = await call.run(() =>
      formCall(
        site.accounts.register({
          body: {
            name: String(f.get('name') ?? ''),
            email,
            password: String(f.get('password') ?? ''),
            agreedWithTerms: true,
            captcha: captcha.token,
          },
        }),
      ),
    );
    captcha.reset();
    if (result.ok) setStep({ kind: 'code', email });
  };
  const confirm = async (otpCode: string) => {
    const result = await call.run(() => formCall(site.accounts.confirmRegistration({ body: { otpCode } })));
    if (result.ok) setStep({ kind: 'done' });
  };

  if (step.kind === 'done') {
    return <Alert kind="success">Your account has been created. You are now logged in.</Alert>;
  }
  return (
    <>
      {call.error && <Alert kind="danger">{call.error}</Alert>}
      {step.kind === 'code' ? (
        <>
          <CodeForm email={step.email} busy={call.busy} submitLabel="Confirm" onCode={confirm} />
          <DevOutboxLink />
        </>
      ) : (
        <form className="stacked-form" onSubmit={submit} noValidate>
          <p className="muted">{PROFESSIONAL_EMAIL_NOTICE}</p>
          <DevOutboxLink />
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
            minLength={8}
            required
          />
          <div className="checkbox-row">
            <input id="register-terms" name="agreedWithTerms" type="checkbox" />
            <label htmlFor="register-terms">
              I agree with the{' '}
              <Link href="/terms" onClick={panels.close}>
                Terms and Conditions
              </Link>
            </label>
          </div>
          <Captcha key={captcha.key} onToken={captcha.onToken} />
          <button type="submit" className="button primary" disabled={call.busy}>
            Create Account
          </button>
          <GoogleButton label="Sign up with Google" onError={call.setError} />
          <p className="muted">
            Already registered?{' '}
            <button type="button" className="link-button" onClick={() => props.show('login')}>
              Log In
            </button>
          </p>
        </form>
      )}
    </>
  );
}

function ResetForm(props: { show: Show }) {
  const call = useFormCall();
  const captcha = useCaptchaField();
  const [step, setStep] = useState<'email' | 'code' | 'password' | 'done'>('email');
  const [email, setEmail] = useState('');
  useReloadLater(step === 'done');

  const start = async (e: FormEvent) => {
    e.preventDefault();
    const result = await call.run(() =>
      formCall(site.accounts.resetPassword({ body: { email, captcha: captcha.token } })),
    );
    captcha.reset();
    if (result.ok) setStep('code');
  };
  const confirm = async (otpCode: string) => {
    const result = await call.run(() => formCall(site.accounts.resetConfirmCode({ body: { otpCode } })));
    if (result.ok) setStep('password');
  };
  const setPassword = async (e: FormEvent) => {
    e.preventDefault();
    const password = String(new FormData(e.currentTarget as HTMLFormElement).get('password') ?? '');
    const result = await call.run(() => formCall(site.accounts.setPassword({ body: { password } })));
    if (result.ok) setStep('done');
  };

  if (step === 'done') {
    return <Alert kind="success">Your password has been reset. You are now logged in.</Alert>;
  }
  return (
    <>
      {call.error && <Alert kind="danger">{call.error}</Alert>}
      {step === 'email' && (
        <form className="stacked-form" onSubmit={start}>
          <p className="muted">Enter the email address of your account and we will send you a code.</p>
          <label htmlFor="reset-email">Email</label>
          <input
            id="reset-email"
            name="email"
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
          <Captcha key={captcha.key} onToken={captcha.onToken} />
          <button type="submit" className="button primary" disabled={call.busy}>
            Send Code
          </button>
          <p className="muted">
            <button type="button" className="link-button" onClick={() => props.show('login')}>
              Back to Login
            </button>
          </p>
        </form>
      )}
      {step === 'code' && <CodeForm email={email} busy={call.busy} submitLabel="Continue" onCode={confirm} />}
      {step === 'password' && (
        <form className="stacked-form" onSubmit={setPassword}>
          <label htmlFor="reset-password">New password</label>
          <input
            id="reset-password"
            name="password"
            type="password"
            autoComplete="new-password"
            minLength={8}
            required
          />
          <button type="submit" className="button primary" disabled={call.busy}>
            Set Password
          </button>
        </form>
      )}
    </>
  );
}
