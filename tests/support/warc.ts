import { loadFingerprintSet } from '../../server/src/detect/index.ts';
import { createVulnerabilityLookup } from '../../server/src/indexing/vulnerability-lookup.ts';
import { archiveClient, type WarcDeps } from '../../server/src/indexing/warc/index.ts';
import type { RunningServer } from '../../server/src/main.ts';

/*
 * What `npm run -s crawl -- --warc` works with, against a test server's store and SiteIndex: the
 * segment queue, its workers and the two passes over a WARC, with the engine of a crawl.
 */

export {
  archivedVisit,
  enqueueSegments,
  homePages,
  runSegment,
  scanWarc,
  segmentJobStates,
  segmentList,
  startWarcWorkers,
  type WarcDeps,
  type WarcJobOutput,
} from '../../server/src/indexing/warc/index.ts';

/**
 * The archive's dependencies on a test server: the catalogue's fingerprints and the server's store
 * and index; segments downloaded from the hosts `allowHosts` names (WARC_ALLOW_HOSTS) besides public ones.
 */
export function warcDeps(server: RunningServer, allowHosts: string[] = []): WarcDeps {
  return {
    db: server.db,
    archives: archiveClient(allowHosts, server.url),
    index: () => ({
      fingerprints: loadFingerprintSet(),
      siteIndex: server.siteIndex,
      vulnerabilities: createVulnerabilityLookup(server.db),
    }),
  };
}
