import { MAX_REPORT_CONDITIONS } from '../pricing.ts';
import { conditionEntry, parseCondition } from './conditions.ts';
import { type FilterEntry, filterEntry } from './entry.ts';
import { addEntry } from './list.ts';
import {
  COUNTRY,
  HEADER_NAME,
  LANGUAGE,
  normalizeCountry,
  normalizeHeader,
  normalizeLanguage,
  normalizeSlug,
  normalizeTld,
  SLUG,
  TLD,
} from './values.ts';

/** What the address says the report is about (part 1 §2), in order of precedence. */
export const REPORT_TYPES = ['technology', 'header', 'category'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

export interface ParsedReportQuery {
  /** Null when the address names no technology, header or category: the builder starts empty. */
  reportType: ReportType | null;
  entries: FilterEntry[];
  /** Parameters that were present but unreadable, in words; they are left out of `entries`. */
  problems: string[];
}

type QueryInput = URLSearchParams | string | Record<string, string | string[] | undefined>;

function toParams(input: QueryInput): URLSearchParams {
  if (input instanceof URLSearchParams) return input;
  if (typeof input === 'string') return new URLSearchParams(input.startsWith('?') ? input.slice(1) : input);
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(input)) {
    for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value]) params.append(key, v);
  }
  return params;
}

/** Every value of a parameter; list parameters also accept commas (country=DE,AT). */
const valuesOf = (params: URLSearchParams, key: string, list: boolean) =>
  params
    .getAll(key)
    .flatMap((v) => (list ? v.split(',') : [v]))
    .map((v) => v.trim())
    .filter(Boolean);

/**
 * Reads the builder's address: technology (+version), header, category, country, region,
 * language, tld and cond1…cond9 (part 1 §2). Titles are the values themselves; the page data
 * replaces them with display names from the catalogue.
 */
export function parseReportQuery(input: QueryInput): ParsedReportQuery {
  const params = toParams(input);
  const problems: string[] = [];
  let entries: FilterEntry[] = [];
  const add = (entry: FilterEntry) => {
    entries = addEntry(entries, entry);
  };
  const each = (key: string, list: boolean, accept: (value: string) => FilterEntry | null) => {
    for (const raw of valuesOf(params, key, list)) {
      const entry = accept(raw);
      if (entry) add(entry);
      else problems.push(`The ${key} "${raw}" is not valid.`);
    }
  };

  const version = params.get('version')?.trim().slice(0, 100) ?? '';
  each('technology', false, (raw) => {
    const value = normalizeSlug(raw);
    return SLUG.test(value) ? filterEntry({ module: 'Technology', value, version }) : null;
  });
  each('header', false, (raw) => {
    const value = normalizeHeader(raw);
    return HEADER_NAME.test(value) ? filterEntry({ module: 'Header', value }) : null;
  });
  each('category', false, (raw) => {
    const value = normalizeSlug(raw);
    return SLUG.test(value) ? filterEntry({ module: 'Category', value }) : null;
  });
  each('region', true, (raw) => {
    const value = normalizeSlug(raw);
    return SLUG.test(value) ? filterEntry({ module: 'Region', value }) : null;
  });
  each('country', true, (raw) => {
    const value = normalizeCountry(raw);
    return COUNTRY.test(value) ? filterEntry({ module: 'Region', value, icon: value, child: true }) : null;
  });
  each('language', true, (raw) => {
    const value = normalizeLanguage(raw);
    return LANGUAGE.test(value) ? filterEntry({ module: 'Language', value }) : null;
  });
  each('tld', true, (raw) => {
    const value = normalizeTld(raw);
    return TLD.test(value) ? filterEntry({ module: 'TLD', value, title: `.${value}` }) : null;
  });
  for (let n = 1; n <= MAX_REPORT_CONDITIONS; n++) {
    each(`cond${n}`, false, (raw) => {
      const condition = parseCondition(raw);
      return condition ? conditionEntry(condition) : null;
    });
  }

  const has = (module: FilterEntry['module']) => entries.some((e) => e.module === module);
  const reportType: ReportType | null = has('Technology')
    ? 'technology'
    : has('Header')
      ? 'header'
      : has('Category')
        ? 'category'
        : null;
  return { reportType, entries, problems };
}
