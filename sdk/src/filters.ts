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
 * sent: the same schema the API parses with, which refuses fields a filter does not have (a
 * misspelt `"verison"` would otherwise read as a filter on every version). The filters come back
 * as given.
 */
export function checkReportFilters(value: unknown): FilterCheck {
  const parsed = ReportFilters.safeParse(value);
  if (parsed.success) return { ok: true, filters: value as ReportFilter[] };
  const issues = parsed.error.issues.flatMap((i): FilterIssue[] => {
    if (i.code !== 'unrecognized_keys') return [{ path: i.path.join('.'), message: i.message }];
    const given = (value as Record<string, unknown>[])[i.path[0] as number];
    // A field set to undefined is never sent (JSON has no undefined), so it is no mistake.
    return i.keys
      .filter((key) => given[key] !== undefined)
      .map((key) => ({
        path: [...i.path, key].join('.'),
        message: `"${given.module}" filters have no field "${key}"`,
      }));
  });
  return issues.length ? { ok: false, issues } : { ok: true, filters: value as ReportFilter[] };
}
