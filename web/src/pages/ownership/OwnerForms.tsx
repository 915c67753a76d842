import { OWNERSHIP_MESSAGES, type SuggestTechnologyResults } from '@techcensus/contract';
import { type FormEvent, useCallback, useState } from 'react';
import type { z } from 'zod';
import { callAnswer } from '../../data/answers.ts';
import { site } from '../../data/client.ts';
import { Captcha } from '../../shell/Captcha.tsx';
import { DomainCodeFields } from './DomainCodeFields.tsx';
import type { OwnershipFormData } from './VerifiedDomainPages.tsx';
import { formVerdict, type Verdict } from './verdicts.ts';

export type SuggestTechnologyData = z.infer<typeof SuggestTechnologyResults>;

/** A form's outcome with its title (part 2 §8). */
function Outcome(props: {
  verdict: Verdict;
  successTitle: string;
  successText: string;
  failureTitle: string;
}) {
  const { verdict } = props;
  return (
    <div
      className={`alert alert-${verdict.ok ? 'success' : 'danger'}`}
      role={verdict.ok ? 'status' : 'alert'}
    >
      <strong>{verdict.ok ? props.successTitle : props.failureTitle}</strong>
      <div>{verdict.ok ? props.successText || verdict.message : verdict.message}</div>
    </div>
  );
}

/** The captcha token and a way to reset the widget after each attempt. */
function useCaptcha() {
  const [token, setToken] = useState('');
  const [generation, setGeneration] = useState(0);
  const onToken = useCallback((t: string) => setToken(t), []);
  const reset = () => {
    setToken('');
    setGeneration((g) => g + 1);
  };
  return { token, generation, onToken, reset };
}

/** /domain-removal: email, domain, code, file location, captcha (part 2 §2, §5). */
export function DomainRemovalPage(props: { results: OwnershipFormData }) {
  const [email, setEmail] = useState('');
  const [domain, setDomain] = useState(props.results.Domain);
  const captcha = useCaptcha();
  const [verdict, setVerdict] = useState<Verdict | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setVerdict(null);
    const answer = await callAnswer(
      site.ownership.requestRemoval({ body: { email, domain, captcha: captcha.token } }),
    );
    setBusy(false);
    captcha.reset();
    setVerdict(formVerdict(answer));
  };

  return (
    <section className="domain-removal-page">
      <h1>Domain removal</h1>
      <p>
        If you own a website and do not want it in our dataset, we remove it and never crawl it again. To show
        that the domain is yours, place the verification code below in a <code>wts.txt</code> file at the root
        of the domain, then send the form.
      </p>
      {verdict && (
        <Outcome
          verdict={verdict}
          successTitle={OWNERSHIP_MESSAGES.success}
          successText=""
          failureTitle={OWNERSHIP_MESSAGES.failure}
        />
      )}
      <form className="stacked-form domain-removal-form" onSubmit={submit} noValidate>
        <label htmlFor="removal-email">Email</label>
        <input
          id="removal-email"
          name="email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <DomainCodeFields id="removal" value={domain} onChange={setDomain} stripPath />
        <Captcha key={captcha.generation} onToken={captcha.onToken} />
        <button type="submit" className="button primary" disabled={busy}>
          Remove Domain
        </button>
      </form>
    </section>
  );
}

/** /suggest-technology: the form and its notice (part 2 §2, §5). */
export function SuggestTechnologyPage(props: { results: SuggestTechnologyData }) {
  const captcha = useCaptcha();
  const [verdict, setVerdict] = useState<Verdict | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const form = e.currentTarget as HTMLFormElement;
    const f = new FormData(form);
    const field = (name: string) => String(f.get(name) ?? '');
    setBusy(true);
    setVerdict(null);
    const answer = await callAnswer(
      site.ownership.suggestTechnology({
        body: {
          tech: field('tech'),
          category: field('category'),
          desc: field('desc'),
          domain: field('domain'),
          name: field('name'),
          email: field('email'),
          captcha: captcha.token,
        },
      }),
    );
    setBusy(false);
    captcha.reset();
    const result = formVerdict(answer);
    setVerdict(result);
    if (result.ok) form.reset();
  };

  return (
    <section className="suggest-technology-page">
      <h1>Suggest a technology</h1>
      <p>Tell us about a web technology we do not detect yet.</p>
      <p className="muted">{OWNERSHIP_MESSAGES.suggestionNotice}</p>
      {verdict && (
        <Outcome
          verdict={verdict}
          successTitle={OWNERSHIP_MESSAGES.technologySubmitted}
          successText={OWNERSHIP_MESSAGES.thankYouForSuggesting}
          failureTitle={OWNERSHIP_MESSAGES.failedToSend}
        />
      )}
      <form className="stacked-form suggest-form" onSubmit={submit} noValidate>
        <label htmlFor="suggest-tech">Technology</label>
        <input id="suggest-tech" name="tech" required />
        <label htmlFor="suggest-category">Category (optional)</label>
        <input id="suggest-category" name="category" list="suggest-categories" />
        <datalist id="suggest-categories">
          {props.results.Categories.map((c) => (
            <option key={c} value={c} />
          ))}
        </datalist>
        <label htmlFor="suggest-desc">Description</label>
        <textarea id="suggest-desc" name="desc" rows={4} required />
        <label htmlFor="suggest-domain">A website that uses it</label>
        <input id="suggest-domain" name="domain" required placeholder="example.com" />
        <label htmlFor="suggest-name">Your name (optional)</label>
        <input id="suggest-name" name="name" autoComplete="name" />
        <label htmlFor="suggest-email">Email</label>
        <input id="suggest-email" name="email" type="email" autoComplete="email" required />
        <Captcha key={captcha.generation} onToken={captcha.onToken} />
        <button type="submit" className="button primary" disabled={busy}>
          Submit Technology
        </button>
      </form>
    </section>
  );
}
