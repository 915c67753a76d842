import type { ReportFilter } from '@techcensus/contract';
import { loadCatalogue } from '../../catalogue/index.ts';
import { HttpError } from '../../http/errors.ts';
import type { SiteFilter, SiteFilters } from '../../siteindex/port.ts';
import type { Queryable } from '../../store/db.ts';

interface Problem {
  path: string;
  message: string;
}

/** The spec shows the United Kingdom as UK in places; the index and the catalogue say GB. */
const countryCode = (c: string) => (c.toUpperCase() === 'UK' ? 'GB' : c.toUpperCase());

/**
 * The report query compiler: the filter language of reports and the API (contract
 * ReportFilter) → the SiteIndex's filters. Names are checked against the catalogues, so a typo
 * is a 400 naming the filter instead of a silent empty list; regions become their countries.
 */
export async function compileReportFilters(db: Queryable, filters: ReportFilter[]): Promise<SiteFilters> {
  const { technology: catalogue, geography } = await loadCatalogue(db);
  const problems: Problem[] = [];
  const out: SiteFilters = [];

  filters.forEach((f, i) => {
    const at = (field: string) => `filters.${i}.${field}`;
    const mode = f.exclude ? 'exclude' : 'include';
    switch (f.module) {
      case 'technology':
      case 'change': {
        if (!catalogue.technologies.has(f.technology)) {
          problems.push({ path: at('technology'), message: `Unknown technology "${f.technology}".` });
          return;
        }
        out.push(
          f.module === 'technology'
            ? { module: 'technology', mode, slug: f.technology, ...(f.version ? { version: f.version } : {}) }
            : {
                module: 'change',
                mode,
                action: f.action,
                slug: f.technology,
                ...(f.since ? { since: f.since } : {}),
              },
        );
        return;
      }
      case 'category':
        if (!catalogue.categories.has(f.category)) {
          problems.push({ path: at('category'), message: `Unknown category "${f.category}".` });
          return;
        }
        out.push({ module: 'category', mode, slug: f.category });
        return;
      case 'header':
        out.push({ module: 'header', mode, name: f.header.toLowerCase() });
        return;
      case 'tld':
        out.push({ module: 'tld', mode, values: f.values.map((v) => v.toLowerCase().replace(/^\./, '')) });
        return;
      case 'country': {
        const codes = f.values.map(countryCode);
        const unknown = codes.filter((c) => !geography.countryNames.has(c));
        if (unknown.length) {
          problems.push({ path: at('values'), message: `Unknown country code ${unknown.join(', ')}.` });
          return;
        }
        out.push({ module: 'country', mode, values: codes });
        return;
      }
      case 'region': {
        const unknown = f.values.filter((r) => !geography.regions.has(r));
        if (unknown.length) {
          problems.push({ path: at('values'), message: `Unknown region ${unknown.join(', ')}.` });
          return;
        }
        out.push({
          module: 'country',
          mode,
          values: f.values.flatMap((r) => geography.regions.get(r)?.countryCodes ?? []),
        });
        return;
      }
      case 'vulnerability':
        out.push({
          module: 'vulnerability',
          mode,
          ...(f.cves ? { cves: f.cves.map((c) => c.toUpperCase()) } : {}),
          ...(f.minSeverity !== undefined ? { minSeverity: f.minSeverity } : {}),
        });
        return;
      case 'language': {
        const codes = f.values.map((v) => v.toLowerCase());
        const unknown = codes.filter((c) => !geography.languageNames.has(c));
        if (unknown.length) {
          problems.push({ path: at('values'), message: `Unknown language code ${unknown.join(', ')}.` });
          return;
        }
        out.push({ module: 'language', mode, values: codes });
        return;
      }
    }
  });
  if (problems.length) {
    throw new HttpError(
      400,
      problems.map((p) => p.message).join(' '),
      'validation_failed',
      {},
      { details: problems },
    );
  }
  return out satisfies SiteFilter[];
}
