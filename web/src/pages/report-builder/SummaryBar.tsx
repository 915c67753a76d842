import { nounFor } from '@techcensus/contract';
import { usePanels } from '../../shell/panels.tsx';
import { discoveredText, formatPrice } from './display.ts';
import { BuyControls, type Buyer, type Purchase } from './PurchasePanel.tsx';

/**
 * On a phone the discovered-domains column comes after the sample; this bar keeps what a buyer
 * decides on — how many sites, the price, Buy — at the bottom of the screen the whole time.
 * Wider screens have the column beside the filters and hide the bar (report-builder.css).
 */
export function SummaryBar(props: {
  count: number | null;
  max: number;
  /** Null until the report size is known. */
  price: number | null;
  error: boolean;
  buyer: Buyer;
  ready: boolean;
  purchase: Purchase;
}) {
  const panels = usePanels();
  const { count } = props;
  return (
    <section className="report-summary" aria-label="Report summary">
      <p className="summary-figures">
        <span className="summary-count">
          {props.error
            ? 'Not counted'
            : count === null
              ? 'Counting…'
              : `${discoveredText(count, props.max)} ${nounFor(count, 'website')}`}
        </span>
        {props.price === null ? null : (
          <>
            {' · '}
            <strong className="summary-price">{formatPrice(props.price)}</strong>
          </>
        )}
      </p>
      <div className="summary-action">
        {!props.buyer.loggedIn ? (
          <button
            type="button"
            className="button primary"
            onClick={() => panels.open({ type: 'login', view: 'login' })}
          >
            Log in to buy
          </button>
        ) : props.buyer.allowPurchases ? (
          <BuyControls purchase={props.purchase} ready={props.ready} id="report-terms-bar" compact />
        ) : null}
      </div>
    </section>
  );
}
