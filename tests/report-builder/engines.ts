import type { RunningServer } from '../../server/src/main.ts';
import { type Engine, serverEngines, uniqueName } from '../support/engines.ts';
import { startTestServer } from '../support/server.ts';
import { testSiteIndex } from '../support/test-siteindex.ts';

/**
 * The service on every store the machine has (serverEngines), plus one whose SiteIndex is
 * OpenSearch when OPENSEARCH_URL is set: the builder's counts must be the index's on both
 * adapters. With CI=true a missing OpenSearch fails instead of skipping.
 */
export function builderEngines(extraEnv: Record<string, string>): Engine<RunningServer>[] {
  const engines = serverEngines(extraEnv);
  const url = process.env.OPENSEARCH_URL;
  // On the OpenSearch pass (tests/support/test-siteindex.ts) every engine above already is one.
  if (testSiteIndex() === 'opensearch') return engines;
  if (url) {
    engines.push({
      name: 'opensearch',
      async open() {
        const index = uniqueName('tc_builder').toLowerCase();
        const server = await startTestServer({ ...extraEnv, OPENSEARCH_URL: url, OPENSEARCH_INDEX: index });
        return {
          ...server,
          async close() {
            await server.close();
            await fetch(`${url}/${index}`, { method: 'DELETE' });
          },
        };
      },
    });
  } else if (process.env.CI === 'true')
    engines.push({
      name: 'opensearch',
      open: () => Promise.reject(new Error('OPENSEARCH_URL is not set but CI=true requires OpenSearch')),
    });
  return engines;
}
