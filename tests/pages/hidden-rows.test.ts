/**
 * One paywall rule on every list of websites: rows an anonymous visitor may not see are not sent
 * — neither in the page data nor in the server-rendered HTML — only a placeholder in their place
 * and a count (docs/technology-pages.md "Hidden rows").
 */
import { HIDDEN_DOMAIN } from '@techcensus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/src/main.ts';
import { signedInAccount } from '../support/accounts.ts';
import { startSeededServer } from './technology-fixture.ts';

/** Rows an anonymous visitor reads on page 1 of any list (docs/technology-pages.md). */
const ANONYMOUS_VISIBLE_ROWS = 10;

let server: RunningServer;
let cookie: string;
beforeAll(async () => {
  server = await startSeededServer();
  cookie = (await signedInAccount(server.db)).cookie;
}, 240_000);
afterAll(async () => {
  await server?.close();
});

const fetchText = async (path: string, signedIn: boolean) => {
  const res = await fetch(`${server.url}${path}`, { headers: signedIn ? { cookie } : {} });
  expect(res.status).toBe(200);
  return res.text();
};

interface Row {
  domain: string;
  hidden: boolean;
}
interface ListOf {
  rows: Row[];
  hiddenCount: number;
}
// biome-ignore lint/suspicious/noExplicitAny: each page's data is read by its own path below
type Results = any;

/** A domain as a whole name: not the tail of a longer one ("b.com" in "ab.com"), nor its head. */
const mentions = (text: string, domain: string) =>
  new RegExp(`(?<![\\w.-])${domain.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w-]|\\.\\w)`).test(text);

/**
 * Reads one list as an anonymous and as a signed-in visitor; the signed-in rows name the domains
 * the anonymous one must not receive.
 */
async function expectHiddenNotSent(page: string, apiPath: string, lists: (r: Results) => ListOf[]) {
  const anonymousData = await fetchText(apiPath, false);
  const signedInData = await fetchText(apiPath, true);
  const anonymous = lists(JSON.parse(anonymousData).results);
  const signedIn = lists(JSON.parse(signedInData).results);
  const html = await fetchText(page, false);
  const hiddenDomains: string[] = [];
  // A site may be shown in one list of a page and hidden in another (added with one technology,
  // changed with another): shown anywhere, it is no secret of the page.
  const shown = new Set<string>();
  anonymous.forEach((list, n) => {
    list.rows.forEach((row, i) => {
      expect(row.hidden).toBe(i >= ANONYMOUS_VISIBLE_ROWS);
      const real = signedIn[n].rows[i];
      expect(real.hidden).toBe(false);
      if (row.hidden) {
        expect(row.domain).toBe(HIDDEN_DOMAIN);
        hiddenDomains.push(real.domain);
      } else {
        expect(row.domain).toBe(real.domain);
        shown.add(row.domain);
      }
    });
    expect(list.hiddenCount).toBe(Math.max(0, list.rows.length - ANONYMOUS_VISIBLE_ROWS));
    expect(signedIn[n].hiddenCount).toBe(0);
  });
  const secret = new Set(hiddenDomains.filter((d) => !shown.has(d)));
  // Without hidden rows the check below would prove nothing.
  expect(secret.size).toBeGreaterThan(0);
  for (const domain of secret) {
    expect(mentions(anonymousData, domain), `${domain} in ${apiPath}`).toBe(false);
    expect(mentions(html, domain), `${domain} in the HTML of ${page}`).toBe(false);
    expect(mentions(signedInData, domain)).toBe(true);
  }
}

const domainList = (l: Results): ListOf => ({
  rows: l.Domains.map((d: Results) => ({ domain: d.Domain, hidden: d.Hidden })),
  hiddenCount: l.HiddenCount,
});

describe('rows an anonymous visitor may not see', () => {
  it('are not sent on a technology’s website list', async () => {
    await expectHiddenNotSent('/technology/jquery/websites', '/technology/jquery/websites/1/api', (r) => [
      domainList(r.DomainList),
    ]);
  });

  it('show their rank masked digit for digit, the form the report builder’s sample uses', async () => {
    const anonymous = JSON.parse(await fetchText('/technology/jquery/websites/1/api', false)).results;
    const signedIn = JSON.parse(await fetchText('/technology/jquery/websites/1/api', true)).results;
    const rows = anonymous.DomainList.Domains;
    const hidden = rows.filter((d: Results) => d.Hidden);
    expect(hidden.length).toBeGreaterThan(0);
    rows.forEach((d: Results, i: number) => {
      const real = signedIn.DomainList.Domains[i].Rank as number;
      expect(d.RankMask).toBe(d.Hidden ? real.toLocaleString('en-US').replace(/\d/g, '*') : null);
      if (d.Hidden) expect(d.Rank).toBeNull();
    });
    const html = await fetchText('/technology/jquery/websites', false);
    expect(html).toContain(`<td class="num">${hidden[0].RankMask}</td>`);
    expect(html).not.toContain('<td class="num">***</td>');
  });

  it('are not sent on a category page’s list', async () => {
    await expectHiddenNotSent(
      '/technology-type/content-management-system/websites',
      '/technology-type/content-management-system/websites/1/api',
      (r) => [domainList(r.DomainList)],
    );
  });

  it('are not sent on the changes page, on any of its three lists', async () => {
    const changes = (l: Results): ListOf => ({
      rows: l.Rows.map((d: Results) => ({ domain: d.Domain, hidden: d.Hidden })),
      hiddenCount: l.HiddenCount,
    });
    await expectHiddenNotSent('/technology/wordpress/changes', '/technology/wordpress/changes/api', (r) =>
      [r.Added, r.Dropped, r.ChangedVersions].map(changes),
    );
  });

  it('past page 1 ask to sign in and send no domain at all', async () => {
    const res = await fetch(`${server.url}/technology/jquery/websites/2/api`);
    const list = (await res.json()).results.DomainList;
    expect(list.RequireAuthentication).toBe(true);
    expect(list.Domains.length).toBeGreaterThan(0);
    expect(list.Domains.every((d: Results) => d.Hidden && d.Domain === HIDDEN_DOMAIN)).toBe(true);
    expect(list.HiddenCount).toBe(list.Domains.length);
  });
});
