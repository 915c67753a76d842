/**
 * The filter panel's modules (part 1 §2 "Filter panel") and Vulnerability, the eighth: sites
 * running versions with known CVEs. The keys are the ones the serialized filter list uses.
 */
export const FILTER_MODULES = [
  'Technology',
  'Category',
  'Header',
  'TLD',
  'Region',
  'Language',
  'Custom',
  'Vulnerability',
] as const;
export type FilterModule = (typeof FILTER_MODULES)[number];

/** What the panel and the table of selected options call each module. */
export const MODULE_TITLES: Record<FilterModule, string> = {
  Technology: 'Technology',
  Category: 'Category',
  Header: 'HTTP Header',
  TLD: 'Top Level Domains',
  Region: 'Regions',
  Language: 'Languages',
  Custom: 'Custom',
  Vulnerability: 'Vulnerabilities',
};

/**
 * Modules whose entries serialize into one object holding a list of values (part 1 §3); the
 * others serialize one object per entry.
 */
export const MERGED_MODULES: ReadonlySet<FilterModule> = new Set(['TLD', 'Region', 'Language']);

export const isFilterModule = (value: string): value is FilterModule =>
  (FILTER_MODULES as readonly string[]).includes(value);
