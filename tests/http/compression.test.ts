import { readdirSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/src/main.ts';
import { startTestServer } from '../support/server.ts';

/**
 * Responses are compressed as the request's Accept-Encoding asks, and each page's document names
 * only the code that page runs: the entry and its own area's chunk.
 */

const DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

let server: RunningServer;

/** A GET whose body is read as sent: fetch() would decode it and hide the encoding. */
function rawGet(path: string, headers: Record<string, string> = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = request(`${server.url}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const decoders = { br: brotliDecompressSync, gzip: gunzipSync } as const;

async function assetsOf(path: string): Promise<string[]> {
  const html = (await rawGet(path)).body.toString('utf8');
  return [
    ...html.matchAll(/<(?:script type="module" src|link rel="(?:modulepreload|stylesheet)" href)="([^"]+)"/g),
  ].map((m) => m[1] as string);
}

const manifest = () =>
  JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    { file: string; name?: string }
  >;
const fileOf = (key: string) => `/${manifest()[key]!.file}`;
const chunkNamed = (name: string) =>
  `/${Object.values(manifest()).find((c) => c.name === name && !c.file.includes('views'))!.file}`;
/** The chart components' shared chunk (web/src/components/charts), named by Rollup after one of them. */
const chartsChunk = () => chunkNamed('VersionChart');

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('compressed responses', () => {
  it('serve the page, its data and the bundle with brotli or gzip when asked, plain otherwise', async () => {
    const [entry] = (await assetsOf('/')).filter((a) => a.endsWith('.js') && a.includes('entry-client'));
    expect(entry).toBeTruthy();
    for (const [path, type] of [
      ['/', 'text/html'],
      ['/about-us/api', 'application/json'],
      [entry!, 'javascript'],
    ] as const) {
      const plain = await rawGet(path);
      expect(plain.status).toBe(200);
      expect(plain.headers['content-type']).toContain(type);
      expect(plain.headers['content-encoding']).toBeUndefined();
      for (const encoding of ['br', 'gzip'] as const) {
        const res = await rawGet(path, { 'accept-encoding': encoding });
        expect([path, res.status, res.headers['content-encoding']]).toEqual([path, 200, encoding]);
        expect(res.headers.vary).toMatch(/Accept-Encoding/i);
        // The length of the plain body must not be sent with the encoded one.
        expect(res.headers['content-length']).not.toBe(String(plain.body.length));
        const decoded = decoders[encoding](res.body);
        expect(res.body.length).toBeLessThan(decoded.length);
        if (path === entry) expect(decoded.equals(plain.body)).toBe(true);
      }
    }
    // A browser asking for both gets brotli, the smaller.
    const both = await rawGet('/', { 'accept-encoding': 'gzip, deflate, br' });
    expect(both.headers['content-encoding']).toBe('br');
  });

  it('keeps the bundle cacheable for a year and its plain length known', async () => {
    const [entry] = (await assetsOf('/')).filter((a) => a.includes('entry-client') && a.endsWith('.js'));
    const plain = await rawGet(entry!);
    expect(plain.headers['cache-control']).toContain('immutable');
    expect(plain.headers['content-length']).toBe(String(plain.body.length));
    expect(plain.headers.etag).toBeTruthy();
    const br = await rawGet(entry!, { 'accept-encoding': 'br' });
    expect(br.headers['cache-control']).toContain('immutable');
  });

  it('leaves images, byte ranges and small answers as they are', async () => {
    const png = await rawGet('/s/img/logo25.png', { 'accept-encoding': 'br, gzip' });
    expect(png.status).toBe(200);
    expect(png.headers['content-encoding']).toBeUndefined();
    const [entry] = (await assetsOf('/')).filter((a) => a.includes('entry-client') && a.endsWith('.js'));
    const range = await rawGet(entry!, { 'accept-encoding': 'br', range: 'bytes=0-99' });
    expect(range.status).toBe(206);
    expect(range.headers['content-encoding']).toBeUndefined();
    expect(range.body.length).toBe(100);
    const health = await rawGet('/healthz', { 'accept-encoding': 'br' });
    expect(health.status).toBe(200);
    expect(health.headers['content-encoding']).toBeUndefined();
  });
});

describe('code split by page area', () => {
  it("the home page's document names the entry and the home area's chunk, not charts or the report builder", async () => {
    const assets = await assetsOf('/');
    expect(assets).toContain(fileOf('src/entry-client.tsx'));
    expect(assets).toContain(fileOf('src/pages/site-views.tsx'));
    expect(assets).not.toContain(chartsChunk());
    const otherAreas = Object.keys(manifest()).filter(
      (k) => k.endsWith('views.tsx') && k !== 'src/pages/site-views.tsx',
    );
    expect(otherAreas).toContain('src/pages/report-builder/views.tsx');
    for (const k of otherAreas) expect([k, assets.includes(fileOf(k))]).toEqual([k, false]);
  });

  it("the report builder's document names its own chunk and not the technology pages' charts", async () => {
    const assets = await assetsOf('/create-report');
    expect(assets).toContain(fileOf('src/pages/report-builder/views.tsx'));
    expect(assets).not.toContain(fileOf('src/pages/technology/views.tsx'));
    expect(assets).not.toContain(chartsChunk());
  });

  it('a category page names the charts it draws', async () => {
    const assets = await assetsOf('/technology-type/cms');
    expect(assets).toContain(fileOf('src/pages/technology/views.tsx'));
    expect(assets).toContain(chartsChunk());
  });

  it('nothing in <head> holds the first paint back: styles inline, scripts are modules', async () => {
    const html = (await rawGet('/')).body.toString('utf8');
    const head = html.slice(0, html.indexOf('</head>'));
    // A stylesheet is only named by a disabled link, which is never fetched.
    expect(head).not.toMatch(/<link (?![^>]*\bdisabled\b)[^>]*rel="stylesheet"/);
    expect(head).toMatch(/<link disabled rel="stylesheet" href="\/assets\/entry-client-[^"]+\.css">/);
    expect(head).toMatch(/<style>[^<]*\.skip-link/);
    expect(head).not.toMatch(/<script(?![^>]*type="application\/(?:ld\+)?json")[^>]*>/);
    expect(html).toMatch(
      /<script type="module" src="\/assets\/entry-client-[^"]+\.js"><\/script>\s*<\/body>/,
    );
  });

  it("a page's inline styles are the entry's and its own area's, not another area's", async () => {
    const styles = async (path: string) => {
      const html = (await rawGet(path)).body.toString('utf8');
      return [...html.matchAll(/<style>([^<]*)<\/style>/g)].map((m) => m[1]).join('\n');
    };
    // Each selector is in one area's stylesheet only (web/src/styles/<area>.css).
    const pricing = await styles('/pricing');
    expect(pricing).toMatch(/\.skip-link/);
    expect(pricing).toMatch(/\.pricing-page/);
    expect(pricing).not.toMatch(/\.create-report-grid/);
    expect(pricing).not.toMatch(/\.website-layout/);
    const builder = await styles('/create-report');
    expect(builder).toMatch(/\.create-report-grid/);
    expect(builder).not.toMatch(/\.pricing-page/);
    // The home page shows the technology blocks: it carries their stylesheet, not the CVE pages'.
    const home = await styles('/');
    expect(home).toMatch(/\.home-blocks/);
    expect(home).not.toMatch(/\.cve-head/);
  });

  it('Swagger UI is served by the server and is nowhere in the website bundle', async () => {
    const docs = await rawGet('/api/docs/');
    expect(docs.status).toBe(200);
    expect(docs.body.toString('utf8')).toContain('swagger-ui');
    const files = readdirSync(join(DIST, 'assets')).filter((f) => f.endsWith('.js'));
    expect(files.length).toBeGreaterThan(5);
    for (const f of files)
      expect([f, /SwaggerUI|swagger-ui/.test(readFileSync(join(DIST, 'assets', f), 'utf8'))]).toEqual([
        f,
        false,
      ]);
  });
});
