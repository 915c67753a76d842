import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FREE_TIER_MONTHLY_CREDITS } from '@techcensus/contract';
import { createClient, creditCost, creditsFor } from '@techcensus/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/src/main.ts';
import type { SiteDoc } from '../../server/src/siteindex/port.ts';
import { ACME, ALL_SITES, startClientServer } from '../clients/sites.ts';
import { createApiAccount } from '../support/accounts.ts';
import { type ChildOutput, childOutput } from '../support/child-output.ts';
import { markedBlocks } from './marked-blocks.ts';
import { type RateLimitInjector, startRateLimitInjector } from './rate-limit-injector.ts';

/**
 * The quick starts of docs/api.md, run as an integrator runs them: each marked block as it stands,
 * in its own interpreter, against a real server (through a front that answers each route's first
 * call with a 429, so every program has to back off), with the key and address in the variables
 * the page tells people to set. Checks what they print and what the ledger charged.
 */

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const DOC = join(ROOT, 'docs/api.md');
const blocks = markedBlocks(DOC);
const readDoc = () => readFileSync(DOC, 'utf8');
const CI = process.env.CI === 'true';

/**
 * The best-ranked site of the test server, so the test domain the quick starts ask for first; a
 * fresh install names its own, which is why the page hard-codes none.
 */
const EXAMPLE: SiteDoc = {
  ...ACME,
  domain: 'shop.example.com',
  tld: 'com',
  rank: 50,
  country: 'US',
  language: 'en',
  title: 'Example',
  subdomains: [],
};
const SITES = [EXAMPLE, ...ALL_SITES];
/** What the quick starts list: sites in the US on Nginx, best-ranked first. */
const LISTED = SITES.filter((s) => s.country === 'US' && s.technologies.some((t) => t.slug === 'nginx'))
  .sort((a, b) => a.rank - b.rank)
  .map((s) => s.domain);
const FREE_TIER = FREE_TIER_MONTHLY_CREDITS;
const BOUGHT = 100;
/** The price of a run by the contract: the lookup and the websites listed; the rest is free. */
const RUN_COST =
  creditsFor(creditCost('domainLookup'), 1) + creditsFor(creditCost('listWebsites'), LISTED.length);

interface Language {
  name: string;
  file: string;
  command: (file: string) => [string, string[]];
  /** Why the machine cannot run it, or null. */
  missing: () => string | null;
}

const lacks = (probe: string, why: string) => () =>
  spawnSync('bash', ['-c', probe], { stdio: 'ignore' }).status === 0 ? null : why;

const LANGUAGES: Language[] = [
  {
    name: 'curl',
    file: 'quickstart.sh',
    command: (f) => ['bash', [f]],
    missing: lacks(
      'command -v curl && command -v jq',
      'the curl quick start needs curl and jq (.ci/run installs them)',
    ),
  },
  {
    name: 'python',
    file: 'quickstart.py',
    command: (f) => ['python3', [f]],
    missing: lacks(
      'python3 -c "import requests"',
      'the Python quick start needs python3 with requests 2.x (.ci/run installs python3-requests)',
    ),
  },
  {
    name: 'sdk',
    file: 'quickstart.mts',
    command: (f) => [process.execPath, [join(ROOT, 'node_modules/tsx/dist/cli.mjs'), f]],
    missing: () => null,
  },
];

function run(language: Language, file: string, env: Record<string, string>): Promise<ChildOutput> {
  const clean: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(process.env)) if (!k.startsWith('TECHCENSUS_')) clean[k] = v;
  const [command, args] = language.command(file);
  return childOutput(spawn(command, args, { env: { ...clean, ...env }, stdio: ['ignore', 'pipe', 'pipe'] }));
}

let server: RunningServer;
let front: RateLimitInjector;
let dir: string;

beforeAll(async () => {
  server = await startClientServer();
  await server.siteIndex.upsert([EXAMPLE]);
  await server.siteIndex.refresh();
  front = await startRateLimitInjector(server.url);
  // Under the repository's node_modules, so that the SDK block's import finds the workspace package.
  await mkdir(join(ROOT, 'node_modules/.cache'), { recursive: true });
  dir = await mkdtemp(join(ROOT, 'node_modules/.cache/quickstarts-'));
});
afterAll(async () => {
  await front?.close();
  await server?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

const balanceOf = async (apiKey: string) =>
  (await createClient({ baseUrl: server.url, apiKey }).credits()).balance;

it('docs/api.md marks one quick start per language, and their output', () => {
  expect([...blocks.keys()].sort()).toEqual(['curl', 'output', 'python', 'sdk']);
});

it('looks up only what a fresh install holds: the test domain, and CVEs of the shipped sample', () => {
  for (const name of ['curl', 'python', 'sdk']) {
    const block = blocks.get(name) ?? '';
    expect(block, name).toMatch(/test-domain|testLookup\(\)/);
    // No fixed domain: a new install's index names its own sites.
    expect(block, name).not.toMatch(/\/domains\/[a-z0-9-]+\.[a-z]|domainLookup\('[^']+'\)/);
  }
  const shipped = readFileSync(join(ROOT, 'server/data/cve/index.tsv'), 'utf8');
  for (const file of ['docs/api.md', 'cli/README.md', 'sdk/README.md', 'cli/src/commands/cve.ts']) {
    for (const [id] of readFileSync(join(ROOT, file), 'utf8').matchAll(/CVE-\d{4}-\d{4,}/g)) {
      if (id === 'CVE-2024-12345') continue; // the pattern's example, never looked up
      expect(shipped, `${id} in ${file}`).toContain(`${id}\t`);
    }
  }
});

it('states the prices and the free tier the contract sets', () => {
  const prose = readDoc().replace(/\s+/g, ' ');
  expect(prose).toContain(
    '1 credit for the domain lookup and 1 per website listed; the technology lookup and the balance are free',
  );
  expect(prose).toContain(`A confirmed account gets ${FREE_TIER} free credits each month`);
  expect([creditCost('domainLookup'), creditCost('listWebsites')]).toEqual([
    { kind: 'fixed', amount: 1 },
    { kind: 'perUnit', amount: 1, per: 1, unit: 'domain' },
  ]);
  expect([creditCost('technologyLookup'), creditCost('creditBalance')]).toEqual([
    { kind: 'fixed', amount: 0 },
    { kind: 'fixed', amount: 0 },
  ]);
});

it('the SDK quick start type-checks as TypeScript and is JavaScript as well, as the page says', async () => {
  const sub = await mkdtemp(join(dir, 'typecheck-'));
  await writeFile(join(sub, 'quickstart.mts'), blocks.get('sdk') ?? '');
  await writeFile(join(sub, 'quickstart.mjs'), blocks.get('sdk') ?? '');
  await writeFile(
    join(sub, 'tsconfig.json'),
    JSON.stringify({
      extends: join(ROOT, 'tsconfig.json'),
      // No `paths`: the SDK is resolved as an integrator's project resolves it, to the package's
      // published types (sdk/dist, checked fresh by tests/packages), not its source and the
      // contract behind it, which cost several times the CPU to check.
      compilerOptions: { module: 'NodeNext', moduleResolution: 'NodeNext', lib: ['ES2023'], paths: {} },
      include: ['quickstart.mts'],
      exclude: [],
    }),
  );
  const tsc = spawnSync(process.execPath, [join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', sub], {
    encoding: 'utf8',
  });
  expect(tsc.stdout + tsc.stderr).toBe('');
  expect(tsc.status).toBe(0);
  const js = spawnSync(process.execPath, ['--check', join(sub, 'quickstart.mjs')], { encoding: 'utf8' });
  expect(js.stderr).toBe('');
  expect(js.status).toBe(0);
}, 120_000);

describe.each(LANGUAGES.map((l) => [l.name, l] as const))('the %s quick start', (_name, language) => {
  /** Writes the block and runs it with a key and the front's address, or says why it cannot. */
  async function runBlock(apiKey: string, skip: (note: string) => void): Promise<ChildOutput> {
    const missing = language.missing();
    if (missing && CI) throw new Error(`${missing}; under CI=true it must run.`);
    // Elsewhere a machine without the interpreter skips it, saying why in the report.
    if (missing) skip(missing);
    const file = join(dir, language.file);
    await writeFile(file, blocks.get(language.name) ?? '');
    return run(language, file, { TECHCENSUS_URL: front.url, TECHCENSUS_API_KEY: apiKey });
  }

  it('prints what the page shows, charges what it says, and backs off every 429', async (ctx) => {
    const { apiKey } = await createApiAccount(server.db, { credits: BOUGHT });
    const result = await runBlock(apiKey, (note) => ctx.skip(note));
    expect(result.stderr.split('\n').filter((l) => l.startsWith('error'))).toEqual([]);
    expect(result.code).toBe(0);

    const left = FREE_TIER + BOUGHT - RUN_COST;
    const lines = result.stdout.trimEnd().split('\n');
    expect(lines).toEqual([
      `${EXAMPLE.domain}: WordPress 6.4.2, PHP 8.2.18, Nginx 1.24.0, jQuery 3.7.1`,
      'WordPress: 4 websites',
      ...LISTED,
      `${LISTED.length} websites listed`,
      `spent ${RUN_COST} credits, ${left} left`,
    ]);
    expect(await balanceOf(apiKey)).toBe(left);

    // The page's sample output is this run's, its "…" standing for the rest of the list.
    const sample = (blocks.get('output') ?? '').trimEnd().split('\n');
    const gap = sample.findIndex((l) => l.startsWith('…'));
    expect(gap).toBeGreaterThan(0);
    expect(lines.slice(0, gap)).toEqual(sample.slice(0, gap));
    expect(lines.slice(lines.length - (sample.length - gap - 1))).toEqual(sample.slice(gap + 1));

    // Every route it called answered 429 once, and it waited and called again.
    expect(front.injectedFor(apiKey)).toBe(5);
    // Each waits Retry-After (1 s here); the SDK adds up to half a back-off step of jitter.
    const waits = [...result.stderr.matchAll(/^rate limited, retrying in (\d+(?:\.\d)?)s$/gm)].map((m) =>
      Number(m[1]),
    );
    expect(waits).toHaveLength(5);
    for (const w of waits) expect(w).toBeGreaterThanOrEqual(1);
  });

  it('stops on a refused key with the message the page shows', async (ctx) => {
    const result = await runBlock('tc_abcdefgh_not-a-real-key-at-all', (note) => ctx.skip(note));
    const message = 'error: API key refused (invalid_api_key); check TECHCENSUS_API_KEY';
    expect(result.stderr).toContain(message);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(readDoc()).toContain(message);
  });

  it('stops on too few credits with the message the page shows, charging nothing for the refused page', async (ctx) => {
    const { apiKey } = await createApiAccount(server.db);
    const result = await runBlock(apiKey, (note) => ctx.skip(note));
    const message = `error: not enough credits: the call needs 50, ${FREE_TIER - 1} left`;
    expect(result.stderr).toContain(message);
    expect(result.code).toBe(1);
    expect(result.stdout.split('\n')[0]).toMatch(/^shop\.example\.com: WordPress 6\.4\.2/);
    expect(result.stdout).not.toContain('websites listed');
    expect(await balanceOf(apiKey)).toBe(FREE_TIER - 1);
    expect(readDoc()).toContain(message);
  });
});
