/**
 * A report on a database server whose SiteIndex is OpenSearch: the report process reads the
 * sites from the same OPENSEARCH_URL and index as the server, and its rows are the ones the job
 * would make from the index's pages.
 */
import type { ReportFilter } from '@techcensus/contract';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/src/main.ts';
import { csvSafe, reportRecord, technologySelector } from '../../server/src/modules/reports/columns.ts';
import { compileReportFilters } from '../../server/src/modules/reports/compile-filters.ts';
import { createOpenSearchSiteIndex } from '../../server/src/siteindex/opensearch.ts';
import { serverEngines, uniqueName } from '../support/engines.ts';
import { seedDemoSites } from '../support/sites.ts';
import { buyReport, get, indexMatches, signedInAccount, waitForStatus } from './support.ts';

const opensearchUrl = process.env.OPENSEARCH_URL;
const index = uniqueName('tc_test_reports');
const engine = serverEngines({
  LOG_LEVEL: 'silent',
  ...(opensearchUrl ? { OPENSEARCH_URL: opensearchUrl, OPENSEARCH_INDEX: index } : {}),
}).find((e) => e.name === 'postgres(server)');

describe.skipIf(!engine || !opensearchUrl)('reports over OpenSearch', () => {
  let server: RunningServer;

  beforeAll(async () => {
    server = await (engine as NonNullable<typeof engine>).open();
    expect(server.siteIndex.kind).toBe('opensearch');
    await seedDemoSites(server, { count: 150, seed: 8 });
    await server.siteIndex.refresh();
  }, 180_000);
  afterAll(async () => {
    await server?.close();
    const os = createOpenSearchSiteIndex({ node: opensearchUrl as string, index });
    await os.drop();
    await os.close();
  });

  it("the report process's rows are the rows of the index's pages, in rank order", async () => {
    const [{ key: category }] = await server.siteIndex.aggregate([], 'category', { size: 1 });
    const filters: ReportFilter[] = [{ module: 'category', category }];
    const buyer = await signedInAccount(server.db);
    const id = await buyReport(server.db, server.queue, { accountId: buyer.accountId, filters, size: 60 });
    expect(await waitForStatus(server.db, id, ['ready', 'failed'])).toBe('ready');

    const csv = await get(server.url, `/reports/${id}/download`, { cookie: buyer.cookie });
    const rows = (parse(csv.text) as string[][]).slice(1);
    const selected = technologySelector(await compileReportFilters(server.db, filters));
    const expected = (await indexMatches(server.db, server.siteIndex, filters, 60)).map((doc) =>
      reportRecord(doc, selected).map(csvSafe),
    );
    expect(expected.length).toBeGreaterThan(10);
    expect(rows).toEqual(expected);
  });
});
