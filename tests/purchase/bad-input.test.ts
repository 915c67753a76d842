// Every purchase endpoint, given bad input, answers 4xx in the documented shape — never 5xx.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/src/main.ts';
import { Client, type Mailbox, startMailbox } from '../accounts/support.ts';
import { signedIn, startPurchaseServer } from './support.ts';

let mailbox: Mailbox;
let server: RunningServer;
let buyer: Client;

beforeAll(async () => {
  mailbox = await startMailbox();
  server = await startPurchaseServer(mailbox);
  buyer = (await signedIn(server, mailbox)).client;
});
afterAll(async () => {
  await server?.close();
  await mailbox?.close();
});

const good = {
  orderCriteria: 'Technology: WordPress',
  orderURL: '/create-report?technology=wordpress',
  domainCount: 1000,
  price: 100,
  agreedWithTerms: true,
  details: [{ module: 'technology', technology: 'wordpress' }],
};

function expect4xx(status: number, what: string) {
  expect(status, what).toBeGreaterThanOrEqual(400);
  expect(status, what).toBeLessThan(500);
}

describe('purchase endpoints with bad input', () => {
  it('POST /purchase/report: malformed bodies are 400 with err and code', async () => {
    const bodies: [string, unknown][] = [
      ['empty', {}],
      ['array', [good]],
      ['string', 'buy'],
      ['no details', { ...good, details: undefined }],
      ['details not a list', { ...good, details: { Technology: 'wordpress' } }],
      ['unknown module', { ...good, details: [{ module: 'planet', value: 'mars' }] }],
      ['bad slug', { ...good, details: [{ module: 'technology', technology: 'Word Press!' }] }],
      ['unknown country', { ...good, details: [{ module: 'country', values: ['ZZ'] }] }],
      ['unknown region', { ...good, details: [{ module: 'region', values: ['atlantis'] }] }],
      ['too many filters', { ...good, details: Array.from({ length: 31 }, () => good.details[0]) }],
      ['negative size', { ...good, domainCount: -1 }],
      ['fractional size', { ...good, domainCount: 10.5 }],
      ['size as text', { ...good, domainCount: '1000' }],
      ['huge size', { ...good, domainCount: 1e12 }],
      ['price as text', { ...good, price: '100' }],
      ['negative price', { ...good, price: -5 }],
      ['terms as text', { ...good, agreedWithTerms: 'yes' }],
      ['empty label', { ...good, orderCriteria: '   ' }],
      ['long label', { ...good, orderCriteria: 'x'.repeat(5_000) }],
      ['long url', { ...good, orderURL: `/create-report?${'a'.repeat(3_000)}` }],
    ];
    for (const [what, body] of bodies) {
      const res = await buyer.post('/purchase/report', body);
      expect(res.status, what).toBe(400);
      expect(typeof res.body.err, what).toBe('string');
    }
    const notJson = await buyer.post('/purchase/report', undefined, { raw: '{"orderCriteria":' });
    expect(notJson.status).toBe(400);
    expect(notJson.body.code).toBe('malformed_json');
  });

  it('checkout links: unknown or malformed package and plan are 400 pages', async () => {
    for (const path of [
      '/purchase/credits',
      '/purchase/credits?package=',
      '/purchase/credits?package=credits-999',
      '/purchase/credits?package=credits-1000&package=credits-5000',
      '/purchase/credits?package[x]=1',
      '/purchase/subscription',
      '/purchase/subscription?type=platinum&yearly=0',
      '/purchase/subscription?type=pro&yearly=2',
      '/purchase/subscription?type=pro&yearly=yes',
      '/purchase/subscription?type=pro&type=basic',
    ]) {
      const res = await fetch(`${server.url}${path}`, {
        headers: { accept: 'text/html', cookie: buyer.cookieHeader() },
        redirect: 'manual',
      });
      expect(res.status, path).toBe(400);
      expect(res.headers.get('content-type'), path).toContain('text/html');
    }
    expect((await buyer.request('HEAD', '/purchase/credits?package=credits-1000')).status).toBe(204);
  });

  it('test checkout: unknown sessions, wrong methods and odd ids are 4xx', async () => {
    for (const id of [
      'nope',
      'cs_test_local_nope',
      `cs_test_local_${'x'.repeat(300)}`,
      '%00',
      'cs_live_123',
    ]) {
      const pay = await buyer.post(`/purchase/test-checkout/${encodeURIComponent(id)}/pay`);
      expect4xx(pay.status, `pay ${id}`);
      const page = await buyer.get(`/purchase/test-checkout/${encodeURIComponent(id)}/api`);
      expect4xx(page.status, `page ${id}`);
    }
    expect((await buyer.get('/purchase/test-checkout/x/pay')).status).toBe(405);
    expect((await buyer.request('PUT', '/purchase/report', good)).status).toBe(405);
    expect((await buyer.request('DELETE', '/purchase/public-key')).status).toBe(405);
    const withBody = await buyer.post('/purchase/test-checkout/cs_test_local_x/pay', { amount: 0 });
    expect4xx(withBody.status, 'pay with a body');
  });

  it('POST /stripe/webhook: unsigned, badly signed, empty, huge or non-JSON bodies are 400/413', async () => {
    const post = (body: string, headers: Record<string, string> = {}) =>
      fetch(`${server.url}/stripe/webhook`, { method: 'POST', headers, body });
    expect((await post('{}')).status).toBe(400);
    expect((await post('{}', { 'stripe-signature': 'nonsense' })).status).toBe(400);
    expect((await post('', { 'stripe-signature': 't=1,v1=abc' })).status).toBe(400);
    expect(
      (await post('not json', { 'content-type': 'text/plain', 'stripe-signature': 't=1,v1=abc' })).status,
    ).toBe(400);
    expect((await post('a'.repeat(2 * 1024 * 1024), { 'stripe-signature': 't=1,v1=abc' })).status).toBe(413);
    const page = await fetch(`${server.url}/stripe/webhook`);
    expect(page.status).toBe(404);
  });

  it('a signed-out buyer gets 401 everywhere, with the spec message on the report call', async () => {
    const anonymous = new Client(server.url);
    const report = await anonymous.post('/purchase/report', good);
    expect(report.status).toBe(401);
    expect(report.body.err).toBe('Please log in to purchase the report');
    expect((await anonymous.post('/purchase/test-checkout/cs_test_local_x/pay')).status).toBe(401);
    expect((await anonymous.get('/purchase/credits?package=credits-1000')).status).toBe(401);
  });
});
