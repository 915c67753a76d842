/** The pure parts of reports: labels, rows, cell safety, file names, the XLSX writer's probe. */
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { SiteDoc, SiteTechnology } from '../../siteindex/port.ts';
import { csvSafe, REPORT_COLUMNS, reportRecord, technologySelector, xlsxSafe } from './columns.ts';
import { downloadName } from './download.ts';
import { reportLabel } from './label.ts';
import type { ReportRow } from './store.ts';
import { zipBacklog } from './writers.ts';

describe('report label (part 1 §3)', () => {
  const names = { technology: (s: string) => s.toUpperCase(), category: (s: string) => `Cat ${s}` };

  it('names the technology, with its version when there is one', () => {
    expect(reportLabel([{ module: 'technology', technology: 'wordpress' }], names)).toBe(
      'Technology: WORDPRESS',
    );
    expect(reportLabel([{ module: 'technology', technology: 'jquery', version: '3.7.1' }], names)).toBe(
      'Technology: JQUERY, version: 3.7.1',
    );
  });

  it('takes technology, then header, then category, and ignores excluded filters', () => {
    expect(
      reportLabel(
        [
          { module: 'category', category: 'cms' },
          { module: 'header', header: 'x-powered-by' },
          { module: 'technology', technology: 'php', exclude: true },
        ],
        names,
      ),
    ).toBe('HTTP Header: x-powered-by');
    expect(
      reportLabel(
        [
          { module: 'country', values: ['DE'] },
          { module: 'category', category: 'cms' },
        ],
        names,
      ),
    ).toBe('Category: Cat cms');
  });

  it('is a generic report otherwise', () => {
    expect(reportLabel([])).toBe('Generic Report');
    expect(
      reportLabel([
        { module: 'tld', values: ['de'] },
        { module: 'header', header: 'server', exclude: true },
      ]),
    ).toBe('Generic Report');
  });
});

const tech = (over: Partial<SiteTechnology>): SiteTechnology => ({
  name: 'WordPress',
  slug: 'wordpress',
  version: null,
  categories: ['cms'],
  firstSeen: '2025-01-01',
  lastSeen: '2025-05-01',
  mode: 'static',
  confidence: 100,
  cves: [],
  ...over,
});

function doc(over: Partial<SiteDoc>): SiteDoc {
  return {
    domain: 'example.com',
    rank: 10,
    country: 'DE',
    tld: 'com',
    language: 'de',
    ip: null,
    asn: null,
    asnName: null,
    technologies: [],
    headers: [],
    tags: [],
    advertisers: [],
    contacts: { emails: [], phones: [], address: null },
    social: { facebook: null, twitter: null, instagram: null, youtube: null, linkedin: null },
    title: null,
    description: null,
    keywords: [],
    subdomains: [],
    links: [],
    redirectsTo: null,
    certificate: null,
    fetch: { outcome: 'ok', status: 200, checkedAt: '2025-05-01T00:00:00Z' },
    maxSeverity: null,
    changes: [],
    synthetic: true,
    updatedAt: '2025-05-01T00:00:00Z',
    ...over,
  };
}

describe('report rows', () => {
  const site = doc({
    technologies: [
      tech({ version: '6.4.2', firstSeen: '2024-07-01', lastSeen: '2025-05-30', cves: ['CVE-2024-1'] }),
      tech({
        name: 'jQuery',
        slug: 'jquery',
        version: '1.12.4',
        categories: ['js'],
        cves: ['CVE-2020-11022'],
      }),
      tech({
        name: 'jQuery',
        slug: 'jquery',
        version: '1.12.4',
        categories: ['js'],
        cves: ['CVE-2020-11022'],
      }),
      tech({ name: 'Nginx', slug: 'nginx', categories: ['web-servers'], firstSeen: '2023-01-01' }),
    ],
  });
  const cell = (record: string[], column: (typeof REPORT_COLUMNS)[number]) =>
    record[REPORT_COLUMNS.indexOf(column)];

  it('lists the technologies the filters asked for, with versions, dates and their CVEs', () => {
    const record = reportRecord(
      site,
      technologySelector([{ module: 'technology', mode: 'include', slug: 'wordpress' }]),
    );
    expect(record).toHaveLength(REPORT_COLUMNS.length);
    expect(cell(record, 'Technologies')).toBe('WordPress 6.4.2');
    expect([cell(record, 'First Detected'), cell(record, 'Last Detected')]).toEqual([
      '2024-07-01',
      '2025-05-30',
    ]);
    expect(cell(record, 'CVEs')).toBe('CVE-2024-1');
  });

  it('a category selects its technologies; an excluded filter selects none', () => {
    const selected = technologySelector([
      { module: 'category', mode: 'include', slug: 'js' },
      { module: 'technology', mode: 'exclude', slug: 'wordpress' },
    ]);
    const record = reportRecord(site, selected);
    expect(cell(record, 'Technologies')).toBe('jQuery 1.12.4');
    expect(cell(record, 'CVEs')).toBe('CVE-2020-11022');
  });

  it('without technology or category filters every technology is listed', () => {
    const record = reportRecord(
      site,
      technologySelector([{ module: 'country', mode: 'include', values: ['DE'] }]),
    );
    expect(cell(record, 'Technologies')).toBe('WordPress 6.4.2; jQuery 1.12.4; Nginx');
    expect([cell(record, 'First Detected'), cell(record, 'Last Detected')]).toEqual([
      '2023-01-01',
      '2025-05-30',
    ]);
  });

  it('leaves unknown values and the low rank empty', () => {
    const record = reportRecord(doc({ rank: 2_000_000_000, country: null, language: null }), () => true);
    expect(record.slice(1, 8)).toEqual(['', '', '', '', '', '', '']);
  });
});

describe('cell safety', () => {
  it('defuses CSV cells a spreadsheet would run as formulas, not phone numbers', () => {
    for (const bad of ['=1+2', '+SUM(A1)', '-2+3+cmd|x', '@SUM(A1)', '\t=1', '\uFF1D1+1'])
      expect(csvSafe(bad)).toBe(`'${bad}`);
    for (const fine of ['+49 30 123456', '-12', '+1 (555) 010-0100', 'a=b', '', 'mail@x.example'])
      expect(csvSafe(fine)).toBe(fine);
  });

  it('drops characters XML cannot hold and cuts cells at Excel’s limit', () => {
    expect(xlsxSafe('a\u0000b\u0008c\td\ne\u001F')).toBe('abc\td\ne');
    expect(xlsxSafe('x\uD800y')).toBe('xy');
    expect(xlsxSafe('😀')).toBe('😀');
    expect(xlsxSafe('x'.repeat(40_000))).toHaveLength(32_767);
  });
});

describe('download file names', () => {
  const report = {
    name: 'Technology: WordPress, version: 6.4.2',
    readyAt: new Date('2025-06-01T12:00:00Z'),
    createdAt: new Date('2025-05-31T12:00:00Z'),
  } as ReportRow;

  it('are the label as a slug and the report date', () => {
    expect(downloadName(report, 'csv')).toBe('techcensus-technology-wordpress-version-6-4-2-2025-06-01.csv');
    expect(downloadName({ ...report, name: 'Category: Évènements' }, 'xlsx')).toBe(
      'techcensus-category-evenements-2025-06-01.xlsx',
    );
    expect(downloadName({ ...report, name: '日本' }, 'csv')).toBe('techcensus-report-2025-06-01.csv');
  });
});

describe('XLSX backpressure', () => {
  it('finds the stream exceljs feeds the zip through (the writer waits on it)', async () => {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: new PassThrough().resume() });
    const sheet = workbook.addWorksheet('Websites');
    for (let i = 0; i < 2_000; i++) sheet.addRow([`row ${i}`, 'x'.repeat(100)]).commit();
    const backlog = zipBacklog(sheet);
    expect(backlog).not.toBeNull();
    expect(typeof backlog?.bytes).toBe('number');
    sheet.commit();
    await workbook.commit();
  });
});
