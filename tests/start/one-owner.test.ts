// One process owns an embedded data directory. Two PGlite instances on one directory destroyed
// the store (the next start aborted inside Postgres); now, while a server holds it, `crawl
// --domains` hands its list to the server and every other command that opens the store is refused
// with a plain message and exit status 75; the server carries on, and a lock left by a killed
// process is taken over by the next one.

import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/src/main.ts';
import { startTestServer } from '../support/server.ts';
import { openDataDir, prepareDataDir } from '../support/store-snapshots.ts';
import { until } from '../support/wait.ts';

const dir = mkdtempSync(join(tmpdir(), 'techcensus-one-owner-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const dataDir = join(dir, 'data');
const lockFile = join(dataDir, 'pg.lock');
const list = join(dir, 'list-2026-11-20.csv');
writeFileSync(list, '1,lock-import.com\n');

/** The environment of an operator's shell on this data directory, embedded stores only. */
const commandEnv = {
  ...process.env,
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  OPENSEARCH_URL: '',
  LOG_LEVEL: 'warn',
};

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** A command as `npm run -s …` runs it: its own process, through tsx. */
function run(script: string, args: string[] = [], env: NodeJS.ProcessEnv = commandEnv): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', script, ...args],
      { env, timeout: 120_000 },
      (err, stdout, stderr) => resolve({ code: err ? Number(err.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

describe('a server on an embedded data directory', () => {
  let server: RunningServer;
  beforeAll(async () => {
    await prepareDataDir(dataDir, 'catalogues');
    server = await startTestServer(
      { DATA_DIR: dataDir, DEMO_SITES: '0', DATABASE_URL: '', OPENSEARCH_URL: '' },
      // Every name resolves to a private address, which the guard refuses: the visits of the
      // imported list send nothing anywhere.
      { crawler: { lookup: async () => [{ address: '10.0.0.1', family: 4 }], dns: false } },
    );
  });
  afterAll(() => server?.close());

  it('refuses every other command that opens the store, plainly and with status 75, and keeps serving', async () => {
    const [crawl, cve, seed, catalogue, secondServer, ip] = await Promise.all([
      run('server/src/indexing/cli.ts', ['--due']),
      run('server/src/cve/cli/import.ts', ['--sample']),
      run('server/src/demo/cli.ts', ['--sites', '10']),
      run('server/src/catalogue/cli.ts'),
      run('server/src/main.ts'),
      run('server/src/network-data/cli.ts', ['8.8.8.8']),
    ]);
    const refusal = `The embedded store in ${join(dataDir, 'pg')} is in use by process ${process.pid}`;
    for (const [name, r] of Object.entries({ crawl, cve, seed, catalogue, secondServer })) {
      expect({ name, code: r.code, stdout: r.stdout }).toEqual({ name, code: 75, stdout: '' });
      expect(r.stderr, name).toContain(refusal);
      expect(r.stderr, name).toContain(`stop that one first (Ctrl-C where it runs, or kill ${process.pid})`);
      // A plain message, not a stack.
      expect(r.stderr, name).not.toMatch(/\n\s+at /);
    }
    expect(crawl.stderr).toContain('A running server visits due sites by itself');
    // `ip` reads the shipped network data only: it runs beside a server.
    expect(ip.code, ip.stderr).toBe(0);
    expect(JSON.parse(ip.stdout)).toMatchObject({ ip: '8.8.8.8' });

    // A store opened in this process (benchmarks, tests) is refused the same way.
    await expect(openDataDir(dataDir)).rejects.toThrow(refusal);

    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ checks: { database: { ok: true, engine: 'pglite' } } });
  }, 180_000);

  it('hands `crawl --domains` to the server, which imports the list into its store', async () => {
    const handed = await run('server/src/indexing/cli.ts', ['--domains', list, '--list', 'handed']);
    expect(handed.stderr).toContain(
      `${list}: tranco, 1 sites from 1 lines, 0 invalid; ranks of list "handed"`,
    );
    expect(handed.stderr).toContain(
      `imported by the server that holds the store (process ${process.pid}); its workers visit the new sites`,
    );
    expect(handed.code).toBe(0);
    // Only the server's user may hand it work.
    expect(statSync(join(dataDir, 'crawl.sock')).mode & 0o777).toBe(0o600);
    const { rows } = await server.db.query(`SELECT domain, rank, rank_list FROM crawl_sites`);
    expect(rows).toEqual([{ domain: 'lock-import.com', rank: 1, rank_list: 'handed' }]);

    // What the command would refuse on its own is refused by the server in the same words.
    const missing = await run('server/src/indexing/cli.ts', ['--domains', join(dir, 'no-such.csv')]);
    expect(missing.stderr).toContain(`${join(dir, 'no-such.csv')}: `);
    expect(missing.code).toBe(66);
  }, 120_000);

  it('lets the next process in once it stops', async () => {
    await server.close();
    expect(existsSync(lockFile)).toBe(false);
    expect(existsSync(join(dataDir, 'crawl.sock'))).toBe(false);
    const db = await openDataDir(dataDir);
    try {
      const { rows } = await db.query(`SELECT domain, rank_list FROM crawl_sites`);
      expect(rows).toEqual([{ domain: 'lock-import.com', rank_list: 'handed' }]);
    } finally {
      await db.close();
    }
    expect(existsSync(lockFile)).toBe(false);
  }, 60_000);
});

it('a process killed with SIGKILL leaves a lock the next one takes over', async () => {
  // A directory of its own, with no site to visit: `crawl --worker` holds it and does nothing.
  const killedDir = join(dir, 'killed');
  await prepareDataDir(killedDir, 'catalogues');
  const env = { ...commandEnv, DATA_DIR: killedDir };
  const worker: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', 'server/src/indexing/cli.ts', '--worker'],
    { env, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const ended = new Promise((resolve) => worker.once('exit', resolve));
  let stderr = '';
  worker.stderr?.on('data', (chunk) => {
    stderr += chunk;
  });
  try {
    await until(() => stderr.includes('working the crawl queue'), {
      what: '`crawl --worker` to open the store',
      timeoutMs: 90_000,
    });
  } finally {
    worker.kill('SIGKILL');
    await ended;
  }
  // What the kill left behind: the lock of a process that no longer runs.
  const killedLock = join(killedDir, 'pg.lock');
  expect(JSON.parse(readFileSync(killedLock, 'utf8'))).toMatchObject({ pid: worker.pid });

  const imported = await run(
    'server/src/indexing/cli.ts',
    ['--domains', list, '--import-only', '--list', 'after'],
    env,
  );
  expect(imported.stderr).toContain('1 sites from 1 lines');
  expect(imported.code).toBe(0);
  expect(existsSync(killedLock)).toBe(false);

  const db = await openDataDir(killedDir);
  try {
    const { rows } = await db.query(`SELECT domain, rank, rank_list FROM crawl_sites`);
    expect(rows).toEqual([{ domain: 'lock-import.com', rank: 1, rank_list: 'after' }]);
  } finally {
    await db.close();
  }
}, 180_000);
