import { mkdtemp, readFile, stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXIT } from '../../cli/src/exit-codes.ts';
import type { Farm } from '../../fixtures/farm/farm.ts';
import type { RunningServer } from '../../server/src/main.ts';
import { createApiAccount } from '../support/accounts.ts';
import { cleanEnv, cli, spawnCli, tempConfigHome } from './cli-run.ts';
import { parseCsv } from './csv.ts';
import { ALL_SITES, SCANNABLE, scanFarm, startClientServer, WORDPRESS_SITES } from './sites.ts';

let server: RunningServer;
let farm: Farm;
let out: string;

beforeAll(async () => {
  const scans = await scanFarm();
  farm = scans.farm;
  server = await startClientServer(scans.hooks);
  out = await mkdtemp(join(tmpdir(), 'techcensus-reports-'));
});
afterAll(async () => {
  await server?.close();
  await farm?.close();
});

/** An environment pointing at the test server with its own empty config folder. */
async function person(extra: Record<string, string> = {}) {
  const home = await tempConfigHome();
  return { home, env: cleanEnv({ XDG_CONFIG_HOME: home, TECHCENSUS_URL: server.url, ...extra }) };
}

async function loggedIn(credits = 0) {
  const { apiKey } = await createApiAccount(server.db, { credits });
  const p = await person();
  const login = await cli(['login', '--api-key', apiKey], { env: p.env });
  expect(login.code, login.stderr).toBe(0);
  return { ...p, apiKey };
}

// Each test has its own account and config folder, so they run side by side; the CLI calls
// themselves run in this process one at a time (cli-run.ts). The generous timeout is for busy
// machines, where a call may wait for the scans of others.
describe.concurrent('techcensus CLI against a live server', { timeout: 180_000 }, () => {
  it('bin/dev.js answers as the in-process runner does: the same help, output and exit status', async () => {
    const { env } = await loggedIn();
    const lookup = ['lookup', 'www.acme-shop.com', '--json'];
    const spawned = await spawnCli(lookup, { env });
    expect(spawned.code, spawned.stderr).toBe(0);
    expect(JSON.parse(spawned.stdout)).toMatchObject({ domain: 'acme-shop.com' });
    expect(await cli(lookup, { env })).toEqual(spawned);
    // The commands the binary finds in src/commands are those the runner hands to oclif.
    const help = await spawnCli(['--help'], { env });
    expect(help.code, help.stderr).toBe(0);
    expect(await cli(['--help'], { env })).toEqual(help);
  });

  describe('login and logout', () => {
    it('login checks the key and stores it with the service address, readable by the owner only', async () => {
      const { apiKey } = await createApiAccount(server.db, { credits: 7 });
      const { home, env } = await person();
      const run = await cli(['login', '--api-key', apiKey], { env });
      expect(run.code, run.stderr).toBe(0);
      expect(run.stdout).toMatch(/Logged in to http:\/\/127\.0\.0\.1:\d+\. Balance: \d+ credits\./);
      const file = join(home, 'techcensus', 'config.json');
      expect(run.stdout).toContain(file);
      expect((await stat(file)).mode & 0o777).toBe(0o600);
      expect((await stat(join(home, 'techcensus'))).mode & 0o777).toBe(0o700);
      expect(JSON.parse(await readFile(file, 'utf8'))).toMatchObject({ apiKey, baseUrl: server.url });
    });

    it('login reads the key from a piped stdin, and --json says where it went', async () => {
      const { apiKey } = await createApiAccount(server.db);
      const { home, env } = await person();
      const run = await cli(['login', '--json'], { env, input: `${apiKey}\n` });
      expect(run.code, run.stderr).toBe(0);
      expect(JSON.parse(run.stdout)).toMatchObject({
        baseUrl: server.url,
        configFile: join(home, 'techcensus', 'config.json'),
        balance: expect.any(Number),
      });
    });

    it('a refused key is not stored and exits 4 with what to do', async () => {
      const { home, env } = await person();
      const run = await cli(['login', '--api-key', 'tc_abcdefgh_not-a-real-key'], { env });
      expect(run.code, run.stderr).toBe(EXIT.auth);
      expect(run.stderr).toContain('Error: The API key was refused');
      expect(run.stderr).toContain('techcensus login');
      await expect(stat(join(home, 'techcensus', 'config.json'))).rejects.toThrow();
    });

    it('logout forgets the key; a command then says how to log in (exit 4) without calling', async () => {
      const { env, home } = await loggedIn();
      const logout = await cli(['logout'], { env });
      expect(logout.code, logout.stderr).toBe(0);
      expect(logout.stdout).toContain('Logged out');
      await expect(stat(join(home, 'techcensus', 'config.json'))).rejects.toThrow();
      const lookup = await cli(['lookup', 'acme-shop.com'], { env });
      expect(lookup.code, lookup.stderr).toBe(EXIT.auth);
      expect(lookup.stderr).toContain('No API key');
      expect(lookup.stderr).toContain('techcensus login');
      expect((await cli(['logout', '--json'], { env })).stdout).toContain('"removed": false');
    });

    it('--api-key beats TECHCENSUS_API_KEY, which beats the stored key', async () => {
      const { env, apiKey } = await loggedIn();
      const wrong = 'tc_zzzzzzzz_wrong-key-for-precedence';
      const envWins = await cli(['credits'], { env: { ...env, TECHCENSUS_API_KEY: wrong } });
      expect(envWins.code, envWins.stderr).toBe(EXIT.auth);
      const flagWins = await cli(['credits', '--api-key', apiKey], {
        env: { ...env, TECHCENSUS_API_KEY: wrong },
      });
      expect(flagWins.code, flagWins.stderr).toBe(0);
      const stored = await cli(['credits'], { env });
      expect(stored.code, stored.stderr).toBe(0);
    });
  });

  describe('lookups', () => {
    it('lookup --json prints the profile and nothing else on stdout', async () => {
      const { env } = await loggedIn();
      const run = await cli(['lookup', 'www.acme-shop.com', '--json'], { env });
      expect(run.code, run.stderr).toBe(0);
      const profile = JSON.parse(run.stdout);
      expect(profile).toMatchObject({
        domain: 'acme-shop.com',
        rank: 100,
        rankSource: { list: 'tranco', date: '2026-11-20', current: false },
        title: 'Acme, "Best" Shop',
      });
      expect(profile.technologies.map((t: { slug: string }) => t.slug)).toContain('wordpress');
    });

    it('lookup reads well for people', async () => {
      const { env } = await loggedIn();
      const run = await cli(['lookup', 'acme-shop.com'], { env });
      expect(run.code, run.stderr).toBe(0);
      expect(run.stdout).toContain('acme-shop.com — Acme, "Best" Shop');
      expect(run.stdout).toMatch(/rank\s+100 \(tranco list of 2026-11-20, old rank\)/);
      expect(run.stdout).toMatch(/WordPress\s+6\.4\.2\s+Content Management System/);
      expect(run.stdout).toMatch(/email\s+info@acme-shop\.com/);
      expect(run.stdout).toContain('Hauptstraße 1, 10115 Berlin');
    });

    it('a domain not in the index exits 6 with the reason; --json gives the error as JSON', async () => {
      const { env } = await loggedIn();
      const run = await cli(['lookup', 'not-indexed-anywhere.com'], { env });
      expect(run.code, run.stderr).toBe(EXIT.notFound);
      expect(run.stderr).toContain('not-indexed-anywhere.com is not in the index');
      const json = await cli(['lookup', 'not-indexed-anywhere.com', '--json'], { env });
      expect(json.code, json.stderr).toBe(EXIT.notFound);
      expect(JSON.parse(json.stdout)).toEqual({
        error: expect.objectContaining({ status: 404, code: 'not_found' }),
      });
    });

    it('technology shows usage for free; --websites lists the sites of one version', async () => {
      const { env } = await loggedIn();
      const tech = await cli(['technology', 'WordPress', '--json'], { env });
      expect(JSON.parse(tech.stdout)).toMatchObject({
        slug: 'wordpress',
        websiteCount: WORDPRESS_SITES.length,
      });
      const human = await cli(['technology', 'wordpress'], { env });
      expect(human.stdout).toMatch(/used by\s+3 indexed sites/);
      const sites = await cli(['technology', 'wordpress', '--websites', '--version', '6.4.2', '--json'], {
        env,
      });
      expect(sites.code, sites.stderr).toBe(0);
      const body = JSON.parse(sites.stdout);
      expect(body.websites.map((w: { domain: string }) => w.domain)).toEqual([
        'acme-shop.com',
        'alpen-blog.at',
      ]);
    });

    it('--version without --websites is a usage error (exit 2)', async () => {
      const { env } = await loggedIn();
      const run = await cli(['technology', 'wordpress', '--version', '6.4.2'], { env });
      expect(run.code, run.stderr).toBe(EXIT.usage);
      expect(run.stderr).toContain('--websites');
    });
  });

  describe('credits', () => {
    it('credits shows the balance and the grants; --history the charges', async () => {
      const { env } = await loggedIn(12);
      const human = await cli(['credits'], { env });
      expect(human.code, human.stderr).toBe(0);
      expect(human.stdout).toMatch(/^Balance: \d+ credits$/m);
      expect(human.stdout).toMatch(/adjustment\s+12\s+12\s+\d{4}-\d{2}-\d{2}/);
      const before = JSON.parse((await cli(['credits', '--json'], { env })).stdout);
      await cli(['lookup', 'acme-shop.com'], { env });
      const after = JSON.parse((await cli(['credits', '--json'], { env })).stdout);
      expect(after.balance).toBe(before.balance - 1);
      const history = await cli(['credits', '--history', '--json'], { env });
      expect(JSON.parse(history.stdout).entries).toEqual([
        expect.objectContaining({ operation: 'domainLookup', credits: 1 }),
      ]);
      expect((await cli(['credits', '--history'], { env })).stdout).toMatch(/domainLookup\s+1\s+1/);
    });
  });

  describe('reports', () => {
    it('report estimate counts for free and maps every filter flag', async () => {
      const { env } = await loggedIn();
      const run = await cli(['report', 'estimate', '--technology', 'wordpress', '--country', 'de'], { env });
      expect(run.code, run.stderr).toBe(0);
      expect(run.stdout).toContain('2 websites match technology wordpress, country DE.');
      const json = await cli(
        [
          'report',
          'estimate',
          '--json',
          '-t',
          'wordpress@6.4.2',
          '--exclude-technology',
          'nginx',
          '--category',
          'blogs',
          '--header',
          'Server',
          '--country',
          'DE,AT',
          '--region',
          'europe',
          '--language',
          'de',
          '--tld',
          '.com',
          '--tld',
          'at',
        ],
        { env },
      );
      expect(json.code, json.stderr).toBe(0);
      const body = JSON.parse(json.stdout);
      expect(body.filters).toEqual([
        { module: 'technology', technology: 'wordpress', version: '6.4.2' },
        { module: 'technology', technology: 'nginx', exclude: true },
        { module: 'category', category: 'blogs' },
        { module: 'header', header: 'server' },
        { module: 'country', values: ['DE', 'AT'] },
        { module: 'region', values: ['europe'] },
        { module: 'language', values: ['de'] },
        { module: 'tld', values: ['com', 'at'] },
      ]);
      // acme-shop.com runs nginx; alpen-blog.at is the one site left.
      expect(body.count).toBe(1);
    });

    it('report create --out x.csv writes a header and one RFC 4180 row per site', async () => {
      const { env } = await loggedIn(10);
      const file = join(out, 'wordpress.csv');
      const run = await cli(['report', 'create', '-t', 'wordpress', '--limit', '10', '--out', file], { env });
      expect(run.code, run.stderr).toBe(0);
      expect(run.stdout).toContain(`Wrote 3 websites to ${file}.`);
      // stderr is not a terminal here: no progress bar redraws, only the plan.
      expect(run.stderr).not.toContain('[');
      const text = await readFile(file, 'utf8');
      const rows = parseCsv(text);
      expect(rows[0]).toEqual([
        'domain',
        'rank',
        'country',
        'language',
        'tld',
        'title',
        'emails',
        'phones',
        'address',
        'facebook',
        'twitter',
        'instagram',
        'youtube',
        'linkedin',
        'technology_count',
        'last_checked',
        'synthetic',
      ]);
      expect(rows).toHaveLength(1 + WORDPRESS_SITES.length);
      expect(rows.slice(1).map((r) => r[0])).toEqual(WORDPRESS_SITES);
      expect(text.split('\r\n')[1]).toBe(
        'acme-shop.com,100,DE,de,com,"Acme, ""Best"" Shop",info@acme-shop.com; sales@acme-shop.com,+49 30 123456,"Hauptstraße 1\n10115 Berlin",https://facebook.com/acmeshop,,,,https://www.linkedin.com/company/acme-shop,4,2026-03-01T08:00:00.000Z,no',
      );
      expect(rows[1][8]).toBe('Hauptstraße 1\n10115 Berlin');
      expect(text.endsWith('\r\n')).toBe(true);
    });

    it('cells a spreadsheet would run as formulas are written as text; phone numbers are left alone', async () => {
      const { env } = await loggedIn(5);
      const file = join(out, 'shops.csv');
      const run = await cli(['report', 'create', '-t', 'shopify', '--limit', '5', '--out', file], { env });
      expect(run.code, run.stderr).toBe(0);
      const [, row] = parseCsv(await readFile(file, 'utf8'));
      expect(row.slice(0, 8)).toEqual([
        'store-front.com',
        '500',
        'US',
        'en',
        'com',
        `'=HYPERLINK("https://evil.example","Open")`,
        "'@shop",
        '-1 555 0100',
      ]);
    });

    it('report create --out x.json --json writes a JSON array and prints a summary', async () => {
      const { env } = await loggedIn(20);
      const file = join(out, 'de.json');
      const run = await cli(
        ['report', 'create', '--country', 'DE', '--limit', '20', '--page-size', '1', '--out', file, '--json'],
        { env },
      );
      expect(run.code, run.stderr).toBe(0);
      expect(run.stderr).toBe('');
      expect(JSON.parse(run.stdout)).toMatchObject({ file, format: 'json', rows: 2, matching: 2 });
      const rows = JSON.parse(await readFile(file, 'utf8'));
      expect(rows.map((r: { domain: string }) => r.domain)).toEqual(['acme-shop.com', 'blue-widgets.de']);
      expect(rows[0]).toMatchObject({ technologyCount: 4, contacts: { phones: ['+49 30 123456'] } });
    });

    it('--limit caps the rows (and credits); a name of no report format is refused', async () => {
      const { env } = await loggedIn(10);
      const file = join(out, 'top5.csv');
      const run = await cli(['report', 'create', '--limit', '5', '--page-size', '2', '--out', file], { env });
      expect(run.code, run.stderr).toBe(0);
      expect(parseCsv(await readFile(file, 'utf8'))).toHaveLength(6);
      const bad = await cli(['report', 'create', '--limit', '5', '--out', join(out, 'x.xlsx')], { env });
      expect(bad.code, bad.stderr).toBe(EXIT.usage);
      expect(bad.stderr).toContain('--out must name a .csv, .json, .jsonl or .ndjson file');
    });

    it('402: says the balance and the cost, points to pricing, exits 5 and leaves a valid file', async () => {
      const { env } = await loggedIn();
      const balance = JSON.parse((await cli(['credits', '--json'], { env })).stdout).balance;
      const file = join(out, 'too-big.csv');
      const run = await cli(['report', 'create', '--limit', String(ALL_SITES.length), '--out', file], {
        env,
      });
      expect(run.code, run.stderr).toBe(EXIT.credits);
      expect(run.stderr).toContain(
        `Not enough credits. This call costs ${ALL_SITES.length} credits and your balance is ${balance}.`,
      );
      expect(run.stderr).toContain(`${server.url}/pricing#credits`);
      expect(parseCsv(await readFile(file, 'utf8'))).toHaveLength(1);
      const json = await cli(
        ['report', 'create', '--limit', String(ALL_SITES.length), '--out', file, '--json'],
        {
          env,
        },
      );
      expect(JSON.parse(json.stdout).error).toMatchObject({ status: 402, balance, cost: ALL_SITES.length });
    });
  });

  describe('scans', () => {
    it('scan --wait follows the scan and prints the refreshed profile', async () => {
      const { env } = await loggedIn(5);
      const run = await cli(['scan', SCANNABLE, '--wait', '--interval', '1'], { env });
      expect(run.code, `${run.stderr}\n${run.stdout}`).toBe(0);
      expect(run.stderr).toContain(`Scanning ${SCANNABLE} (scan `);
      // What the engine finds is the SDK suite's business; here, that the profile is printed.
      expect(run.stdout.startsWith(`${SCANNABLE} — `)).toBe(true);
      expect(run.stdout).toMatch(/^Technologies \(\d+\)$/m);
    });

    it('a failed scan exits 1 with its reason in the JSON, and is refunded', async () => {
      const { env } = await loggedIn(5);
      const before = JSON.parse((await cli(['credits', '--json'], { env })).stdout).balance;
      const run = await cli(
        ['scan', 'unreachable-site-for-tests.com', '--wait', '--interval', '1', '--json'],
        {
          env,
        },
      );
      expect(run.code, run.stderr).toBe(EXIT.negative);
      const scan = JSON.parse(run.stdout);
      expect(scan).toMatchObject({ domain: 'unreachable-site-for-tests.com', status: 'failed' });
      expect(scan.error).toBeTruthy();
      expect(JSON.parse((await cli(['credits', '--json'], { env })).stdout).balance).toBe(before);
    });

    it('scan without --wait prints the scan and returns', async () => {
      const { env } = await loggedIn(5);
      const run = await cli(['scan', 'another-unreachable-site.com'], { env });
      expect(run.code, run.stderr).toBe(0);
      expect(run.stdout).toMatch(
        /^Scan [0-9a-f-]{36} of another-unreachable-site\.com: (scheduled|running)\.$/m,
      );
    });
  });

  describe('rate limits and errors', () => {
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
    afterAll(async () => {
      await new Promise<void>((resolve) => limiter.close(() => resolve()));
    });

    it('429 says when to try again and exits 7', async () => {
      const run = await cli(['credits', '--api-key', 'tc_x_y', '--base-url', limiterUrl], {
        env: cleanEnv(),
      });
      expect(run.code, run.stderr).toBe(EXIT.rateLimited);
      expect(run.stderr).toContain('Rate limited: Too many calls for this key.');
      expect(run.stderr).toMatch(/Try again in 120 s \(at .+\)\./);
    });

    it('an unreachable service exits 3', async () => {
      const run = await cli(
        ['lookup', 'acme-shop.com', '--api-key', 'k', '--base-url', 'http://127.0.0.1:59999'],
        {
          env: cleanEnv(),
        },
      );
      expect(run.code, run.stderr).toBe(EXIT.unreachable);
      expect(run.stderr).toContain('Cannot reach the service at http://127.0.0.1:59999');
    });

    it('a port fetch will not use (1) is unreachable too: exit 3, no retries, no raw TypeError', async () => {
      const url = 'http://127.0.0.1:1';
      const run = await cli(['credits', '--api-key', 'k', '--base-url', url], { env: cleanEnv() });
      expect(run.code, run.stderr).toBe(EXIT.unreachable);
      expect(run.stderr).toContain(`Cannot reach the service at ${url}.`);
      expect(run.stderr).not.toMatch(/TypeError|retrying/);
      const json = await cli(['status', '--json', '--base-url', url], { env: cleanEnv() });
      expect(json.code, json.stderr).toBe(EXIT.unreachable);
      expect(JSON.parse(json.stdout)).toEqual({
        error: { code: 'unreachable', message: `Cannot reach the service at ${url}.` },
      });
    });
  });

  describe('help', () => {
    const commands = [
      'login',
      'logout',
      'test-lookup',
      'lookup',
      'bulk-lookup',
      'subdomains',
      'scan',
      'scan-status',
      'technology',
      'cve',
      'credits',
      'status',
      'report estimate',
      'report create',
    ];

    it('the root help lists every command and topic, and the exit codes', async () => {
      const run = await cli(['--help']);
      expect(run.code, run.stderr).toBe(0);
      for (const c of commands.filter((c) => !c.includes(' ')))
        expect(run.stdout).toMatch(new RegExp(`^  ${c}\\s+\\S`, 'm'));
      expect(run.stdout).toMatch(/^ {2}report\s+Count and download/m);
      for (const code of Object.values(EXIT))
        expect(run.stdout).toMatch(new RegExp(`^ {2}${code} {2}\\S`, 'm'));
    });

    it.each(commands)('%s --help has a summary, a description, flags and examples', async (command) => {
      const run = await cli([...command.split(' '), '--help']);
      expect(run.code, run.stderr).toBe(0);
      for (const section of ['USAGE', 'DESCRIPTION', 'EXAMPLES', 'GLOBAL FLAGS'])
        expect(run.stdout).toContain(section);
      expect(run.stdout).toContain('--json');
      expect(run.stdout).toContain(`$ techcensus ${command}`);
    });

    it('report create --help names the filters, the CSV columns and the cost', async () => {
      const run = await cli(['report', 'create', '--help']);
      expect(run.stdout).toContain('FILTER FLAGS');
      for (const flag of [
        '--technology',
        '--exclude-technology',
        '--category',
        '--header',
        '--country',
        '--region',
        '--language',
        '--tld',
      ])
        expect(run.stdout).toContain(flag);
      expect(run.stdout).toContain('technology_count, last_checked, synthetic');
      expect(run.stdout.replace(/\s+/g, ' ')).toContain('1 credit per domain returned');
    });
  });
});
