// Requests must name this site (DNS rebinding), page loads go to the one canonical origin, and the
// development conveniences (mail outbox, test checkout) exist only on a loopback address and in
// development, or when asked for there.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/src/main.ts';
import { startTestServer } from '../support/server.ts';
import { rawRequest } from './support.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

describe('the Host check, on the embedded defaults (development, no SMTP, no Stripe)', () => {
  let server: RunningServer;
  let port: string;
  beforeAll(async () => {
    server = await startTestServer({ NODE_ENV: 'development', BROWSE_RATE_LIMIT: '0' });
    port = new URL(server.url).port;
  });
  afterAll(() => server?.close());

  it('refuses another host name with 421 and a plain sentence, on pages, calls, the API and the outbox', async () => {
    for (const path of ['/', '/about-us/api', '/dev/outbox', '/api/v1/credits', '/purchase/public-key']) {
      for (const host of [
        `rebound.example:${port}`,
        'rebound.example',
        `127.0.0.1.nip.io:${port}`,
        `localhost:1`,
      ]) {
        const res = await rawRequest(server.url, 'GET', path, { host });
        expect(res.status, `${host}${path}`).toBe(421);
        expect(res.text).toBe(
          'Misdirected request: this server does not answer to the host name in this request.\n',
        );
      }
    }
    const post = await rawRequest(server.url, 'POST', '/user/logout', {
      host: 'rebound.example',
      origin: 'http://rebound.example',
      'x-techcensus-csrf': '1',
    });
    expect(post.status).toBe(421);
  });

  it('answers its own loopback names on its port; /healthz answers any host (load balancers probe by address)', async () => {
    expect((await rawRequest(server.url, 'GET', '/about-us/api', { host: `127.0.0.1:${port}` })).status).toBe(
      200,
    );
    expect((await rawRequest(server.url, 'GET', '/healthz', { host: 'rebound.example' })).status).toBe(200);
    expect((await rawRequest(server.url, 'GET', '/dev/outbox', { host: `127.0.0.1:${port}` })).status).toBe(
      200,
    );
  });

  it('sends page loads on another loopback name to the canonical origin, the one checkouts return to', async () => {
    for (const host of [`localhost:${port}`, `[::1]:${port}`, `LOCALHOST:${port}`]) {
      const res = await rawRequest(server.url, 'GET', '/pricing?x=1', { host });
      expect(res.status, host).toBe(302);
      expect(res.headers.location).toBe(`http://127.0.0.1:${port}/pricing?x=1`);
    }
    // Not calls: a POST is answered where it arrives.
    const post = await rawRequest(
      server.url,
      'POST',
      '/report-client-error',
      { host: `localhost:${port}` },
      '{}',
    );
    expect(post.status).toBe(400);
  });

  it('checkouts and canonical links use the address the server listens on, never localhost:0', async () => {
    const pricing = await fetch(`${server.url}/pricing`);
    const html = await pricing.text();
    expect(html).toContain(`<link rel="canonical" href="http://127.0.0.1:${port}/pricing"`);
  });

  it('takes the Origin of a state change from configuration, not from the request', async () => {
    const res = await rawRequest(
      server.url,
      'POST',
      '/user/logout',
      { host: `127.0.0.1:${port}`, origin: 'http://rebound.example', 'x-techcensus-csrf': '1' },
      '{}',
    );
    expect(res.status).toBe(403);
    const own = await rawRequest(
      server.url,
      'POST',
      '/user/logout',
      { host: `localhost:${port}`, origin: `http://localhost:${port}`, 'x-techcensus-csrf': '1' },
      '{}',
    );
    expect(own.status).toBe(200);
  });
});

describe('behind a trusted proxy', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startTestServer({ TRUST_PROXY: 'true', PUBLIC_URL: 'https://census.example' });
  });
  afterAll(() => server?.close());

  it("checks the visitor's host name the proxy forwards, and PUBLIC_URL's host is the site", async () => {
    const ok = await rawRequest(server.url, 'GET', '/about-us/api', { 'x-forwarded-host': 'census.example' });
    expect(ok.status).toBe(200);
    expect(
      (await rawRequest(server.url, 'GET', '/about-us/api', { host: 'census.example:443' })).status,
    ).toBe(200);
    const rebound = await rawRequest(server.url, 'GET', '/about-us/api', {
      host: 'census.example',
      'x-forwarded-host': 'rebound.example, census.example',
    });
    expect(rebound.status).toBe(421);
  });

  it('does not redirect loopback names when the site lives elsewhere (local tools, health checks)', async () => {
    const port = new URL(server.url).port;
    expect((await rawRequest(server.url, 'GET', '/about-us/api', { host: `localhost:${port}` })).status).toBe(
      200,
    );
  });
});

describe('development conveniences', () => {
  it('are off in test', async () => {
    const test = await startTestServer();
    try {
      expect((await fetch(`${test.url}/dev/outbox`)).status).toBe(404);
      expect((await fetch(`${test.url}/purchase/public-key`)).status).toBe(503);
    } finally {
      await test.close();
    }
  });

  it('are on when asked for on a loopback address', async () => {
    const asked = await startTestServer({ DEV_OUTBOX: 'true', PURCHASE_TEST_CHECKOUT: 'true' });
    try {
      expect((await fetch(`${asked.url}/dev/outbox`)).status).toBe(200);
      const key = await fetch(`${asked.url}/purchase/public-key`);
      expect(await key.json()).toEqual({ results: { publicKey: 'test-checkout' } });
    } finally {
      await asked.close();
    }
  });

  it('stop the start when asked for on an address other hosts can reach, or HOST=0.0.0.0 has no PUBLIC_URL', async () => {
    await expect(
      startTestServer({ HOST: '0.0.0.0', PUBLIC_URL: 'https://census.example', DEV_OUTBOX: 'true' }),
    ).rejects.toThrow(/DEV_OUTBOX: true shows every one-time code and API key .* needs a loopback HOST/);
    await expect(
      startTestServer({ HOST: '::', PUBLIC_URL: 'https://census.example', PURCHASE_TEST_CHECKOUT: 'true' }),
    ).rejects.toThrow(/PURCHASE_TEST_CHECKOUT: true lets anyone buy credits and subscriptions for nothing/);
    await expect(startTestServer({ HOST: '0.0.0.0' })).rejects.toThrow(
      /PUBLIC_URL: required with HOST=0.0.0.0/,
    );
  });

  it('npm start says which are on, where the outbox is, and the origin to open; a refused start says why', async () => {
    const run = (env: Record<string, string>) =>
      new Promise<{ code: number | null; out: string }>((resolve) => {
        const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
          cwd: ROOT,
          env: { PATH: process.env.PATH ?? '', PORT: '0', DATA_DIR: 'memory://', DEMO_SITES: '0', ...env },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        let out = '';
        const onData = (c: Buffer) => {
          out += c.toString();
          if (/development conveniences/.test(out)) child.kill('SIGTERM');
        };
        child.stdout.on('data', onData);
        child.stderr.on('data', onData);
        // Only for a start that hangs: a loaded machine may take minutes to get here.
        const timer = setTimeout(() => child.kill('SIGKILL'), 200_000);
        child.on('exit', (code) => {
          clearTimeout(timer);
          resolve({ code, out });
        });
      });
    const started = await run({});
    const listening = /"url":"(http:\/\/127\.0\.0\.1:\d+)".*TechCensus is listening: open \1/.exec(
      started.out,
    );
    expect(listening, started.out).toBeTruthy();
    const site = listening?.[1];
    // Beside the JSON log, a plain line with the address to open.
    expect(started.out.split('\n')).toContain(`TechCensus is running: open ${site}`);
    expect(started.out).toContain(
      `development conveniences on, for this machine only: mail outbox at ${site}/dev/outbox (DEV_OUTBOX); test checkout: purchases take no money (PURCHASE_TEST_CHECKOUT)`,
    );
    const refused = await run({ HOST: '0.0.0.0', PUBLIC_URL: 'https://census.example', DEV_OUTBOX: 'true' });
    expect(refused.code).toBe(1);
    expect(refused.out).toContain('DEV_OUTBOX: true shows every one-time code and API key');
  }, 420_000);
});
