import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiV1Contract } from '@techcensus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TechCensusCommand } from '../../cli/src/base.ts';
import { EXIT } from '../../cli/src/exit-codes.ts';
import { createClient } from '../../sdk/src/index.ts';
import type { RunningServer } from '../../server/src/main.ts';
import { createApiAccount } from '../support/accounts.ts';
import { cleanEnv, cli } from './cli-run.ts';
import { ACME, ALL_SITES, startClientServer } from './sites.ts';

/**
 * The command that calls each public API operation: the CLI covers the whole API, one name per
 * idea (the SDK's method names, in the CLI's kebab case).
 */
const COMMAND_OF: Record<keyof typeof apiV1Contract, string> = {
  creditBalance: 'credits',
  creditHistory: 'credits --history',
  testDomainLookup: 'test-lookup',
  domainLookup: 'lookup',
  bulkDomainLookup: 'bulk-lookup',
  subdomainLookup: 'subdomains',
  startScan: 'scan',
  scanStatus: 'scan-status',
  countWebsites: 'report estimate',
  listWebsites: 'report create',
  technologyLookup: 'technology',
  technologyWebsites: 'technology --websites',
  cveLookup: 'cve',
  createAlert: 'alerts create',
  listAlerts: 'alerts list',
  getAlert: 'alerts get',
  updateAlert: 'alerts update',
  deleteAlert: 'alerts delete',
  testAlert: 'alerts test',
  rotateAlertSecret: 'alerts rotate-secret',
  alertDeliveries: 'alerts deliveries',
};

let server: RunningServer;
let dir: string;
beforeAll(async () => {
  // The CVE sample and the catalogues, for `cve`.
  server = await startClientServer({}, { store: 'reference' });
  dir = await mkdtemp(join(tmpdir(), 'techcensus-commands-'));
}, 180_000);
afterAll(async () => {
  await server?.close();
});

async function keyed(credits = 0) {
  const { apiKey } = await createApiAccount(server.db, { credits });
  const sdk = createClient({ baseUrl: server.url, apiKey });
  return {
    sdk,
    env: cleanEnv({ TECHCENSUS_URL: server.url, TECHCENSUS_API_KEY: apiKey, XDG_CONFIG_HOME: dir }),
    balance: async () => (await sdk.credits()).balance,
  };
}

describe('the CLI covers the public API', () => {
  it('every operation of /api/v1 has a command, with --json and the flag it names', async () => {
    expect(Object.keys(COMMAND_OF).sort()).toEqual(Object.keys(apiV1Contract).sort());
    for (const [operation, line] of Object.entries(COMMAND_OF)) {
      const [words, flag] = line.split(' --');
      // oclif makes a command of every file under cli/src/commands, named by its path.
      const file = new URL(`../../cli/src/commands/${words.replace(' ', '/')}.ts`, import.meta.url);
      const { default: command } = await import(/* @vite-ignore */ file.href);
      expect(command.prototype, `${operation} → ${line}`).toBeInstanceOf(TechCensusCommand);
      expect(command.enableJsonFlag, line).toBe(true);
      expect(command.summary, line).toBeTruthy();
      if (flag) expect(Object.keys(command.flags), line).toContain(flag);
    }
  });
});

describe.concurrent('the lookup, scan and CVE commands against a live server', { timeout: 180_000 }, () => {
  it('test-lookup prints a profile for free', async () => {
    const me = await keyed();
    const before = await me.balance();
    const json = await cli(['test-lookup', '--json'], { env: me.env });
    expect(json.code, json.stderr).toBe(0);
    const profile = JSON.parse(json.stdout);
    expect(ALL_SITES.map((s) => s.domain)).toContain(profile.domain);
    const human = await cli(['test-lookup'], { env: me.env });
    expect(human.code, human.stderr).toBe(0);
    expect(human.stdout).toMatch(new RegExp(`^${profile.domain.replace(/\./g, '\\.')}`));
    expect(human.stdout).toMatch(/^Technologies \(\d+\)$/m);
    expect(await me.balance()).toBe(before);
  });

  it('bulk-lookup sends a hundred domains a call, lists what was not found, and charges only the found', async () => {
    const me = await keyed(100);
    const before = await me.balance();
    const file = join(dir, 'domains.txt');
    const unknown = Array.from({ length: 45 }, (_, i) => `unknown-${i}.example.org`);
    await writeFile(
      file,
      `# every site, and some the index lacks\n${[...ALL_SITES.map((s) => s.domain), ...unknown].join('\n')}\n\n`,
    );
    const run = await cli(['bulk-lookup', 'not a domain', '--file', file, '--json'], { env: me.env });
    expect(run.code, run.stderr).toBe(0);
    const body = JSON.parse(run.stdout);
    expect(body.results.map((p: { domain: string }) => p.domain).sort()).toEqual(
      ALL_SITES.map((s) => s.domain).sort(),
    );
    expect(body.notFound.sort()).toEqual(unknown.sort());
    expect(body.invalid).toEqual(['not a domain']);
    expect(before - (await me.balance())).toBe(ALL_SITES.length);

    const human = await cli(['bulk-lookup', 'acme-shop.com', 'missing-site.org'], { env: me.env });
    expect(human.code, human.stderr).toBe(0);
    expect(human.stdout).toContain('1 website found:');
    expect(human.stdout).toMatch(/acme-shop\.com\s+100\s+DE\s+4\s+Acme, "Best" Shop/);
    expect(human.stdout).toContain('Not in the index (not charged): missing-site.org');

    const none = await cli(['bulk-lookup'], { env: me.env });
    expect(none.code).toBe(EXIT.usage);
    expect(none.stderr).toContain('Give the domains');
    const noFile = await cli(['bulk-lookup', '--file', join(dir, 'absent.txt')], { env: me.env });
    expect(noFile.code).toBe(EXIT.usage);
    expect(noFile.stderr).toContain('no such file');
  });

  it('subdomains lists --limit of them with the total, 1 credit per 10 returned', async () => {
    const me = await keyed(10);
    const before = await me.balance();
    const run = await cli(['subdomains', 'acme-shop.com', '--limit', '12', '--json'], { env: me.env });
    expect(run.code, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual({
      domain: 'acme-shop.com',
      total: ACME.subdomains.length,
      subdomains: ACME.subdomains.slice(0, 12),
    });
    expect(before - (await me.balance())).toBe(2);
    const human = await cli(['subdomains', 'https://www.acme-shop.com/', '--limit', '3'], { env: me.env });
    expect(human.stdout).toBe(
      `acme-shop.com: ${ACME.subdomains.length} subdomains known; the first 3:\n  s01.acme-shop.com\n  s02.acme-shop.com\n  s03.acme-shop.com\n`,
    );
    const missing = await cli(['subdomains', 'not-indexed-anywhere.com'], { env: me.env });
    expect(missing.code).toBe(EXIT.notFound);
  });

  it('scan-status follows a scan started earlier; a failed scan exits 1, an unknown id 6, a malformed one 2', async () => {
    const me = await keyed(5);
    const started = await me.sdk.scan('unreachable-status-site.com');
    const run = await cli(['scan-status', started.id, '--wait', '--interval', '1', '--json'], {
      env: me.env,
    });
    expect(run.code, run.stderr).toBe(EXIT.negative);
    expect(JSON.parse(run.stdout)).toMatchObject({ id: started.id, status: 'failed' });
    const human = await cli(['scan-status', started.id], { env: me.env });
    expect(human.code).toBe(EXIT.negative);
    expect(human.stdout).toContain('Scan of unreachable-status-site.com failed:');
    const unknown = await cli(['scan-status', '0b5c4f3e-1d7a-4a39-9a57-2f1e7f0c9b11'], { env: me.env });
    expect(unknown.code).toBe(EXIT.notFound);
    const malformed = await cli(['scan-status', 'not-a-scan-id'], { env: me.env });
    expect(malformed.code).toBe(EXIT.usage);
  });

  it('cve shows the vulnerability and what it affects, for free; an unknown id exits 6', async () => {
    const me = await keyed();
    const before = await me.balance();
    const json = await cli(['cve', 'cve-2020-11022', '--json'], { env: me.env });
    expect(json.code, json.stderr).toBe(0);
    const cve = JSON.parse(json.stdout);
    expect(cve).toMatchObject({ id: 'CVE-2020-11022' });
    expect(cve.technologies.map((t: { slug: string }) => t.slug)).toContain('jquery');
    const human = await cli(['cve', 'CVE-2020-11022'], { env: me.env });
    expect(human.code, human.stderr).toBe(0);
    expect(human.stdout.startsWith(`CVE-2020-11022 — ${cve.title}`)).toBe(true);
    expect(human.stdout).toMatch(/^ {2}jQuery\s+\S/m);
    const unknown = await cli(['cve', 'CVE-2099-99999'], { env: me.env });
    expect(unknown.code).toBe(EXIT.notFound);
    expect(await me.balance()).toBe(before);
  });
});

describe.concurrent('report filters from a file', { timeout: 180_000 }, () => {
  const write = async (name: string, text: string) => {
    const file = join(dir, name);
    await writeFile(file, text);
    return file;
  };

  it('the file’s filters come first, the flags add to them, and all must hold', async () => {
    const me = await keyed();
    const file = await write(
      'wordpress.json',
      JSON.stringify({ filters: [{ module: 'technology', technology: 'wordpress' }] }),
    );
    const run = await cli(['report', 'estimate', '--filters-file', file, '--country', 'de', '--json'], {
      env: me.env,
    });
    expect(run.code, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({
      count: 2,
      filters: [
        { module: 'technology', technology: 'wordpress' },
        { module: 'country', values: ['DE'] },
      ],
    });
    // The filters the flags cannot say: sites that run an old WordPress but not 6.5.3.
    const versions = await write(
      'versions.json',
      JSON.stringify([
        { module: 'technology', technology: 'wordpress' },
        { module: 'technology', technology: 'wordpress', version: '6.5.3', exclude: true },
      ]),
    );
    const human = await cli(['report', 'estimate', '--filters-file', versions], { env: me.env });
    expect(human.stdout).toContain('2 websites match technology wordpress, not technology wordpress@6.5.3.');
  });

  it.each([
    ['a missing file', null, 'no such file'],
    ['a file that is not JSON', '[{"module": "technology",', 'is not JSON'],
    ['JSON that is no filter list', '{"technology": "wordpress"}', 'must hold a JSON array of filters'],
    [
      'a filter the API does not know',
      '[{"module": "technology", "technology": "wordpress"}, {"module": "colour", "values": ["red"]}]',
      'filter 2: "colour" is not a filter; the filters are technology, category, header, tld, country, region, language, change, vulnerability',
    ],
    [
      'a misspelt field',
      '[{"module": "technology", "technology": "wordpress", "verison": "6.4.2"}]',
      'filter 1 (technology), verison: "technology" filters have no field "verison"',
    ],
    [
      'a wrong value',
      '[{"module": "country", "values": ["Germany"]}]',
      'filter 1 (country), values.0: must be a two-letter country code',
    ],
  ])('%s exits 2 and says what is wrong, before any call', async (_what, text, message) => {
    const file = text === null ? join(dir, 'absent.json') : await write(`bad-${message.length}.json`, text);
    // No key and no service: the file is refused before either is needed.
    const env = cleanEnv({ TECHCENSUS_URL: 'http://127.0.0.1:9', XDG_CONFIG_HOME: dir });
    for (const command of [
      ['report', 'estimate'],
      ['report', 'create', '--limit', '5', '--out', join(dir, 'never.csv')],
      ['alerts', 'create', '--name', 'x', '--email'],
    ]) {
      const run = await cli([...command, '--filters-file', file, '--api-key', 'tc_x_y', '--json'], { env });
      expect(run.code, run.stderr).toBe(EXIT.usage);
      expect(run.stderr).toContain(`--filters-file ${file}: ${message}`);
      expect(JSON.parse(run.stdout).error).toMatchObject({ code: 'filters_file' });
    }
  });
});
