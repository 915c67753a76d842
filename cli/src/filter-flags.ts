import { readFile } from 'node:fs/promises';
import { Flags } from '@oclif/core';
import { checkReportFilters, type FilterIssue, type ReportFilter } from '@techcensus/sdk';
import { EXIT } from './exit-codes.ts';
import { CliFailure } from './failure.ts';

/** "Google Analytics" → "google-analytics", "Next.js" → "next-js": the URL slugs the API takes. */
export function slugify(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * The slug of a technology named by a person, refused when nothing is left of the name ("", "!!!"):
 * `what` is where it was given (NAME, --technology), for the message.
 */
export function technologySlug(
  name: string,
  what: string,
  { example = 'wordpress or "Google Analytics"', given = name } = {},
): string {
  const slug = slugify(name);
  if (!slug) {
    throw new CliFailure(
      `${what} "${given}" is not a technology name; try e.g. ${example}.`,
      EXIT.usage,
      'invalid_technology',
    );
  }
  return slug;
}

/** "wordpress" or "wordpress@6.4.2" (a display name works too: "Google Analytics"). */
export function technologyFilter(spec: string, exclude = false): ReportFilter {
  const at = spec.indexOf('@');
  const name = at < 0 ? spec : spec.slice(0, at);
  const version = at < 0 ? '' : spec.slice(at + 1).trim();
  const flag = exclude ? '--exclude-technology' : '--technology';
  return {
    module: 'technology',
    technology: technologySlug(name, flag, { example: 'wordpress or wordpress@6.4.2', given: spec }),
    ...(version ? { version } : {}),
    ...(exclude ? { exclude: true } : {}),
  };
}

/**
 * Repeated and comma-separated values of one flag, in order, without blanks or repeats. A flag
 * given with nothing in it (`--country "$COUNTRIES"` unset) is refused: dropping it would widen
 * the filters to every site.
 */
function valuesOf(flag: string, list: string[] | undefined, normalise: (v: string) => string): string[] {
  const out: string[] = [];
  for (const item of list ?? []) {
    const values = item.split(',').map((part) => normalise(part.trim()));
    if (!values.some(Boolean)) {
      throw new CliFailure(
        `--${flag} "${item}" names nothing: give a value, or leave the flag out.`,
        EXIT.usage,
        'empty_value',
      );
    }
    for (const v of values) if (v && !out.includes(v)) out.push(v);
  }
  return out;
}

const listFlag = (description: string) => Flags.string({ description, multiple: true, helpGroup: 'FILTER' });

/** The report filter flags of `report estimate`, `report create` and the alerts, and their file. */
export const filterFlags = {
  technology: Flags.string({
    char: 't',
    multiple: true,
    helpGroup: 'FILTER',
    description:
      'Sites using this technology: a slug or name, optionally @version (wordpress, wordpress@6.4.2). Repeat to require several.',
  }),
  'exclude-technology': listFlag('Leave out sites using this technology (name or name@version). Repeatable.'),
  category: listFlag(
    'Sites using a technology of this category (slug, e.g. ecommerce). Repeat to require several.',
  ),
  header: listFlag('Sites sending this HTTP response header (e.g. strict-transport-security). Repeatable.'),
  country: listFlag('Sites in one of these countries (ISO codes, comma-separated or repeated: DE,AT).'),
  region: listFlag('Sites in one of these regions (slugs: europe, north-america, …).'),
  language: listFlag('Sites in one of these languages (ISO 639-1: de,fr).'),
  tld: listFlag('Sites under one of these top-level domains (com, de, co.uk).'),
  'filters-file': Flags.string({
    helpGroup: 'FILTER',
    description:
      'JSON file with a filter list in the API\'s filter language (e.g. copied from the report builder), for what the flags cannot say (changes, vulnerabilities): an array, or an object with a "filters" array. The filter flags add to it; all must hold.',
  }),
};

export interface FilterFlagValues {
  technology?: string[];
  'exclude-technology'?: string[];
  category?: string[];
  header?: string[];
  country?: string[];
  region?: string[];
  language?: string[];
  tld?: string[];
  'filters-file'?: string;
}

/**
 * The contract's filter list for the flags: each technology, category and header flag is its own
 * condition (all must hold); the values of a country, region, language or TLD flag form one
 * condition (any may match).
 */
export function filtersFromFlags(flags: FilterFlagValues): ReportFilter[] {
  const filters: ReportFilter[] = [];
  for (const t of flags.technology ?? []) filters.push(technologyFilter(t));
  for (const t of flags['exclude-technology'] ?? []) filters.push(technologyFilter(t, true));
  for (const c of valuesOf('category', flags.category, slugify))
    filters.push({ module: 'category', category: c });
  for (const h of valuesOf('header', flags.header, (v) => v.toLowerCase()))
    filters.push({ module: 'header', header: h });
  const countries = valuesOf('country', flags.country, (v) => v.toUpperCase());
  if (countries.length) filters.push({ module: 'country', values: countries });
  const regions = valuesOf('region', flags.region, slugify);
  if (regions.length) filters.push({ module: 'region', values: regions });
  const languages = valuesOf('language', flags.language, (v) => v.toLowerCase());
  if (languages.length) filters.push({ module: 'language', values: languages });
  const tlds = valuesOf('tld', flags.tld, (v) => v.toLowerCase().replace(/^\.+/, ''));
  if (tlds.length) filters.push({ module: 'tld', values: tlds });
  return filters;
}

const fileFailure = (file: string, problem: string) =>
  new CliFailure(`--filters-file ${file}: ${problem}`, EXIT.usage, 'filters_file');

/** "filter 2 (country), values.0: must be a two-letter country code", counted from 1 for people. */
function issueText(list: unknown[], issue: FilterIssue): string {
  const [index, ...rest] = issue.path.split('.');
  if (index === '' || Number.isNaN(Number(index))) return issue.message;
  const given = list[Number(index)] as { module?: unknown } | null;
  const module = typeof given?.module === 'string' ? given.module : undefined;
  if (rest.join('.') === 'module') {
    const known = FILTER_MODULES.join(', ');
    return module === undefined
      ? `filter ${Number(index) + 1} has no "module"; it is one of ${known}`
      : `filter ${Number(index) + 1}: "${module}" is not a filter; the filters are ${known}`;
  }
  const field = rest.length ? `, ${rest.join('.')}` : '';
  return `filter ${Number(index) + 1}${module ? ` (${module})` : ''}${field}: ${issue.message}`;
}

/** The filter kinds of the API's language, for the message about one it does not know. */
const FILTER_MODULES = [
  'technology',
  'category',
  'header',
  'tld',
  'country',
  'region',
  'language',
  'change',
  'vulnerability',
] as const satisfies readonly ReportFilter['module'][];

/**
 * A filter list from a JSON file, checked against the API's filter language so a mistake stops
 * here, named by its place in the file, before any call (exit 2).
 */
export async function filtersFromFile(file: string): Promise<ReportFilter[]> {
  if (!file.trim()) {
    throw new CliFailure(
      '--filters-file "" names no file: give a file, or leave the flag out.',
      EXIT.usage,
      'filters_file',
    );
  }
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    throw fileFailure(file, code === 'ENOENT' ? 'no such file' : `cannot be read: ${(err as Error).message}`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (err) {
    throw fileFailure(file, `is not JSON: ${(err as Error).message}`);
  }
  const list = Array.isArray(parsed) ? parsed : (parsed as { filters?: unknown } | null)?.filters;
  if (!Array.isArray(list)) {
    throw fileFailure(file, 'must hold a JSON array of filters, or an object with a "filters" array');
  }
  const check = checkReportFilters(list);
  if (!check.ok) throw fileFailure(file, check.issues.map((i) => issueText(list, i)).join('; '));
  return check.filters;
}

/** Whether any filter flag or a filters file was given (an empty file's list counts: it clears). */
export function filtersGiven(flags: FilterFlagValues): boolean {
  return flags['filters-file'] !== undefined || filtersFromFlags(flags).length > 0;
}

/**
 * The filters of the flags and of --filters-file together: the file's first, then the flags'
 * (each flag adds a condition; none replaces one of the file's), all of which must hold.
 */
export async function filtersOf(flags: FilterFlagValues): Promise<ReportFilter[]> {
  const fromFile = flags['filters-file'] !== undefined ? await filtersFromFile(flags['filters-file']) : [];
  return [...fromFile, ...filtersFromFlags(flags)];
}

/** The filters in words, for people: "technology wordpress@6.4.2, country DE|AT". */
export function describeFilters(filters: ReportFilter[]): string {
  if (!filters.length) return 'all indexed websites';
  return filters
    .map((f) => {
      const not = f.exclude ? 'not ' : '';
      switch (f.module) {
        case 'technology':
          return `${not}technology ${f.technology}${f.version ? `@${f.version}` : ''}`;
        case 'category':
          return `${not}category ${f.category}`;
        case 'header':
          return `${not}header ${f.header}`;
        case 'change':
          return `${not}${f.action} ${f.technology}${f.since ? ` since ${f.since}` : ''}`;
        case 'vulnerability': {
          const which = f.cves?.length ? ` to ${f.cves.join('|')}` : '';
          const score = f.minSeverity !== undefined ? ` (CVSS ≥ ${f.minSeverity})` : '';
          return `${not}vulnerable${which}${score}`;
        }
        default:
          return `${not}${f.module} ${f.values.join('|')}`;
      }
    })
    .join(', ');
}
