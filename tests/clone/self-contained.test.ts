/**
 * A fresh clone is self-contained: the product and its tests read nothing outside the repository.
 *
 * The repository's HEAD is cloned into a temporary folder (committed work, as CI and a new user get
 * it), where nothing sits beside it: no `../shared`, no developer's home. There:
 *  - every tracked source, test, script and config file is scanned for paths that leave the
 *    checkout: relative paths that climb above it, absolute paths into someone's machine;
 *  - the test files that read the repository's real data (pages, CVE records) run;
 *  - the server starts on an empty embedded store as `npm start` does, imports the CVE sample by
 *    itself, and its CVE, security and WordPress pages show CVEs.
 *
 * Installing packages again would take minutes, so the clone gets a node_modules of links to this
 * checkout's packages, with the workspace packages pointing into the clone. The website bundle is
 * not built there: the page data (`{path}/api`) says what the pages show, and other suites check
 * that the pages render it.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import {
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { until } from '../support/wait.ts';

const REPO = fileURLToPath(new URL('../../', import.meta.url));

/** The test files that read real data the repository carries; each fails when that data is elsewhere. */
const DATA_TESTS = [
  'server/src/detect/compiled-file.test.ts', // fixtures/pages
  'server/src/cve/cve-record.test.ts', // server/data/cve/records
];

/** Files whose contents are data, not paths the code follows. */
const NOT_SCANNED = [/^server\/data\//, /^fixtures\/pages\//, /^openapi\//, /(^|\/)package-lock\.json$/];
/** What is scanned: code, scripts and configuration. */
const SCANNED = /\.(ts|tsx|mts|cts|js|mjs|cjs|json|sh|ya?ml|toml|java|xml)$|^\.ci\/|^\.npmrc$|^\.gitignore$/;
/**
 * Benchmarks may read the larger data sets kept beside the checkout (`../shared/data`) when they are
 * there; they say so and fall back or stop when they are not. Nothing else may.
 */
const MAY_READ_BESIDE = /^bench\//;
/** This file, which names those paths to look for them. */
const SELF = 'tests/clone/self-contained.test.ts';

/** Absolute paths into a particular machine's folders. System programs (/usr/bin/chromium) are fine. */
const MACHINE_PATH = /(?<![\w.:/-])\/(?:work|home|root|Users|mnt)\/[\w.-]+/g;
/** A relative path: one or more `../` and whatever follows. */
const RELATIVE_PATH = /(?<![\w./-])((?:\.\.\/)+[\w.@/-]*)/g;

interface Finding {
  file: string;
  line: number;
  text: string;
  why: string;
}

/**
 * Paths in `file` (relative to `root`) that lead outside `root`: relative paths that climb above it
 * from the file's folder (imports, `new URL(…, import.meta.url)`), the folder beside the checkout by
 * name, and absolute paths into someone's machine. Comments may mention them.
 */
function pathsLeaving(root: string, file: string, text: string): Finding[] {
  if (file === SELF) return [];
  const beside = MAY_READ_BESIDE.test(file);
  const found: Finding[] = [];
  text.split('\n').forEach((content, i) => {
    if (/^\s*(\/\/|\/\*|\*|#)/.test(content)) return;
    const at = (why: string) => found.push({ file, line: i + 1, text: content.trim().slice(0, 160), why });
    for (const m of content.matchAll(MACHINE_PATH)) at(`absolute path ${m[0]}`);
    if (beside) return;
    if (/\.\.\/shared\b|\bshared\/(data|spec)\b/.test(content))
      at('the folder beside the checkout (../shared)');
    for (const m of content.matchAll(RELATIVE_PATH)) {
      const rel = relative(root, resolve(root, dirname(file), m[1]));
      if (rel.startsWith('..') || isAbsolute(rel))
        at(`${m[1]} climbs out of the repository from ${dirname(file)}/`);
    }
  });
  return found;
}

/** node_modules for the clone: links to this checkout's packages; workspace packages link into the clone. */
function linkNodeModules(from: string, to: string, clone: string): void {
  mkdirSync(to, { recursive: true });
  for (const name of readdirSync(from)) {
    if (name.startsWith('.') && name !== '.bin') continue; // caches and npm's own bookkeeping
    const source = join(from, name);
    const target = join(to, name);
    if (name.startsWith('@') && lstatSync(source).isDirectory()) {
      linkNodeModules(source, target, clone);
      continue;
    }
    const real = realpathSync(source);
    const workspace = relative(REPO, real);
    const own = !workspace.startsWith('..') && !workspace.split('/').includes('node_modules');
    symlinkSync(own ? join(clone, workspace) : source, target);
  }
}

/** A clean environment: no test runner or database settings of the run this test is part of. */
function childEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(process.env)) {
    if (/^(VITEST|TEST|NODE_OPTIONS|DATABASE_URL|OPENSEARCH_URL|DATA_DIR|PORT|HOST|NODE_ENV)/.test(k))
      continue;
    env[k] = v;
  }
  return { ...env, ...extra };
}

function run(
  cmd: string,
  args: string[],
  cwd: string,
  env: NodeJS.ProcessEnv = process.env,
  timeout = 60_000,
) {
  return execFileSync(cmd, args, { cwd, env, encoding: 'utf8', timeout, stdio: ['ignore', 'pipe', 'pipe'] });
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

let work: string;
let clone: string;
let head: string;

beforeAll(() => {
  let top: string;
  try {
    top = run('git', ['rev-parse', '--show-toplevel'], REPO).trim();
    head = run('git', ['rev-parse', 'HEAD'], REPO).trim();
  } catch (err) {
    throw new Error(
      `this test clones the repository, so it runs in a git checkout: ${(err as Error).message}`,
    );
  }
  expect(realpathSync(top)).toBe(realpathSync(REPO));
  work = mkdtempSync(join(tmpdir(), 'techcensus-clone-'));
  clone = join(work, 'techcensus');
  run('git', ['clone', '--quiet', '--no-checkout', '--no-hardlinks', REPO, clone], work);
  run('git', ['-c', 'advice.detachedHead=false', 'checkout', '--quiet', '--detach', head], clone);
  linkNodeModules(join(REPO, 'node_modules'), join(clone, 'node_modules'), clone);
  const workspaces = (
    JSON.parse(readFileSync(join(REPO, 'package.json'), 'utf8')) as { workspaces: string[] }
  ).workspaces;
  for (const ws of workspaces) {
    const own = join(REPO, ws, 'node_modules');
    if (existsSync(own)) linkNodeModules(own, join(clone, ws, 'node_modules'), clone);
  }
}, 120_000);

afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('the scan for paths outside the repository', () => {
  const scan = (file: string, line: string) => pathsLeaving('/r', file, line).map((f) => f.why);

  it('finds what reached outside before: ../shared by name, climbing out, machine paths', () => {
    expect(scan('server/src/detect/a.test.ts', "const PAGES = '../shared/data/pages/';")).toHaveLength(1);
    expect(
      scan('server/src/demo/sources.ts', "resolve(here, '../../../../shared/data/cve')").join(' '),
    ).toMatch(/climbs out/);
    expect(scan('tests/a/b.test.ts', "new URL('../../../x/', import.meta.url)")).toEqual([
      '../../../x/ climbs out of the repository from tests/a/',
    ]);
    expect(scan('scripts/x.sh', 'cp /work/main/x .')).toEqual(['absolute path /work/main']);
    expect(scan('bench/x.ts', "const big = '../shared/data/pages/';")).toEqual([]);
  });

  it('lets paths inside the repository, system programs and comments pass', () => {
    expect(scan('server/src/app.ts', "new URL('../../web/dist', import.meta.url)")).toEqual([]);
    expect(scan('tests/a/b.test.ts', "import { x } from '../../server/src/x.ts';")).toEqual([]);
    expect(scan('scripts/test.mjs', "const CHROMIUM = '/usr/bin/chromium';")).toEqual([]);
    expect(scan('server/src/x.ts', '// the sample used to sit in ../shared/data/cve')).toEqual([]);
  });
});

describe('a fresh clone of HEAD', () => {
  it('refers to no path outside the repository in its code, tests, scripts and configuration', () => {
    const files = run('git', ['ls-files'], clone)
      .split('\n')
      .filter((f) => f && SCANNED.test(f) && !NOT_SCANNED.some((re) => re.test(f)));
    expect(files.length).toBeGreaterThan(500);
    const findings = files.flatMap((f) => pathsLeaving(clone, f, readFileSync(join(clone, f), 'utf8')));
    expect(findings.map((f) => `${f.file}:${f.line}: ${f.why}\n    ${f.text}`)).toEqual([]);
  });

  it('runs the tests that read real data from the repository', () => {
    const config = join(work, 'vitest.config.mjs');
    // The repository's config builds the website bundle first; these tests need none of it.
    writeFileSync(
      config,
      `export default { test: { root: ${JSON.stringify(clone)}, include: ${JSON.stringify(DATA_TESTS)}, pool: 'forks', maxWorkers: 1, testTimeout: 120000 } };\n`,
    );
    let out: string;
    try {
      out = run(
        process.execPath,
        [join(clone, 'node_modules/vitest/vitest.mjs'), 'run', '--config', config, '--reporter=dot'],
        clone,
        childEnv({ CI: 'true' }),
        240_000,
      );
    } catch (err) {
      const e = err as { stdout?: string; stderr?: string };
      throw new Error(`the data tests failed inside the clone:\n${e.stdout ?? ''}\n${e.stderr ?? ''}`);
    }
    expect(out).toMatch(new RegExp(`Test Files\\s+.*${DATA_TESTS.length} passed`));
  }, 300_000);

  it('starts on an empty store, imports the CVE sample, and shows CVEs on /cve, /security and WordPress', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
      cwd: clone,
      env: childEnv({
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: join(work, 'data'),
        DEMO_SITES: '400',
        LOG_LEVEL: 'info',
      }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let log = '';
    child.stdout?.on('data', (d) => {
      log += d;
    });
    child.stderr?.on('data', (d) => {
      log += d;
    });
    try {
      const url = await until(
        () => {
          const m = /"url":"(http:\/\/127\.0\.0\.1:\d+)"/.exec(log);
          if (!m && (child.exitCode !== null || child.signalCode !== null))
            throw new Error(
              `the server exited (${child.exitCode ?? child.signalCode}) before listening:\n${log}`,
            );
          return m?.[1];
        },
        { what: 'the server to say it listens', timeoutMs: 120_000 },
      ).catch((err: Error) => {
        throw new Error(`${err.message}\n${log}`);
      });
      // biome-ignore lint/suspicious/noExplicitAny: page data is checked field by field below
      const page = async (path: string): Promise<any> => {
        const res = await fetch(`${url}${path}`, { headers: { accept: 'application/json' } });
        expect(res.status, `${path}; server log:\n${log.slice(-4000)}`).toBe(200);
        return ((await res.json()) as { results: unknown }).results;
      };
      // The demo sites are written in the background; the counts follow once they are in.
      const { security, wordpress } = await until(
        async () => {
          const security = await page('/security/api');
          const wordpress = await page('/technology/wordpress/api');
          return (
            security.TotalVulnerableWebsites > 0 &&
            wordpress.Vulnerabilities.Rows.some((r: { Domains: number }) => r.Domains > 0) && {
              security,
              wordpress,
            }
          );
        },
        { what: 'the demo sites to show CVEs on /security and WordPress', timeoutMs: 150_000 },
      );
      const cve = await page('/cve/api');
      expect(cve.CveDataMissing).toBe(false);
      expect(cve.TotalCVEs).toBeGreaterThan(400);
      expect(cve.MostCommon.length).toBeGreaterThan(0);
      expect(security).toMatchObject({ CveDataMissing: false });
      expect(security.TotalVulnerabilities).toBeGreaterThan(400);
      expect(security.TotalVulnerableTechnologies).toBeGreaterThan(10);
      expect(security.TotalVulnerableWebsites).toBeGreaterThan(0);
      expect(wordpress.CveDataMissing).toBe(false);
      expect(wordpress.Vulnerabilities.Rows.map((r: { CVE: string }) => r.CVE)).toContain('CVE-2024-31210');
      expect(wordpress.Vulnerabilities.Rows.some((r: { Domains: number }) => r.Domains > 0)).toBe(true);
      expect(log).toContain('demo data: imported the CVE sample');
    } finally {
      await stop(child);
    }
  }, 300_000);
});
