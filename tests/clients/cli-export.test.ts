import { type ChildProcess, spawn } from 'node:child_process';
import { appendFile, mkdtemp, readFile, stat, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, request, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXIT } from '../../cli/src/exit-codes.ts';
import { createClient } from '../../sdk/src/index.ts';
import type { RunningServer } from '../../server/src/main.ts';
import { createApiAccount } from '../support/accounts.ts';
import { BIN, cleanEnv, cli } from './cli-run.ts';
import { parseCsv } from './csv.ts';
import { ALL_SITES, startClientServer } from './sites.ts';

// Big exports that stop half-way and are resumed, against the real service behind a stand-in
// network that lets a given number of website pages through and then holds the next call (while
// the test kills the process) or drops its connection. The CLI runs in this process (cli-run.ts)
// but where only a process of its own will do: killed mid-export, and on a terminal.

let server: RunningServer;
let dir: string;

/** nginx in a file, English by flag: the 55 fillers. 40 rows in pages of 7 is six calls. */
const FILTERS_FILE = 'nginx.json';
const MATCHING = ALL_SITES.filter(
  (s) => s.language === 'en' && s.technologies.some((t) => t.slug === 'nginx'),
).length;
const LIMIT = 40;
const PAGE = 7;
const exportArgs = (out: string) => [
  'report',
  'create',
  '--filters-file',
  join(dir, FILTERS_FILE),
  '--language',
  'en',
  '--limit',
  String(LIMIT),
  '--page-size',
  String(PAGE),
  '--out',
  out,
];
const stateOf = (out: string) => `${out}.techcensus-export.json`;

type Cut = 'hold' | 'drop';

/** Passes calls to the service; after `pages` website pages, holds or drops every further one. */
async function startNetwork(pages: number, cut: Cut) {
  let seen = 0;
  let heldCall!: () => void;
  const held = new Promise<void>((resolve) => {
    heldCall = resolve;
  });
  const pass = (req: IncomingMessage, res: ServerResponse) => {
    const upstream = request(
      new URL(req.url ?? '/', server.url),
      { method: req.method, headers: { ...req.headers, host: new URL(server.url).host } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    req.pipe(upstream);
  };
  const proxy: Server = createServer((req, res) => {
    if (req.method === 'POST' && req.url === '/api/v1/websites' && ++seen > pages) {
      // Never forwarded: the service neither answers nor charges this page.
      if (cut === 'drop') req.socket.destroy();
      heldCall();
      return;
    }
    pass(req, res);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`,
    held,
    close: () => {
      proxy.closeAllConnections();
      return new Promise<void>((resolve) => proxy.close(() => resolve()));
    },
  };
}

async function account() {
  const { apiKey } = await createApiAccount(server.db, { credits: 200 });
  const sdk = createClient({ baseUrl: server.url, apiKey });
  return {
    env: (url = server.url) =>
      cleanEnv({ TECHCENSUS_URL: url, TECHCENSUS_API_KEY: apiKey, XDG_CONFIG_HOME: dir }),
    balance: async () => (await sdk.credits()).balance,
  };
}

let oneShots = 0;

/** The file and the credits of an export run in one go, to compare a resumed one with. */
async function oneShot(ext: string) {
  const me = await account();
  const before = await me.balance();
  // Each its own file: the tests run side by side.
  const out = join(dir, `one-shot-${++oneShots}.${ext}`);
  const run = await cli(exportArgs(out), { env: me.env() });
  expect(run.code, run.stderr).toBe(0);
  return { text: await readFile(out, 'utf8'), charged: before - (await me.balance()) };
}

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

beforeAll(async () => {
  server = await startClientServer();
  dir = await mkdtemp(join(tmpdir(), 'techcensus-export-'));
  await writeFile(join(dir, FILTERS_FILE), JSON.stringify([{ module: 'technology', technology: 'nginx' }]));
});
afterAll(async () => {
  await server?.close();
});

describe.concurrent('report create: a big export stopped half-way and resumed', { timeout: 180_000 }, () => {
  it('a killed CSV export, its last line torn, resumes to the same file and the same credits as one run', async () => {
    const reference = await oneShot('csv');
    expect(reference.charged).toBe(LIMIT);
    expect(parseCsv(reference.text)).toHaveLength(1 + LIMIT);

    const me = await account();
    const before = await me.balance();
    const network = await startNetwork(3, 'hold');
    const out = join(dir, 'killed.csv');
    const child: ChildProcess = spawn(process.execPath, [BIN, ...exportArgs(out)], {
      env: me.env(network.url),
      stdio: 'ignore',
    });
    const closed = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
    await network.held;
    child.kill('SIGKILL');
    await closed;
    await network.close();

    const state = JSON.parse(await readFile(stateOf(out), 'utf8'));
    expect(state).toMatchObject({ rows: 3 * PAGE, pages: 3, format: 'csv', pending: null });
    expect(parseCsv(await readFile(out, 'utf8'))).toHaveLength(1 + 3 * PAGE);
    // What a stop in the middle of a write leaves: half a record, no line end.
    await appendFile(out, 'filler-99.net,1099,US,en,net,"half a ti');

    const resumed = await cli([...exportArgs(out), '--resume'], { env: me.env() });
    expect(resumed.code, resumed.stderr).toBe(0);
    expect(resumed.stderr).toContain(`resuming ${out} after 21 rows`);
    expect(resumed.stdout).toContain(`Wrote 19 more websites to ${out}: 40 websites in all.`);
    expect(await readFile(out, 'utf8')).toBe(reference.text);
    expect(before - (await me.balance())).toBe(reference.charged);
    expect(await exists(stateOf(out))).toBe(false);
  });

  it.each(['jsonl', 'json'])(
    'a %s export whose connection drops says how to go on, stays valid, and resumes to the one-run file',
    async (ext) => {
      const reference = await oneShot(ext);
      const me = await account();
      const before = await me.balance();
      const network = await startNetwork(2, 'drop');
      const out = join(dir, `dropped.${ext}`);
      const stopped = await cli(exportArgs(out), { env: me.env(network.url) });
      await network.close();
      expect(stopped.code).not.toBe(0);
      expect(stopped.stderr).toContain('Stopped after 14 rows');
      expect(stopped.stderr).toContain('--resume');
      const partial = await readFile(out, 'utf8');
      const rows =
        ext === 'json'
          ? JSON.parse(partial)
          : partial
              .trimEnd()
              .split('\n')
              .map((l) => JSON.parse(l));
      expect(rows).toHaveLength(2 * PAGE);

      const resumed = await cli([...exportArgs(out), '--resume', '--json'], { env: me.env() });
      expect(resumed.code, resumed.stderr).toBe(0);
      expect(JSON.parse(resumed.stdout)).toMatchObject({
        file: out,
        format: ext,
        rows: LIMIT,
        matching: MATCHING,
        resumedFrom: 2 * PAGE,
      });
      expect(await readFile(out, 'utf8')).toBe(reference.text);
      expect(before - (await me.balance())).toBe(reference.charged);
    },
  );

  it('a page that reached the file before the stop is kept, not bought again', async () => {
    const reference = await oneShot('jsonl');
    const me = await account();
    const before = await me.balance();
    const network = await startNetwork(3, 'drop');
    const out = join(dir, 'pending.jsonl');
    await cli(exportArgs(out), { env: me.env(network.url) });
    await network.close();
    // As if the process died after writing page 3 but before saying so: the state still points
    // after page 2, with page 3 announced as pending.
    const state = JSON.parse(await readFile(stateOf(out), 'utf8'));
    const lines = (await readFile(out, 'utf8')).split('\n');
    const twoPages = Buffer.byteLength(`${lines.slice(0, 2 * PAGE).join('\n')}\n`);
    await writeFile(
      stateOf(out),
      JSON.stringify({
        ...state,
        rows: 2 * PAGE,
        bytes: twoPages,
        pages: 2,
        nextCursor: 'not-used',
        pending: { rows: state.rows, bytes: state.bytes, pages: state.pages, nextCursor: state.nextCursor },
      }),
    );
    const resumed = await cli([...exportArgs(out), '--resume'], { env: me.env() });
    expect(resumed.code, resumed.stderr).toBe(0);
    expect(resumed.stderr).toContain('after 21 rows');
    expect(await readFile(out, 'utf8')).toBe(reference.text);
    expect(before - (await me.balance())).toBe(reference.charged);
  });

  it('refuses a resume with other filters, a new export over an unfinished one, and a resume of a finished file', async () => {
    const me = await account();
    const network = await startNetwork(1, 'drop');
    const out = join(dir, 'refusals.csv');
    await cli(exportArgs(out), { env: me.env(network.url) });
    await network.close();
    const kept = await readFile(out, 'utf8');
    const balance = await me.balance();

    const other = await cli([...exportArgs(out).map((a) => (a === 'en' ? 'fr' : a)), '--resume'], {
      env: me.env(),
    });
    expect(other.code, other.stderr).toBe(EXIT.usage);
    expect(other.stderr).toContain(
      `Cannot resume ${out} with other filters: it is an export of technology nginx, language en; this command asks for technology nginx, language fr.`,
    );

    const fresh = await cli(exportArgs(out), { env: me.env() });
    expect(fresh.code, fresh.stderr).toBe(EXIT.usage);
    expect(fresh.stderr).toContain(`${out} holds an unfinished export (7 rows, already paid for)`);
    expect(await readFile(out, 'utf8')).toBe(kept);
    expect(await me.balance()).toBe(balance);

    const finished = await cli([...exportArgs(out), '--resume'], { env: me.env() });
    expect(finished.code, finished.stderr).toBe(0);
    const again = await cli([...exportArgs(out), '--resume', '--json'], { env: me.env() });
    expect(again.code).toBe(EXIT.usage);
    expect(JSON.parse(again.stdout).error).toMatchObject({ code: 'export_nothing_to_resume' });
    expect(again.stderr).toContain('Nothing to resume');
  });
});

/** Runs the CLI on a pseudo-terminal (util-linux `script`), as a person at a terminal would. */
function onTerminal(
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<{ code: number | null; output: string }> {
  const quote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;
  const line = [process.execPath, BIN, ...args].map(quote).join(' ');
  return new Promise((resolve, reject) => {
    const child = spawn('script', ['-qec', line, '/dev/null'], { env });
    let output = '';
    child.stdout.on('data', (d) => {
      output += d;
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
    child.stdin.end();
  });
}

describe.concurrent('report create: the progress bar', { timeout: 180_000 }, () => {
  it('shows on a terminal, from the rows a resumed file holds, and never with --json', async () => {
    const me = await account();
    const network = await startNetwork(2, 'drop');
    const out = join(dir, 'terminal.csv');
    await cli(exportArgs(out), { env: me.env(network.url) });
    await network.close();
    const resumed = await onTerminal([...exportArgs(out), '--resume'], me.env());
    expect(resumed.code, resumed.output).toBe(0);
    expect(resumed.output).toMatch(/websites \[[█░]+\] 35% \| 14\/40/);
    expect(resumed.output).toMatch(/websites \[█+\] 100% \| 40\/40/);

    const json = await onTerminal([...exportArgs(join(dir, 'terminal-json.csv')), '--json'], me.env());
    expect(json.code, json.output).toBe(0);
    expect(json.output).not.toContain('websites [');
    expect(JSON.parse(json.output)).toMatchObject({ rows: LIMIT });
  });
});
