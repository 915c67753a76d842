import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'contract/src/**/*.test.ts',
      'server/src/**/*.test.ts',
      'web/src/**/*.test.{ts,tsx}',
      'sdk/src/**/*.test.ts',
      'cli/src/**/*.test.ts',
      'tests/**/*.test.ts',
    ],
    globalSetup: ['tests/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Suites share one machine with real servers; keep parallelism modest and predictable.
    pool: 'forks',
    maxWorkers: 2,
  },
});
