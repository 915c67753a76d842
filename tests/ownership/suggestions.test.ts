// Technology suggestions on every store: each required field refused with its message, a good
// suggestion stored and mailed to the operators (read from a real SMTP server), and kept when
// the mail cannot be sent.

import {
  CAPTCHA_REQUIRED_MESSAGE,
  INVALID_DOMAIN_MESSAGE,
  OWNERSHIP_MESSAGES,
  pageEnvelope,
  SuggestTechnologyResults,
} from '@techcensus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/src/main.ts';
import { freePort } from '../accounts/oidc-provider.ts';
import { Client, startMailbox } from '../accounts/support.ts';
import { named, serverEngines } from '../support/engines.ts';
import { ownershipEnv } from './support.ts';

const mailbox = await startMailbox();
afterAll(() => mailbox.close());
const OPERATORS = 'operators@techcensus.test';
const SEND = '/suggest-technology/sendmessage';

const good = {
  tech: 'Fresh Framework',
  category: 'JavaScript frameworks',
  desc: 'A small framework for islands of interactivity.',
  domain: 'https://fresh.deno.dev/docs',
  name: 'Robin',
  email: 'Robin@Example.org',
};

describe.each(named(serverEngines(ownershipEnv(mailbox))))(
  'technology suggestions on %s',
  (_name, engine) => {
    let server: RunningServer;
    beforeAll(async () => {
      server = await engine.open();
    });
    afterAll(async () => {
      await server?.close();
    });

    it('the page offers the catalogue’s categories', async () => {
      const res = await new Client(server.url).get('/suggest-technology/api');
      const results = pageEnvelope(SuggestTechnologyResults).parse(res.body).results;
      expect(results?.Categories.length).toBeGreaterThan(10);
      expect(results?.PageTitle).toBe('Suggest a technology');
    });

    it('refuses each missing or malformed field with its message, and stores nothing', async () => {
      const client = new Client(server.url);
      const cases: [Record<string, unknown>, string][] = [
        [{ tech: ' ' }, OWNERSHIP_MESSAGES.techRequired],
        [{ desc: '' }, OWNERSHIP_MESSAGES.descRequired],
        [{ domain: '' }, OWNERSHIP_MESSAGES.domainRequired],
        [{ domain: 'not a site' }, INVALID_DOMAIN_MESSAGE],
        [{ email: '' }, OWNERSHIP_MESSAGES.emailRequired],
        [{ email: 'robin' }, OWNERSHIP_MESSAGES.emailInvalid],
        [{ captcha: '' }, CAPTCHA_REQUIRED_MESSAGE],
      ];
      for (const [change, msg] of cases) {
        const res = await client.post(SEND, { ...good, captcha: await client.captcha(), ...change });
        expect([res.status, res.body], JSON.stringify(change)).toEqual([
          400,
          { success: false, errors: [{ msg }] },
        ]);
      }
      const typed = await client.post(SEND, { ...good, tech: ['x'] });
      expect([typed.status, typed.body.err]).toEqual([400, 'tech: Expected string, received array']);
      const { rows } = await server.db.query('SELECT id FROM technology_suggestions');
      expect(rows).toEqual([]);
    });

    it('stores a suggestion (category and name optional) and mails it to the operators', async () => {
      const client = new Client(server.url);
      const before = mailbox.messages.length;
      const res = await client.post(SEND, { ...good, captcha: await client.captcha() });
      expect([res.status, res.body]).toEqual([200, { success: true }]);
      const mail = await mailbox.next(OPERATORS, /^Technology suggestion: Fresh Framework$/, before);
      expect(mail.raw).toContain('Website using it: fresh.deno.dev');
      expect(mail.raw).toMatch(/^Reply-To: robin@example\.org/im);
      const { rows } = await server.db.query(
        'SELECT tech, category, description, domain, name, email FROM technology_suggestions',
      );
      expect(rows).toEqual([
        {
          tech: good.tech,
          category: good.category,
          description: good.desc,
          domain: 'fresh.deno.dev',
          name: 'Robin',
          email: 'robin@example.org',
        },
      ]);
      const bare = await client.post(SEND, {
        tech: 'Bare',
        desc: 'No category, no name.',
        domain: 'bare.example.com',
        email: 'b@example.com',
        captcha: await client.captcha(),
      });
      expect(bare.body).toEqual({ success: true });
    });

    it('limits suggestions per address', async () => {
      const client = new Client(server.url);
      const statuses = [];
      for (let i = 0; i < 11; i++) statuses.push((await client.post(SEND, { ...good, tech: '' })).status);
      expect(statuses).toEqual([...Array(10).fill(400), 429]);
    });
  },
);

describe('a suggestion whose mail cannot be sent', () => {
  let server: RunningServer;
  beforeAll(async () => {
    const [engine] = serverEngines({
      ...ownershipEnv(mailbox),
      SMTP_URL: `smtp://127.0.0.1:${await freePort()}`,
    });
    server = await engine.open();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('is kept, and the sender is told it was received', async () => {
    const client = new Client(server.url);
    const res = await client.post(SEND, { ...good, captcha: await client.captcha() });
    expect([res.status, res.body]).toEqual([200, { success: true }]);
    const { rows } = await server.db.query('SELECT tech FROM technology_suggestions');
    expect(rows).toEqual([{ tech: good.tech }]);
  });
});
