import { alertLimitsOf, countOf, type PricingResults } from '@techcensus/contract';
import { type MouseEvent, useState } from 'react';
import { Link } from 'wouter';
import type { z } from 'zod';
import { ApiPriceTable } from '../../components/ApiPriceTable.tsx';
import { formatCount } from '../../format.ts';

export type PricingData = z.infer<typeof PricingResults>;
type Plan = PricingData['Subscriptions'][number];

const dollars = (n: number) => `$${formatCount(n)}`;

/** What a year costs against twelve months, in whole percent. */
const yearlySaving = (p: Plan) => Math.round((1 - p.AnnualPrice / (p.MonthlyPrice * 12)) * 100);

/** Alerts and their events a day (docs/alerts-website.md). */
function AlertLimits(props: { limits: { alerts: number; eventsPerDay: number } }) {
  const { limits } = props;
  return (
    <span className="alert-limits">
      {formatCount(limits.alerts)} <Link href="/user/alerts">alerts</Link> with up to{' '}
      {formatCount(limits.eventsPerDay)} webhook or e-mail events a day
    </span>
  );
}

/** Subscribe, or what stands in its place when the account already has a subscription (part 2 §2). */
function PlanAction(props: { plan: Plan; yearly: boolean; results: PricingData }) {
  const { plan, yearly, results } = props;
  if (results.CurrentSubscription) {
    return results.CurrentSubscription.Id === plan.Id ? (
      <Link href="/user/account" className="button current-plan">
        Current Subscription
      </Link>
    ) : null;
  }
  if (results.PendingSubscription) return <p className="muted">Subscription pending approval</p>;
  // A plain link: the server answers with a redirect to the payment page, outside this site.
  return (
    <a className="button primary" href={yearly ? plan.SubscribeYearlyURL : plan.SubscribeMonthlyURL}>
      Subscribe
    </a>
  );
}

function PeriodToggle(props: { yearly: boolean; onChange(yearly: boolean): void }) {
  // A GET form, so the toggle works without script too: the server reads ?yearly=1.
  const choose = (yearly: boolean) => (e: MouseEvent) => {
    e.preventDefault();
    props.onChange(yearly);
  };
  return (
    <form className="period-toggle" method="get" action="/pricing#plans" aria-label="Billing period">
      <button
        type="submit"
        name="yearly"
        value="0"
        className={`button${props.yearly ? '' : ' primary'}`}
        aria-pressed={!props.yearly}
        onClick={choose(false)}
      >
        Monthly
      </button>
      <button
        type="submit"
        name="yearly"
        value="1"
        className={`button${props.yearly ? ' primary' : ''}`}
        aria-pressed={props.yearly}
        onClick={choose(true)}
      >
        Yearly
      </button>
    </form>
  );
}

/** /pricing (part 2 §2): subscriptions, credit packages and the API's price per call. */
export function PricingPage(props: { results: PricingData }) {
  const r = props.results;
  const [yearly, setYearly] = useState(r.Yearly);
  return (
    <article className="pricing-page">
      <h1>Pricing</h1>
      <p className="lead">
        Subscribe for unlimited technology lookups and a monthly allowance of API credits, or buy credits as
        you need them. Every account gets {formatCount(r.FreeTierMonthlyCredits)} free API credits each month,
        and <AlertLimits limits={alertLimitsOf(null)} /> without a subscription.
      </p>

      <section id="plans">
        <h2>Subscriptions</h2>
        <PeriodToggle yearly={yearly} onChange={setYearly} />
        <ul className="card-grid plans">
          {r.Subscriptions.map((p) => (
            <li key={p.Id} className="card plan" data-plan={p.Id}>
              <h3>{p.DisplayName}</h3>
              <p className="price">
                {yearly ? (
                  <>
                    <strong>{dollars(p.AnnualPrice)}</strong> per year
                  </>
                ) : (
                  <>
                    <strong>{dollars(p.MonthlyPrice)}</strong> per month
                  </>
                )}
              </p>
              {yearly && <p className="muted">{yearlySaving(p)}% less than paying monthly</p>}
              <ul className="plan-features">
                <li>{formatCount(p.MonthlyCredits)} API credits every month</li>
                <li>Unlimited technology lookups and API access</li>
                <li>Monitor up to {countOf(p.MonitoredWebsites, 'website')}</li>
                <li>
                  <AlertLimits limits={{ alerts: p.Alerts, eventsPerDay: p.AlertEventsPerDay }} />
                </li>
              </ul>
              <PlanAction plan={p} yearly={yearly} results={r} />
            </li>
          ))}
        </ul>
        <p className="muted">
          Subscription credits expire one month after the subscription ends. Prices in US dollars.
        </p>
      </section>

      <section id="credits">
        <h2>Credit packages</h2>
        <ul className="card-grid packages">
          {r.CreditPackages.map((p) => (
            <li key={p.Id} className="card package" data-package={p.Id}>
              <h3>{formatCount(p.Credits)} credits</h3>
              <p className="price">
                <strong>{dollars(p.Price)}</strong>
              </p>
              <p className="muted">${((p.Price / p.Credits) * 1000).toFixed(2)} per 1,000 credits</p>
              <a className="button primary" href={p.BuyURL}>
                Buy
              </a>
            </li>
          ))}
        </ul>
        <p className="muted">
          Bought credits expire {r.PurchasedCreditsExpireMonths} months after purchase. Reports of website
          lists are priced by size in the <Link href="/create-report">report builder</Link>.
        </p>
      </section>

      <section id="api">
        <h2>API pricing</h2>
        <ApiPriceTable rows={r.ApiPricing} />
        <p>
          A call is charged only when it succeeds. Keys, limits and examples:{' '}
          <Link href="/about-api">About the API</Link>.
        </p>
      </section>
    </article>
  );
}
