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
] as const;

type CsvRecord = Record<(typeof CSV_COLUMNS)[number], string | number>;

/** Lists in one cell are joined with "; ", which no address or phone number contains. */
export function csvRecord(row: WebsiteRow): CsvRecord {
  return {
    domain: row.domain,
    rank: row.rank ?? '',
    country: row.country ?? '',
    language: row.language ?? '',
    tld: row.tld,
    title: row.title ?? '',
    emails: row.contacts.emails.join('; '),
    phones: row.contacts.phones.join('; '),
    address: row.contacts.address ?? '',
    facebook: row.social.facebook ?? '',
    twitter: row.social.twitter ?? '',
    instagram: row.social.instagram ?? '',
    youtube: row.social.youtube ?? '',
    linkedin: row.social.linkedin ?? '',
    technology_count: row.technologyCount,
    last_checked: row.lastChecked,
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
