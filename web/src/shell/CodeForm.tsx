import { type FormEvent, useState } from 'react';

/**
 * The e-mail code confirmation view (part 1 §2): shown after registration, after a login that
 * asks for a code, and in the password reset.
 */
export function CodeForm(props: {
  email?: string;
  busy: boolean;
  submitLabel: string;
  onCode(code: string): void;
}) {
  const [code, setCode] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    props.onCode(code.trim());
  };
  return (
    <form className="stacked-form" onSubmit={submit}>
      <p>
        We sent a 6-digit code to {props.email ? <strong>{props.email}</strong> : 'your email address'}. Enter
        it below; it is valid for 10 minutes.
      </p>
      <label htmlFor="email-code">Code from the email</label>
      <input
        id="email-code"
        name="otpCode"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="\s*\d{6}\s*"
        maxLength={12}
        required
        value={code}
        onChange={(e) => setCode(e.target.value)}
      />
      <button type="submit" className="button primary" disabled={props.busy}>
        {props.submitLabel}
      </button>
    </form>
  );
}
