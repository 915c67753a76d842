import { ACCOUNT_MESSAGES, type AccountResults, verifiedDomainsNotice } from '@techcensus/contract';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Link } from 'wouter';
import type { z } from 'zod';
import { formCall } from '../data/answers.ts';
import { site } from '../data/client.ts';
import { formatCount } from '../format.ts';
import { Alert } from '../shell/Alert.tsx';
import { Dialog } from '../shell/Dialog.tsx';
import { useFormCall } from '../shell/form-call.ts';

export type AccountData = z.infer<typeof AccountResults>;
type Account = AccountData['Account'];

const PROCESSING = 'Processing request';

// Fixed locale and zone so the server's HTML and the browser's hydration agree.
const dateFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});
export const formatDate = (iso: string) => dateFormat.format(new Date(iso));

const ADD_DOMAIN = '/user/verified-domains/add-domain';

/**
 * The verified-domains cell: the count, the message in its three variants (part 1 §2, the same
 * wording as the monitoring form's notice) and a link to verify a domain — the e-mail's domain
 * while it is not verified, another one once it is (never "verified x.com. Verify x.com").
 */
function VerifiedDomainsCell(props: { account: Account }) {
  const a = props.account;
  const message = verifiedDomainsNotice(a.VerifiedDomains);
  const suggested =
    a.EmailDomain !== null && !a.VerifiedDomains.includes(a.EmailDomain) ? a.EmailDomain : null;
  return (
    <>
      <Link href="/user/verified-domains">{formatCount(a.VerifiedDomainCount)}</Link>
      {message && <> — {message}</>}{' '}
      {suggested ? (
        <Link href={`${ADD_DOMAIN}?domain=${encodeURIComponent(suggested)}`}>Verify {suggested}</Link>
      ) : (
        <Link href={ADD_DOMAIN}>
          {a.VerifiedDomains.length ? 'Verify another domain' : 'Verify a domain'}
        </Link>
      )}
    </>
  );
}

function subscriptionText(a: Account): string {
  const s = a.Subscription;
  if (s) {
    const text = `${s.Type}, ${s.Status}, ${s.RecurringPeriod}`;
    return s.CancelAtPeriodEnd && s.EndDate ? `${text} — cancelled, ends on ${formatDate(s.EndDate)}` : text;
  }
  return a.PendingSubscription ? 'Pending Approval' : 'None';
}

/** The account page (part 1 §2 "Account page", §4, §8). */
export function AccountPage(props: { results: AccountData }) {
  const a = props.results.Account;
  const [dialog, setDialog] = useState<'password' | 'key' | 'delete' | 'cancel' | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const close = () => setDialog(null);
  const rows: [string, ReactNode][] = [
    ['Name', a.Name],
    ['Email', a.Email],
    ['Login type', a.AuthType === 'google' ? 'Google' : 'Email and password'],
    ['Account since', formatDate(a.DateOpened)],
  ];
  if (a.HasPassword) {
    rows.push([
      'Password',
      <>
        <span title="A password is set">••••••••</span>{' '}
        <button type="button" className="button" onClick={() => setDialog('password')}>
          Change Password
        </button>
      </>,
    ]);
  }
  rows.push(
    [
      'API key',
      <>
        {a.APIKey ? (
          <span>
            <code>{a.APIKey.Prefix}_…</code> generated on {formatDate(a.APIKey.GenerationDate)}
          </span>
        ) : (
          'None'
        )}{' '}
        <button type="button" className="button" onClick={() => setDialog('key')}>
          Generate API Key
        </button>
      </>,
    ],
    [
      'Subscription',
      <>
        {subscriptionText(a)}
        {a.Subscription?.Id && !a.Subscription.CancelAtPeriodEnd && (
          <>
            {' '}
            <button type="button" className="button" onClick={() => setDialog('cancel')}>
              Cancel Subscription
            </button>
          </>
        )}
        {!a.Subscription && !a.PendingSubscription && (
          <>
            {' '}
            <Link href="/pricing#plans">Subscribe</Link>
          </>
        )}
      </>,
    ],
    [
      'Credits',
      <>
        {formatCount(a.Credits)}
        {a.PendingCredits > 0 && ` (${formatCount(a.PendingCredits)} pending approval)`}{' '}
        <Link href="/pricing#credits">{a.Credits > 0 ? 'Buy More' : 'Buy'}</Link>
      </>,
    ],
    ['Verified domains', <VerifiedDomainsCell key="verified" account={a} />],
    [
      'Monitored websites',
      <>
        <Link href="/monitoring/websites">{formatCount(a.MonitoredWebsiteCount)}</Link>{' '}
        <Link
          href={
            a.EmailDomain
              ? `/monitoring/add-website?website=${encodeURIComponent(a.EmailDomain)}`
              : '/monitoring/add-website'
          }
        >
          Monitor a website
        </Link>
      </>,
    ],
    [
      'Alerts',
      <Link key="alerts" href="/user/alerts">
        Alerts by webhook and e-mail
      </Link>,
    ],
    [
      'Reports',
      a.Reports.length || a.PendingReportCount ? (
        <ul key="reports" className="plain-list">
          {a.Reports.map((r) => (
            <li key={r.id}>
              <a href={`/reports/${encodeURIComponent(r.id)}/download`}>{r.name}</a> ({formatDate(r.date)})
            </li>
          ))}
          {a.PendingReportCount > 0 && <li>{formatCount(a.PendingReportCount)} pending approval</li>}
        </ul>
      ) : (
        'None'
      ),
    ],
    [
      'Orders',
      a.Orders.length ? (
        <ul key="orders" className="plain-list">
          {a.Orders.map((o) => (
            <li key={o.id}>
              {`${o.name}, ${o.amount} (${formatDate(o.date)}): `}
              {o.receiptURL ? (
                <a href={o.receiptURL} rel="noopener noreferrer" target="_blank">
                  Receipt
                </a>
              ) : (
                o.status
              )}
            </li>
          ))}
        </ul>
      ) : (
        'None'
      ),
    ],
  );

  return (
    <section className="account-page">
      <h1>Account</h1>
      {!a.CanPurchase && <Alert kind="warning">{ACCOUNT_MESSAGES.cannotPurchase}</Alert>}
      <table className="detail-table">
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        <button type="button" className="button danger" onClick={() => setDialog('delete')}>
          Delete Account
        </button>
      </p>
      {dialog === 'password' && (
        <ChangePasswordDialog
          onClose={close}
          onDone={(msg) => {
            close();
            setSuccess(msg);
          }}
        />
      )}
      {dialog === 'key' && (
        <ApiKeyDialog
          onClose={close}
          onDone={(msg) => {
            close();
            setSuccess(msg);
          }}
        />
      )}
      {dialog === 'delete' && <DeleteAccountDialog onClose={close} />}
      {dialog === 'cancel' && a.Subscription?.Id && (
        <CancelSubscriptionDialog
          subscription={{ ...a.Subscription, Id: a.Subscription.Id }}
          onClose={close}
          onDone={(msg) => {
            close();
            setSuccess(msg);
          }}
        />
      )}
      {success && (
        <Dialog title="Success" onClose={() => window.location.reload()}>
          <p>{success}</p>
          <div className="dialog-actions">
            <button type="button" className="button primary" onClick={() => window.location.reload()}>
              OK
            </button>
          </div>
        </Dialog>
      )}
    </section>
  );
}

/** Server message in a dismissible red alert inside the dialog (part 1 §8). */
function InlineError(props: { message: string | null; onDismiss(): void }) {
  if (!props.message) return null;
  return (
    <div className="alert alert-danger dismissible" role="alert">
      <span>{props.message}</span>
      <button type="button" className="dialog-x" aria-label="Dismiss" onClick={props.onDismiss}>
        ×
      </button>
    </div>
  );
}

/** `success`/`msg` answers of the two account actions (part 1 §7). */
function successMsg(body: Record<string, unknown> | undefined): { success: boolean; msg: string } {
  return { success: body?.success === true, msg: typeof body?.msg === 'string' ? body.msg : '' };
}

function ChangePasswordDialog(props: { onClose(): void; onDone(msg: string): void }) {
  const call = useFormCall();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const f = new FormData(e.currentTarget as HTMLFormElement);
    const result = await call.run(() =>
      formCall(
        site.accounts.changePassword({
          body: {
            currentPassword: String(f.get('currentPassword') ?? ''),
            newPassword: String(f.get('newPassword') ?? ''),
          },
        }),
      ),
    );
    const answer = successMsg(result.body);
    if (answer.success) props.onDone(answer.msg || ACCOUNT_MESSAGES.passwordChanged);
    else call.setError(answer.msg || (result.ok ? ACCOUNT_MESSAGES.unexpectedError : result.message));
  };
  return (
    <Dialog title="Change Password" onClose={props.onClose}>
      {/* The spec's form action; the page submits it with fetch. */}
      <form className="stacked-form" action="/user/login" method="post" onSubmit={submit}>
        <InlineError message={call.error} onDismiss={() => call.setError(null)} />
        <label htmlFor="current-password">Current password</label>
        <input
          id="current-password"
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          required
        />
        <label htmlFor="new-password">New password</label>
        <input
          id="new-password"
          name="newPassword"
          type="password"
          autoComplete="new-password"
          minLength={8}
          required
        />
        {call.busy && <p className="muted">{PROCESSING}</p>}
        <button type="submit" className="button primary" disabled={call.busy}>
          Change Password
        </button>
      </form>
    </Dialog>
  );
}

function ApiKeyDialog(props: { onClose(): void; onDone(msg: string): void }) {
  const call = useFormCall();
  const generate = async () => {
    const result = await call.run(() => formCall(site.accounts.generateApiKey()));
    const answer = successMsg(result.body);
    if (answer.success) props.onDone(answer.msg || ACCOUNT_MESSAGES.apiKeySent);
    else call.setError(answer.msg || (result.ok ? ACCOUNT_MESSAGES.unexpectedError : result.message));
  };
  return (
    <Dialog title="Generate API Key" onClose={props.onClose}>
      <InlineError message={call.error} onDismiss={() => call.setError(null)} />
      <p>Generating a new API key invalidates the old one. The new key is sent to you by email.</p>
      {call.busy && <p className="muted">{PROCESSING}</p>}
      <div className="dialog-actions">
        <button type="button" className="button" onClick={props.onClose}>
          Cancel
        </button>
        <button type="button" className="button primary" onClick={generate} disabled={call.busy}>
          Generate
        </button>
      </div>
    </Dialog>
  );
}

function DeleteAccountDialog(props: { onClose(): void }) {
  const call = useFormCall();
  const remove = async () => {
    const result = await call.run(() => formCall(site.accounts.deleteAccount()));
    if (result.ok) window.location.assign('/');
  };
  return (
    <Dialog title="Delete Account" onClose={props.onClose}>
      <InlineError message={call.error} onDismiss={() => call.setError(null)} />
      <p>
        Deleting your account loses all its data: API key, credits, subscription, verified domains, monitored
        websites, reports and orders. This cannot be undone.
      </p>
      {call.busy && <p className="muted">{PROCESSING}</p>}
      <div className="dialog-actions">
        <button type="button" className="button" onClick={props.onClose}>
          Cancel
        </button>
        <button type="button" className="button danger" onClick={remove} disabled={call.busy}>
          Delete Account
        </button>
      </div>
    </Dialog>
  );
}

/** The confirmation of Cancel Subscription: it ends with the paid period, nothing is refunded. */
function CancelSubscriptionDialog(props: {
  subscription: NonNullable<Account['Subscription']> & { Id: string };
  onClose(): void;
  onDone(msg: string): void;
}) {
  const s = props.subscription;
  const call = useFormCall();
  const until = s.EndDate ? ` It stays active until ${formatDate(s.EndDate)} and then ends.` : '';
  const cancel = async () => {
    const result = await call.run(() =>
      formCall(site.purchase.cancelSubscription({ params: { subscriptionId: s.Id } })),
    );
    if (!result.ok) return;
    const ends = result.body.results?.EndDate;
    props.onDone(
      `Your ${s.Type} subscription has been cancelled${ends ? `; it ends on ${formatDate(ends)}` : ''}.`,
    );
  };
  return (
    <Dialog title="Cancel Subscription" onClose={props.onClose}>
      <InlineError message={call.error} onDismiss={() => call.setError(null)} />
      <p>
        Cancel your {s.Type} subscription ({s.RecurringPeriod.toLowerCase()})? It will not renew.{until}{' '}
        Credits it has granted keep their expiry: one month after the subscription ends.
      </p>
      {call.busy && <p className="muted">{PROCESSING}</p>}
      <div className="dialog-actions">
        <button type="button" className="button" onClick={props.onClose}>
          Keep Subscription
        </button>
        <button type="button" className="button danger" onClick={cancel} disabled={call.busy}>
          Cancel Subscription
        </button>
      </div>
    </Dialog>
  );
}
