// PGlite in a worker thread. PGlite runs Postgres as WebAssembly on the thread that calls it, and
// a query holds that thread until it is done: in the server's own thread one index-wide
// aggregation would stop every other request for its duration. Here it stops only this thread.
//
// Requests arrive as { id, op, text?, params?, tx?, background? }; one runs at a time (PGlite has
// one connection). Requests are taken foreground first; background ones go next when no
// foreground one waits, or when the oldest has waited BACKGROUND_MAX_WAIT_MS, so a busy site
// cannot starve the job queue. While a transaction is open only its own requests run.
// Answers: { id, result } or { id, error }. Plain JavaScript: a worker thread loads it without the
// TypeScript loader of the process that starts it.

import { readFile, writeFile } from 'node:fs/promises';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

const BACKGROUND_MAX_WAIT_MS = 1_000;

const lite = await PGlite.create(workerData.dataDir, {
  // Compiled once by the process that starts this worker (db.ts).
  pgliteWasmModule: workerData.pgliteWasmModule,
  initdbWasmModule: workerData.initdbWasmModule,
  // A dump of another data directory (db.ts, DbOptions.snapshot): no initdb, no migrations.
  ...(workerData.snapshot ? { loadDataDir: new Blob([await readFile(workerData.snapshot)]) } : {}),
});
if (workerData.createOnly) {
  // Only made the cluster (db.ts): this thread ends, and the memory initdb grew ends with it.
  await lite.close();
  parentPort.postMessage({ created: true });
  process.exit(0);
}
const foreground = [];
const background = [];
let openTx = null;
let running = false;

const run = async (m) => {
  switch (m.op) {
    case 'query': {
      const r = await lite.query(m.text, m.params);
      return { rows: r.rows, rowCount: r.affectedRows ?? r.rows.length };
    }
    case 'exec': {
      const results = await lite.exec(m.text);
      const last = results[results.length - 1];
      return { rows: last?.rows ?? [], rowCount: last?.affectedRows ?? last?.rows.length ?? 0 };
    }
    case 'begin':
      await lite.exec('BEGIN');
      openTx = m.tx;
      return null;
    case 'commit':
    case 'rollback':
      try {
        await lite.exec(m.op === 'commit' ? 'COMMIT' : 'ROLLBACK');
      } finally {
        openTx = null;
      }
      return null;
    case 'dump': {
      const tar = await lite.dumpDataDir('none');
      await writeFile(m.text, Buffer.from(await tar.arrayBuffer()));
      return null;
    }
    case 'close':
      await lite.close();
      return null;
    default:
      throw new Error(`unknown operation ${m.op}`);
  }
};

/** The next request to run: the open transaction's, else foreground first unless background waited too long. */
const next = () => {
  if (openTx !== null) {
    for (const queue of [foreground, background]) {
      const i = queue.findIndex((m) => m.tx === openTx);
      if (i >= 0) return queue.splice(i, 1)[0];
    }
    return undefined;
  }
  const overdue =
    background.length > 0 && performance.now() - background[0].queuedAt >= BACKGROUND_MAX_WAIT_MS;
  if (foreground.length > 0 && !overdue) return foreground.shift();
  return background.shift() ?? foreground.shift();
};

/** Lets the messages that arrived while a query held this thread be queued before choosing. */
const arrivals = () => new Promise((resolve) => setImmediate(resolve));

const pump = async () => {
  if (running) return;
  running = true;
  for (;;) {
    await arrivals();
    const m = next();
    if (!m) break;
    try {
      parentPort.postMessage({ id: m.id, result: await run(m) });
    } catch (err) {
      // Postgres errors carry their fields (code, detail, …) as own properties; keep them.
      const error = { ...err, message: err?.message ?? String(err) };
      try {
        parentPort.postMessage({ id: m.id, error });
      } catch {
        parentPort.postMessage({ id: m.id, error: { message: error.message, code: error.code } });
      }
    }
  }
  running = false;
};

parentPort.on('message', (m) => {
  m.queuedAt = performance.now();
  (m.background ? background : foreground).push(m);
  void pump();
});
parentPort.postMessage({ ready: true });
