// A live scan of a hostile page, through the public surface: the page is read in a worker with a
// budget, so the scan ends with the over-budget outcome in plain words, writing nothing,
// while the server goes on answering. Read on the request thread, this page (1.9 MiB
// of nested <div>, 3 KB gzipped) once held every request for most of a minute.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Farm, startFarm } from '../../fixtures/farm/farm.ts';
import { deepNestingSite } from '../../fixtures/farm/site-kit.ts';
import type { RunningServer } from '../../server/src/main.ts';
import { named, serverEngines } from '../support/engines.ts';
import { crawlerHooks, SCAN_SERVER_ENV, scanClient, settle } from './support.ts';

const HOSTILE_SITE = 'hostile-fixture.com';
/** The slowest /healthz answer while the scan runs; a page read on the request thread takes ~50 s. */
const HEALTHZ_MS = 2_000;

let farm: Farm;
beforeAll(async () => {
  farm = await startFarm({ extraSites: [deepNestingSite(HOSTILE_SITE)] });
});
afterAll(async () => {
  await farm?.close();
});

describe.each(
  named(
    // A budget no worker can read 2 MB of HTML in: the page is over it whatever the machine.
    serverEngines(
      { ...SCAN_SERVER_ENV, PAGE_BUDGET_MS: '5', PAGE_WORKERS: '1' },
      crawlerHooks(() => farm),
    ),
  ),
)('a scan of a hostile page on %s', (_name, engine) => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await engine.open();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('ends over budget, in plain words, while /healthz keeps answering', async () => {
    const c = scanClient(server.url);
    const r = await c.post('/technology-scan/api-scan', { domain: HOSTILE_SITE, captcha: await c.captcha() });
    expect(r.status).toBe(200);
    const id = (r.body.results as { scanId: string }).scanId;

    let scanning = true;
    const answers: { status: number; ms: number }[] = [];
    const probe = (async () => {
      while (scanning) {
        const started = performance.now();
        // A server that stops answering may also drop the connection: that is no answer (0).
        const status = await fetch(`${server.url}/healthz`).then(
          async (h) => {
            await h.arrayBuffer();
            return h.status;
          },
          () => 0,
        );
        answers.push({ status, ms: performance.now() - started });
      }
    })();
    const done = await settle(c, `/technology-scan/api-scan-results?scanid=${id}`).finally(() => {
      scanning = false;
    });
    await probe;

    expect(farm.requestsFor(HOSTILE_SITE).some((q) => q.path === '/')).toBe(true);
    expect(done.body.results).toMatchObject({
      status: 'failed',
      error: 'The page took too long to read.',
      technologies: [],
    });
    expect(answers.length).toBeGreaterThan(0);
    expect(answers.filter((a) => a.status !== 200)).toEqual([]);
    const slowest = Math.max(...answers.map((a) => a.ms));
    expect(slowest, `slowest /healthz ${slowest.toFixed(0)} ms`).toBeLessThan(HEALTHZ_MS);
    // A scan that could not read the page writes nothing.
    expect(await server.siteIndex.get(HOSTILE_SITE)).toBeNull();
  }, 90_000);
});
