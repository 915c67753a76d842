import { MAX_REPORT_CONDITIONS } from '../pricing.ts';
import { conditionEntry, formatCondition, parseCondition } from './conditions.ts';
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
import { parseVulnerabilityValue, vulnerabilityTitle, vulnerabilityValue } from './vulnerability.ts';

/** What the address says the report is about (part 1 §2), in order of precedence. */
export const REPORT_TYPES = ['technology', 'header', 'category'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

export interface ParsedReportQuery {
  /** Null when the address names no technology, header or category ("Generic Report"). */
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

/** Marks an excluded value in the address: `technology=wordpress,-woocommerce`. */
const EXCLUDED = '-';

/**
 * Every value of a parameter, repeated or comma-separated (the server hands a repeated
 * parameter over as one comma-joined value, so both spellings must mean the same). Empty
 * places are kept when `keepEmpty`: versions are matched to technologies by position.
 */
const valuesOf = (params: URLSearchParams, key: string, keepEmpty = false) =>
  params
    .getAll(key)
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter((v) => keepEmpty || v !== '');

const CONDITION_PARAMS = Array.from({ length: MAX_REPORT_CONDITIONS }, (_, i) => `cond${i + 1}`);

/** Every parameter the address may hold, in the order `reportQuery` writes them. */
export const REPORT_QUERY_PARAMS = [
  'technology',
  'version',
  'header',
  'category',
  'region',
  'country',
  'language',
  'tld',
  'vulnerability',
  'change',
  ...CONDITION_PARAMS,
] as const;

/** Parameters a shared link picks up on its way (campaign tags, click ids): not filters, not errors. */
const PASSING_PARAM = /^(utm_[a-z]+|[a-z]*clid)$/i;

type Reader = (value: string) => FilterEntry | null;

/** How each list parameter's values become entries; null when a value is unreadable. */
const READERS: Record<
  'header' | 'category' | 'region' | 'country' | 'language' | 'tld' | 'vulnerability',
  Reader
> = {
  header: (raw) => {
    const value = normalizeHeader(raw);
    return HEADER_NAME.test(value) ? filterEntry({ module: 'Header', value }) : null;
  },
  category: (raw) => {
    const value = normalizeSlug(raw);
    return SLUG.test(value) ? filterEntry({ module: 'Category', value }) : null;
  },
  region: (raw) => {
    const value = normalizeSlug(raw);
    return SLUG.test(value) ? filterEntry({ module: 'Region', value }) : null;
  },
  country: (raw) => {
    const value = normalizeCountry(raw);
    return COUNTRY.test(value) ? filterEntry({ module: 'Region', value, icon: value, child: true }) : null;
  },
  language: (raw) => {
    const value = normalizeLanguage(raw);
    return LANGUAGE.test(value) ? filterEntry({ module: 'Language', value }) : null;
  },
  tld: (raw) => {
    const value = normalizeTld(raw);
    return TLD.test(value) ? filterEntry({ module: 'TLD', value, title: `.${value}` }) : null;
  },
  vulnerability: (raw) => {
    const v = parseVulnerabilityValue(raw);
    return v
      ? filterEntry({ module: 'Vulnerability', value: vulnerabilityValue(v), title: vulnerabilityTitle(v) })
      : null;
  },
};

/**
 * Reads the builder's address (part 1 §2, docs/report-builder.md "The address"): technology
 * with its versions by position, header, category, region, country, language, tld,
 * vulnerability, change (editable change conditions) and cond1…cond9 (locked ones). A value
 * led by `-` is excluded. Titles are the values themselves; the page data replaces them with
 * display names from the catalogue.
 */
export function parseReportQuery(input: QueryInput): ParsedReportQuery {
  const params = toParams(input);
  const problems: string[] = [];
  let entries: FilterEntry[] = [];
  const add = (raw: string, key: string, read: (value: string) => FilterEntry | null) => {
    const excluded = raw.startsWith(EXCLUDED);
    const entry = read(excluded ? raw.slice(EXCLUDED.length).trim() : raw);
    if (!entry) problems.push(`The ${key} "${raw}" is not valid.`);
    else entries = addEntry(entries, { ...entry, type: excluded ? 'exclude' : 'include' });
  };

  const technologies = valuesOf(params, 'technology', true);
  const versions = valuesOf(params, 'version', true);
  technologies.forEach((raw, i) => {
    if (!raw) return;
    const version = (versions[i] ?? '').slice(0, 100);
    add(raw, 'technology', (text) => {
      const value = normalizeSlug(text);
      return SLUG.test(value) ? filterEntry({ module: 'Technology', value, version }) : null;
    });
  });
  for (const extra of versions.slice(technologies.length).filter(Boolean))
    problems.push(`The version "${extra}" belongs to no technology.`);

  for (const [key, read] of Object.entries(READERS))
    for (const raw of valuesOf(params, key)) add(raw, key, read);

  // Conditions: the locked ones of the address first, then the editable ones, nine in all.
  let conditions = 0;
  const condition = (raw: string, key: string, noedit: boolean) => {
    if (conditions >= MAX_REPORT_CONDITIONS) {
      problems.push(
        `A report takes at most ${MAX_REPORT_CONDITIONS} conditions: ${key} "${raw}" is left out.`,
      );
      return;
    }
    add(raw, key, (text) => {
      const c = parseCondition(text);
      return c ? { ...conditionEntry(c), noedit } : null;
    });
    conditions = entries.filter((e) => e.module === 'Custom').length;
  };
  for (const key of CONDITION_PARAMS) for (const raw of valuesOf(params, key)) condition(raw, key, true);
  for (const raw of valuesOf(params, 'change')) condition(raw, 'change', false);

  const known = new Set<string>(REPORT_QUERY_PARAMS);
  for (const key of new Set(params.keys()))
    if (!known.has(key) && !PASSING_PARAM.test(key))
      problems.push(`The address parameter "${key}" is not a report filter.`);

  return { reportType: reportTypeOf(entries), entries, problems };
}

/** The report type of a list (part 1 §2): technology, else header, else category. */
export function reportTypeOf(entries: readonly FilterEntry[]): ReportType | null {
  const has = (module: FilterEntry['module']) => entries.some((e) => e.module === module);
  if (has('Technology')) return 'technology';
  if (has('Header')) return 'header';
  if (has('Category')) return 'category';
  return null;
}

// Kept readable in the address (conditions read `action:added;technology:wordpress`). Commas stay
// encoded: they separate values.
const READABLE: Record<string, string> = { '%3A': ':', '%3B': ';', '%2F': '/', '%40': '@' };
const encodeValue = (v: string) => encodeURIComponent(v).replace(/%3A|%3B|%2F|%40/g, (m) => READABLE[m] ?? m);

/**
 * The address query (without `?`, '' for no filters) that `parseReportQuery` reads back as the
 * same list: `technology=wordpress,-woocommerce&version=6.4.2&country=DE,AT&tld=de`. Lists are
 * comma-separated, versions follow their technologies by position (trailing empty ones left
 * out), locked conditions are cond1…, editable ones `change`.
 */
export function reportQuery(entries: readonly FilterEntry[]): string {
  const sign = (e: FilterEntry) => (e.type === 'exclude' ? EXCLUDED : '') + e.value;
  const of = (module: FilterEntry['module'], pick: (e: FilterEntry) => boolean = () => true) =>
    entries.filter((e) => e.module === module && pick(e));
  const parts: string[] = [];
  const put = (key: string, values: string[]) => {
    if (values.length) parts.push(`${key}=${values.map(encodeValue).join(',')}`);
  };
  const technologies = of('Technology');
  put('technology', technologies.map(sign));
  const versions = technologies.map((e) => e.version);
  while (versions.length && !versions[versions.length - 1]) versions.pop();
  if (versions.length) parts.push(`version=${versions.map(encodeValue).join(',')}`);
  put('header', of('Header').map(sign));
  put('category', of('Category').map(sign));
  put('region', of('Region', (e) => !e.child).map(sign));
  put('country', of('Region', (e) => e.child).map(sign));
  put('language', of('Language').map(sign));
  put('tld', of('TLD').map(sign));
  put('vulnerability', of('Vulnerability').map(sign));
  put('change', of('Custom', (e) => !e.noedit).map(sign));
  of('Custom', (e) => e.noedit).forEach((e, i) => {
    const c = parseCondition(e.value);
    if (c && i < MAX_REPORT_CONDITIONS)
      parts.push(`cond${i + 1}=${encodeValue(sign({ ...e, value: formatCondition(c) }))}`);
  });
  return parts.join('&');
}
