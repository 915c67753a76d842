import { existsSync, mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import { type DataDirLock, lockDataDir } from './data-dir-lock.ts';
import { isBackground } from './priority.ts';

export interface QueryResult<T> {
  rows: T[];
  rowCount: number;
}

/** What every store function needs: parameterised queries, inside or outside a transaction. */
export interface Queryable {
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<QueryResult<T>>;
}

/**
 * One Postgres, two engines: PGlite in a worker thread (the embedded default) or a server through `pg`.
 * Everything above this file speaks plain SQL and never asks which one it has.
 */
export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Several statements, no parameters (migrations, queue schema); the last one's rows. */
  exec<T = Record<string, unknown>>(sql: string): Promise<QueryResult<T>>;
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** PGlite only: writes the whole data directory to `file`, for `DbOptions.snapshot`. */
  dump?(file: string): Promise<void>;
  close(): Promise<void>;
}

export interface DbOptions {
  /** postgres://… — when set, a server is used; otherwise PGlite. */
  databaseUrl?: string;
  /** PGlite data directory, or 'memory://' for a throw-away database. */
  dataDir?: string;
  /**
   * PGlite only: a data directory dumped earlier (`Db.dump`), loaded into an empty `dataDir`
   * instead of creating a new cluster. Loading a migrated dump costs a fraction of initdb and the
   * migrations, which is why every test server starts from one.
   */
  snapshot?: string;
  poolSize?: number;
}

/**
 * Statements sent on every metered call (docs/api.md, "Throughput"): on a server each connection
 * parses and plans them once, under a name, then only binds and executes them; parsing and
 * planning an unnamed statement every time cost PostgreSQL more than running it. `prepared(sql)`
 * marks a constant text and returns it unchanged; PGlite, in process, ignores the mark. Only
 * constant texts: every text marked is kept by every connection for its life.
 */
const preparedNames = new Map<string, string>();

export function prepared(sql: string): string {
  if (!preparedNames.has(sql)) preparedNames.set(sql, `techcensus_${preparedNames.size + 1}`);
  return sql;
}

/** The text and values as pg's query() takes them: named when the text was marked prepared. */
const serverQuery = (text: string, values?: unknown[]) => {
  const name = preparedNames.get(text);
  return name ? { name, text, values } : { text, values };
};

export async function openDb(opts: DbOptions): Promise<Db> {
  if (opts.databaseUrl) return openServer(opts.databaseUrl, opts.poolSize ?? 10);
  return openEmbedded(opts.dataDir ?? './data/pg', opts.snapshot);
}

/**
 * PGlite runs in a worker thread (`pglite-worker.mjs`): a query there takes the worker's thread,
 * not the one serving requests. Queries made in background work (`inBackground`) wait until no
 * request's query does; see the worker for the order.
 *
 * A data directory on disk is this process's until the store is closed or the process ends
 * (data-dir-lock.ts): opening one another process holds throws StoreInUseError.
 */
async function openEmbedded(dataDir: string, snapshot?: string): Promise<Db> {
  let lock: DataDirLock | undefined;
  if (!dataDir.startsWith('memory://')) {
    mkdirSync(dataDir, { recursive: true });
    lock = lockDataDir(dataDir);
  }
  try {
    return await startEmbedded(dataDir, snapshot, lock);
  } catch (err) {
    lock?.release();
    throw err;
  }
}

/**
 * Makes the Postgres cluster of a new data directory in a worker of its own, which then ends.
 * initdb grows the WebAssembly memory of the thread that runs it to about 700 MB, which it keeps
 * for as long as it lives; a store opened on an existing cluster starts at about 250 MB.
 */
async function createCluster(dataDir: string, wasm: Awaited<ReturnType<typeof compiledPostgres>>) {
  const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), {
    workerData: { dataDir, createOnly: true, ...wasm },
    execArgv: [],
  });
  const exited = new Promise<number>((resolve) => worker.once('exit', resolve));
  await new Promise<void>((resolve, reject) => {
    worker.once('message', () => resolve());
    worker.once('error', reject);
    void exited.then((code) =>
      reject(new Error(`the PGlite worker exited (${code}) while creating ${dataDir}`)),
    );
  });
  await exited;
}

async function startEmbedded(dataDir: string, snapshot: string | undefined, lock?: DataDirLock): Promise<Db> {
  const wasm = await compiledPostgres();
  if (!dataDir.startsWith('memory://') && !snapshot && !existsSync(join(dataDir, 'PG_VERSION')))
    await createCluster(dataDir, wasm);
  // Plain JavaScript and no inherited flags: the worker needs neither a TypeScript loader nor the
  // test runner's options.
  const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), {
    workerData: { dataDir, snapshot, ...wasm },
    execArgv: [],
  });
  const pending = new Map<number, { resolve(v: unknown): void; reject(e: unknown): void }>();
  let lastId = 0;
  let failure: Error | undefined;
  /** Set while close() waits for the calls sent before it: true once none of them is pending. */
  let drained: (() => boolean) | undefined;
  const answered = () => {
    if (drained?.()) drained = undefined;
  };
  const failAll = (err: Error) => {
    failure ??= err;
    for (const p of pending.values()) p.reject(err);
    pending.clear();
    answered();
    worker.unref();
  };
  await new Promise<void>((resolve, reject) => {
    worker.once('message', () => resolve());
    worker.once('error', reject);
    worker.once('exit', (code) =>
      reject(new Error(`the PGlite worker exited (${code}) while opening ${dataDir}`)),
    );
  });
  worker.on('message', (m: { id: number; result?: unknown; error?: Record<string, unknown> }) => {
    const p = pending.get(m.id);
    if (!p) return;
    pending.delete(m.id);
    // An idle worker must not keep the process alive; a waiting query must.
    if (pending.size === 0) worker.unref();
    if (m.error) p.reject(Object.assign(new Error(String(m.error.message)), m.error));
    else p.resolve(m.result);
    answered();
  });
  worker.on('error', failAll);
  // close() ends the worker with terminate(), which is exit code 1: said as what it is, not as a crash.
  worker.on('exit', (code) => {
    // Whatever ended the worker, nothing writes the directory any more.
    lock?.release();
    failAll(new Error(closing ? 'the store is closed' : `the PGlite worker exited (${code})`));
  });
  worker.unref();

  const call = <T>(op: string, fields: { text?: string; params?: unknown[]; tx?: number } = {}) =>
    new Promise<T>((resolve, reject) => {
      if (failure) return reject(failure);
      const id = ++lastId;
      // Sent after close() began, this call still runs if the worker reaches it first; if it fails,
      // the error carries the stack of the work that outlived its store, which is what one looks for.
      const late = closing && op !== 'close' ? new Error(`sent after close(): ${op}`) : undefined;
      const fail = late
        ? (err: unknown) => {
            if (err instanceof Error) err.stack = `${err.stack}\n${late.stack}`;
            reject(err);
          }
        : reject;
      pending.set(id, { resolve: resolve as (v: unknown) => void, reject: fail });
      if (pending.size === 1) worker.ref();
      worker.postMessage({ id, op, ...fields, background: isBackground() });
    });
  const queryIn =
    (tx?: number) =>
    <T>(text: string, params?: unknown[]) =>
      call<QueryResult<T>>('query', { text, params, tx });
  let lastTx = 0;
  let closing: Promise<void> | undefined;
  return {
    kind: 'pglite',
    dump: (file: string) => call<null>('dump', { text: file }).then(() => {}),
    query: queryIn(),
    exec: <T>(sql: string) => call<QueryResult<T>>('exec', { text: sql }),
    async transaction(fn) {
      const tx = ++lastTx;
      await call('begin', { tx });
      try {
        const result = await fn({ query: queryIn(tx) });
        await call('commit', { tx });
        return result;
      } catch (err) {
        await call('rollback', { tx }).catch(() => {});
        throw err;
      }
    },
    close() {
      // Held until the worker has exited: an unreferenced worker does not keep the process alive,
      // and a program awaiting close() at its top level would otherwise end there (exit code 13).
      const terminate = () => {
        worker.ref();
        return worker.terminate().then(() => lock?.release());
      };
      // The calls sent before the close are answered first. The worker takes requests' calls before
      // background ones, and the close is a request's: a job queue's upkeep already waiting there
      // was overtaken by it and failed on the closed store.
      if (!closing) {
        const upTo = lastId;
        const sentBefore = new Promise<void>((resolve) => {
          const none = () => {
            for (const id of pending.keys()) if (id <= upTo) return false;
            resolve();
            return true;
          };
          if (!none()) drained = none;
        });
        closing = sentBefore.then(() => call('close')).then(terminate, terminate);
      }
      return closing;
    },
  };
}

let compiling: Promise<{ pgliteWasmModule: WebAssembly.Module; initdbWasmModule: WebAssembly.Module }>;

/**
 * PGlite's Postgres and initdb, compiled once per process and handed to every worker: a compiled
 * module is shared with the threads that receive it, machine code included, so a second store in
 * the same process (the CLI's, a test's) opens with about half a second less CPU (measured: 1.48 s → 1.0 s).
 */
function compiledPostgres() {
  compiling ??= (async () => {
    const dist = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
    const compile = async (name: string) => WebAssembly.compile(await readFile(join(dist, name)));
    const [pgliteWasmModule, initdbWasmModule] = await Promise.all([
      compile('pglite.wasm'),
      compile('initdb.wasm'),
    ]);
    return { pgliteWasmModule, initdbWasmModule };
  })();
  return compiling;
}

async function openServer(url: string, max: number): Promise<Db> {
  const pool = new pg.Pool({ connectionString: url, max });
  let ending: Promise<void> | undefined;
  // An idle connection the server drops (restart, failover, a terminated backend) emits 'error' on
  // the pool; unheard, that would end the process. The pool replaces the connection on next use.
  pool.on('error', () => {});
  // Fail at start-up, not on the first request, when the server is unreachable.
  const probe = await pool.connect();
  probe.release();
  // Background work may hold a quarter of the connections at most: requests always find one.
  const backgroundSlot = slots(Math.max(1, Math.floor(max / 4)));
  const limited = <T>(work: () => Promise<T>) => (isBackground() ? backgroundSlot(work) : work());
  const query = <T>(text: string, params?: unknown[]) =>
    limited(async () => {
      const r = await pool.query(serverQuery(text, params));
      return { rows: r.rows as T[], rowCount: r.rowCount ?? r.rows.length };
    });
  return {
    kind: 'postgres',
    query,
    exec: <T>(sql: string) =>
      limited(async () => {
        // Several statements come back as an array of results, one as a single result.
        const r = (await pool.query(sql)) as unknown as pg.QueryResult | pg.QueryResult[];
        const last = Array.isArray(r) ? r[r.length - 1] : r;
        return { rows: (last?.rows ?? []) as T[], rowCount: last?.rowCount ?? 0 };
      }),
    // Not limited: a transaction's work may query outside it, and must not wait for its own slot.
    transaction: (fn) => serverTransaction(pool, fn),
    // Closing twice is closing once, as on the embedded store (pg's pool refuses a second end()).
    close() {
      ending ??= pool.end();
      return ending;
    },
  };
}

async function serverTransaction<T>(pool: pg.Pool, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const result = await fn({
      async query<R>(text: string, params?: unknown[]) {
        const r = await client.query(serverQuery(text, params));
        return { rows: r.rows as R[], rowCount: r.rowCount ?? r.rows.length };
      },
    });
    await client.query('COMMIT');
    return result;
  } catch (err) {
    await client.query('ROLLBACK').catch(() => {});
    throw err;
  } finally {
    client.release();
  }
}

/** At most `n` of the works given run at once; the others wait in order. */
function slots(n: number): <T>(work: () => Promise<T>) => Promise<T> {
  let free = n;
  const waiting: (() => void)[] = [];
  return async (work) => {
    if (free > 0) free--;
    else await new Promise<void>((r) => waiting.push(r));
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else free++;
    }
  };
}
