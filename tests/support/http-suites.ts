/**
 * The suites that run a second time in the "opensearch" project of vitest.config.ts, where every
 * server they start keeps its sites in a fresh OpenSearch index (test-siteindex.ts).
 *
 * Whether the two SiteIndex adapters give the same answers is the conformance suite's job
 * (server/src/siteindex/conformance: every port operation, every filter module, facets, paging,
 * saved filters, ranks, on PGlite, the PostgreSQL server and OpenSearch, against one reference).
 * What it cannot see is the adapter inside the assembled service, so this pass keeps one suite for
 * each way the service depends on it:
 */
export const ON_OPENSEARCH = [
  // The server opens, reports and serves from OpenSearch: every /api/v1 route and the platform.
  'tests/api/every-route.test.ts',
  'tests/http/platform.test.ts',
  // Statistics pages (aggregations through the statistics cache) and the profile, as page data.
  'tests/pages/technology.test.ts',
  'tests/pages/website.test.ts',
  // A scan writes its site and the next request reads it (the adapter's read-your-writes).
  'tests/scans/calls.test.ts',
  // Another process reads the index: report files are written by the report worker (the file's
  // cases on what a file holds; those that read only the report's row run in the first pass).
  'tests/reports/files.test.ts',
  // Alerts: sites written by a crawl matched through the percolator index, on the job queue.
  'tests/alerts/webhooks.test.ts',
  // An owner's removal deletes the site from the index and keeps it out.
  'tests/ownership/removal.test.ts',
];

/** Why the other suites that start a server do not run again on OpenSearch. */
export const NOT_ON_OPENSEARCH: Record<string, string> = {
  'every other suite that reads sites through the server':
    'the same adapter operations as the suites above, proved equal to the Postgres adapter by the conformance suite',
  'tests/accounts, tests/purchase (but report purchases), pricing': 'read no sites',
  'tests/clients, tests/docs, tests/packages': 'call the API that every-route checks on OpenSearch',
  'tests/demo/first-start.test.ts': 'first-start seeding needs a DATA_DIR on disk and is pinned to PGlite',
  'tests/reports/opensearch.test.ts, tests/report-builder (engines.ts)':
    'start a server on OpenSearch in the first pass already',
};
