import type { SiteDoc, SiteFilters, SiteTechnology } from '../../siteindex/port.ts';

/** The rank the index gives sites without a known rank; the spec shows it as "low rank". */
const LOW_RANK = 2_000_000_000;

/** Several values in one cell (emails, technologies): one separator every spreadsheet splits on. */
export const LIST_SEPARATOR = '; ';

export const REPORT_COLUMNS = [
  'Domain',
  'Rank',
  'Country',
  'Language',
  'Technologies',
  'First Detected',
  'Last Detected',
  'Emails',
  'Phones',
  'Address',
  'Facebook',
  'Twitter',
  'Instagram',
  'YouTube',
  'LinkedIn',
  'CVEs',
  // "yes" for a generated demo website: a file bought from demo data says so on every row, in
  // whatever program it is opened and after its rows are filtered or copied elsewhere.
  'Synthetic',
] as const;

/** The Synthetic column's cell: "yes" for a generated demo website, "no" for a crawled one. */
export const syntheticCell = (doc: Pick<SiteDoc, 'synthetic'>): string => (doc.synthetic ? 'yes' : 'no');

export type ReportRecord = string[];

/**
 * Which of a site's technologies a report lists: those its included technology and category
 * filters asked for (the reason the site is in the report), or every technology when the report
 * asks for none (a country, TLD or vulnerability report).
 */
export function technologySelector(filters: SiteFilters): (t: SiteTechnology) => boolean {
  const slugs = new Set<string>();
  const categories = new Set<string>();
  for (const f of filters) {
    if (f.mode !== 'include') continue;
    if (f.module === 'technology') slugs.add(f.slug);
    if (f.module === 'category') categories.add(f.slug);
  }
  if (slugs.size === 0 && categories.size === 0) return () => true;
  return (t) => slugs.has(t.slug) || t.categories.some((c) => categories.has(c));
}

const unique = <T>(xs: Iterable<T>) => [...new Set(xs)];

/** One site as one row of the report, in REPORT_COLUMNS order; empty cells are empty strings. */
export function reportRecord(doc: SiteDoc, selected: (t: SiteTechnology) => boolean): ReportRecord {
  const techs = doc.technologies.filter(selected);
  const first = techs.reduce<string | null>(
    (m, t) => (m === null || t.firstSeen < m ? t.firstSeen : m),
    null,
  );
  const last = techs.reduce<string | null>((m, t) => (m === null || t.lastSeen > m ? t.lastSeen : m), null);
  return [
    doc.domain,
    doc.rank >= LOW_RANK ? '' : String(doc.rank),
    doc.country ?? '',
    doc.language ?? '',
    // A page carrying the same copy twice (jQuery loaded by two plugins) lists it once.
    unique(techs.map((t) => (t.version ? `${t.name} ${t.version}` : t.name))).join(LIST_SEPARATOR),
    first ?? '',
    last ?? '',
    doc.contacts.emails.join(LIST_SEPARATOR),
    doc.contacts.phones.join(LIST_SEPARATOR),
    doc.contacts.address ?? '',
    doc.social.facebook ?? '',
    doc.social.twitter ?? '',
    doc.social.instagram ?? '',
    doc.social.youtube ?? '',
    doc.social.linkedin ?? '',
    unique(techs.flatMap((t) => t.cves)).join(LIST_SEPARATOR),
    syntheticCell(doc),
  ];
}

/** Looks like a phone number or a plain (signed) number: digits and punctuation, no letters. */
const NUMBERLIKE = /^[+-]?[\d\s().,/-]*$/;

/**
 * Spreadsheets run a CSV cell starting with = + - @ (their full-width forms too, and a tab or CR)
 * as a formula, and addresses, e-mails and social links come from crawled pages anyone can
 * write. Such a cell gets a leading apostrophe, which spreadsheets show as text (OWASP "CSV
 * injection"); phone numbers like "+49 30 1234" cannot be formulas and are left as they are.
 * XLSX cells are typed strings and need nothing.
 */
export function csvSafe(cell: string): string {
  if (cell === '' || !/^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/.test(cell) || NUMBERLIKE.test(cell)) return cell;
  return `'${cell}`;
}

/** Excel refuses cells longer than this. */
const XLSX_CELL_MAX = 32_767;
// XML 1.0 cannot carry these at all, escaped or not; a crawled address may hold one.
const NOT_XML =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** A cell the XLSX writer can store: no characters XML forbids, no longer than Excel allows. */
export function xlsxSafe(cell: string): string {
  const clean = cell.replace(NOT_XML, '');
  return clean.length > XLSX_CELL_MAX ? clean.slice(0, XLSX_CELL_MAX) : clean;
}
