// One thread of the page pool (page-pool.ts): loads the page work and the fingerprint set, says
// it is ready, then answers its tasks one at a time, in the order sent. Plain JavaScript, so it
// starts without inherited flags; the TypeScript it runs is loaded through tsx's API, as
// `npm start` loads the server.

import { parentPort, workerData } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

const { PAGE_TASKS, pageOf, preparePageWork, withPage } = await tsImport('./page-work.ts', import.meta.url);
await preparePageWork();

/** The last pages worked on, by key, oldest first — their HTML and the facts read from it: the pool keeps the same list. */
const held = new Map();

async function answer({ id, op, args, key, body }) {
  const started = performance.now();
  try {
    if (body !== undefined) {
      held.set(key, { body, facts: undefined });
      if (held.size > workerData.heldPages) held.delete(held.keys().next().value);
    }
    const page = key === undefined ? undefined : held.get(key);
    const own = pageOf(op, args);
    const parts = {
      body: own.body ?? page?.body,
      facts: own.facts === undefined ? page?.facts : own.facts,
    };
    const result = await PAGE_TASKS[op](...withPage(op, args, parts));
    if (op === 'facts' && page) page.facts = result;
    parentPort.postMessage({ id, result, ms: performance.now() - started });
  } catch (err) {
    const error = err instanceof Error ? (err.stack ?? err.message) : String(err);
    parentPort.postMessage({ id, error, ms: performance.now() - started });
  }
}

// A task may wait on a promise; the next one starts only after it, so answers keep their order.
let last = Promise.resolve();
parentPort.on('message', (task) => {
  last = last.then(() => answer(task));
});
parentPort.postMessage({ ready: true });
