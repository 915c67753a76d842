/** A running server over a small deterministic demo dataset, shared by the area's tests. */
import type { RunningServer } from '../../server/src/main.ts';
import { startTestServer } from '../support/server.ts';

export const DEMO_SITES = 1_500;

export async function startSeededServer(): Promise<RunningServer> {
  return startTestServer({}, {}, { store: 'reference', sites: { count: DEMO_SITES, seed: 5 } });
}

export async function pageData(server: RunningServer, path: string) {
  const res = await fetch(`${server.url}${path}`);
  // biome-ignore lint/suspicious/noExplicitAny: the envelope is asserted field by field
  return { status: res.status, body: (await res.json()) as any };
}
