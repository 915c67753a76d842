// Verified domains over HTTP on every store: verification by the wts.txt file on fixture sites
// (through the crawler's guard), ownership by the account's e-mail domain, removal from the
// list, and every bad input answered with its message.

import {
  ACCOUNT_MESSAGES,
  AccountResults,
  CAPTCHA_REQUIRED_MESSAGE,
  codeMismatchMessage,
  domainUnverifiedMessage,
  domainVerifiedMessage,
  INVALID_DOMAIN_MESSAGE,
  OWNERSHIP_MESSAGES,
  OwnershipFormResults,
  pageEnvelope,
  VerifiedDomainsResults,
} from '@techcensus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFarm } from '../../fixtures/farm/farm.ts';
import type { RunningServer } from '../../server/src/main.ts';
import { ownershipOf } from '../../server/src/modules/ownership/verified.ts';
import { Client, registerAccount, startMailbox } from '../accounts/support.ts';
import { named, serverEngines } from '../support/engines.ts';
import { crawlerHooks, ownershipEnv, ownershipSites, SITES } from './support.ts';

const mailbox = await startMailbox();
const farm = await startFarm({ extraSites: ownershipSites() });
afterAll(async () => {
  await farm.close();
  await mailbox.close();
});

let seq = 0;
const address = (domain: string) => `owner${++seq}-${Date.now()}@${domain}`;
const ADD = '/user/verified-domains/api-add-domain';
const remove = (domain: string) =>
  `/user/verified-domains/api-remove-domain?domain=${encodeURIComponent(domain)}`;

describe.each(
  named(
    serverEngines(
      ownershipEnv(mailbox),
      crawlerHooks(() => farm),
    ),
  ),
)('verified domains on %s', (_name, engine) => {
  let server: RunningServer;
  let pro: Client;
  let personal: Client;
  beforeAll(async () => {
    server = await engine.open();
    pro = await registerAccount(server.url, mailbox, {
      email: address('acme-widgets.com'),
      password: 'long password 1',
    });
    personal = await registerAccount(server.url, mailbox, {
      email: address('gmail.com'),
      password: 'long password 1',
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  const listOf = async (client: Client) => {
    const res = await client.get('/user/verified-domains/api');
    expect(res.status).toBe(200);
    return pageEnvelope(VerifiedDomainsResults).parse(res.body).results;
  };
  const add = async (client: Client, domain: string) =>
    client.post(ADD, { domain, captcha: await client.captcha() });

  it('an account on a professional domain owns it through its e-mail; a gmail.com one owns nothing', async () => {
    expect(await listOf(pro)).toMatchObject({
      VerifiedDomains: ['acme-widgets.com'],
      EmailDomain: 'acme-widgets.com',
    });
    expect(await listOf(personal)).toMatchObject({ VerifiedDomains: [], EmailDomain: null });
    const account = pageEnvelope(AccountResults).parse((await pro.get('/user/account/api')).body);
    expect(account.results?.Account).toMatchObject({
      VerifiedDomainCount: 1,
      VerifiedDomains: ['acme-widgets.com'],
    });
    // The e-mail domain cannot be taken off the list: it follows the address.
    const res = await pro.get(remove('acme-widgets.com'));
    expect([res.status, res.body.err]).toEqual([400, OWNERSHIP_MESSAGES.emailDomainNotRemovable]);
    expect(await listOf(pro)).toMatchObject({ VerifiedDomains: ['acme-widgets.com'] });
  });

  it('verifies by the file: the code at https://{domain}/wts.txt, read through the guard', async () => {
    const before = farm.requestsFor(SITES.owned).length;
    const res = await add(personal, `https://${SITES.owned}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ results: { success_msg: domainVerifiedMessage(SITES.owned) } });
    const fetched = farm.requestsFor(SITES.owned).slice(before);
    expect(fetched.map((r) => `${r.protocol} ${r.path}`)).toEqual(['https /wts.txt']);
    expect(fetched[0].userAgent).toMatch(/^TechCensusBot/);
    expect(await listOf(personal)).toMatchObject({ VerifiedDomains: [SITES.owned], EmailDomain: null });
    // Ownership covers the subdomains (scans and monitoring ask ownershipOf).
    const owner = await server.db.query<{ account_id: string }>(
      'SELECT account_id FROM verified_domains WHERE domain = $1',
      [SITES.owned],
    );
    expect(await ownershipOf(server.db, Number(owner.rows[0].account_id), `shop.${SITES.owned}`)).toBe(
      'file',
    );
  });

  it('refuses a file with another code, a missing file, a redirect elsewhere and a private address', async () => {
    const cases: [string, RegExp | string][] = [
      [SITES.wrongCode, codeMismatchMessage(`https://${SITES.wrongCode}/wts.txt`)],
      [
        SITES.noFile,
        /^We could not read https:\/\/no-file-site\.com\/wts\.txt: the site answered with an HTTP error \(404\)\./,
      ],
      [
        SITES.redirecting,
        /^We could not read https:\/\/redirecting-site\.com\/wts\.txt: it redirects outside redirecting-site\.com\./,
      ],
      [
        SITES.internal,
        /^We could not read https:\/\/internal-site\.com\/wts\.txt: the address is not a public web site\./,
      ],
    ];
    for (const [domain, message] of cases) {
      const res = await add(pro, domain);
      expect(res.status, domain).toBe(400);
      if (typeof message === 'string') expect(res.body.err).toBe(message);
      else expect(res.body.err).toMatch(message);
      // An account is free to make: what a name resolves to, and where a file redirects, stay in the log.
      expect(res.body.err, domain).not.toMatch(/127\.0\.0\.1|loopback|private|owned-site\.com|E[A-Z]{4,}/);
    }
    // The redirect was not followed, and nothing was stored.
    expect(farm.requestsFor(SITES.internal)).toEqual([]);
    expect(await listOf(pro)).toMatchObject({ VerifiedDomains: ['acme-widgets.com'] });
  });

  it('answers bad input with the form’s messages, domain rules before the captcha', async () => {
    const cases: [unknown, number, string][] = [
      [{ domain: '', captcha: 'x' }, 400, INVALID_DOMAIN_MESSAGE],
      [{ domain: 'not a domain', captcha: 'x' }, 400, INVALID_DOMAIN_MESSAGE],
      [{ domain: 'ftp://owned-site.com' }, 400, INVALID_DOMAIN_MESSAGE],
      [{ domain: 'owned-site.com/path' }, 400, INVALID_DOMAIN_MESSAGE],
      [{ domain: '127.0.0.1' }, 400, INVALID_DOMAIN_MESSAGE],
      [{ domain: 'example.invalidtld' }, 400, INVALID_DOMAIN_MESSAGE],
      [{ domain: SITES.owned }, 400, CAPTCHA_REQUIRED_MESSAGE],
      [{ domain: SITES.owned, captcha: 'forged' }, 400, ACCOUNT_MESSAGES.captchaFailed],
      [{ domain: 42 }, 400, 'domain: Expected string, received number'],
      [{}, 400, 'domain: Required'],
    ];
    for (const [body, status, err] of cases) {
      const res = await pro.post(ADD, body);
      expect([res.status, res.body.err], JSON.stringify(body)).toEqual([status, err]);
    }
    const malformed = await pro.post(ADD, undefined, { raw: '{"domain":' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.err).toBeTruthy();
  });

  it('needs a signed-in visitor and the security header', async () => {
    const anonymous = new Client(server.url);
    const res = await anonymous.post(ADD, { domain: SITES.owned, captcha: await anonymous.captcha() });
    expect([res.status, res.body.err]).toEqual([401, ACCOUNT_MESSAGES.loginRequired]);
    expect((await anonymous.get(remove(SITES.owned))).status).toBe(401);
    for (const path of ['/user/verified-domains/api', '/user/verified-domains/add-domain/api']) {
      const page = await anonymous.get(path);
      expect([page.status, page.body.resultLoginRequired], path).toEqual([401, true]);
    }
    // A cross-site <img src> cannot remove a domain: the GET call changes state, so it needs the header.
    const forged = await personal.get(remove(SITES.owned), { csrf: false });
    expect(forged.status).toBe(403);
    expect(await listOf(personal)).toMatchObject({ VerifiedDomains: [SITES.owned] });
  });

  it('removes a file-verified domain; unknown and invalid names are told so', async () => {
    expect((await personal.get(remove(''))).body.err).toBe(INVALID_DOMAIN_MESSAGE);
    const unknown = await personal.get(remove('never-verified.com'));
    expect([unknown.status, unknown.body.err]).toEqual([404, OWNERSHIP_MESSAGES.notInList]);
    const res = await personal.get(remove(`https://${SITES.owned}`));
    expect([res.status, res.body]).toEqual([
      200,
      { results: { success_msg: domainUnverifiedMessage(SITES.owned) } },
    ]);
    expect(await listOf(personal)).toMatchObject({ VerifiedDomains: [] });
  });

  it('the add-domain page prefills ?domain= only when it reads as a domain', async () => {
    const parse = async (q: string) =>
      pageEnvelope(OwnershipFormResults).parse(
        (await pro.get(`/user/verified-domains/add-domain/api${q}`)).body,
      ).results;
    expect(await parse('?domain=https://Example.com')).toMatchObject({
      Domain: 'example.com',
      FileName: 'wts.txt',
    });
    expect(await parse('?domain=%3Cscript%3E')).toMatchObject({ Domain: '' });
    expect(await parse('')).toMatchObject({ Domain: '' });
  });
});
