import type { ReportSizeBounds } from '@techcensus/contract';
import type { ReactNode } from 'react';
import { Spinner } from '../../shell/Spinner.tsx';
import { discoveredText, formatPrice } from './display.ts';
import { SizeSelector } from './SizeSelector.tsx';
import type { DomainSearch } from './use-domain-search.ts';

/**
 * The right-hand column (part 1 §2): how many sites match, the report size and its price, and
 * whatever purchase panel applies.
 */
export function DiscoveredDomains(props: {
  search: DomainSearch;
  bounds: ReportSizeBounds | null;
  size: number;
  price: number;
  onSize(value: number): void;
  children: ReactNode;
}) {
  const { status, error } = props.search;
  const count = status?.results.domainCount ?? null;
  return (
    <aside className="discovered-domains" aria-labelledby="discovered-title">
      <h2 id="discovered-title">Discovered Domains</h2>
      {error ? (
        <div className="alert alert-danger" role="alert">
          {error}
        </div>
      ) : count === null ? (
        <div className="counting">
          <Spinner />
          <progress max={1} value={status?.progress ?? 0} aria-label="Counting" />
        </div>
      ) : (
        <p id="domain-count" className="domain-count">
          {discoveredText(count, status?.results.maxDomainsInReport ?? count)}
        </p>
      )}
      {props.bounds && props.bounds.max > 0 ? (
        <>
          <SizeSelector bounds={props.bounds} value={props.size} onChange={props.onSize} />
          <p className="report-price">
            Price: <strong id="report-price">{formatPrice(props.price)}</strong>
          </p>
        </>
      ) : null}
      {props.children}
    </aside>
  );
}
