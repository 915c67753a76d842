// Every request a rendered page makes goes through the crawler's SSRF guard: fetches, images,
// redirects (each hop), websockets and preconnects to loopback, private or internal addresses
// are aborted and never reach a listener.

import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Farm, startFarm } from '../../../../fixtures/farm/farm.ts';
import { runBrowserSuites } from '../../../../tests/support/chromium.ts';
import type { Crawler } from '../index.ts';
import { farmCrawler, farmRenderer, renderRequest } from './render-setup.ts';
import type { Renderer } from './renderer.ts';

describe.skipIf(!runBrowserSuites)('deep scans behind the SSRF guard', () => {
  let farm: Farm;
  let crawler: Crawler;
  let renderer: Renderer;
  // A loopback listener the page is told about; it counts every connection, not just requests.
  let probe: Server;
  let probePort: number;
  const connections: Socket[] = [];

  beforeAll(async () => {
    farm = await startFarm();
    crawler = farmCrawler(farm);
    renderer = farmRenderer(farm, crawler);
    probe = createServer((socket) => {
      connections.push(socket);
      socket.destroy();
    });
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    probePort = (probe.address() as { port: number }).port;
  });

  afterAll(async () => {
    await renderer?.close();
    await crawler?.close();
    await farm?.close();
    await new Promise((resolve) => probe?.close(resolve));
  });

  it('aborts what the page aims at loopback, private and internal addresses; nothing arrives', async () => {
    const out = await renderer.render(renderRequest(`http://deep-ssrf.test/?probe=${probePort}`));
    // The page did reach for them (so the test can fail) …
    expect(out.xhr).toEqual(expect.arrayContaining(['127.0.0.1', 'localhost', 'internal.test']));
    // … and the guard refused each one, redirect hops included.
    expect(out.refused).toEqual(
      expect.arrayContaining([
        'http://10.0.0.1/pixel.png',
        `http://127.0.0.1:${probePort}/loopback-probe`,
        `http://127.0.0.1:${farm.httpPort}/loopback-probe`,
        'http://internal.test/secret',
        `http://127.0.0.1:${farm.httpPort}/redirect-probe`,
        `http://127.0.0.1:${farm.httpPort}/admin`,
      ]),
    );
    expect(connections).toHaveLength(0);
    const hosts = new Set(farm.requests.map((r) => r.host));
    for (const host of ['127.0.0.1', 'localhost', 'internal.test']) expect(hosts.has(host)).toBe(false);
    const paths = farm.requests.map((r) => r.path);
    for (const path of ['/loopback-probe', '/localhost-probe', '/redirect-probe', '/admin', '/secret'])
      expect(paths).not.toContain(path);
    // The allowed parts of the page were fetched: the page, the same-site redirect, the
    // allow-listed redirect's first hop.
    expect(farm.requestsFor('deep-ssrf.test').map((r) => r.path)).toEqual(
      expect.arrayContaining(['/', '/to-loopback']),
    );
    expect(farm.requestsFor('redirect-to-loopback.test').map((r) => r.path)).toEqual(['/']);
  });

  it('refuses a page on a private address outright', async () => {
    await expect(renderer.render(renderRequest(`http://127.0.0.1:${probePort}/`))).rejects.toThrow(
      /could not be rendered/,
    );
    expect(connections).toHaveLength(0);
  });
});
