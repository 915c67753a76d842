import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { ON_OPENSEARCH } from './tests/support/http-suites.ts';

/**
 * Two projects share one run (and its two workers): "all" is every test, the whole-server suites
 * on the server's default SiteIndex (the Postgres adapter); "opensearch" runs those suites again
 * with TECHCENSUS_TEST_SITEINDEX=opensearch (tests/support/http-suites.ts lists them, and the
 * ones left out and why). Test names carry the project, e.g. "opensearch  tests/pages/…".
 * The OpenSearch pass exists where OpenSearch does: always under CI=true (scripts/test.mjs has
 * refused to start without OPENSEARCH_URL there), elsewhere when OPENSEARCH_URL is set.
 */
const onOpenSearch = process.env.CI === 'true' || Boolean(process.env.OPENSEARCH_URL);

// The SDK resolves to its TypeScript source, not its committed build (package.json "exports");
// tsconfig.json's "paths" says the same to tsc. An alias, not an export condition: the manifest
// in the repository is the published one.
const SDK_SOURCE = fileURLToPath(new URL('./sdk/src/index.ts', import.meta.url));

export default defineConfig({
  resolve: { alias: [{ find: /^@techcensus\/sdk$/, replacement: SDK_SOURCE }] },
  test: {
    globalSetup: ['tests/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Suites share one machine with real servers; keep parallelism modest and predictable.
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
            'sdk/src/**/*.test.ts',
            'cli/src/**/*.test.ts',
            'tests/**/*.test.ts',
          ],
          // A worker keeps the modules it loaded from one file to the next: loading the server's
          // module graph costs seconds, once per worker instead of once per file. Files share no
          // state through it (each starts its own servers and stores, and closes them).
          isolate: false,
        },
      },
      {
        extends: true,
        // The website's tests mock modules and run in a DOM of their own: a fresh module graph each.
        test: { name: 'web', include: ['web/src/**/*.test.{ts,tsx}'] },
      },
      ...(onOpenSearch
        ? [
            {
              extends: true,
              test: {
                name: 'opensearch',
                include: ON_OPENSEARCH,
                env: { TECHCENSUS_TEST_SITEINDEX: 'opensearch' },
                isolate: false,
                setupFiles: ['tests/support/siteindex-cleanup.ts'],
              },
            },
          ]
        : []),
    ],
  },
});
