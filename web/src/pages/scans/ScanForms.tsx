import {
  CAPTCHA_REQUIRED_MESSAGE,
  cannotTestCveMessage,
  canTestCveMessage,
  checkScanDomain,
  SCAN_MESSAGES,
  scanResultsPath,
} from '@techcensus/contract';
import { type FormEvent, useCallback, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { type CallResponse, formCall } from '../../data/answers.ts';
import { site } from '../../data/client.ts';
import { Alert } from '../../shell/Alert.tsx';
import { Captcha } from '../../shell/Captcha.tsx';
import { FaqList } from '../info/FaqList.tsx';
import type { SecurityScanData, TechnologyScanData } from './types.ts';

/**
 * What a scan start answered (part 2 §4, §8): `started` goes to the results page; otherwise the
 * `err` text, else `fallback` ("Scan failed" / "Unknown error"); a network failure "Unknown error".
 */
async function startScan(
  request: Promise<CallResponse>,
  fallback: string,
): Promise<{ scanId: string } | { message: string }> {
  const reply = await formCall(request);
  const results = reply.body?.results as { status?: string; scanId?: string } | undefined;
  if (reply.ok && results?.status === 'started' && results.scanId) return { scanId: results.scanId };
  const err = reply.body?.err;
  if (typeof err === 'string' && err) return { message: err };
  return { message: reply.body ? fallback : SCAN_MESSAGES.unknownError };
}

/** The captcha and its reset after every attempt (part 2 §4 "Scan start"). */
function useCaptcha() {
  const [token, setToken] = useState('');
  const [generation, setGeneration] = useState(0);
  const onToken = useCallback((t: string) => setToken(t), []);
  const reset = () => {
    setToken('');
    setGeneration((g) => g + 1);
  };
  return { token, reset, widget: <Captcha key={generation} onToken={onToken} /> };
}

/** The form's own checks (a convenience: the server applies the same rules with the same words). */
function domainProblem(input: string): string | null {
  const checked = checkScanDomain(input);
  return checked.ok ? null : checked.error;
}

/** /technology-scan: the website profiler form with captcha, and the FAQ list. */
export function TechnologyScanPage(props: { results: TechnologyScanData }) {
  const r = props.results;
  const [, navigate] = useLocation();
  const captcha = useCaptcha();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const domain = String(f.get('domain') ?? '');
    const problem = domainProblem(domain) ?? (captcha.token ? null : CAPTCHA_REQUIRED_MESSAGE);
    if (problem) return setError(problem);
    setBusy(true);
    const started = await startScan(
      site.scans.startTechnologyScan({
        body: { domain, deepScan: f.get('deepScan') === 'on', captcha: captcha.token },
      }),
      SCAN_MESSAGES.unknownError,
    );
    setBusy(false);
    captcha.reset();
    if ('scanId' in started) navigate(scanResultsPath('technology', started.scanId));
    else setError(started.message);
  };

  return (
    <section className="scan-page technology-scan">
      <h1>Website technology scan</h1>
      <p className="lead">See what a website is built with, right now: scan it live.</p>
      {error ? <Alert kind="danger">{error}</Alert> : null}
      <form className="stacked-form scan-form" onSubmit={submit} noValidate>
        <label htmlFor="scan-domain">Website</label>
        <input
          id="scan-domain"
          type="text"
          name="domain"
          defaultValue={r.Domain}
          placeholder="example.com"
          required
        />
        <label className="checkbox">
          <input type="checkbox" name="deepScan" /> Deep scan: also render the page in a browser
        </label>
        {captcha.widget}
        <button type="submit" className="button primary" disabled={busy}>
          Scan
        </button>
      </form>
      <p className="muted">A scan usually takes a few seconds, at most a few minutes.</p>
      <h2>Frequently asked questions</h2>
      <FaqList entries={r.faqs} />
    </section>
  );
}

/** Where a domain owner proves ownership, with the typed domain carried along. */
export const verifyOwnershipHref = (domain: string) => {
  const checked = checkScanDomain(domain);
  return `/user/verified-domains/add-domain${checked.ok ? `?domain=${encodeURIComponent(checked.domain)}` : ''}`;
};

function OwnershipNotice(props: { domains: string[] }) {
  if (!props.domains.length) {
    return (
      <div className="notice ownership-notice" role="note">
        <p>{SCAN_MESSAGES.ownershipRequired}</p>
        <p>
          The easiest way is to sign up with an e-mail address on your domain; you can also place a
          verification file in the root of your website.
        </p>
      </div>
    );
  }
  return (
    <div className="notice ownership-notice" role="note">
      Your verified domains: {props.domains.join(', ')}. Subdomains of a verified domain can be scanned too.
    </div>
  );
}

/**
 * /cve-security-scan and /cve-security-scan/{cveid}: domain, the permission checkbox, Scan
 * Domain, the Verify Domain Ownership link; for one CVE also the testability message and the
 * captcha. The full scan calls api-full-scan, the CVE scan api-scan.
 */
export function SecurityScanPage(props: { results: SecurityScanData }) {
  const r = props.results;
  const [, navigate] = useLocation();
  const captcha = useCaptcha();
  const [domain, setDomain] = useState(r.Domain);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const cve = r.CVE;

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const permissionToScan = f.get('permissionToScan') === 'on';
    const problem = domainProblem(domain) ?? (cve && !captcha.token ? CAPTCHA_REQUIRED_MESSAGE : null);
    if (problem) return setError(problem);
    setBusy(true);
    const started = cve
      ? await startScan(
          site.scans.startCveScan({
            body: { cve, domain, deepScan: false, permissionToScan, captcha: captcha.token },
          }),
          SCAN_MESSAGES.scanFailed,
        )
      : await startScan(
          site.scans.startSecurityScan({ body: { domain, deepScan: false, permissionToScan } }),
          SCAN_MESSAGES.scanFailed,
        );
    setBusy(false);
    if (cve) captcha.reset();
    if ('scanId' in started)
      navigate(scanResultsPath(cve ? 'cve' : 'security', started.scanId, cve ?? undefined));
    else setError(started.message);
  };

  return (
    <section className="scan-page security-scan">
      <h1>{cve ? `Security scan for ${cve}` : 'Website security scan'}</h1>
      {cve ? (
        <p className="lead cve-scan-message">
          {r.CanTestCVE ? canTestCveMessage(cve) : cannotTestCveMessage(cve)}
        </p>
      ) : (
        <p className="lead">
          Find the known vulnerabilities of the software your website runs. See a{' '}
          <Link href="/cve-security-scan/results?scanid=scan-sample">sample report</Link>.
        </p>
      )}
      <OwnershipNotice domains={r.VerifiedDomains} />
      {error ? <Alert kind="danger">{error}</Alert> : null}
      <form className="stacked-form scan-form" onSubmit={submit} noValidate>
        <label htmlFor="scan-domain">Domain</label>
        <input
          id="scan-domain"
          type="text"
          name="domain"
          value={domain}
          onChange={(e) => setDomain(e.target.value)}
          placeholder="example.com"
          required
        />
        <label className="checkbox">
          <input type="checkbox" name="permissionToScan" /> {SCAN_MESSAGES.permissionLabel}
        </label>
        {cve ? captcha.widget : null}
        <div className="form-actions">
          <button type="submit" className="button primary" disabled={busy}>
            Scan Domain
          </button>{' '}
          <Link className="button" href={verifyOwnershipHref(domain)}>
            Verify Domain Ownership
          </Link>
        </div>
      </form>
      <h2>Frequently asked questions</h2>
      <FaqList entries={r.faqs} />
    </section>
  );
}
