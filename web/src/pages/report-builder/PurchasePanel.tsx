import { type FilterEntry, PURCHASE_MESSAGES } from '@techcensus/contract';
import { useState } from 'react';
import { usePanels } from '../../shell/panels.tsx';
import { Spinner } from '../../shell/Spinner.tsx';
import { startCheckout } from './purchase.ts';

/**
 * The purchase panel (part 1 §4, §6): a login warning for visitors, the spec's message for
 * accounts that may not buy, otherwise terms and Buy — inactive until the count has completed
 * with domains.
 */
export function PurchasePanel(props: {
  loggedIn: boolean;
  allowPurchases: boolean;
  ready: boolean;
  entries: FilterEntry[];
  domainCount: number;
  price: number;
}) {
  const panels = usePanels();
  const [terms, setTerms] = useState(false);
  const [busy, setBusy] = useState(false);

  if (!props.loggedIn)
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
  if (!props.allowPurchases)
    return (
      <div className="alert alert-warning purchase-panel" role="status">
        {PURCHASE_MESSAGES.cannotPurchase}
      </div>
    );

  const buy = async () => {
    if (!terms) {
      panels.open({ type: 'error', message: PURCHASE_MESSAGES.termsUnchecked });
      return;
    }
    setBusy(true);
    const url = await startCheckout({
      entries: props.entries,
      domainCount: props.domainCount,
      price: props.price,
      agreedWithTerms: terms,
    });
    if (url) window.location.assign(url);
    else setBusy(false);
  };

  return (
    <div className="purchase-panel">
      <label className="checkbox-row">
        <input
          id="report-terms"
          type="checkbox"
          checked={terms}
          onChange={(e) => setTerms(e.target.checked)}
        />
        <span>
          I agree to the{' '}
          <a href="/terms" target="_blank" rel="noopener">
            Terms and Conditions
          </a>
        </span>
      </label>
      <button
        type="button"
        className="button primary buy-button"
        disabled={!props.ready || busy}
        onClick={buy}
      >
        Buy
      </button>
      {busy ? <Spinner /> : null}
    </div>
  );
}
