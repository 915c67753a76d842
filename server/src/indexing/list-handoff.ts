// `crawl --domains FILE` beside a server that holds the embedded store: the command may not open
// the store (one process owns it, store/data-dir-lock.ts), so it hands the import to the server,
// which reads the file and imports it into its own store; its workers then visit the new sites.
//
// The two talk HTTP over a Unix socket in DATA_DIR that only the server's user may open (mode
// 0600): whoever can connect could read the store's files anyway, and the server reads the list
// with no more rights than the command's user has. Each request is one import; the answer is the
// command's output, a line at a time (`out\t…`, `err\t…`), then `status\tN`, its exit status.

import { chmodSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, request } from 'node:http';
import { isAbsolute, join, resolve } from 'node:path';
import { SsrfGuard } from '../crawl/ssrf.ts';
import type { Logger } from '../log.ts';
import type { SiteIndex } from '../siteindex/port.ts';
import type { Db } from '../store/db.ts';
import type { CrawlOutput } from './command-output.ts';
import { importListFile, type ListArgs, listArgsProblem, nameCheck } from './list-command.ts';

/** The socket of the server that holds `dataDir`'s store. */
export const listHandoffSocket = (dataDir: string): string => join(resolve(dataDir), 'crawl.sock');

/** A request is a few names and a path. */
const MAX_REQUEST_BYTES = 16 * 1024;

export interface ListHandoffDeps {
  dataDir: string;
  db: Db;
  siteIndex: SiteIndex;
  /** The crawler's allow list (CRAWL_ALLOW_HOSTS): names on it are taken as they are, as the command takes them. */
  allowHosts: string[];
  log: Logger;
}

/**
 * Takes list imports on `dataDir`'s socket until closed; one at a time. Undefined where there is
 * no such socket to listen on (Windows, a path too long for one): the command is then refused.
 */
export async function serveListImports(
  deps: ListHandoffDeps,
): Promise<{ close(): Promise<void> } | undefined> {
  if (process.platform === 'win32') return undefined;
  const path = listHandoffSocket(deps.dataDir);
  const guard = new SsrfGuard({ allowHosts: deps.allowHosts });
  let running: Promise<unknown> = Promise.resolve();
  const server = createServer((req, res) => {
    if (req.method !== 'POST' || req.url !== '/lists') {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'Content-Type': 'text/plain; charset=utf-8' });
    // A command stopped meanwhile: the import goes on (as the command's own would finish its file).
    res.on('error', () => {});
    const io: CrawlOutput = {
      out: (line) => res.write(`out\t${line}\n`),
      err: (line) => res.write(`err\t${line}\n`),
    };
    const run = readArgs(req).then(async (args) => {
      const problem = typeof args === 'string' ? args : listArgsProblem(args);
      if (problem || typeof args === 'string') {
        io.err(problem ?? 'a list import');
        return 64;
      }
      deps.log.info({ list: args.file }, 'crawl: a list import handed over by the crawl command');
      return (
        (await importListFile(
          deps,
          args,
          nameCheck((host) => guard.isAllowListed(host)),
          io,
        )) ?? 0
      );
    });
    // One import at a time: each writes a whole list's ranks, and the next may be a newer one of it.
    running = running.then(() =>
      run.then(
        (status) => res.end(`status\t${status}\n`),
        (err) => {
          deps.log.error({ err }, 'crawl: a list import handed over failed');
          io.err(`the import failed: ${(err as Error).message}`);
          res.end('status\t1\n');
        },
      ),
    );
  });
  // Left by a server that was killed: this process holds the store's lock, so none listens there now.
  rmSync(path, { force: true });
  // The socket is created with the mode the umask gives; none but the owner may connect, even
  // before the chmod below.
  const umask = process.umask(0o177);
  try {
    await new Promise<void>((ok, fail) => {
      server.once('error', fail);
      server.listen(path, () => {
        server.off('error', fail);
        ok();
      });
    });
  } catch (err) {
    deps.log.warn(
      { err, path },
      'crawl: no socket for list imports; `crawl --domains` is refused while this runs',
    );
    return undefined;
  } finally {
    process.umask(umask);
  }
  chmodSync(path, 0o600);
  return {
    // Stops taking imports, and waits for the one running: the store closes after it.
    async close() {
      await new Promise<void>((done) => server.close(() => done()));
      await running;
    },
  };
}

/** The JSON of a request, or what is wrong with it. */
async function readArgs(req: IncomingMessage): Promise<ListArgs | string> {
  let text = '';
  for await (const chunk of req) {
    text += chunk;
    if (text.length > MAX_REQUEST_BYTES) return 'a list import: request too large';
  }
  try {
    const args = JSON.parse(text) as ListArgs;
    if (typeof args?.file !== 'string' || !isAbsolute(args.file)) return '--domains: an absolute path';
    return args;
  } catch {
    return 'a list import: not JSON';
  }
}

/**
 * The command's side: hands the import to the server listening on `dataDir`'s socket and relays
 * what it says; the exit status, or undefined when no server listens there.
 */
export function importThroughServer(
  dataDir: string,
  args: ListArgs,
  io: CrawlOutput,
): Promise<number | undefined> {
  return new Promise((done) => {
    let answered = false;
    const req = request(
      {
        socketPath: listHandoffSocket(dataDir),
        method: 'POST',
        path: '/lists',
        headers: { 'Content-Type': 'application/json' },
      },
      (res) => {
        answered = true;
        let status: number | undefined;
        let rest = '';
        let over = false;
        const line = (text: string) => {
          const tab = text.indexOf('\t');
          const kind = text.slice(0, tab);
          const said = text.slice(tab + 1);
          if (kind === 'out') io.out(said);
          else if (kind === 'err') io.err(said);
          else if (kind === 'status') status = Number(said);
        };
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          rest += chunk;
          for (let i = rest.indexOf('\n'); i >= 0; i = rest.indexOf('\n')) {
            line(rest.slice(0, i));
            rest = rest.slice(i + 1);
          }
        });
        const ended = () => {
          if (over) return;
          over = true;
          if (status === undefined)
            io.err('the server stopped before the import was finished; run this again');
          done(status ?? 1);
        };
        res.on('end', ended);
        res.on('close', ended);
        res.on('error', ended);
      },
    );
    // No socket, or one a killed server left: nobody to hand the list to. (Once the server has
    // answered, the response's own events say how it ended.)
    req.on('error', () => {
      if (!answered) done(undefined);
    });
    req.end(JSON.stringify({ ...args, file: resolve(args.file) }));
  });
}
