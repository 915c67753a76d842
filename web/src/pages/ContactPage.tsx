import { ACCOUNT_MESSAGES, type ContactPageResults } from '@techcensus/contract';
import { type FormEvent, useCallback, useState } from 'react';
import { Link } from 'wouter';
import type { z } from 'zod';
import { formCall } from '../data/answers.ts';
import { site } from '../data/client.ts';
import { Alert } from '../shell/Alert.tsx';
import { Captcha } from '../shell/Captcha.tsx';

export type ContactData = z.infer<typeof ContactPageResults>;

/** Height of the embedded booking widget (part 2 §9). */
export const SCHEDULING_HEIGHT = 700;

/** The booking widget, or an honest note pointing to the form when none is configured. */
export function SchedulingWidget(props: { url: string | null }) {
  if (!props.url) {
    return (
      <p className="muted">
        Online booking is not available right now. Please use the <Link href="/contact-us">contact form</Link>{' '}
        and we will find a time with you.
      </p>
    );
  }
  return (
    <iframe
      className="scheduling-widget"
      src={props.url}
      title="Book a meeting"
      width="100%"
      height={SCHEDULING_HEIGHT}
      style={{ border: 0, height: SCHEDULING_HEIGHT }}
      loading="lazy"
    />
  );
}

type Outcome = { kind: 'sent' } | { kind: 'failed'; message: string } | null;

/** The contact page (part 1 §2, §4, §5, §8). */
export function ContactPage(props: { results: ContactData }) {
  const { ContactEmail, SchedulingURL } = props.results;
  const [captcha, setCaptcha] = useState('');
  const [generation, setGeneration] = useState(0);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState(false);
  const onToken = useCallback((token: string) => setCaptcha(token), []);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const form = e.currentTarget as HTMLFormElement;
    const f = new FormData(form);
    setBusy(true);
    const result = await formCall(
      site.accounts.sendContactMessage({
        body: {
          fullname: String(f.get('fullname') ?? ''),
          company: String(f.get('company') ?? ''),
          email: String(f.get('email') ?? ''),
          message: String(f.get('message') ?? ''),
          captcha,
        },
      }),
    );
    setBusy(false);
    // The captcha resets after every attempt.
    setCaptcha('');
    setGeneration((g) => g + 1);
    const errors = result.body?.errors as { msg?: string }[] | undefined;
    if (result.ok && result.body.success === true) {
      setOutcome({ kind: 'sent' });
      form.reset();
    } else {
      setOutcome({ kind: 'failed', message: errors?.[0]?.msg || ACCOUNT_MESSAGES.unknownError });
    }
  };

  return (
    <section className="contact-page">
      <h1>Contact us</h1>
      {outcome?.kind === 'sent' && <Alert kind="success">{ACCOUNT_MESSAGES.messageSent}</Alert>}
      {outcome?.kind === 'failed' && (
        <div className="alert alert-danger" role="alert">
          <strong>{ACCOUNT_MESSAGES.messageFailed}</strong>
          <div>{outcome.message}</div>
        </div>
      )}
      <form className="stacked-form contact-form" onSubmit={submit} noValidate>
        <label htmlFor="contact-fullname">Full name</label>
        <input id="contact-fullname" name="fullname" autoComplete="name" required />
        <label htmlFor="contact-company">Company (optional)</label>
        <input id="contact-company" name="company" autoComplete="organization" />
        <label htmlFor="contact-email">Email</label>
        <input id="contact-email" name="email" type="email" autoComplete="email" required />
        <label htmlFor="contact-message">Message</label>
        <textarea id="contact-message" name="message" rows={6} required />
        <Captcha key={generation} onToken={onToken} />
        <button type="submit" className="button primary" disabled={busy}>
          Send Message
        </button>
      </form>
      <h2>Contact by email</h2>
      <p>
        Write to us at <a href={`mailto:${ContactEmail}`}>{ContactEmail}</a>.
      </p>
      <h2>Schedule a call</h2>
      <SchedulingWidget url={SchedulingURL} />
    </section>
  );
}

/** /schedule-demo: the calendar booking widget (part 2 §2.1). */
export function ScheduleDemoPage(props: { results: ContactData }) {
  return (
    <section className="schedule-demo-page">
      <h1>Schedule a demo</h1>
      <p>Pick a time that suits you and we will walk you through the data, the API and the reports.</p>
      <SchedulingWidget url={props.results.SchedulingURL} />
    </section>
  );
}
