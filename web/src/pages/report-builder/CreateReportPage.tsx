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
import { Spinner } from '../../shell/Spinner.tsx';
import { useSession } from '../../shell/session.tsx';
import { CreateAlertButton } from './CreateAlertButton.tsx';
import { DiscoveredDomains } from './DiscoveredDomains.tsx';
import { FilterPanel } from './FilterPanel.tsx';
import { PurchasePanel } from './PurchasePanel.tsx';
import { SampleDomains } from './SampleDomains.tsx';
import { SelectedOptions } from './SelectedOptions.tsx';
import { useDomainSearch } from './use-domain-search.ts';
import { useMounted } from './use-mounted.ts';

export type CreateReportData = CreateReportResults;

/**
 * /create-report (part 1 §2). The server renders the shell only; the builder runs in the browser,
 * started from the address's filters (the page data names them) — or empty when the address
 * names no technology, header or category.
 */
export function CreateReportPage(props: { results: CreateReportData }) {
  const mounted = useMounted();
  return (
    <div className="create-report">
      <h1>Create report</h1>
      {mounted ? <Builder results={props.results} /> : <Spinner />}
    </div>
  );
}

interface PanelState {
  open: boolean;
  focus: FilterModule | null;
  /** Every opening starts a fresh draft. */
  opened: number;
}

function Builder(props: { results: CreateReportData }) {
  const { results } = props;
  const { loggedIn } = useSession();
  const initial = useMemo(() => (results.ReportType ? results.Entries : []), [results]);
  const [entries, setEntries] = useState<FilterEntry[]>(initial);
  const [panel, setPanel] = useState<PanelState>({ open: false, focus: null, opened: 0 });

  useEffect(() => {
    setEntries(initial);
    if (!results.ReportType) console.info('Report builder: unknown report type, starting empty');
  }, [initial, results.ReportType]);

  const list = useMemo(() => serializeEntries(entries), [entries]);
  const search = useDomainSearch(list);
  const status = search.status;
  const count = search.error ? null : (status?.results.domainCount ?? null);
  const max = status?.results.maxDomainsInReport ?? results.MaxDomainsInReport;
  const bounds = useMemo(() => (count === null ? null : reportSizeBounds(count, max)), [count, max]);
  const [size, setSize] = useState(0);
  useEffect(() => setSize(bounds?.initial ?? 0), [bounds]);
  const ready = Boolean(status?.completed && !search.error && count && count > 0);

  const openPanel = (focus: FilterModule | null) =>
    setPanel((p) => ({ open: true, focus, opened: p.opened + 1 }));
  const closePanel = () => setPanel((p) => ({ ...p, open: false }));

  return (
    <div className="create-report-grid">
      <div className="create-report-main">
        {results.Problems.length ? (
          <div className="alert alert-warning" role="status">
            Some filters of the address could not be read: {results.Problems.join(' ')}
          </div>
        ) : null}
        <p className="report-label">
          Report: <strong>{reportLabel(entries)}</strong>
        </p>
        <SelectedOptions
          entries={entries}
          onEdit={openPanel}
          onRemove={(e) => setEntries((list) => removeEntry(list, e.module, e.value))}
        />
        <p>
          <button
            type="button"
            className="button"
            aria-expanded={panel.open}
            onClick={() => (panel.open ? closePanel() : openPanel(null))}
          >
            Add/Edit filters
          </button>
        </p>
        {panel.open ? (
          <FilterPanel
            key={panel.opened}
            entries={entries}
            focus={panel.focus}
            onShowAll={() => setPanel((p) => ({ ...p, focus: null }))}
            onClose={closePanel}
            onApply={(chosen, touched) => {
              setEntries((list) => mergeEntries(list, chosen, touched));
              closePanel();
            }}
          />
        ) : null}
        <SampleDomains
          rows={status?.results.sampleDomains ?? null}
          loading={!search.error && !(status?.completed ?? false)}
        />
      </div>
      <DiscoveredDomains
        search={search}
        bounds={bounds}
        size={size}
        price={reportPrice(size)}
        onSize={setSize}
      >
        <CreateAlertButton entries={entries} loggedIn={loggedIn} />
        <PurchasePanel
          loggedIn={loggedIn}
          allowPurchases={results.AllowPurchases}
          ready={ready}
          entries={entries}
          domainCount={size}
          price={reportPrice(size)}
        />
      </DiscoveredDomains>
    </div>
  );
}
