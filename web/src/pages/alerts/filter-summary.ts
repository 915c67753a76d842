import type { ReportFilter } from '@techcensus/contract';

/**
 * An alert's filters in words, one line per filter ("Technology: wordpress 6.4.2", "Country: DE,
 * AT", "not Header: x-powered-by"): the names are the API's slugs and codes, as the alert keeps them.
 */
export function filterSummary(filters: readonly ReportFilter[]): string[] {
  return filters.map((f) => {
    const not = f.exclude ? 'not ' : '';
    switch (f.module) {
      case 'technology':
        return `${not}Technology: ${f.technology}${f.version ? ` ${f.version}` : ''}`;
      case 'category':
        return `${not}Category: ${f.category}`;
      case 'header':
        return `${not}Header: ${f.header}`;
      case 'change': {
        const what = f.action === 'versionchanged' ? 'version changed' : f.action;
        return `${not}Change: ${f.technology} ${what}${f.since ? ` since ${f.since}` : ''}`;
      }
      case 'vulnerability': {
        const detail = [f.cves?.join(', '), f.minSeverity !== undefined ? `CVSS ≥ ${f.minSeverity}` : '']
          .filter(Boolean)
          .join(', ');
        return `${not}Vulnerable${detail ? `: ${detail}` : ''}`;
      }
      case 'country':
        return `${not}Country: ${f.values.join(', ')}`;
      case 'region':
        return `${not}Region: ${f.values.join(', ')}`;
      case 'language':
        return `${not}Language: ${f.values.join(', ')}`;
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
