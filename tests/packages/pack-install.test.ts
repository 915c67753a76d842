import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXIT } from '../../cli/src/exit-codes.ts';
import { MCP_SDK } from '../../cli/src/mcp-sdk.ts';
import type { RunningServer } from '../../server/src/main.ts';
import { cleanEnv, tempConfigHome } from '../clients/cli-run.ts';
import { ACME, startClientServer } from '../clients/sites.ts';
import { createApiAccount } from '../support/accounts.ts';
import { CJS, ESM, TSCONFIG, TYPESCRIPT, TYPESCRIPT_CJS, TYPESCRIPT_WRONG } from './consumer.ts';

// Both packages as an integrator gets them: `npm pack -w sdk -w cli` from the repository as it is
// (its .npmrc turns scripts off, so what is packed is what git holds), the two tarballs installed
// into an empty project outside the repository with a plain `npm install` (their dependencies
// from the registry), then the SDK imported, required and type-checked, and the `techcensus` bin
// run against a live server: first as installed, without the MCP SDK (an optional peer, which a
// plain install leaves out), then `techcensus mcp` with the MCP SDK installed as its message says.
const run = promisify(execFile);
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const TSC = join(ROOT, 'node_modules/typescript/bin/tsc');

interface Packed {
  name: string;
  version: string;
  filename: string;
  size: number;
  unpackedSize: number;
  files: { path: string }[];
}

let server: RunningServer;
let work: string;
let project: string;
let packed: Record<'sdk' | 'cli', Packed>;
let apiKey: string;

beforeAll(async () => {
  const started = startClientServer();
  work = await mkdtemp(join(tmpdir(), 'techcensus-pack-'));
  const pack = await run('npm', ['pack', '-w', 'sdk', '-w', 'cli', '--json', '--pack-destination', work], {
    cwd: ROOT,
    maxBuffer: 16 * 1024 * 1024,
  });
  const [sdk, cli] = JSON.parse(pack.stdout) as Packed[];
  packed = { sdk, cli };

  project = join(work, 'consumer');
  await run('mkdir', [project]);
  await writeFile(
    join(project, 'package.json'),
    JSON.stringify({ name: 'consumer', private: true, type: 'module' }),
  );
  await run(
    'npm',
    [
      'install',
      join(work, sdk.filename),
      join(work, cli.filename),
      '--no-audit',
      '--no-fund',
      '--prefer-offline',
    ],
    { cwd: project, timeout: 300_000, maxBuffer: 16 * 1024 * 1024 },
  );
  server = await started;
  ({ apiKey } = await createApiAccount(server.db, { credits: 10 }));
}, 420_000);

afterAll(async () => {
  await server?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

const installed = (name: 'sdk' | 'cli', file: string) =>
  readFile(join(project, 'node_modules/@techcensus', name, file), 'utf8');

/** The package.json inside a tarball, as the registry would publish it. */
async function packedManifest(name: 'sdk' | 'cli') {
  const { stdout } = await run('tar', ['-xzOf', join(work, packed[name].filename), 'package/package.json']);
  return JSON.parse(stdout);
}

/** Every file a manifest points to, each with where: main, module, types, bin and each leaf of exports. */
function pointers(manifest: Record<string, unknown>): [where: string, path: string][] {
  const out: [string, string][] = [];
  const walk = (where: string, value: unknown) => {
    if (typeof value === 'string') out.push([where, value]);
    // Fallback arrays too: their entries are keyed by index.
    else if (value && typeof value === 'object')
      for (const [key, v] of Object.entries(value)) walk(`${where}[${JSON.stringify(key)}]`, v);
  };
  for (const field of ['main', 'module', 'types', 'typings', 'browser', 'bin', 'exports'])
    walk(field, manifest[field]);
  return out;
}

describe('the tarballs', () => {
  it.each(['sdk', 'cli'] as const)(
    '%s: built JavaScript, a licence, no source, publishable',
    async (name) => {
      const { files, version } = packed[name];
      const paths = files.map((f) => f.path);
      expect(version).toBe('0.2.0');
      expect(paths).toEqual(expect.arrayContaining(['LICENSE', 'README.md', 'CHANGELOG.md', 'package.json']));
      expect(paths.filter((p) => p.startsWith('src/') || /(?<!\.d)\.[cm]?ts$/.test(p))).toEqual([]);
      expect(paths.filter((p) => p.startsWith('dist/')).length).toBeGreaterThan(0);

      const manifest = JSON.parse(await installed(name, 'package.json'));
      expect(manifest).not.toHaveProperty('private');
      expect(manifest.license).toBe('MIT');
      expect(manifest.repository).toMatchObject({ directory: name });
      for (const p of paths.filter((p) => p.startsWith('dist/'))) {
        expect(await installed(name, p), p).not.toMatch(/(from\s*|require\(|import\()["'][./]*contract\//);
      }
    },
  );

  it.each(['sdk', 'cli'] as const)(
    '%s: every file the manifest points to (main, types, bin, each export condition) is in the tarball',
    async (name) => {
      const files = new Set(packed[name].files.map((f) => f.path));
      const manifest = await packedManifest(name);
      const found = pointers(manifest);
      expect(found.length).toBeGreaterThan(0);
      const missing = found.filter(([, path]) => {
        const file = path.replace(/^\.\//, '');
        if (!file.includes('*')) return !files.has(file);
        // A subpath pattern ("./dist/*.js") must match a file at least.
        const literal = (part: string) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
        const pattern = new RegExp(`^${file.split('*').map(literal).join('.*')}$`);
        return ![...files].some((f) => pattern.test(f));
      });
      expect(missing, 'points to files the tarball lacks').toEqual([]);
    },
  );

  it('sdk: ESM and CommonJS, each with declarations, depending on ts-rest and zod alone', async () => {
    const manifest = JSON.parse(await installed('sdk', 'package.json'));
    expect(packed.sdk.files.map((f) => f.path).sort()).toEqual([
      'CHANGELOG.md',
      'LICENSE',
      'README.md',
      'dist/index.cjs',
      'dist/index.d.cts',
      'dist/index.d.ts',
      'dist/index.js',
      'package.json',
    ]);
    expect(Object.keys(manifest.dependencies).sort()).toEqual(['@ts-rest/core', 'zod']);
    // Browsers too: nothing from Node's standard library, no workspace package left.
    const esm = await installed('sdk', 'dist/index.js');
    expect(esm).not.toMatch(/from ["']node:|require\(|process\.|@techcensus\/contract|@anatine/);
  });

  it('cli: depends on the SDK of the same version, on no TypeScript tooling, and optionally on the MCP SDK', async () => {
    const manifest = JSON.parse(await installed('cli', 'package.json'));
    expect(manifest.dependencies['@techcensus/sdk']).toBe(`^${packed.sdk.version}`);
    // An optional peer: npm installs it only when asked (an optional dependency it would install).
    expect(manifest.peerDependencies).toEqual({ [MCP_SDK]: expect.any(String) });
    expect(manifest.peerDependenciesMeta).toEqual({ [MCP_SDK]: { optional: true } });
    expect(Object.keys({ ...manifest.dependencies, ...manifest.optionalDependencies })).not.toContain(
      MCP_SDK,
    );
    expect(Object.keys(manifest.dependencies)).not.toContain('tsx');
    expect(await installed('cli', 'bin/techcensus.js')).not.toMatch(/tsx/);
  });
});

// Every step starts Node or tsc; on a busy machine that takes its time.
describe('the SDK installed', { timeout: 120_000 }, () => {
  it('plain Node ESM imports it and calls the service', async () => {
    await writeFile(join(project, 'esm.mjs'), ESM);
    const { stdout } = await run(process.execPath, ['esm.mjs', server.url, apiKey], { cwd: project });
    expect(JSON.parse(stdout)).toEqual({
      domain: ACME.domain,
      header: 'x-api-key',
      refused: { typed: true, status: 401, code: 'invalid_api_key' },
    });
  });

  it('CommonJS requires it and calls the service', async () => {
    await writeFile(join(project, 'cjs.cjs'), CJS);
    const { stdout } = await run(process.execPath, ['cjs.cjs', server.url, apiKey], { cwd: project });
    expect(JSON.parse(stdout)).toEqual({ balance: expect.any(Number), typedErrors: 'function' });
  });

  it('TypeScript checks code against its declarations, ESM and CommonJS, and refuses a wrong type', async () => {
    await writeFile(join(project, 'check.ts'), TYPESCRIPT);
    await writeFile(join(project, 'check-cjs.cts'), TYPESCRIPT_CJS);
    await writeFile(join(project, 'wrong.ts'), TYPESCRIPT_WRONG);
    const files = ['check.ts', 'check-cjs.cts', 'wrong.ts'];
    await writeFile(join(project, 'tsconfig.json'), JSON.stringify({ ...TSCONFIG, files }));
    // One program: most of tsc's seconds go to the declarations, which every file shares. Any error
    // outside wrong.ts (in the right files, or in the declarations themselves) names its file.
    const output = await run(process.execPath, [TSC, '-p', 'tsconfig.json'], { cwd: project }).then(
      () => '',
      (err: { stdout?: string }) => err.stdout ?? '',
    );
    const errors = output.split('\n').filter((line) => /error TS\d+:/.test(line));
    expect(
      errors.filter((line) => !line.startsWith('wrong.ts(')),
      `the packed types do not check:\n${output}`,
    ).toEqual([]);
    expect(output).toMatch(/^wrong\.ts.*error TS2322/m);
  }, 240_000);
});

const bin = () => join(project, 'node_modules/.bin/techcensus');
async function techcensus(args: string[]) {
  const env = cleanEnv({ XDG_CONFIG_HOME: await tempConfigHome() });
  return run(bin(), args, { cwd: project, env }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (err: { code: number; stdout: string; stderr: string }) => err,
  );
}

// A plain install leaves the MCP SDK out: these run without it.
describe('the techcensus bin installed', { timeout: 120_000 }, () => {
  it('--version and --help', async () => {
    const version = await techcensus(['--version']);
    expect(version.code, version.stderr).toBe(0);
    expect(version.stdout).toMatch(/^@techcensus\/cli\/0\.2\.0 /);
    const help = await techcensus(['--help']);
    expect(help.code, help.stderr).toBe(0);
    for (const topic of ['lookup', 'scan', 'credits', 'report', 'alerts', 'EXIT CODES'])
      expect(help.stdout).toContain(topic);
  });

  it('a lookup and the credits against the live server', async () => {
    const flags = ['--base-url', server.url, '--api-key', apiKey, '--json'];
    const lookup = await techcensus(['lookup', ACME.domain, ...flags]);
    expect(lookup.code, lookup.stderr).toBe(0);
    expect(JSON.parse(lookup.stdout)).toMatchObject({ domain: ACME.domain });
    const credits = await techcensus(['credits', ...flags]);
    expect(credits.code, credits.stderr).toBe(0);
    expect(JSON.parse(credits.stdout)).toMatchObject({ balance: expect.any(Number) });
  });

  it('without the MCP SDK, mcp exits 9 and prints the command that installs it', async () => {
    await expect(stat(join(project, 'node_modules', MCP_SDK))).rejects.toThrow(/ENOENT/);
    const mcp = await techcensus(['mcp', '--api-key', 'k']);
    expect(mcp.code, mcp.stderr).toBe(EXIT.notInstalled);
    expect(mcp.stdout).toBe('');
    expect(mcp.stderr).toContain(`techcensus mcp needs the MCP SDK (${MCP_SDK}), which is not installed.`);
    expect(mcp.stderr).toContain(`Install it in ${project}, beside the CLI:\n  npm install "${MCP_SDK}@^`);
  });

  it('a service that cannot be reached exits 3 with the documented message', async () => {
    const url = 'http://127.0.0.1:1';
    const run = await techcensus(['credits', '--api-key', 'k', '--base-url', url]);
    expect(run.code, run.stderr).toBe(EXIT.unreachable);
    expect(run.stderr).toContain(`Cannot reach the service at ${url}.`);
  });
});

describe('techcensus mcp with the MCP SDK installed as its message says', { timeout: 120_000 }, () => {
  beforeAll(async () => {
    const { stderr } = await techcensus(['mcp']);
    const command = /^ {2}npm install "([^"]+)"$/m.exec(stderr);
    expect(command, stderr).not.toBeNull();
    await run('npm', ['install', command![1], '--no-audit', '--no-fund', '--prefer-offline'], {
      cwd: project,
      timeout: 300_000,
      maxBuffer: 16 * 1024 * 1024,
    });
  }, 320_000);

  it('mcp serves the tools to the MCP SDK client, with the schemas it bundles', async () => {
    const transport = new StdioClientTransport({
      command: bin(),
      args: ['mcp', '--base-url', server.url, '--api-key', apiKey],
      cwd: project,
      env: cleanEnv({ XDG_CONFIG_HOME: await tempConfigHome() }) as Record<string, string>,
      stderr: 'ignore',
    });
    const mcp = new Client({ name: 'consumer', version: '1.0.0' });
    await mcp.connect(transport);
    try {
      const { tools } = await mcp.listTools();
      expect(tools.map((t) => t.name)).toContain('list_websites');
      const result = (await mcp.callTool({
        name: 'lookup_website',
        arguments: { domain: ACME.domain },
      })) as CallToolResult;
      expect(result.isError ?? false).toBe(false);
      expect(result.structuredContent).toMatchObject({ domain: ACME.domain });
    } finally {
      await mcp.close();
    }
  });
});
