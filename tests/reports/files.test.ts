/**
 * Bought reports end to end on a seeded demo index: the build job's CSV and XLSX, the download
 * with its checksum, the report page, who may see them, and the account page's rows.
 *
 * A build is a report process of its own (seconds of CPU), so tests that read the same kind of
 * report share one build per server instead of buying their own; each asks for it through
 * `sharedReport`, so any test still runs alone.
 */
import { REPORT_CHECKSUM_HEADER, type ReportFilter } from '@techcensus/contract';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/src/main.ts';
import { REPORT_COLUMNS } from '../../server/src/modules/reports/columns.ts';
import type { SiteDoc } from '../../server/src/siteindex/port.ts';
import { DEMO_DATA_NOTICE, DEMO_REPORT_NOTE } from '../../web/src/components/IndexNotice.tsx';
import { named, serverEngines } from '../support/engines.ts';
import { seedDemoSites } from '../support/sites.ts';
import { testSiteIndex } from '../support/test-siteindex.ts';
import { buyReport, get, indexMatches, sha256Hex, signedInAccount, waitForStatus } from './support.ts';

const SEED = 21;
const COUNT = 300;
const LOW_RANK = 2_000_000_000;

/** A site whose texts need every kind of CSV quoting, and cells that look like formulas. */
function awkwardSite(i: number, rank: number): SiteDoc {
  return {
    domain: `awkward-${i}.example`,
    rank,
    country: i % 2 ? 'DE' : null,
    tld: 'example',
    language: 'de',
    ip: null,
    asn: null,
    asnName: null,
    technologies: [
      {
        name: 'jQuery',
        slug: 'jquery',
        version: '3.7.1',
        categories: ['javascript-libraries'],
        firstSeen: '2025-01-02',
        lastSeen: '2025-05-30',
        mode: 'static',
        confidence: 100,
        cves: ['CVE-2020-11022', 'CVE-2020-11023'],
      },
    ],
    headers: [],
    tags: [],
    advertisers: [],
    contacts: {
      emails: ['sales@awkward.example', 'info@awkward.example'],
      phones: ['+49 30 1234-5'],
      address: `Hauptstraße 1, "Haus ${i}"\nBerlin, Germany`,
    },
    social: {
      facebook: '=HYPERLINK("http://evil.example","click")',
      twitter: '@awkward',
      instagram: null,
      youtube: null,
      linkedin: 'https://www.linkedin.com/company/awkward, inc',
    },
    title: null,
    description: null,
    keywords: [],
    subdomains: [],
    links: [],
    redirectsTo: null,
    certificate: null,
    fetch: { outcome: 'ok', status: 200, checkedAt: '2025-05-30T00:00:00.000Z' },
    maxSeverity: 6.1,
    changes: [],
    synthetic: false,
    updatedAt: '2025-05-30T00:00:00.000Z',
  };
}

type Row = Record<(typeof REPORT_COLUMNS)[number], string>;
const parseCsv = (text: string): Row[] => parse(text, { columns: true, relax_column_count: false });

async function readXlsx(body: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const rows: string[][] = [];
  sheet.eachRow((row) => {
    const values = (row.values as unknown[]).slice(1);
    rows.push(
      REPORT_COLUMNS.map((_, i) => (values[i] === undefined || values[i] === null ? '' : String(values[i]))),
    );
  });
  return rows;
}

/**
 * The OpenSearch pass ("opensearch" in vitest.config.ts) is here for what the report process reads
 * from the index: the files' rows, and the demo notice of the report page. The pages and answers
 * that read only the report's row and its files (who may see them, the report and account pages,
 * a report still building, bad input) read no site: the first pass proves them on both stores.
 */
const onOpenSearch = testSiteIndex() === 'opensearch';

describe.each(named(serverEngines({ LOG_LEVEL: 'silent' })))('report files on %s', (_name, engine) => {
  let server: RunningServer;
  let top: { technology: string; category: string };

  beforeAll(async () => {
    server = await engine.open();
    await seedDemoSites(server, { count: COUNT, seed: SEED });
    await server.siteIndex.upsert([awkwardSite(1, 5), awkwardSite(2, LOW_RANK), awkwardSite(3, 7)]);
    await server.siteIndex.refresh();
    const [tech] = await server.siteIndex.aggregate([], 'technology', { size: 1 });
    const [cat] = await server.siteIndex.aggregate([], 'category', { size: 1 });
    top = { technology: tech.key, category: cat.key };
  }, 180_000);
  afterAll(async () => {
    await server?.close();
  });

  async function readyReport(
    filters: ReportFilter[],
    size: number,
    opts: { buyer?: Awaited<ReturnType<typeof signedInAccount>>; name?: string } = {},
  ) {
    const buyer = opts.buyer ?? (await signedInAccount(server.db));
    const { accountId } = buyer;
    const id = await buyReport(server.db, server.queue, { accountId, filters, size, name: opts.name });
    expect(await waitForStatus(server.db, id, ['ready', 'failed'])).toBe('ready');
    return { id, ...buyer };
  }

  /** Sites bought in the shared report of the top technology. */
  const BOUGHT = 40;
  let shared: Promise<Record<'technology' | 'awkward', Awaited<ReturnType<typeof readyReport>>>> | undefined;
  /**
   * A ready report that several tests read, built once per server: the top technology's, and the
   * awkward sites', bought by one account in that order.
   */
  async function sharedReport(kind: 'technology' | 'awkward') {
    shared ??= (async () => {
      const buyer = await signedInAccount(server.db);
      const filters: ReportFilter[] = [{ module: 'technology', technology: top.technology }];
      const technology = await readyReport(filters, BOUGHT, { buyer, name: 'Test report' });
      const awkward = await readyReport([{ module: 'tld', values: ['example'] }], 10, {
        buyer,
        name: 'Awkward sites',
      });
      return { technology, awkward };
    })();
    return (await shared)[kind];
  }

  it('the CSV lists the best-ranked matching sites in rank order, as many as were bought', async () => {
    const filters: ReportFilter[] = [{ module: 'technology', technology: top.technology }];
    const all = await indexMatches(server.db, server.siteIndex, filters);
    expect(all.length).toBeGreaterThan(BOUGHT);
    const { id, cookie } = await sharedReport('technology');
    const res = await get(server.url, `/reports/${id}/download`, { cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="techcensus-test-report-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.text.startsWith(`${REPORT_COLUMNS.join(',')}\r\n`)).toBe(true);
    const rows = parseCsv(res.text);
    expect(rows.map((r) => r.Domain)).toEqual(all.slice(0, BOUGHT).map((d) => d.domain));
    for (const [i, row] of rows.entries()) {
      const doc = all[i];
      expect(row.Rank).toBe(doc.rank >= LOW_RANK ? '' : String(doc.rank));
      expect(row.Country).toBe(doc.country ?? '');
      const listed = doc.technologies.filter((t) => t.slug === top.technology);
      expect(row.Technologies.split('; ').sort()).toEqual(
        [...new Set(listed.map((t) => (t.version ? `${t.name} ${t.version}` : t.name)))].sort(),
      );
      expect(row['First Detected']).toBe(listed.map((t) => t.firstSeen).sort()[0]);
      expect(row['Last Detected']).toBe(
        listed
          .map((t) => t.lastSeen)
          .sort()
          .at(-1),
      );
      expect(row.Emails).toBe(doc.contacts.emails.join('; '));
      expect(row.CVEs.split('; ').filter(Boolean).sort()).toEqual(
        [...new Set(listed.flatMap((t) => t.cves))].sort(),
      );
      expect(row.Synthetic).toBe(doc.synthetic ? 'yes' : 'no');
    }
    // The seeded sites are demo sites: the file says so on their rows.
    expect(rows.filter((r) => r.Synthetic === 'yes').length).toBeGreaterThan(30);
  });

  it('a report bought larger than the match holds every matching site, once', async () => {
    const filters: ReportFilter[] = [
      { module: 'category', category: top.category },
      { module: 'technology', technology: top.technology, exclude: true },
    ];
    const all = await indexMatches(server.db, server.siteIndex, filters);
    const { id, cookie } = await readyReport(filters, 5_000);
    const rows = parseCsv((await get(server.url, `/reports/${id}/download`, { cookie })).text);
    expect(rows.map((r) => r.Domain)).toEqual(all.map((d) => d.domain));
    // A category report lists the site's technologies of that category, and only those.
    for (const [i, row] of rows.entries()) {
      const listed = all[i].technologies.filter((t) => t.categories.includes(top.category));
      expect(listed.length).toBeGreaterThan(0);
      expect(row.Technologies.split('; ').sort()).toEqual(
        [...new Set(listed.map((t) => (t.version ? `${t.name} ${t.version}` : t.name)))].sort(),
      );
    }
  });

  it('quotes commas, quotes and line breaks (RFC 4180) and defuses formula cells', async () => {
    const { id, cookie } = await sharedReport('awkward');
    const res = await get(server.url, `/reports/${id}/download`, { cookie });
    expect(res.text).toContain('"Hauptstraße 1, ""Haus 1""\nBerlin, Germany"');
    const rows = parseCsv(res.text);
    expect(rows.map((r) => r.Domain)).toEqual([
      'awkward-1.example',
      'awkward-3.example',
      'awkward-2.example',
    ]);
    expect(rows[0]).toMatchObject({
      Rank: '5',
      Country: 'DE',
      Language: 'de',
      Technologies: 'jQuery 3.7.1',
      'First Detected': '2025-01-02',
      'Last Detected': '2025-05-30',
      Emails: 'sales@awkward.example; info@awkward.example',
      Phones: '+49 30 1234-5',
      Address: 'Hauptstraße 1, "Haus 1"\nBerlin, Germany',
      Facebook: `'=HYPERLINK("http://evil.example","click")`,
      Twitter: `'@awkward`,
      LinkedIn: 'https://www.linkedin.com/company/awkward, inc',
      CVEs: 'CVE-2020-11022; CVE-2020-11023',
      Synthetic: 'no',
    });
    // Rank 2,000,000,000 is "low rank": no number at all.
    expect([rows[2].Rank, rows[2].Country]).toEqual(['', '']);
  });

  it('the XLSX holds the same rows as the CSV, read back with exceljs', async () => {
    const { id, cookie } = await sharedReport('technology');
    const csv = parseCsv((await get(server.url, `/reports/${id}/download?format=csv`, { cookie })).text);
    expect(csv).toHaveLength(BOUGHT);
    const res = await get(server.url, `/reports/${id}/download?format=xlsx`, { cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers.get('content-disposition')).toMatch(/\.xlsx"$/);
    const [header, ...rows] = await readXlsx(res.body);
    expect(header).toEqual([...REPORT_COLUMNS]);
    // The same cells, without the apostrophe that defuses formulas in the CSV only.
    expect(rows).toEqual(csv.map((r) => REPORT_COLUMNS.map((c) => r[c].replace(/^'(?=[=+\-@])/, ''))));

    const awkward = await sharedReport('awkward');
    const [, first] = await readXlsx(
      (await get(server.url, `/reports/${awkward.id}/download?format=xlsx`, { cookie: awkward.cookie })).body,
    );
    // Typed string cells cannot run as formulas: kept as they are.
    expect(first[REPORT_COLUMNS.indexOf('Facebook')]).toBe('=HYPERLINK("http://evil.example","click")');
    expect(first[REPORT_COLUMNS.indexOf('Address')]).toBe('Hauptstraße 1, "Haus 1"\nBerlin, Germany');
  });

  it('sends each file with its SHA-256, as the report page states it', async () => {
    const { id, cookie } = await sharedReport('technology');
    const page = (await get(server.url, `/reports/${id}/api`, { cookie })).json();
    for (const format of ['csv', 'xlsx'] as const) {
      const res = await get(server.url, `/reports/${id}/download?format=${format}`, { cookie });
      const hex = sha256Hex(res.body);
      expect(res.headers.get(REPORT_CHECKSUM_HEADER)).toBe(hex);
      expect(res.headers.get('repr-digest')).toBe(`sha-256=:${Buffer.from(hex, 'hex').toString('base64')}:`);
      expect(Number(res.headers.get('content-length'))).toBe(res.body.length);
      const listed = page.results.Report.Downloads.find((d: { Format: string }) => d.Format === format);
      expect(listed).toMatchObject({ Sha256: hex, Bytes: res.body.length });
    }
  });

  it('the report page of a report built from demo sites shows the demo notice; its XLSX marks the rows', async () => {
    const { id, cookie } = await sharedReport('technology');
    expect((await get(server.url, `/reports/${id}/api`, { cookie })).json().results.DemoData).toBe(true);
    const html = (await get(server.url, `/reports/${id}`, { cookie })).text;
    expect(html).toContain(DEMO_DATA_NOTICE);
    expect(html).toContain(DEMO_REPORT_NOTE);
    const [header, ...rows] = await readXlsx(
      (await get(server.url, `/reports/${id}/download?format=xlsx`, { cookie })).body,
    );
    const column = header.indexOf('Synthetic');
    expect(column).toBeGreaterThan(-1);
    expect(rows.filter((r) => r[column] === 'yes').length).toBeGreaterThan(0);
  });

  // The rest reads the report's row and files, no site (above).
  if (onOpenSearch) return;

  it('only the owner gets the page and the files; others are told nothing', async () => {
    const { id, cookie } = await sharedReport('technology');
    const other = await signedInAccount(server.db);

    const anonymousData = await get(server.url, `/reports/${id}/api`);
    expect(anonymousData.status).toBe(401);
    expect(anonymousData.json()).toEqual({ resultLoginRequired: true, User: { LoggedIn: false } });
    const anonymousFile = await get(server.url, `/reports/${id}/download`, { accept: 'application/json' });
    expect(anonymousFile.status).toBe(401);
    expect(anonymousFile.json()).toMatchObject({ code: 'login_required', resultLoginRequired: true });
    const anonymousBrowser = await get(server.url, `/reports/${id}/download`, { accept: 'text/html' });
    expect(anonymousBrowser.status).toBe(401);
    expect(anonymousBrowser.text).toContain('"resultLoginRequired":true');
    expect(anonymousBrowser.headers.get('content-disposition')).toBeNull();

    const otherData = await get(server.url, `/reports/${id}/api`, { cookie: other.cookie });
    expect(otherData.status).toBe(404);
    expect(otherData.json().result404).toBeDefined();
    for (const format of ['csv', 'xlsx']) {
      const otherFile = await get(server.url, `/reports/${id}/download?format=${format}`, {
        cookie: other.cookie,
        accept: 'application/json',
      });
      expect([otherFile.status, otherFile.json().code]).toEqual([404, 'not_found']);
      expect(otherFile.headers.get(REPORT_CHECKSUM_HEADER)).toBeNull();
    }
    const otherPage = await get(server.url, `/reports/${id}`, { cookie: other.cookie });
    expect(otherPage.status).toBe(404);

    expect((await get(server.url, `/reports/${id}/download`, { cookie })).status).toBe(200);
  });

  it('the report page shows date, name, website count and the downloads', async () => {
    const { id, cookie } = await sharedReport('technology');
    const data = await get(server.url, `/reports/${id}/api`, { cookie });
    expect(data.status).toBe(200);
    const report = data.json().results.Report;
    expect(report).toMatchObject({
      ReportId: id,
      Name: 'Test report',
      DomainCount: BOUGHT,
      Status: 'ready',
    });
    expect(Date.parse(report.Date)).toBeGreaterThan(Date.now() - 10 * 60_000);
    expect(report.Downloads.map((d: { URL: string }) => d.URL)).toEqual([
      `/reports/${id}/download`,
      `/reports/${id}/download?format=xlsx`,
    ]);
    const html = await get(server.url, `/reports/${id}`, { cookie });
    expect(html.status).toBe(200);
    expect(html.text).toContain('<h1>Test report</h1>');
    expect(html.text).toContain(`href="/reports/${id}/download"`);
    expect(html.text).toContain('Download CSV');
    expect(html.text).toMatch(/Report date<\/th><td>[A-Z][a-z]+ \d{1,2}, \d{4}</);
  });

  it('a report still being built says so, and its download waits', async () => {
    const buyer = await signedInAccount(server.db);
    const id = await buyReport(server.db, server.queue, {
      accountId: buyer.accountId,
      filters: [{ module: 'technology', technology: top.technology }],
      size: 1_000,
      enqueue: false,
    });
    const data = (await get(server.url, `/reports/${id}/api`, { cookie: buyer.cookie })).json();
    expect(data.results.Report).toMatchObject({ Status: 'pending', DomainCount: 1_000, Downloads: [] });
    const html = await get(server.url, `/reports/${id}`, { cookie: buyer.cookie });
    expect(html.text).toContain('This report is being prepared.');
    const file = await get(server.url, `/reports/${id}/download`, {
      cookie: buyer.cookie,
      accept: 'application/json',
    });
    expect([file.status, file.json().code]).toEqual([409, 'report_pending']);
    expect(file.headers.get('retry-after')).toBe('30');
  });

  it('the account page lists ready reports and counts the ones in preparation', async () => {
    // The shared reports' owner: two ready, and one more not built yet.
    const first = await sharedReport('technology');
    const second = await sharedReport('awkward');
    const filters: ReportFilter[] = [{ module: 'technology', technology: top.technology }];
    const later = { accountId: first.accountId, filters, size: 5, name: 'Later', enqueue: false };
    await buyReport(server.db, server.queue, later);
    const account = (await get(server.url, '/user/account/api', { cookie: first.cookie })).json().results
      .Account;
    expect(account.Reports.map((r: { id: string; name: string }) => [r.id, r.name])).toEqual([
      [second.id, 'Awkward sites'],
      [first.id, 'Test report'],
    ]);
    for (const r of account.Reports) expect(Number.isNaN(Date.parse(r.date))).toBe(false);
    expect(account.PendingReportCount).toBe(1);
    const html = await get(server.url, '/user/account', { cookie: first.cookie });
    expect(html.text).toContain(`href="/reports/${first.id}/download"`);
  });

  it('bad input is a 4xx, never a 500', async () => {
    const { id, cookie } = await sharedReport('technology');
    const json = { cookie, accept: 'application/json' };
    for (const bad of ['not-a-uuid', `${id}x`, '%E0%A4%A', "1' OR '1'='1"]) {
      const path = `/reports/${encodeURIComponent(bad)}`;
      expect((await get(server.url, `${path}/download`, json)).status).toBe(404);
      expect((await get(server.url, `${path}/api`, { cookie })).status).toBe(404);
    }
    expect(
      (await get(server.url, '/reports/00000000-0000-4000-8000-000000000000/download', json)).status,
    ).toBe(404);
    for (const query of ['?format=pdf', '?format=CSV', '?format=csv&format=xlsx', '?format[]=csv']) {
      const res = await get(server.url, `/reports/${id}/download${query}`, json);
      expect([res.status, res.json().code]).toEqual([400, 'validation_failed']);
    }
    const post = await fetch(`${server.url}/reports/${id}/download`, { method: 'POST', headers: { cookie } });
    expect(post.status).toBe(405);
  });
});
