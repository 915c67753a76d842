import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@techcensus/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchEnvelope, PageDataUnavailable, site } from './client.ts';

let sent: { url: string; init: RequestInit }[];
let reply: () => Response;

beforeEach(() => {
  sent = [];
  reply = () => Response.json({ results: { ok: true } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      sent.push({ url, init });
      return reply();
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const headers = (i = 0) => new Headers(sent[i].init.headers);

describe('site: the calls of the website', () => {
  it('sends a call to its contract address with JSON, the session cookie and the CSRF header', async () => {
    const answer = await site.accounts.login({ body: { email: 'a@b.example', password: 'secret' } });
    expect(answer).toMatchObject({ status: 200, body: { results: { ok: true } } });
    expect(sent[0].url).toBe('/user/login');
    expect(sent[0].init).toMatchObject({ method: 'POST', credentials: 'same-origin' });
    expect(JSON.parse(String(sent[0].init.body))).toEqual({ email: 'a@b.example', password: 'secret' });
    expect(headers().get('content-type')).toBe('application/json');
    expect(headers().get(CSRF_HEADER)).toBe(CSRF_HEADER_VALUE);
    expect(headers().get('accept')).toBe('application/json');
  });

  it('keeps a path parameter one segment and encodes the query', async () => {
    await site.reportBuilder.readQueryStatus({ params: { searchToken: 'a/b?c' } });
    await site.monitoring.deleteWebsite({ query: { website: 'a&b.example' } });
    await site.purchase.testCheckoutPay({ params: { sessionId: 'cs test' } });
    expect(sent.map((s) => `${s.init.method} ${s.url}`)).toEqual([
      'GET /api/readQueryStatus/a%2Fb%3Fc',
      'GET /monitoring/api-delete-website?website=a%26b.example',
      'POST /purchase/test-checkout/cs%20test/pay',
    ]);
    // The state-changing GET carries the header too.
    expect(headers(1).get(CSRF_HEADER)).toBe(CSRF_HEADER_VALUE);
  });

  it('reads a JSON body whatever the status, gives none for other bodies, and rejects offline', async () => {
    reply = () => Response.json({ err: 'Too many attempts' }, { status: 429 });
    expect(await site.accounts.logout()).toMatchObject({ status: 429, body: { err: 'Too many attempts' } });
    reply = () =>
      new Response('<h1>Bad gateway</h1>', { status: 502, headers: { 'content-type': 'text/html' } });
    expect(await site.accounts.logout()).toMatchObject({ status: 502, body: undefined });
    reply = () => {
      throw new TypeError('Failed to fetch');
    };
    await expect(site.accounts.logout()).rejects.toThrow('Failed to fetch');
  });
});

describe('fetchEnvelope', () => {
  const envelope = { result404: { title: 'Not found' }, User: { LoggedIn: false } };

  it('asks the page address plus /api, query string as typed, and reads any status', async () => {
    reply = () => Response.json(envelope, { status: 404 });
    expect(await fetchEnvelope('/technology/nginx/websites', '?q=a%26b')).toEqual(envelope);
    expect(sent[0].url).toBe('/technology/nginx/websites/1/api?q=a%26b');
    expect(sent[0].init.credentials).toBe('same-origin');
  });

  it('is unavailable when the answer is no envelope or does not come', async () => {
    reply = () => new Response('<h1>Bad gateway</h1>', { status: 502 });
    await expect(fetchEnvelope('/', '')).rejects.toBeInstanceOf(PageDataUnavailable);
    reply = () => Response.json({ results: {} });
    await expect(fetchEnvelope('/', '')).rejects.toBeInstanceOf(PageDataUnavailable);
    reply = () => {
      throw new TypeError('Failed to fetch');
    };
    await expect(fetchEnvelope('/', '')).rejects.toBeInstanceOf(PageDataUnavailable);
  });
});
