import { execFile } from 'node:child_process';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RunningServer } from '../../server/src/main.ts';
import { createApiAccount } from '../support/accounts.ts';
import { ACME, startClientServer } from './sites.ts';

// The SDK as an integrator gets it: `npm pack` (its prepack bundles the private contract), the
// tarball installed from the registry's dependencies into an empty project, imported from plain
// Node ESM and type-checked with the project's own TypeScript, then called against a live server.
// About a minute on an idle machine, most of it the bundler writing the type declarations.
const run = promisify(execFile);
const sdkDir = fileURLToPath(new URL('../../sdk/', import.meta.url));
const tsc = fileURLToPath(new URL('../../node_modules/typescript/bin/tsc', import.meta.url));

let server: RunningServer;
beforeAll(async () => {
  server = await startClientServer();
});
afterAll(async () => {
  await server?.close();
});

const CONSUMER_JS = `
import { API_KEY_HEADER, createClient, TechCensusError } from '@techcensus/sdk';
const [baseUrl, apiKey] = process.argv.slice(2);
const profile = await createClient({ baseUrl, apiKey }).testLookup();
let refused = null;
try {
  await createClient({ baseUrl, apiKey: 'tc_wrong_key' }).credits();
} catch (err) {
  refused = { typed: err instanceof TechCensusError, status: err.status, code: err.code };
}
console.log(JSON.stringify({ domain: profile.domain, header: API_KEY_HEADER, refused }));
`;

const CONSUMER_TS = `
import { createClient, type DomainProfile, type ReportFilter, TechCensusError } from '@techcensus/sdk';
const client = createClient({ baseUrl: 'http://localhost:3000', retry: { maxRetries: 1 } });
const filters: ReportFilter[] = [{ module: 'technology', technology: 'wordpress', version: '6.4.2' }];
export async function sample(): Promise<string[]> {
  const profile: DomainProfile = await client.lookup('example.com');
  const names: string[] = profile.technologies.map((t) => t.name);
  for await (const site of client.websites(filters, { limit: 5 })) names.push(site.domain);
  const { count } = await client.countWebsites(filters);
  try {
    await client.scanAndWait('example.com', { timeoutMs: 1000 });
  } catch (err) {
    if (err instanceof TechCensusError && err.balance !== undefined) names.push(String(err.cost ?? count));
  }
  return names;
}
`;

it('npm pack makes an installable package that plain Node ESM imports and calls', async () => {
  const work = await mkdtemp(join(tmpdir(), 'techcensus-sdk-pack-'));
  // The machine's npm may be set to ignore scripts; the package's prepack build is the point here.
  const packed = await run('npm', ['pack', '--ignore-scripts=false', '--json', '--pack-destination', work], {
    cwd: sdkDir,
    maxBuffer: 16 * 1024 * 1024,
  });
  // The prepack build prints too (and its log lines may hold brackets): the report is the array
  // that starts a line with an object inside.
  const [info] = JSON.parse(packed.stdout.slice(packed.stdout.search(/^\[\s*\{/m)));
  const files = info.files.map((f: { path: string }) => f.path).sort();
  expect(files).toEqual(['README.md', 'dist/index.d.ts', 'dist/index.js', 'package.json']);

  // The workspace manifest (TypeScript source for the CLI and tests) is back after packing.
  const workspaceManifest = JSON.parse(await readFile(join(sdkDir, 'package.json'), 'utf8'));
  expect(workspaceManifest.exports).toEqual({ '.': './src/index.ts' });

  await writeFile(
    join(work, 'package.json'),
    JSON.stringify({ name: 'consumer', private: true, type: 'module' }),
  );
  await run('npm', ['install', join(work, info.filename), '--no-audit', '--no-fund', '--prefer-offline'], {
    cwd: work,
  });
  const installed = JSON.parse(
    await readFile(join(work, 'node_modules/@techcensus/sdk/package.json'), 'utf8'),
  );
  expect(Object.keys(installed.dependencies).sort()).toEqual(['@ts-rest/core', 'zod']);
  expect(installed.exports['.']).toEqual({ types: './dist/index.d.ts', import: './dist/index.js' });
  // Browsers too: nothing from Node's standard library, no CommonJS, no workspace package left.
  const bundle = await readFile(join(work, 'node_modules/@techcensus/sdk/dist/index.js'), 'utf8');
  expect(bundle).not.toMatch(/from ["']node:|require\(|process\.|@techcensus\/contract|@anatine/);

  await writeFile(join(work, 'check.mjs'), CONSUMER_JS);
  const { apiKey } = await createApiAccount(server.db);
  const called = await run(process.execPath, ['check.mjs', server.url, apiKey], { cwd: work });
  expect(JSON.parse(called.stdout)).toEqual({
    domain: ACME.domain,
    header: 'x-api-key',
    refused: { typed: true, status: 401, code: 'invalid_api_key' },
  });

  await writeFile(join(work, 'check.ts'), CONSUMER_TS);
  await writeFile(
    join(work, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        strict: true,
        noEmit: true,
        module: 'nodenext',
        moduleResolution: 'nodenext',
        target: 'es2022',
        lib: ['es2022', 'dom'],
        types: [],
      },
      files: ['check.ts'],
    }),
  );
  await run(process.execPath, [tsc, '-p', 'tsconfig.json'], { cwd: work }).catch(
    (err: { stdout?: string }) => {
      throw new Error(`the packed types do not check:\n${err.stdout}`);
    },
  );
}, 420_000);
