import type { TestCheckoutResults } from '@techcensus/contract';
import { Link } from 'wouter';
import type { z } from 'zod';
import { formCall } from '../../data/answers.ts';
import { site } from '../../data/client.ts';
import { Alert } from '../../shell/Alert.tsx';
import { useFormCall } from '../../shell/form-call.ts';

export type TestCheckoutData = z.infer<typeof TestCheckoutResults>;

const CLOSED = {
  complete: 'This checkout is paid.',
  expired: 'This checkout was left without paying and is closed.',
} as const;

function amountText(r: TestCheckoutData): string {
  // A fixed locale, so the server's HTML and the browser's hydration agree.
  const amount = new Intl.NumberFormat('en-US', { style: 'currency', currency: r.Currency }).format(r.Amount);
  if (r.RecurringPeriod === 'monthly') return `${amount} per month`;
  if (r.RecurringPeriod === 'yearly') return `${amount} per year`;
  return amount;
}

/**
 * The local test checkout (docs/purchase.md): what a server without Stripe keys shows instead of
 * Stripe's payment page. Pay completes the order as a real payment would; no money moves.
 */
export function TestCheckoutPage(props: { results: TestCheckoutData }) {
  const r = props.results;
  const call = useFormCall();
  const act = async (action: 'pay' | 'cancel') => {
    const params = { sessionId: r.SessionId };
    const result = await call.run(() =>
      formCall(
        action === 'pay'
          ? site.purchase.testCheckoutPay({ params })
          : site.purchase.testCheckoutCancel({ params }),
      ),
    );
    const redirect = result.ok ? result.body.results?.redirect : undefined;
    if (result.ok && typeof redirect === 'string') window.location.assign(redirect);
  };
  return (
    <section className="test-checkout">
      <div className="alert alert-warning test-checkout-notice" role="note">
        <strong>Test checkout — no money is taken.</strong> This server has no payment provider configured, so
        purchases are completed here instead of on a card payment page. Pay fulfils the order exactly as a
        real payment would.
      </div>
      <h1>Test checkout</h1>
      <table className="detail-table">
        <tbody>
          <tr>
            <th scope="row">Order</th>
            <td>{r.ProductName}</td>
          </tr>
          <tr>
            <th scope="row">Amount</th>
            <td>{amountText(r)}</td>
          </tr>
        </tbody>
      </table>
      {call.error && <Alert kind="danger">{call.error}</Alert>}
      {r.Status === 'open' ? (
        <div className="dialog-actions test-checkout-actions">
          <button type="button" className="button" disabled={call.busy} onClick={() => act('cancel')}>
            Cancel
          </button>
          <button type="button" className="button primary" disabled={call.busy} onClick={() => act('pay')}>
            Pay {amountText(r)}
          </button>
        </div>
      ) : (
        <p>
          {CLOSED[r.Status]} Your orders are on your <Link href="/user/account">account page</Link>.
        </p>
      )}
    </section>
  );
}
