import type { ReportFilter, UserAlertsResults } from '@techcensus/contract';

export type FilterNames = UserAlertsResults['FilterNames'];
const NO_NAMES: FilterNames = { technology: {}, category: {}, country: {}, region: {}, language: {} };

/**
 * An alert's filters in words, one line per filter ("Technology: WordPress 6.4.2", "Country:
 * Germany, Austria", "not Header: x-powered-by"): the names the page data gives for the alert's
 * slugs and codes, else the slug or code itself.
 */
export function filterSummary(filters: readonly ReportFilter[], names: FilterNames = NO_NAMES): string[] {
  const named = (kind: keyof FilterNames, key: string) => names[kind][key] ?? key;
  const list = (kind: keyof FilterNames, keys: readonly string[]) =>
    keys.map((k) => named(kind, k)).join(', ');
  return filters.map((f) => {
    const not = f.exclude ? 'not ' : '';
    switch (f.module) {
      case 'technology':
        return `${not}Technology: ${named('technology', f.technology)}${f.version ? ` ${f.version}` : ''}`;
      case 'category':
        return `${not}Category: ${named('category', f.category)}`;
      case 'header':
        return `${not}Header: ${f.header}`;
      case 'change': {
        const what = f.action === 'versionchanged' ? 'version changed' : f.action;
        return `${not}Change: ${named('technology', f.technology)} ${what}${f.since ? ` since ${f.since}` : ''}`;
      }
      case 'vulnerability': {
        const detail = [f.cves?.join(', '), f.minSeverity !== undefined ? `CVSS ≥ ${f.minSeverity}` : '']
          .filter(Boolean)
          .join(', ');
        return `${not}Vulnerable${detail ? `: ${detail}` : ''}`;
      }
      case 'country':
        return `${not}Country: ${list('country', f.values)}`;
      case 'region':
        return `${not}Region: ${list('region', f.values)}`;
      case 'language':
        return `${not}Language: ${list('language', f.values)}`;
      default:
        return `${not}TLD: ${f.values.map((v) => `.${v}`).join(', ')}`;
    }
  });
}

/** The quick filters of the create form (a technology, countries) in the filter language. */
export function quickFilters(technology: string, countries: string): ReportFilter[] {
  const out: ReportFilter[] = [];
  const [slug, version] = technology.trim().toLowerCase().split('@');
  const name = slug
    .trim()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (name)
    out.push({
      module: 'technology',
      technology: name,
      ...(version?.trim() ? { version: version.trim() } : {}),
    });
  const codes = countries
    .split(/[\s,]+/)
    .map((c) => c.trim().toUpperCase())
    .filter(Boolean);
  if (codes.length) out.push({ module: 'country', values: [...new Set(codes)] });
  return out;
}
