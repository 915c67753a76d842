// A replaced or deleted API key stops answering at once, also when another process revoked it
// (this process's key cache then still names the account), and the free tier is per address and
// month: deleting an account and registering the address again grants nothing more that month.
import { FREE_TIER_MONTHLY_CREDITS } from '@techcensus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/src/main.ts';
import { apiKeyOf } from '../purchase/support.ts';
import { createApiAccount } from '../support/accounts.ts';
import { seedDemoSites } from '../support/sites.ts';
import { type Mailbox, registerAccount, startAccountsServer, startMailbox } from './support.ts';

let mailbox: Mailbox;
let server: RunningServer;
let domain: string;

beforeAll(async () => {
  mailbox = await startMailbox();
  server = await startAccountsServer(mailbox, { WEB_RATE_LIMIT: '0' });
  await seedDemoSites(server, { count: 3, seed: 5 });
  await server.siteIndex.refresh();
  const { rows } = await server.db.query<{ domain: string }>(
    'SELECT domain FROM sites ORDER BY rank LIMIT 1',
  );
  domain = rows[0].domain;
}, 120_000);
afterAll(async () => {
  await server?.close();
  await mailbox?.close();
});

const api = async (key: string, path: string) => {
  const res = await fetch(`${server.url}/api/v1${path}`, { headers: { 'x-api-key': key } });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

describe('a revoked API key', () => {
  it('stops answering as soon as another process replaces it', async () => {
    const { accountId, apiKey } = await createApiAccount(server.db, { credits: 10 });
    expect((await api(apiKey, '/credits')).status).toBe(200);
    expect((await api(apiKey, `/domains/${domain}`)).status).toBe(200);
    // What another process's replacement leaves behind here: the rows change, this process's
    // cache of the key is untouched.
    await server.db.query(`UPDATE api_keys SET key_hash = 'replaced elsewhere' WHERE account_id = $1`, [
      accountId,
    ]);
    expect(await api(apiKey, '/credits')).toMatchObject({ status: 401, body: { code: 'invalid_api_key' } });
    expect(await api(apiKey, `/domains/${domain}`)).toMatchObject({
      status: 401,
      body: { code: 'invalid_api_key' },
    });
    const { rows } = await server.db.query('SELECT 1 FROM credit_debits WHERE account_id = $1', [accountId]);
    expect(rows).toHaveLength(1);
  });

  it('stops answering as soon as another process deletes the account', async () => {
    const { accountId, apiKey } = await createApiAccount(server.db, { credits: 10 });
    expect((await api(apiKey, '/credits')).status).toBe(200);
    await server.db.query('DELETE FROM accounts WHERE id = $1', [accountId]);
    expect((await api(apiKey, '/credits')).status).toBe(401);
    expect((await api(apiKey, '/credits/history')).status).toBe(401);
    expect((await api(apiKey, `/domains/${domain}`)).status).toBe(401);
  });

  it('stops answering as soon as the account is deleted on the account page', async () => {
    const email = `deleted-${process.pid}@acme-widgets.com`;
    const client = await registerAccount(server.url, mailbox, { email, password: 'correct horse battery' });
    const { rows } = await server.db.query<{ id: string }>('SELECT id FROM accounts WHERE email = $1', [
      email,
    ]);
    const key = await apiKeyOf(server, Number(rows[0].id));
    expect((await api(key, '/credits')).status).toBe(200);
    expect((await client.post('/user/delete')).status).toBe(200);
    expect((await api(key, '/credits')).status).toBe(401);
  });
});

describe('the free tier', () => {
  const balance = async (key: string) => (await api(key, '/credits')).body.balance;
  const register = async (email: string) => {
    const client = await registerAccount(server.url, mailbox, { email, password: 'correct horse battery' });
    const { rows } = await server.db.query<{ id: string }>('SELECT id FROM accounts WHERE email = $1', [
      email,
    ]);
    return { client, key: await apiKeyOf(server, Number(rows[0].id)) };
  };

  it('is granted once per address and month, even across a deleted account', async () => {
    const email = `again-${process.pid}@acme-widgets.com`;
    const first = await register(email);
    expect(await balance(first.key)).toBe(FREE_TIER_MONTHLY_CREDITS);
    expect((await api(first.key, `/domains/${domain}`)).status).toBe(200);
    expect(await balance(first.key)).toBe(FREE_TIER_MONTHLY_CREDITS - 1);
    expect((await first.client.post('/user/delete')).status).toBe(200);

    const second = await register(email);
    expect(await balance(second.key)).toBe(0);
    expect((await api(second.key, `/domains/${domain}`)).status).toBe(402);
    // The address is not kept, only its hash.
    const { rows } = await server.db.query<{ address_sha256: string }>(
      'SELECT address_sha256 FROM free_tier_claims',
    );
    expect(rows.map((r) => r.address_sha256)).not.toContain(email);

    // Another address still gets its month.
    const other = await register(`other-${process.pid}@acme-widgets.com`);
    expect(await balance(other.key)).toBe(FREE_TIER_MONTHLY_CREDITS);
  });
});
