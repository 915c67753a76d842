import { readFileSync } from 'node:fs';
import {
  AboutUsResults,
  HomeResults,
  OPENAPI_DOCUMENTS,
  PAGE_MESSAGES,
  pageEnvelope,
} from '@techcensus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/src/main.ts';
import { startTestServer } from '../support/server.ts';
import { testSiteIndex } from '../support/test-siteindex.ts';
import { eventually } from '../support/wait.ts';

let server: RunningServer;
const url = (path: string) => `${server.url}${path}`;
const postJson = (path: string, body: string, headers: Record<string, string> = {}) =>
  fetch(url(path), { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('system endpoints', () => {
  it('/healthz reports both stores', async () => {
    const res = await fetch(url('/healthz'));
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({
      status: 'ok',
      // One process serves on the embedded store.
      workers: 1,
      checks: { database: { ok: true, engine: 'pglite' }, siteIndex: { ok: true, engine: testSiteIndex() } },
    });
  });

  it('/healthz says when the landing pages are computed; on an empty index there is nothing to wait for', async () => {
    await eventually(
      async () => {
        const body = await (await fetch(url('/healthz'))).json();
        expect(body.checks.statistics).toEqual({ warm: true });
      },
      { what: 'the landing pages to be computed' },
    );
  });

  it('/openapi.json is the public API v1 and /openapi/website.json the website calls, as checked in', async () => {
    for (const { url: path, file } of Object.values(OPENAPI_DOCUMENTS)) {
      const res = await fetch(url(path));
      expect(res.status, path).toBe(200);
      expect(await res.json()).toEqual(
        JSON.parse(readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8')),
      );
    }
    const publicApi = await (await fetch(url('/openapi.json'))).json();
    expect(Object.keys(publicApi.paths).every((p) => p.startsWith('/api/v1/'))).toBe(true);
    const website = await (await fetch(url('/openapi/website.json'))).json();
    expect(Object.keys(website.paths)).toEqual(
      expect.arrayContaining(['/healthz', '/report-client-error', '/api']),
    );
    expect(Object.keys(website.paths).some((p) => p.startsWith('/api/v1/'))).toBe(false);
  });

  it('/api/docs serves Swagger UI: the public API first, the website calls selectable, neither embedded', async () => {
    const res = await fetch(url('/api/docs/'));
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('swagger-ui');
    const init = await (await fetch(url('/api/docs/swagger-ui-init.js'))).text();
    const urls = [...init.matchAll(/"url": "([^"]+)"/g)].map((m) => m[1]);
    expect(urls).toEqual([OPENAPI_DOCUMENTS.publicApi.url, OPENAPI_DOCUMENTS.website.url]);
    expect(init).not.toContain('"paths"');
    expect(init.length).toBeLessThan(10_000);
  });

  it('sends security headers', async () => {
    const res = await fetch(url('/healthz'));
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(res.headers.get('x-powered-by')).toBeNull();
  });
});

describe('page data', () => {
  it('home page data is a valid envelope with real counts and metadata', async () => {
    const res = await fetch(url('/api'));
    expect(res.status).toBe(200);
    const body = pageEnvelope(HomeResults).parse(await res.json());
    expect(body.User.LoggedIn).toBe(false);
    // An empty index: nothing found yet, and the catalogue as what would be detected.
    expect(body.results?.TechnologyCount).toBe(0);
    expect(body.results?.CategoryCount).toBe(0);
    expect(body.results?.CatalogueTechnologyCount).toBeGreaterThan(7000);
    expect(body.results?.CatalogueCategoryCount).toBeGreaterThan(100);
    expect(body.results?.SiteCount).toBe(0);
    expect(body.results?.CanonicalURL).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    expect(body.results?.BreadCrumbs).toEqual([{ Text: 'Home', URL: '/', Current: true }]);
  });

  it('about page data carries breadcrumbs ending at the page', async () => {
    const body = pageEnvelope(AboutUsResults).parse(await (await fetch(url('/about-us/api'))).json());
    expect(body.results?.BreadCrumbs.at(-1)).toEqual({ Text: 'About us', URL: '/about-us', Current: true });
    expect(body.results?.Paragraphs.length).toBeGreaterThan(0);
  });

  it('unknown page data is a 404 envelope with the spec text', async () => {
    const res = await fetch(url('/no/such/page/api'));
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      result404: { title: PAGE_MESSAGES.notFound },
      User: { LoggedIn: false },
    });
  });
});

describe('bad input never reaches a 500', () => {
  it('malformed JSON → 400', async () => {
    const res = await postJson('/report-client-error', '{"url": ');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ err: 'The request body is not valid JSON.', code: 'malformed_json' });
  });

  it('oversized body → 413', async () => {
    const res = await postJson(
      '/report-client-error',
      JSON.stringify({ url: '/x', errorMessage: 'x'.repeat(200_000) }),
    );
    expect(res.status).toBe(413);
    expect((await res.json()).code).toBe('body_too_large');
  });

  it('schema violations → 400 naming the field', async () => {
    const res = await postJson('/report-client-error', JSON.stringify({ url: '/x' }));
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.code).toBe('validation_failed');
    expect(body.err).toMatch(/errorMessage/);
  });

  it('a JSON array or scalar body → 400', async () => {
    for (const bad of ['[]', '"text"', '42', 'null']) {
      const res = await postJson('/report-client-error', bad);
      expect(res.status, bad).toBe(400);
    }
  });

  it('wrong method on a known path → 405 with Allow', async () => {
    const post = await fetch(url('/healthz'), { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
    const get = await fetch(url('/report-client-error'));
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    const del = await fetch(url('/about-us'), { method: 'DELETE' });
    expect(del.status).toBe(405);
  });

  it('unknown API endpoints → 404 JSON', async () => {
    const res = await postJson('/api/v1/nothing-here', '{}');
    expect(res.status).toBe(404);
    expect((await res.json()).code).toBe('not_found');
  });

  it('odd paths and encodings do not break routing', async () => {
    for (const path of [
      '/%E0%A4%A',
      '/..%2f..%2fetc/passwd/api',
      '/%00/api',
      `/${'a'.repeat(5000)}/api`,
      '/website/%%%',
      '/website/%%%/api',
      '/technology/%E0%A4%A/websites/2',
    ]) {
      const res = await fetch(url(path));
      expect(res.status, path).toBeGreaterThanOrEqual(400);
      expect(res.status, path).toBeLessThan(500);
    }
  });
});

describe('client error reports', () => {
  it('are stored, and flooding them hits the limiter with Retry-After', async () => {
    const report = {
      url: '/about-us',
      errorMessage: 'Cannot read properties of undefined',
      errorStack: 'at x',
    };
    const ok = await postJson('/report-client-error', JSON.stringify(report), { 'user-agent': 'test-agent' });
    expect(ok.status).toBe(200);
    const { rows } = await server.db.query<{ url: string; error_message: string; user_agent: string }>(
      'SELECT url, error_message, user_agent FROM client_errors ORDER BY id DESC LIMIT 1',
    );
    expect(rows[0]).toEqual({
      url: '/about-us',
      error_message: report.errorMessage,
      user_agent: 'test-agent',
    });

    let limited: Response | undefined;
    for (let i = 0; i < 30 && !limited; i++) {
      const res = await postJson('/report-client-error', JSON.stringify(report));
      if (res.status === 429) limited = res;
    }
    expect(limited?.status).toBe(429);
    expect(Number(limited?.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('server-rendered pages', () => {
  it('/ is full HTML with the page data embedded and the metadata in <head>', async () => {
    const res = await fetch(url('/'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    const html = await res.text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<title>TechCensus: what the web is built with</title>');
    expect(head).toMatch(/<meta name="description" content="[^"]*7,540 technologies/);
    expect(head).toMatch(/<link rel="canonical" href="http:\/\/127\.0\.0\.1:\d+\/">/);
    expect(head).toMatch(/<meta property="og:url" content="http:\/\/127\.0\.0\.1:\d+\/">/);
    const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(head)![1]);
    expect(ld).toMatchObject({ '@type': 'BreadcrumbList', itemListElement: [{ position: 1, name: 'Home' }] });
    const data = JSON.parse(
      /<script id="page-data" type="application\/json">(.*?)<\/script>/s.exec(html)![1],
    );
    expect(data.url).toBe('/');
    expect(data.envelope.results.CatalogueTechnologyCount).toBeGreaterThan(7000);
    // An empty index: the headline counts the catalogue and the page says the index is empty.
    expect(html).toMatch(/<div id="root">.*technologies in.*categories<\/h1>/s);
    expect(html).toContain('The index holds no websites yet.');
    expect(html).toMatch(/<script type="module" src="\/assets\/[^"]+\.js"><\/script>/);
  });

  it('an unknown page is the spec 404 page with status 404, rendered on the server', async () => {
    const res = await fetch(url('/definitely/not/here?x=1'));
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain(PAGE_MESSAGES.notFound);
    expect(html).toContain('<meta name="robots" content="noindex">');
  });

  it('page data cannot break out of its script element', async () => {
    const res = await fetch(url('/%3C%2Fscript%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E'));
    const html = await res.text();
    expect(html).not.toContain('</script><script>alert(1)');
  });

  it('static assets are served with long-lived caching', async () => {
    const html = await (await fetch(url('/'))).text();
    const src = /<script type="module" src="([^"]+)"/.exec(html)![1];
    const res = await fetch(url(src));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('immutable');
    const logo = await fetch(url('/s/img/logo25.png'));
    expect(logo.headers.get('content-type')).toBe('image/png');
  });
});

describe('country flags', () => {
  it('/s/ci/{code}.png is a PNG, UK served as GB', async () => {
    const gb = await fetch(url('/s/ci/GB.png'));
    expect(gb.status).toBe(200);
    expect(gb.headers.get('content-type')).toBe('image/png');
    const bytes = new Uint8Array(await gb.arrayBuffer());
    expect([...bytes.slice(1, 4)].map((b) => String.fromCharCode(b)).join('')).toBe('PNG');
    const uk = new Uint8Array(await (await fetch(url('/s/ci/UK.png'))).arrayBuffer());
    expect(uk).toEqual(bytes);
  });

  it('unknown or malformed codes are 404, never 500', async () => {
    for (const path of ['/s/ci/QQ.png', '/s/ci/gbr.png', '/s/ci/..%2F..%2Fetc.png', '/s/ci/GB.svg']) {
      expect((await fetch(url(path))).status, path).toBe(404);
    }
  });
});
