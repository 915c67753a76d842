/**
 * `npm start`. Three things that do not wait for each other, on a 2-core machine: the website
 * bundle is built in a process of its own when its sources changed since the last build (not on
 * every start: an unchanged checkout skips it), the store is opened in its worker thread (an
 * initdb on a first start), and this thread loads the server's modules. Pages are served once
 * all three are done; meanwhile `/healthz` answers 503 "Starting.". With several HTTP workers
 * (WEB_CONCURRENCY) this process is their primary and the port opens when the first is ready.
 *
 * Besides the JSON log on stdout it prints plain lines for whoever started it: the address to
 * open, and when the demo data is ready.
 */
import { pathToFileURL } from 'node:url';
import { loadConfig } from '../server/src/config/index.ts';
import type { RunningServer } from '../server/src/main.ts';
import { openConfiguredDb } from '../server/src/store/open-configured.ts';
import { ensureBundle, REPO_ROOT } from './web-bundle.ts';

export interface StartOptions {
  env?: Record<string, string | undefined>;
  /** The checkout whose bundle is checked (default: this one). */
  root?: string;
  /** Builds the bundle when it is stale (default: Vite, in a child process). */
  build?: (root: string) => Promise<void>;
  /** Where the plain lines go (default: stdout). */
  announce?: (line: string) => void;
  /** A PGlite dump a throw-away store (DATA_DIR=memory://) starts from, as tests start servers. */
  storeSnapshot?: string;
}

export async function start(opts: StartOptions = {}): Promise<RunningServer> {
  const env = opts.env ?? process.env;
  const announce = opts.announce ?? ((line: string) => process.stdout.write(`${line}\n`));
  const config = loadConfig(env);
  const store = openConfiguredDb(config, { snapshot: opts.storeSnapshot });
  // Settled here too: a failure is the start's, reported once by startServer.
  store.catch(() => {});
  const webBundle = ensureBundle(opts.root ?? REPO_ROOT, opts.build).then((state) => {
    if (state === 'built') announce('Website bundle built (its sources changed since the last build).');
  });
  webBundle.catch(() => {});
  const { startServer } = await import('../server/src/main.ts');
  return startServer(env, { store, webBundle, announce });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  // Started before the server's modules are loaded for serveUntilStopped: they load meanwhile.
  const starting = start();
  // A refused start (a bad configuration) is reported by serveUntilStopped as a plain message; it
  // must not end the process as an unhandled rejection while that is still loading.
  starting.catch(() => {});
  const { serveUntilStopped } = await import('../server/src/main.ts');
  serveUntilStopped(starting);
}
