import { MAX_REPORT_FILTERS, type ReportFilter } from '../routes/api/filters.ts';
import { parseCondition } from './conditions.ts';
import type { SerializedFilter } from './serialized.ts';
import { normalizeCountry, normalizeLanguage, normalizeTld } from './values.ts';
import { parseVulnerabilityValue } from './vulnerability.ts';

/** A filter list that cannot be expressed in the report filter language, with where and why. */
export class FilterListError extends Error {
  constructor(
    message: string,
    readonly path: string,
  ) {
    super(message);
    this.name = 'FilterListError';
  }
}

export interface CompileOptions {
  /**
   * The countries of a region, or undefined for an unknown one. Needed only when one Region
   * object holds both regions and countries: "Europe or the US" is one list of countries in the
   * filter language, where a region filter and a country filter would have to hold both.
   */
  regionCountries?(region: string): readonly string[] | undefined;
}

/**
 * The builder's serialized filter list → the report filter language the public API, the CLI
 * and the report job use (contract ReportFilter). Names are not checked here: the server checks
 * them against the catalogues (compileReportFilters) and answers 400 for unknown ones.
 */
export function compileFilterList(
  list: readonly SerializedFilter[],
  opts: CompileOptions = {},
): ReportFilter[] {
  const out: ReportFilter[] = [];
  list.forEach((f, i) => {
    const exclude = f.Inclusion === false ? { exclude: true } : {};
    const at = (key: string) => `${i}.${key}`;
    if (f.Technology !== undefined) {
      out.push({
        module: 'technology',
        technology: f.Technology.toLowerCase(),
        ...(f.Version ? { version: f.Version } : {}),
        ...exclude,
      });
    } else if (f.Category !== undefined) {
      out.push({ module: 'category', category: f.Category.toLowerCase(), ...exclude });
    } else if (f.Header !== undefined) {
      out.push({ module: 'header', header: f.Header.toLowerCase(), ...exclude });
    } else if (f.Custom !== undefined) {
      const c = parseCondition(f.Custom);
      if (!c) throw new FilterListError(`"${f.Custom}" is not a condition.`, at('Custom'));
      out.push({ module: 'change', action: c.action, technology: c.technology, ...exclude });
    } else if (f.Vulnerability !== undefined) {
      const v = parseVulnerabilityValue(f.Vulnerability);
      if (!v)
        throw new FilterListError(`"${f.Vulnerability}" is not a vulnerability filter.`, at('Vulnerability'));
      out.push({
        module: 'vulnerability',
        ...(v.kind === 'cve' ? { cves: [v.cve] } : {}),
        ...(v.kind === 'severity' ? { minSeverity: v.minSeverity } : {}),
        ...exclude,
      });
    } else if (f.TLD !== undefined) {
      out.push({ module: 'tld', values: unique(f.TLD.map(normalizeTld)), ...exclude });
    } else if (f.Language !== undefined) {
      out.push({ module: 'language', values: unique(f.Language.map(normalizeLanguage)), ...exclude });
    } else {
      const regions = unique(f.Region ?? []);
      const countries = unique((f.Country ?? []).map(normalizeCountry));
      if (!regions.length && !countries.length)
        throw new FilterListError('The Region filter is empty.', at('Region'));
      if (!countries.length) out.push({ module: 'region', values: regions, ...exclude });
      else if (!regions.length) out.push({ module: 'country', values: countries, ...exclude });
      else {
        const expanded = regions.flatMap((r) => {
          const members = opts.regionCountries?.(r);
          if (!members) throw new FilterListError(`Unknown region ${r}.`, at('Region'));
          return members.map(normalizeCountry);
        });
        out.push({ module: 'country', values: unique([...expanded, ...countries]), ...exclude });
      }
    }
  });
  if (out.length > MAX_REPORT_FILTERS)
    throw new FilterListError(`A report takes at most ${MAX_REPORT_FILTERS} filters, got ${out.length}.`, '');
  return out;
}

const unique = (values: string[]) => [...new Set(values)];
