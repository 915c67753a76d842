import { defineConfig } from 'vitest/config';

/**
 * The suites that start the whole server (tests/http/harness.ts) and read or write the SiteIndex
 * through it: pages, API, scans, monitoring, reports, the report builder, purchases, ownership,
 * clients, browser. They run twice: once as part of everything, on the Postgres adapter, and
 * once more in the "opensearch" project with TECHCENSUS_TEST_SITEINDEX=opensearch, where every
 * server they start keeps its sites in a fresh OpenSearch index (docs/testing.md).
 */
const HTTP_SUITES = [
  'tests/api/**/*.test.ts',
  'tests/browser/**/*.test.ts',
  'tests/clients/**/*.test.ts',
  'tests/demo/first-start.test.ts',
  'tests/http/**/*.test.ts',
  'tests/monitoring/**/*.test.ts',
  'tests/ownership/**/*.test.ts',
  'tests/pages/**/*.test.ts',
  'tests/purchase/**/*.test.ts',
  'tests/report-builder/**/*.test.ts',
  'tests/reports/**/*.test.ts',
  'tests/scans/**/*.test.ts',
];

/** Left out of the OpenSearch pass, with why (docs/testing.md lists them too). */
const NOT_ON_OPENSEARCH = [
  // Already runs its own server on OpenSearch (and on Postgres) in the first pass.
  'tests/reports/opensearch.test.ts',
];

/**
 * The OpenSearch pass exists where OpenSearch does: always under CI=true (scripts/test.mjs has
 * already refused to start without OPENSEARCH_URL there), elsewhere when OPENSEARCH_URL is set.
 */
const onOpenSearch = process.env.CI === 'true' || Boolean(process.env.OPENSEARCH_URL);

export default defineConfig({
  test: {
    globalSetup: ['tests/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Suites share one machine with real servers; keep parallelism modest and predictable. The
    // limit is for the whole run: both projects share these two workers.
    pool: 'forks',
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'all',
          include: [
            'contract/src/**/*.test.ts',
            'server/src/**/*.test.ts',
            'web/src/**/*.test.{ts,tsx}',
            'sdk/src/**/*.test.ts',
            'cli/src/**/*.test.ts',
            'tests/**/*.test.ts',
          ],
        },
      },
      ...(onOpenSearch
        ? [
            {
              extends: true,
              test: {
                name: 'opensearch',
                include: HTTP_SUITES,
                exclude: NOT_ON_OPENSEARCH,
                env: { TECHCENSUS_TEST_SITEINDEX: 'opensearch' },
                setupFiles: ['tests/support/siteindex-cleanup.ts'],
              },
            },
          ]
        : []),
    ],
  },
});
