import { type FilterEntry, reportQuery } from '@techcensus/contract';
import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { replacePageQuery } from '../../data/page-query.ts';

/** The address of a list: `/create-report?technology=wordpress&country=DE`. */
export const reportHref = (entries: readonly FilterEntry[]) => {
  const query = reportQuery(entries);
  return query ? `/create-report?${query}` : '/create-report';
};

/**
 * Keeps the address on the filters: every change of the list replaces the query (no reload, no
 * new history entry), so reloading, signing in (which reloads) or sharing the address opens the
 * same report. The list the page opened with leaves the address as it came.
 */
export function useReportAddress(entries: FilterEntry[]) {
  const [, navigate] = useLocation();
  const opened = useRef(entries);
  useEffect(() => {
    if (entries !== opened.current) replacePageQuery(reportQuery(entries), navigate);
  }, [entries, navigate]);
}
