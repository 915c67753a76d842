/**
 * The account page's verified-domains row as the server renders it (part 1 §2): the message in
 * its variants, and a link to verify the e-mail's domain only while it is not verified.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/src/main.ts';
import { signedInAccount } from '../support/accounts.ts';
import { startTestServer } from '../support/server.ts';

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

/** The account page's HTML as text, without React's text separators and the embedded page data. */
async function accountPage(verified: string[], emailClass?: 'free'): Promise<string> {
  const { cookie } = await signedInAccount(server.db, { verified, emailClass });
  const res = await fetch(`${server.url}/user/account`, { headers: { cookie } });
  expect(res.status).toBe(200);
  const html = (await res.text()).replace(/<!-- -->/g, '');
  const start = html.indexOf('class="detail-table"');
  expect(start).toBeGreaterThan(0);
  return html.slice(start, html.indexOf('</table>', start));
}

describe('account page, verified domains', () => {
  it('offers a free-mail account a domain of its own to verify, never the provider’s', async () => {
    // A gmail.com address proves nothing about gmail.com, so the page must not suggest it.
    const row = await accountPage([], 'free');
    const links = row.slice(row.indexOf('Verified domains'));
    expect(links).toContain('<a href="/user/verified-domains/add-domain">Verify a domain</a>');
    expect(links).toContain('<a href="/monitoring/add-website">Monitor a website</a>');
    expect(links).not.toContain('gmail.com');
    expect(row).not.toContain('You have verified');
  });

  it('once the e-mail’s domain is verified, says so and offers another domain, not the same one', async () => {
    const row = await accountPage(['acme-widgets.com']);
    expect(row).toContain('You have verified ownership of acme-widgets.com.');
    expect(row).not.toContain('Verify acme-widgets.com');
    expect(row).toContain('<a href="/user/verified-domains/add-domain">Verify another domain</a>');
  });

  it('lists a few verified domains, and counts six or more', async () => {
    const few = await accountPage(['acme-widgets.com', 'acme-shop.com']);
    expect(few).toContain('You have verified ownership of these domains: acme-widgets.com, acme-shop.com.');
    const many = await accountPage(['acme-widgets.com', ...[1, 2, 3, 4, 5].map((n) => `acme-${n}.com`)]);
    expect(many).toContain('You have verified ownership of 6 domains.');
    expect(many).toContain('Verify another domain');
  });
});
