import type { WebsiteRow } from '@techcensus/sdk';
import { stringify } from 'csv-stringify/sync';

/** The report's CSV columns, in order: the lead-list fields of a website row. */
export const CSV_COLUMNS = [
  'domain',
  'rank',
  'country',
  'language',
  'tld',
  'title',
  'emails',
  'phones',
  'address',
  'facebook',
  'twitter',
  'instagram',
  'youtube',
  'linkedin',
  'technology_count',
  'last_checked',
  // "yes" for a generated demo website: the service's own report files mark them the same way.
  'synthetic',
] as const;

type CsvRecord = Record<(typeof CSV_COLUMNS)[number], string | number>;

/** Looks like a phone number or a plain signed number: digits and punctuation, no letters. */
const NUMBERLIKE = /^[+-]?[\d\s().,/-]*$/;

/**
 * Spreadsheets run a cell starting with = + - @ (or their full-width forms, a tab or a CR) as a
 * formula, and titles, contacts and links come from pages anyone can write: such a cell gets a
 * leading apostrophe, which spreadsheets show as text ("CSV injection"). Phone numbers such as
 * "+49 30 1234" cannot be formulas and stay as they are. The service's own report files do the same.
 */
export function csvSafe(cell: string | null): string {
  if (!cell || !/^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/.test(cell) || NUMBERLIKE.test(cell)) return cell ?? '';
  return `'${cell}`;
}

/** Lists in one cell are joined with "; ", which no address or phone number contains. */
export function csvRecord(row: WebsiteRow): CsvRecord {
  return {
    domain: row.domain,
    rank: row.rank ?? '',
    country: row.country ?? '',
    language: row.language ?? '',
    tld: row.tld,
    title: csvSafe(row.title),
    emails: row.contacts.emails.map(csvSafe).join('; '),
    phones: row.contacts.phones.map(csvSafe).join('; '),
    address: csvSafe(row.contacts.address),
    facebook: csvSafe(row.social.facebook),
    twitter: csvSafe(row.social.twitter),
    instagram: csvSafe(row.social.instagram),
    youtube: csvSafe(row.social.youtube),
    linkedin: csvSafe(row.social.linkedin),
    technology_count: row.technologyCount,
    last_checked: row.lastChecked,
    synthetic: row.synthetic ? 'yes' : 'no',
  };
}

/**
 * RFC 4180 text for some rows: CRLF line ends, fields with commas, quotes or line breaks quoted,
 * quotes doubled. `header` puts the column names first (the first chunk of a file).
 */
export function csvChunk(rows: WebsiteRow[], header: boolean): string {
  if (!rows.length && !header) return '';
  return stringify(rows.map(csvRecord), {
    header,
    columns: [...CSV_COLUMNS],
    record_delimiter: 'windows',
    // A bare line feed inside an address is a line break too, for spreadsheets and parsers alike.
    quoted_match: /[\r\n]/,
  });
}
