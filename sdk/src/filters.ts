import { ReportFilters } from './contract.ts';
import type { ReportFilter } from './types.ts';

/** One thing wrong with a filter list: where (`2.values.0`, 0-based) and what. */
export interface FilterIssue {
  path: string;
  message: string;
}

export type FilterCheck = { ok: true; filters: ReportFilter[] } | { ok: false; issues: FilterIssue[] };

/**
 * Checks a filter list (read from a file, say) against the API's filter language before it is
 * sent: the same schema the API parses with, plus the fields it would silently ignore (a
 * misspelt `"verison"` drops the condition the writer meant). The filters come back as given.
 */
export function checkReportFilters(value: unknown): FilterCheck {
  const parsed = ReportFilters.safeParse(value);
  if (!parsed.success) {
    return {
      ok: false,
      issues: parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
    };
  }
  const issues: FilterIssue[] = [];
  (value as Record<string, unknown>[]).forEach((given, i) => {
    const known = parsed.data[i] as Record<string, unknown>;
    for (const key of Object.keys(given)) {
      if (!(key in known) && given[key] !== undefined) {
        issues.push({ path: `${i}.${key}`, message: `"${known.module}" filters have no field "${key}"` });
      }
    }
  });
  return issues.length ? { ok: false, issues } : { ok: true, filters: value as ReportFilter[] };
}
