import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { formCall } from '../data/answers.ts';
import { site } from '../data/client.ts';
import { Alert } from './Alert.tsx';
import { useAuthOptions } from './auth-options.ts';
import { useFormCall } from './form-call.ts';
import { usePanels } from './panels.tsx';

/** What the sign-in popup broadcasts (part 1 §4 "Google sign-up"). */
export const GOOGLE_MESSAGE = 'logged in with Google';
const AUTH_CHANNEL = 'techcensus-auth';

interface GoogleResult {
  type: string;
  accountCreated?: boolean;
  name?: string;
  email?: string;
  error?: string;
}

/**
 * "Sign in with Google": opens /auth/google in a 600×700 popup and waits for its broadcast.
 * An existing account reloads the page; a new one goes to Create Account. Hidden when the server
 * has no Google client configured.
 */
export function GoogleButton(props: { label: string; onError(message: string): void }) {
  const options = useAuthOptions();
  const panels = usePanels();
  const cleanup = useRef<() => void>();
  const { onError } = props;
  useEffect(() => () => cleanup.current?.(), []);
  if (!options?.google) return null;

  const start = () => {
    cleanup.current?.();
    const left = window.screenX + Math.max(0, (window.outerWidth - 600) / 2);
    const top = window.screenY + Math.max(0, (window.outerHeight - 700) / 2);
    window.open('/auth/google', 'google-sign-in', `width=600,height=700,left=${left},top=${top}`);
    const handle = (data: GoogleResult) => {
      if (data?.type !== GOOGLE_MESSAGE) return;
      cleanup.current?.();
      if (data.error) onError(data.error);
      else if (data.accountCreated) window.location.reload();
      else
        panels.open({
          type: 'login',
          view: 'google-create',
          google: { name: data.name ?? '', email: data.email ?? '' },
        });
    };
    const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(AUTH_CHANNEL) : null;
    if (channel) channel.onmessage = (e) => handle(e.data as GoogleResult);
    const onMessage = (e: MessageEvent) => {
      if (e.origin === window.location.origin) handle(e.data as GoogleResult);
    };
    window.addEventListener('message', onMessage);
    cleanup.current = () => {
      channel?.close();
      window.removeEventListener('message', onMessage);
      cleanup.current = undefined;
    };
  };

  return (
    <button type="button" className="button google-button" onClick={start}>
      {props.label}
    </button>
  );
}

/** Create Account after a Google sign-in for a new address: needs the terms (part 1 §4, §5). */
export function GoogleCreateForm(props: { google?: { name: string; email: string } }) {
  const panels = usePanels();
  const call = useFormCall();
  const [agreed, setAgreed] = useState(false);
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!agreed) return call.setError('Terms and Conditions need to be checked');
    const result = await call.run(() =>
      formCall(site.accounts.createAccount({ body: { agreedWithTerms: true } })),
    );
    if (result.ok) window.location.reload();
  };
  return (
    <form className="stacked-form" onSubmit={submit} noValidate>
      {call.error && <Alert kind="danger">{call.error}</Alert>}
      <p>
        Create your TechCensus account for <strong>{props.google?.name}</strong> ({props.google?.email}).
      </p>
      <div className="checkbox-row">
        <input
          id="google-terms"
          type="checkbox"
          checked={agreed}
          onChange={(e) => setAgreed(e.target.checked)}
        />
        <label htmlFor="google-terms">
          I agree with the{' '}
          <Link href="/terms" onClick={panels.close}>
            Terms and Conditions
          </Link>
        </label>
      </div>
      <button type="submit" className="button primary" disabled={call.busy}>
        Create Account
      </button>
    </form>
  );
}
