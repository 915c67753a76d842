import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FREE_TIER_MONTHLY_CREDITS, OPENAPI_DOCUMENTS } from '@techcensus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/src/main.ts';
import { createApiAccount } from '../support/accounts.ts';
import { ACME, ALL_SITES, startClientServer } from './sites.ts';

/**
 * The public OpenAPI document as a Java integrator uses it, with a tool nobody here wrote:
 * OpenAPI Generator (java, library native, Java 17; `java/pom.xml`) makes a client of
 * openapi/openapi.json, Maven compiles it with `java/…/LookupDomain.java`, and that program looks
 * up a domain with an API key, counts websites by two filters of the tagged filter union and
 * reads a 404's error body, against a test server.
 *
 * A model the generator invented is one whose class name is not a key of `components.schemas`:
 * the generator names an inline schema after where it sits — `<operationId>Request` for a request
 * body, `<operationId><status>Response` for an answer, `<Parent><Property>` for a nested object,
 * `…Inner` for the items of an array, `…OneOf<n>` for a member of a union — and such names change
 * whenever a path, an operation or a field does.
 *
 * Maven's repository lives in the checkout's ignored `.cache/java-client/m2`: the first run
 * resolves the generator, the compiler and Jackson online (about 60 MB), later runs work offline.
 * Without java or mvn the suite is skipped (npm test's banner says so); under CI=true it fails.
 */

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const PROJECT = join(ROOT, 'tests/clients/java');
const REPOSITORY = join(ROOT, '.cache/java-client/m2');
const CI = process.env.CI === 'true';
/** Short-lived JVMs: the client compiler alone and one GC thread take a third of the CPU. */
const JVM_OPTIONS = ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC'];
/** Classes the generator writes for every client with a union: its runtime, not the API's models. */
const GENERATOR_RUNTIME = ['AbstractOpenApiSchema'];

const document = JSON.parse(readFileSync(join(ROOT, OPENAPI_DOCUMENTS.publicApi.file), 'utf8')) as {
  components: { schemas: Record<string, unknown> };
};

const missing =
  spawnSync('bash', ['-c', 'command -v java && command -v javac && command -v mvn'], { stdio: 'ignore' })
    .status === 0
    ? null
    : 'the Java client needs java, javac and mvn (.ci/run installs openjdk-17-jdk-headless and maven)';

interface Run {
  code: number | null;
  output: string;
  stdout: string;
}

function run(command: string, args: string[], env: Record<string, string> = {}): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: PROJECT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    let stdout = '';
    child.stdout.on('data', (d) => {
      output += d;
      stdout += d;
    });
    child.stderr.on('data', (d) => {
      output += d;
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output, stdout }));
  });
}

/**
 * Generates and compiles the client into `dir`, offline once this pom's dependencies have been
 * resolved into the cached repository (a stamp per pom says so).
 */
async function buildClient(dir: string): Promise<void> {
  const pom = readFileSync(join(PROJECT, 'pom.xml'));
  const stamp = join(REPOSITORY, `.resolved-${createHash('sha256').update(pom).digest('hex').slice(0, 16)}`);
  const maven = (offline: boolean) =>
    run(
      'mvn',
      [
        '-B',
        '-q',
        ...(offline ? ['-o'] : []),
        `-Dmaven.repo.local=${REPOSITORY}`,
        `-DbuildDir=${dir}`,
        'process-classes',
      ],
      { MAVEN_OPTS: JVM_OPTIONS.join(' ') },
    );
  let result = existsSync(stamp) ? await maven(true) : null;
  // A repository pruned by hand lacks something: resolve it again.
  if (!result || (result.code !== 0 && /offline/i.test(result.output))) result = await maven(false);
  if (result.code !== 0) throw new Error(`mvn process-classes failed:\n${result.output.slice(-6000)}`);
  mkdirSync(REPOSITORY, { recursive: true });
  writeFileSync(stamp, '');
}

describe.skipIf(missing !== null && !CI)('a Java client generated from the public OpenAPI document', () => {
  let server: RunningServer;
  let dir: string;

  beforeAll(async () => {
    if (missing) throw new Error(`${missing}; under CI=true it must run.`);
    dir = await mkdtemp(join(tmpdir(), 'techcensus-java-client-'));
    [server] = await Promise.all([startClientServer(), buildClient(dir)]);
    // A machine's first run also downloads the generator and its dependencies.
  }, 600_000);
  afterAll(async () => {
    await server?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('has one model per named schema of the document, and none the generator named', () => {
    const models = readdirSync(join(dir, 'client/src/main/java/com/techcensus/client/model'))
      .map((file) => file.replace(/\.java$/, ''))
      .filter((name) => !GENERATOR_RUNTIME.includes(name))
      .sort();
    const named = Object.keys(document.components.schemas).sort();
    const invented = models.filter((name) => !named.includes(name));
    expect(invented, 'models named after where an inline schema sits').toEqual([]);
    expect(models).toEqual(named);
  });

  it('looks up a domain with an API key, counts by filters and reads an error, as the server answers', async () => {
    const { apiKey } = await createApiAccount(server.db, { credits: 0 });
    const classpath = [join(dir, 'classes'), readFileSync(join(dir, 'classpath.txt'), 'utf8').trim()];
    const java = await run('java', [
      ...JVM_OPTIONS,
      '-cp',
      classpath.join(delimiter),
      'com.techcensus.example.LookupDomain',
      server.url,
      apiKey,
      ACME.domain,
      'wordpress',
      'DE',
    ]);
    expect(java.output).not.toMatch(/Exception/);
    expect(java.code).toBe(0);

    const headers = { 'x-api-key': apiKey };
    const technologies = ACME.technologies.map((t) => (t.version ? `${t.name} ${t.version}` : t.name));
    const inGermany = ALL_SITES.filter(
      (s) => s.country === 'DE' && s.technologies.some((t) => t.slug === 'wordpress'),
    );
    expect(java.stdout.trimEnd().split('\n')).toEqual([
      `lookup ${ACME.domain}: ${technologies.join(', ')} (charged 1)`,
      `count wordpress in DE: ${inGermany.length}`,
      'missing: 404 not_found',
    ]);
    // Charged once: the lookup; the count is free and the 404 costs nothing.
    const balance = await (await fetch(`${server.url}/api/v1/credits`, { headers })).json();
    expect(balance.balance).toBe(FREE_TIER_MONTHLY_CREDITS - 1);
  }, 60_000);
});
