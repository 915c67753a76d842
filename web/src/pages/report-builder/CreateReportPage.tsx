import {
  type CreateReportResults,
  type FilterEntry,
  type FilterModule,
  mergeEntries,
  removeEntry,
  reportLabel,
  reportPrice,
  reportSizeBounds,
  serializeEntries,
} from '@techcensus/contract';
import { useEffect, useMemo, useState } from 'react';
import { DEMO_REPORT_NOTE, IndexNotice } from '../../components/IndexNotice.tsx';
import { useSession } from '../../shell/session.tsx';
import { CreateAlertButton } from './CreateAlertButton.tsx';
import { DiscoveredDomains } from './DiscoveredDomains.tsx';
import { FilterPanel } from './FilterPanel.tsx';
import { PurchasePanel, usePurchase } from './PurchasePanel.tsx';
import { ReportLink } from './ReportLink.tsx';
import { SampleDomains } from './SampleDomains.tsx';
import { SelectedOptions } from './SelectedOptions.tsx';
import { SummaryBar } from './SummaryBar.tsx';
import { useDomainSearch } from './use-domain-search.ts';
import { reportHref, useReportAddress } from './use-report-address.ts';

export type CreateReportData = CreateReportResults;

/**
 * /create-report (part 1 §2), started from the address's filters and the search the page data
 * brings for them, so the server draws the whole builder — filters, count, price, sample — and
 * the browser takes over from there. A new page load (another address followed) starts afresh.
 */
export function CreateReportPage(props: { results: CreateReportData }) {
  return (
    <div className="create-report">
      <h1>Create report</h1>
      <IndexNotice state={props.results} demoNote={DEMO_REPORT_NOTE} />
      <Builder key={props.results.Search.searchId} results={props.results} />
    </div>
  );
}

interface PanelState {
  open: boolean;
  focus: FilterModule | null;
  /** Every opening starts a fresh draft. */
  opened: number;
}

function AddressProblems(props: { problems: string[] }) {
  if (!props.problems.length) return null;
  return (
    <div className="alert alert-danger address-problems" role="alert">
      <p>
        <strong>Part of this report’s address could not be used</strong>, so it is left out of the report
        below:
      </p>
      <ul>
        {props.problems.map((p) => (
          <li key={p}>{p}</li>
        ))}
      </ul>
    </div>
  );
}

function Builder(props: { results: CreateReportData }) {
  const { results } = props;
  const { loggedIn } = useSession();
  const [entries, setEntries] = useState<FilterEntry[]>(results.Entries);
  const [panel, setPanel] = useState<PanelState>({ open: false, focus: null, opened: 0 });
  useReportAddress(entries);

  useEffect(() => {
    if (!results.ReportType) console.info('Report builder: unknown report type, a generic report');
  }, [results.ReportType]);

  const list = useMemo(() => serializeEntries(entries), [entries]);
  const started = useMemo(
    () => ({ list: serializeEntries(results.Entries), status: results.Search }),
    [results],
  );
  const search = useDomainSearch(list, started);
  const status = search.status;
  const count = search.error ? null : (status?.results.domainCount ?? null);
  const max = status?.results.maxDomainsInReport ?? results.MaxDomainsInReport;
  const bounds = useMemo(() => (count === null ? null : reportSizeBounds(count, max)), [count, max]);
  const [size, setSize] = useState(() => bounds?.initial ?? 0);
  useEffect(() => setSize(bounds?.initial ?? 0), [bounds]);
  const ready = Boolean(status?.completed && !search.error && count && count > 0);
  const price = reportPrice(size);
  const buyer = { loggedIn, allowPurchases: results.AllowPurchases };
  const purchase = usePurchase({ entries, domainCount: size, price });

  const openPanel = (focus: FilterModule | null) =>
    setPanel((p) => ({ open: true, focus, opened: p.opened + 1 }));
  const closePanel = () => setPanel((p) => ({ ...p, open: false }));

  return (
    <>
      <div className="create-report-grid">
        <div className="create-report-main">
          <AddressProblems problems={results.Problems} />
          <p className="report-label">
            Report: <strong>{reportLabel(entries)}</strong>
          </p>
          <SelectedOptions
            entries={entries}
            onEdit={openPanel}
            onRemove={(e) => setEntries((l) => removeEntry(l, e.module, e.value))}
          />
          <div className="report-actions">
            <button
              type="button"
              className="button"
              aria-expanded={panel.open}
              onClick={() => (panel.open ? closePanel() : openPanel(null))}
            >
              Add/Edit filters
            </button>
            <ReportLink href={reportHref(entries)} />
          </div>
          {panel.open ? (
            <FilterPanel
              key={panel.opened}
              entries={entries}
              focus={panel.focus}
              onShowAll={() => setPanel((p) => ({ ...p, focus: null }))}
              onClose={closePanel}
              onApply={(chosen, touched) => {
                setEntries((l) => mergeEntries(l, chosen, touched));
                closePanel();
              }}
            />
          ) : null}
          <SampleDomains
            rows={status?.results.sampleDomains ?? null}
            loading={!search.error && !(status?.completed ?? false)}
          />
        </div>
        <DiscoveredDomains search={search} bounds={bounds} size={size} price={price} onSize={setSize}>
          <CreateAlertButton entries={entries} loggedIn={loggedIn} />
          <PurchasePanel buyer={buyer} ready={ready} purchase={purchase} />
        </DiscoveredDomains>
      </div>
      <SummaryBar
        count={count}
        max={max}
        price={bounds && bounds.max > 0 ? price : null}
        error={Boolean(search.error)}
        buyer={buyer}
        ready={ready}
        purchase={purchase}
      />
    </>
  );
}
