import type { RunningServer } from '../../server/src/main.ts';
import type { SiteDoc, SiteIndex } from '../../server/src/siteindex/port.ts';
import { startTestServer } from '../support/server.ts';
import { demoSitesOf } from '../support/sites.ts';

/** Demo sites the website and network page tests share: small, deterministic, dated today. */
export const SEED = 21;
export const COUNT = 600;

export interface Seeded {
  server: RunningServer;
  index: SiteIndex;
  docs: SiteDoc[];
  get(
    path: string,
    headers?: Record<string, string>,
  ): Promise<{
    status: number; // biome-ignore lint/suspicious/noExplicitAny: tests read envelopes of every page
    body: any;
  }>;
  html(path: string): Promise<{ status: number; text: string }>;
}

export async function startSeeded(): Promise<Seeded> {
  const server = await startTestServer({}, {}, { sites: { count: COUNT, seed: SEED } });
  // The server's own index, whichever adapter it runs (tests/support/test-siteindex.ts).
  const index = server.siteIndex;
  const docs = await demoSitesOf(server, { count: COUNT, seed: SEED });
  return {
    server,
    index,
    docs,
    async get(path, headers = {}) {
      const res = await fetch(`${server.url}${path}`, { headers });
      return { status: res.status, body: await res.json() };
    },
    async html(path) {
      const res = await fetch(`${server.url}${path}`, { redirect: 'manual' });
      return { status: res.status, text: await res.text() };
    },
  };
}
