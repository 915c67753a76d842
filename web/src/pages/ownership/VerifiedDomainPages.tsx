import {
  OWNERSHIP_MESSAGES,
  type OwnershipFormResults,
  type VerifiedDomainsResults,
} from '@techcensus/contract';
import { type FormEvent, useCallback, useState } from 'react';
import { Link } from 'wouter';
import type { z } from 'zod';
import { callAnswer } from '../../data/answers.ts';
import { site } from '../../data/client.ts';
import { Alert } from '../../shell/Alert.tsx';
import { Captcha } from '../../shell/Captcha.tsx';
import { ConfirmDeleteDialog } from '../../shell/ConfirmDeleteDialog.tsx';
import { DomainCodeFields } from './DomainCodeFields.tsx';
import { type Verdict, verifiedDomainVerdict } from './verdicts.ts';

export type VerifiedDomainsData = z.infer<typeof VerifiedDomainsResults>;
export type OwnershipFormData = z.infer<typeof OwnershipFormResults>;

const ADD_PATH = '/user/verified-domains/add-domain';

/** /user/verified-domains: the list, an X per row opening the confirmation (part 2 §2, §4). */
export function VerifiedDomainsPage(props: { results: VerifiedDomainsData }) {
  const { VerifiedDomains, EmailDomain } = props.results;
  const [confirming, setConfirming] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const remove = async (domain: string) => {
    setBusy(true);
    const answer = await callAnswer(site.ownership.removeVerifiedDomain({ query: { domain } }));
    const verdict = verifiedDomainVerdict(answer, OWNERSHIP_MESSAGES.unexpectedError);
    setBusy(false);
    if (verdict.ok) window.location.reload();
    else setError(verdict.message);
  };

  return (
    <section className="verified-domains-page">
      <h1>Verified domains</h1>
      <p>Security scans and security monitoring are available for the domains you have verified.</p>
      {error && <Alert kind="danger">{error}</Alert>}
      {VerifiedDomains.length === 0 ? (
        <p className="empty">{OWNERSHIP_MESSAGES.noVerifiedDomains}</p>
      ) : (
        <table className="table verified-domains">
          <thead>
            <tr>
              <th>Domain</th>
              <th>Verified by</th>
              <th>
                <span className="visually-hidden">Delete</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {VerifiedDomains.map((domain) => (
              <tr key={domain}>
                <td>{domain}</td>
                <td>{domain === EmailDomain ? 'Your account email address' : 'Verification file'}</td>
                <td>
                  {domain !== EmailDomain && (
                    <button
                      type="button"
                      className="row-delete"
                      aria-label={`Delete ${domain}`}
                      onClick={() => {
                        setError(null);
                        setConfirming(domain);
                      }}
                    >
                      ×
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Link href={ADD_PATH} className="button primary">
        Add domain
      </Link>
      {confirming && (
        <ConfirmDeleteDialog
          title="Delete domain"
          prompt={OWNERSHIP_MESSAGES.deletePrompt}
          name={confirming}
          error={error}
          busy={busy}
          onCancel={() => setConfirming(null)}
          onConfirm={() => remove(confirming)}
        />
      )}
    </section>
  );
}

/** /user/verified-domains/add-domain: domain, code, file location, copy icon, captcha. */
export function AddVerifiedDomainPage(props: { results: OwnershipFormData }) {
  const [domain, setDomain] = useState(props.results.Domain);
  const [captcha, setCaptcha] = useState('');
  const [generation, setGeneration] = useState(0);
  const [verdict, setVerdict] = useState<Verdict | null>(null);
  const [busy, setBusy] = useState(false);
  const onToken = useCallback((token: string) => setCaptcha(token), []);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setVerdict(null);
    const answer = await callAnswer(site.ownership.addVerifiedDomain({ body: { domain, captcha } }));
    const result = verifiedDomainVerdict(answer, OWNERSHIP_MESSAGES.unexpectedClientError);
    setBusy(false);
    setVerdict(result);
    // The captcha resets after a success (part 2 §4), and after a failure too: the server takes
    // each solution once, so a kept one would only fail again.
    setCaptcha('');
    setGeneration((g) => g + 1);
  };

  return (
    <section className="add-domain-page">
      <h1>Verify domain ownership</h1>
      <p>
        Security scans and security monitoring need proof that you own the domain. Signing up with an email
        address on the domain proves it at once; otherwise, place the verification code below in a file on the
        website.
      </p>
      {verdict && <Alert kind={verdict.ok ? 'success' : 'danger'}>{verdict.message}</Alert>}
      <form className="stacked-form add-domain-form" onSubmit={submit} noValidate>
        <DomainCodeFields id="add" value={domain} onChange={setDomain} />
        <Captcha key={generation} onToken={onToken} />
        <button type="submit" className="button primary" disabled={busy}>
          Verify Domain
        </button>
      </form>
      <p>
        <Link href="/user/verified-domains">Back to verified domains</Link>
      </p>
    </section>
  );
}
