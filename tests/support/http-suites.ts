/**
 * The suites that start the whole server and read or write the SiteIndex through it. Besides
 * running with everything else (on the Postgres adapter), they run a second time in the
 * "opensearch" project of vitest.config.ts, where every server they start keeps its sites in a
 * fresh OpenSearch index (test-siteindex.ts). A new suite that starts a server and touches sites
 * (pages, API, scans, monitoring, reports, searches) belongs here.
 */
export const ON_OPENSEARCH = [
  'tests/alerts/*.test.ts',
  'tests/api/*.test.ts',
  'tests/browser/pages-*.test.ts',
  'tests/clients/sdk-live.test.ts',
  'tests/clients/status.test.ts',
  'tests/http/platform.test.ts',
  'tests/monitoring/*.test.ts',
  'tests/ownership/*.test.ts',
  'tests/pages/about-api.test.ts',
  'tests/pages/blog.test.ts',
  'tests/pages/hidden-rows.test.ts',
  'tests/pages/info.test.ts',
  'tests/pages/network.test.ts',
  'tests/pages/search-suggestions.test.ts',
  'tests/pages/technology.test.ts',
  'tests/pages/vulnerability.test.ts',
  'tests/pages/website.test.ts',
  'tests/purchase/report-purchase.test.ts',
  'tests/purchase/test-checkout.test.ts',
  'tests/report-builder/browser.test.ts',
  'tests/report-builder/calls.test.ts',
  'tests/report-builder/purchase-path.test.ts',
  'tests/report-builder/searches.test.ts',
  'tests/reports/files.test.ts',
  'tests/reports/retry.test.ts',
  'tests/scans/*.test.ts',
];

/** Suites that start a server but are left out of the OpenSearch pass, and why. */
export const NOT_ON_OPENSEARCH: Record<string, string> = {
  'tests/accounts/*.test.ts': 'sign-in, registration and guards read no sites',
  'tests/browser/accounts*.test.ts': 'sign-in in the browser reads no sites',
  'tests/browser/shell.test.ts': 'starts its server with an environment of its own (the Postgres adapter)',
  'tests/clients/cli.test.ts':
    'the CLI calls the API that sdk-live and tests/api check on OpenSearch; each call is a process of its own (4 minutes)',
  'tests/docs/quickstarts.test.ts':
    'runs the documented programs against the API that tests/api and sdk-live check on OpenSearch; each run is a process of its own',
  'tests/demo/first-start.test.ts': 'first-start seeding needs a DATA_DIR on disk and is pinned to PGlite',
  'tests/packages/pack-install.test.ts':
    'checks the packed SDK and CLI packages; the API they call is checked by sdk-live and tests/api',
  'tests/purchase/{bad-input,cancel-*,pricing,stripe-*}.test.ts':
    'credit and subscription purchases and the pricing page read no sites',
  'tests/reports/opensearch.test.ts': 'runs its own server on OpenSearch in the first pass already',
};
