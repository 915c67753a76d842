import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { type CreditHistoryEntry, createClient } from '@techcensus/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Farm } from '../../fixtures/farm/farm.ts';
import type { RunningServer } from '../../server/src/main.ts';
import { createApiAccount } from '../support/accounts.ts';
import { BIN, cleanEnv, cli, cliStdio, tempConfigHome } from './cli-run.ts';
import { ALL_SITES, SCANNABLE, scanFarm, startClientServer, WORDPRESS_SITES } from './sites.ts';

// `techcensus mcp` spoken to over its stdin and stdout by the MCP SDK's own client, against a live
// server with the client suites' sites and the fixture farm for scans. The command runs in this
// process (cli-run.ts); one test starts it as an assistant does, as a child process.
let server: RunningServer;
let farm: Farm;

beforeAll(async () => {
  const scans = await scanFarm();
  farm = scans.farm;
  server = await startClientServer(scans.hooks);
});
afterAll(async () => {
  await server?.close();
  await farm?.close();
});

const TOOL_NAMES = [
  'lookup_website',
  'lookup_technology',
  'count_websites',
  'list_websites',
  'start_scan',
  'get_scan',
  'get_credits',
  'list_alerts',
  'create_alert',
];

/**
 * Starts `techcensus mcp` with its own empty config folder and connects the SDK's client to it;
 * `spawned`: as the child process of bin/dev.js an assistant would start.
 */
async function connect(
  env: Record<string, string>,
  args: string[] = [],
  home?: string,
  spawned = false,
): Promise<Client> {
  const ownEnv = cleanEnv({
    XDG_CONFIG_HOME: home ?? (await tempConfigHome()),
    TECHCENSUS_URL: server.url,
    ...env,
  });
  const transport = spawned
    ? new StdioClientTransport({
        command: process.execPath,
        args: [BIN, 'mcp', ...args],
        env: ownEnv as Record<string, string>,
        stderr: 'ignore',
      })
    : cliStdio(['mcp', ...args], { env: ownEnv });
  const client = new Client({ name: 'techcensus-test', version: '1.0.0' });
  await client.connect(transport);
  return client;
}

/** A server for a new account with `credits` on top of the free tier, and its REST client. */
async function keyed(credits = 0, spawned = false) {
  const { apiKey } = await createApiAccount(server.db, { credits });
  const mcp = await connect({ TECHCENSUS_API_KEY: apiKey }, [], undefined, spawned);
  const rest = createClient({ baseUrl: server.url, apiKey });
  return { mcp, rest };
}

async function call(mcp: Client, name: string, args: Record<string, unknown> = {}): Promise<CallToolResult> {
  return (await mcp.callTool({ name, arguments: args })) as CallToolResult;
}

const textOf = (r: CallToolResult) => r.content.map((c) => (c.type === 'text' ? c.text : '')).join('\n');

/** The answer of a call that must succeed: its data, with the text in the failure message. */
function ok<T = Record<string, unknown>>(r: CallToolResult): T {
  expect(r.isError ?? false, textOf(r)).toBe(false);
  expect(r.structuredContent, textOf(r)).toBeDefined();
  return r.structuredContent as T;
}

const sameCharge = (e: CreditHistoryEntry) => ({
  operation: e.operation,
  units: e.units,
  credits: e.credits,
});

describe.concurrent('techcensus mcp against a live server', { timeout: 180_000 }, () => {
  it('lists every tool with its credit cost, an input schema and an output schema', async () => {
    const { mcp } = await keyed();
    try {
      const { tools } = await mcp.listTools();
      expect(tools.map((t) => t.name)).toEqual(TOOL_NAMES);
      for (const tool of tools) {
        expect(tool.description, tool.name).toMatch(/Cost: (Free|\d+ credits? per)/);
        expect(tool.inputSchema.type, tool.name).toBe('object');
        expect(tool.outputSchema?.type, tool.name).toBe('object');
      }
      const byName = Object.fromEntries(tools.map((t) => [t.name, t]));
      expect(byName.lookup_website.description).toContain('1 credit per call');
      expect(byName.lookup_website.inputSchema.required).toEqual(['domain']);
      expect(byName.start_scan.description).toContain('2 credits per call, refunded if the scan fails');
      expect(byName.list_websites.description).toContain('1 credit per domain returned');
      expect(byName.list_websites.description).toContain('At most 100 rows a call');
      const listInput = byName.list_websites.inputSchema.properties as Record<
        string,
        { maximum?: number; items?: { anyOf?: { properties: { module: { const: string } } }[] } }
      >;
      expect(listInput.limit.maximum).toBe(100);
      // The filter language is the API's own: one schema per module.
      expect(listInput.filters.items?.anyOf?.map((f) => f.properties.module.const)).toEqual([
        'technology',
        'category',
        'header',
        'tld',
        'country',
        'region',
        'language',
        'change',
        'vulnerability',
      ]);
      expect(byName.lookup_technology.description).toContain('Free');
      expect(byName.get_scan.inputSchema.required).toEqual(['scan_id']);
    } finally {
      await mcp.close();
    }
  });

  it('mcp --help says how an assistant starts it; the root help lists it', async () => {
    const run = await cli(['mcp', '--help']);
    expect(run.code, run.stderr).toBe(0);
    for (const section of ['USAGE', 'DESCRIPTION', 'EXAMPLES', 'GLOBAL FLAGS', '--api-key', '--base-url'])
      expect(run.stdout).toContain(section);
    // stdout is the protocol's: there is no --json output to ask for.
    expect(run.stdout).not.toContain('--json');
    expect(run.stdout.replace(/\s+/g, ' ')).toContain('command "techcensus", args ["mcp"]');
    expect((await cli(['--help'])).stdout).toMatch(/^ {2}mcp\s+Serve the TechCensus API/m);
  });

  it('lookup_website answers the site technologies and is charged exactly as the REST lookup', async () => {
    // The one server started as its own process: bin/dev.js serving on a real stdin and stdout.
    const { mcp, rest } = await keyed(0, true);
    try {
      const before = (await rest.credits()).balance;
      const result = await call(mcp, 'lookup_website', { domain: 'https://www.acme-shop.com/shop' });
      const profile = ok<{ domain: string; technologies: { slug: string; version: string | null }[] }>(
        result,
      );
      expect(profile.domain).toBe('acme-shop.com');
      expect(profile.technologies.map((t) => `${t.slug}@${t.version}`)).toEqual(
        expect.arrayContaining(['wordpress@6.4.2', 'php@8.2.18', 'nginx@1.24.0', 'jquery@3.7.1']),
      );
      expect(textOf(result)).toContain('acme-shop.com — Acme, "Best" Shop');
      expect(textOf(result)).toMatch(/WordPress\s+2026-01-05\s+2026-03-01/);
      expect((await rest.credits()).balance).toBe(before - 1);

      await rest.domainLookup('acme-shop.com');
      const [viaRest, viaMcp] = (await rest.creditHistoryPage()).entries;
      expect(sameCharge(viaMcp)).toEqual(sameCharge(viaRest));
      expect(sameCharge(viaMcp)).toEqual({
        operation: expect.any(String),
        units: expect.any(Number),
        credits: 1,
      });
    } finally {
      await mcp.close();
    }
  });

  it('a site not in the index is a tool error with the API message, not charged', async () => {
    const { mcp, rest } = await keyed();
    try {
      const before = (await rest.credits()).balance;
      const result = await call(mcp, 'lookup_website', { domain: 'not-indexed-anywhere.com' });
      expect(result.isError).toBe(true);
      expect(textOf(result)).toContain('not-indexed-anywhere.com is not in the index');
      expect(textOf(result)).toContain('"status":404');
      expect((await rest.credits()).balance).toBe(before);
    } finally {
      await mcp.close();
    }
  });

  it('lookup_technology takes a name and answers its usage, free', async () => {
    const { mcp, rest } = await keyed();
    try {
      const before = (await rest.credits()).balance;
      const result = await call(mcp, 'lookup_technology', { technology: 'WordPress' });
      const tech = ok<{ slug: string; websiteCount: number; versions: { key: string; count: number }[] }>(
        result,
      );
      expect(tech.slug).toBe('wordpress');
      expect(tech.websiteCount).toBe(WORDPRESS_SITES.length);
      expect(tech.versions).toContainEqual({ key: '6.4.2', count: 2 });
      expect(textOf(result)).toMatch(/used by\s+3 indexed sites/);
      expect((await rest.credits()).balance).toBe(before);
    } finally {
      await mcp.close();
    }
  });

  it('count_websites is free; list_websites pages by cursor and costs what the REST list costs', async () => {
    const { mcp, rest } = await keyed();
    const filters = [
      { module: 'technology', technology: 'wordpress' },
      { module: 'country', values: ['DE'] },
    ];
    try {
      const before = (await rest.credits()).balance;
      const counted = await call(mcp, 'count_websites', { filters });
      expect(ok(counted)).toMatchObject({ count: 2 });
      expect(textOf(counted)).toContain('2 websites match technology wordpress, country DE');
      expect((await rest.credits()).balance).toBe(before);

      const first = await call(mcp, 'list_websites', { filters, limit: 1 });
      const page1 = ok<{ websites: { domain: string }[]; nextCursor: string | null }>(first);
      expect(page1.websites.map((w) => w.domain)).toEqual(['acme-shop.com']);
      expect(page1.nextCursor).toEqual(expect.any(String));
      expect(textOf(first)).toContain(`cursor "${page1.nextCursor}"`);
      const second = await call(mcp, 'list_websites', { filters, limit: 1, cursor: page1.nextCursor });
      const page2 = ok<{ websites: { domain: string }[]; nextCursor: string | null }>(second);
      expect(page2.websites.map((w) => w.domain)).toEqual(['blue-widgets.de']);
      expect(page2.nextCursor).toBeNull();
      expect((await rest.credits()).balance).toBe(before - 2);

      await rest.listWebsites({ filters: filters as never, limit: 1 });
      const [viaRest, viaMcp] = (await rest.creditHistoryPage()).entries;
      expect(sameCharge(viaMcp)).toEqual(sameCharge(viaRest));
      expect(viaMcp.credits).toBe(1);
    } finally {
      await mcp.close();
    }
  });

  it('bad input is a tool error and the server goes on answering', async () => {
    const { mcp } = await keyed();
    try {
      const missing = await call(mcp, 'lookup_website', {});
      expect(missing.isError).toBe(true);
      expect(textOf(missing)).toMatch(/Invalid arguments for tool lookup_website/);
      expect(textOf(missing)).toContain('domain');

      const tooMany = await call(mcp, 'list_websites', { limit: 101 });
      expect(tooMany.isError).toBe(true);
      expect(textOf(tooMany)).toMatch(/limit/);

      const badFilter = await call(mcp, 'count_websites', {
        filters: [{ module: 'planet', values: ['mars'] }],
      });
      expect(badFilter.isError).toBe(true);

      const notAName = await call(mcp, 'lookup_technology', { technology: '***' });
      expect(notAName.isError).toBe(true);
      expect(textOf(notAName)).toContain('is not a technology name');

      // Past the input schema, refused by the API: its 400 with its code.
      const badCursor = await call(mcp, 'list_websites', { cursor: 'not-a-cursor' });
      expect(badCursor.isError).toBe(true);
      expect(textOf(badCursor)).toMatch(/"status":400,"code":"(invalid_cursor|validation_failed)"/);

      const unknownTool = await call(mcp, 'no_such_tool');
      expect(unknownTool.isError).toBe(true);

      expect(ok(await call(mcp, 'get_credits'))).toMatchObject({ balance: expect.any(Number) });
    } finally {
      await mcp.close();
    }
  });

  it('get_credits answers the balance the REST call answers', async () => {
    const { mcp, rest } = await keyed(7);
    try {
      const result = await call(mcp, 'get_credits');
      const balance = await rest.credits();
      expect(ok(result)).toEqual(balance);
      expect(textOf(result)).toContain(`Balance: ${balance.balance} credits.`);
    } finally {
      await mcp.close();
    }
  });

  it('create_alert shows the secret once; list_alerts lists the alert', async () => {
    const { mcp } = await keyed();
    try {
      const created = await call(mcp, 'create_alert', {
        name: 'WordPress in Germany',
        filters: [
          { module: 'technology', technology: 'wordpress' },
          { module: 'country', values: ['DE'] },
        ],
        email: true,
      });
      const alert = ok<{ id: string; secret: string; email: boolean; events: string[] }>(created);
      expect(alert.secret).toMatch(/^whsec_/);
      expect(alert.email).toBe(true);
      expect(alert.events).toContain('site.matched');
      expect(textOf(created)).toContain(`Signing secret: ${alert.secret}`);

      const listed = await call(mcp, 'list_alerts');
      const list = ok<{ alerts: { id: string; name: string }[] }>(listed);
      expect(list.alerts.map((a) => a.id)).toEqual([alert.id]);
      expect(textOf(listed)).toContain('technology wordpress, country DE');
      expect(JSON.stringify(list)).not.toContain(alert.secret);
    } finally {
      await mcp.close();
    }
  });

  it('402: a list beyond the balance is a tool error with the cost and the balance', async () => {
    const { mcp, rest } = await keyed();
    try {
      const { balance } = await rest.credits();
      expect(balance).toBeLessThan(ALL_SITES.length);
      const result = await call(mcp, 'list_websites', { limit: 100 });
      expect(result.isError).toBe(true);
      expect(textOf(result)).toContain(
        `Not enough credits. This call costs ${ALL_SITES.length} credits and your balance is ${balance}.`,
      );
      const { error } = JSON.parse(textOf(result).split('\n').at(-1) ?? '');
      expect(error).toMatchObject({
        status: 402,
        code: 'insufficient_credits',
        balance,
        cost: ALL_SITES.length,
      });
      expect(textOf(result)).toContain(`${server.url}/pricing#credits`);
      expect((await rest.credits()).balance).toBe(balance);
    } finally {
      await mcp.close();
    }
  });

  it('without a key the tools still list, and each call says how to give one', async () => {
    const mcp = await connect({});
    try {
      expect((await mcp.listTools()).tools).toHaveLength(TOOL_NAMES.length);
      const result = await call(mcp, 'lookup_website', { domain: 'acme-shop.com' });
      expect(result.isError).toBe(true);
      expect(textOf(result)).toContain('No API key');
      expect(textOf(result)).toContain('TECHCENSUS_API_KEY');
    } finally {
      await mcp.close();
    }
  });

  it('after techcensus login, the stored key and service address serve', async () => {
    const { apiKey } = await createApiAccount(server.db, { credits: 3 });
    const home = await tempConfigHome();
    const login = await cli(['login', '--api-key', apiKey, '--base-url', server.url], {
      env: cleanEnv({ XDG_CONFIG_HOME: home }),
    });
    expect(login.code, login.stderr).toBe(0);
    // No key and no address in the environment: both come from the stored login.
    const mcp = await connect({ TECHCENSUS_URL: '' }, [], home);
    try {
      const result = await call(mcp, 'get_credits');
      expect(ok(result)).toEqual(await createClient({ baseUrl: server.url, apiKey }).credits());
    } finally {
      await mcp.close();
    }
  });

  it('a refused key is a tool error saying so', async () => {
    const mcp = await connect({}, ['--api-key', 'tc_abcdefgh_not-a-real-key']);
    try {
      const result = await call(mcp, 'get_credits');
      expect(result.isError).toBe(true);
      expect(textOf(result)).toContain('The API key was refused');
      expect(textOf(result)).toContain('"status":401');
    } finally {
      await mcp.close();
    }
  });

  it('a service that cannot be reached is a tool error naming the address', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const mcp = await connect({ TECHCENSUS_API_KEY: 'tc_abcdefgh_any-key' }, ['--base-url', url]);
    try {
      const result = await call(mcp, 'get_credits');
      expect(result.isError).toBe(true);
      expect(textOf(result)).toContain(`Cannot reach the service at ${url}.`);
    } finally {
      await mcp.close();
    }
  });

  describe('429', () => {
    let limiter: Server;
    let limiterUrl: string;
    beforeAll(async () => {
      // A stand-in service that rate-limits every call for two minutes: longer than the client waits.
      limiter = createServer((_req, res) => {
        res.writeHead(429, { 'content-type': 'application/json', 'retry-after': '120' });
        res.end(
          JSON.stringify({
            err: 'Too many calls for this key.',
            code: 'rate_limited',
            retryAfterSeconds: 120,
          }),
        );
      });
      await new Promise<void>((resolve) => limiter.listen(0, '127.0.0.1', resolve));
      limiterUrl = `http://127.0.0.1:${(limiter.address() as AddressInfo).port}`;
    });
    afterAll(() => new Promise<void>((resolve) => limiter.close(() => resolve())));

    it('is a tool error with the wait the service asked for', async () => {
      const mcp = await connect({ TECHCENSUS_API_KEY: 'tc_abcdefgh_any-key' }, ['--base-url', limiterUrl]);
      try {
        const result = await call(mcp, 'lookup_website', { domain: 'acme-shop.com' });
        expect(result.isError).toBe(true);
        expect(textOf(result)).toContain('Rate limited: Too many calls for this key.');
        expect(textOf(result)).toContain('Try again in 120 s');
        expect(textOf(result)).toContain('"retryAfterSeconds":120');
      } finally {
        await mcp.close();
      }
    });
  });
});

// After the suite above (not concurrent with it: its counts are of the client sites alone, and a
// scan adds its site to the index).
describe('techcensus mcp: live scans', { timeout: 180_000 }, () => {
  it.concurrent('start_scan charges 2 credits; get_scan follows it to the refreshed profile', async () => {
    const { mcp, rest } = await keyed(5);
    try {
      const before = (await rest.credits()).balance;
      const started = await call(mcp, 'start_scan', { domain: SCANNABLE });
      const scan = ok<{ id: string; status: string }>(started);
      expect(['scheduled', 'running', 'completed']).toContain(scan.status);
      expect((await rest.credits()).balance).toBe(before - 2);

      const done = await call(mcp, 'get_scan', { scan_id: scan.id, wait_seconds: 120 });
      const finished = ok<{ status: string; result: { domain: string; technologies: unknown[] } | null }>(
        done,
      );
      expect(finished.status, textOf(done)).toBe('completed');
      expect(finished.result?.domain).toBe(SCANNABLE);
      expect(finished.result?.technologies.length).toBeGreaterThan(0);
      expect(textOf(done)).toContain(`Scan ${scan.id} of ${SCANNABLE} completed.`);
      expect(textOf(done)).toMatch(/^Technologies \(\d+\)$/m);
      expect((await rest.credits()).balance).toBe(before - 2);
    } finally {
      await mcp.close();
    }
  });

  it.concurrent('start_scan can wait for the end: a failed scan is an answer, not an error, and is refunded', async () => {
    const { mcp, rest } = await keyed(5);
    try {
      const before = (await rest.credits()).balance;
      const result = await call(mcp, 'start_scan', {
        domain: 'unreachable-site-for-tests.com',
        wait_seconds: 120,
      });
      const scan = ok<{ status: string; error: string | null }>(result);
      expect(scan.status, textOf(result)).toBe('failed');
      expect(scan.error).toBeTruthy();
      expect(textOf(result)).toMatch(
        /^Scan [0-9a-f-]{36} of unreachable-site-for-tests\.com failed: .+ Its credits were refunded\.$/,
      );
      expect((await rest.credits()).balance).toBe(before);
    } finally {
      await mcp.close();
    }
  });
});
