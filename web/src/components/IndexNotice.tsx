import type { ReactNode } from 'react';
import { Link } from 'wouter';

/** What the index holds: the two fields every page of index data carries. */
export interface IndexState {
  DemoData: boolean;
  IndexEmpty: boolean;
}

export const DEMO_DATA_NOTICE =
  'Demo data: the websites shown on this site are generated sample data, not results of a real crawl.';

export const EMPTY_INDEX_NOTICE = 'The index holds no websites yet.';

/** What a report made from demo websites is, said where reports are sold and delivered. */
export const DEMO_REPORT_NOTE =
  'A report made from them lists the same generated websites; its CSV and Excel files mark each of them in their Synthetic column.';

/** The demo label, with what it means on this page after it (a report, a profile). */
export function DemoNotice(props: { note?: string }) {
  return (
    <div className="notice" role="note" data-demo-notice="">
      {DEMO_DATA_NOTICE}
      {props.note ? ` ${props.note}` : null}
    </div>
  );
}

/**
 * The notice at the top of a page of index data: the demo label while the websites are generated,
 * the empty state while there are none, so zeros and empty lists are never read as findings.
 */
export function IndexNotice(props: { state: IndexState; demoNote?: string }) {
  if (props.state.IndexEmpty) {
    return (
      <section className="notice empty-index" role="status" data-index-empty="">
        <h2>{EMPTY_INDEX_NOTICE}</h2>
        <p>
          Counts, market shares and lists of websites appear here once websites are crawled. A{' '}
          <Link href="/technology-scan">live scan</Link> adds one website; the site's operator fills the index
          from a list of domains with <code>npm run -s crawl -- --domains FILE</code> (see{' '}
          <code>docs/crawler.md</code>).
        </p>
      </section>
    );
  }
  return props.state.DemoData ? <DemoNotice note={props.demoNote} /> : null;
}

/** Parts of a page that only mean something with websites in the index: left out while it is empty. */
export function IndexFacts(props: { state: IndexState; children: ReactNode }) {
  return props.state.IndexEmpty ? null : props.children;
}
