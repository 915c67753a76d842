import { type FilterEntry, PURCHASE_MESSAGES } from '@techcensus/contract';
import { useState } from 'react';
import { usePanels } from '../../shell/panels.tsx';
import { Spinner } from '../../shell/Spinner.tsx';
import { startCheckout } from './purchase.ts';

/** Who is looking decides what the purchase panel offers (part 1 §4, §6). */
export interface Buyer {
  loggedIn: boolean;
  allowPurchases: boolean;
}

/**
 * The terms and the Buy action, one state for the panel and the phone's summary bar: ticking
 * the terms in one is ticking them in the other.
 */
export interface Purchase {
  terms: boolean;
  setTerms(value: boolean): void;
  busy: boolean;
  buy(): void;
}

export function usePurchase(order: { entries: FilterEntry[]; domainCount: number; price: number }): Purchase {
  const panels = usePanels();
  const [terms, setTerms] = useState(false);
  const [busy, setBusy] = useState(false);
  const buy = async () => {
    if (!terms) {
      panels.open({ type: 'error', message: PURCHASE_MESSAGES.termsUnchecked });
      return;
    }
    setBusy(true);
    const url = await startCheckout({ ...order, agreedWithTerms: terms });
    if (url) window.location.assign(url);
    else setBusy(false);
  };
  return { terms, setTerms, busy, buy };
}

/** The terms checkbox and Buy — inactive until the count has completed with domains. */
export function BuyControls(props: { purchase: Purchase; ready: boolean; id: string; compact?: boolean }) {
  const { purchase } = props;
  return (
    <>
      <label className="checkbox-row">
        <input
          id={props.id}
          type="checkbox"
          checked={purchase.terms}
          onChange={(e) => purchase.setTerms(e.target.checked)}
        />
        <span>
          I agree to the{' '}
          <a href="/terms" target="_blank" rel="noopener">
            {props.compact ? 'Terms' : 'Terms and Conditions'}
          </a>
        </span>
      </label>
      <button
        type="button"
        className="button primary buy-button"
        disabled={!props.ready || purchase.busy}
        onClick={purchase.buy}
      >
        Buy
      </button>
      {purchase.busy ? <Spinner /> : null}
    </>
  );
}

/** The login warning for visitors, the spec's message for accounts that may not buy, else Buy. */
export function PurchasePanel(props: { buyer: Buyer; ready: boolean; purchase: Purchase }) {
  const panels = usePanels();
  if (!props.buyer.loggedIn)
    return (
      <div className="alert alert-warning purchase-panel" role="status">
        {PURCHASE_MESSAGES.loginRequired}.{' '}
        <button
          type="button"
          className="link-button"
          onClick={() => panels.open({ type: 'login', view: 'login' })}
        >
          Log in
        </button>
      </div>
    );
  if (!props.buyer.allowPurchases)
    return (
      <div className="alert alert-warning purchase-panel" role="status">
        {PURCHASE_MESSAGES.cannotPurchase}
      </div>
    );
  return (
    <div className="purchase-panel buy-controls">
      <BuyControls purchase={props.purchase} ready={props.ready} id="report-terms" />
    </div>
  );
}
