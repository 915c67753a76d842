// One thread of the page pool (page-pool.ts): loads the page work and the fingerprint set, says
// it is ready, then answers one task at a time. Plain JavaScript, so it starts without inherited
// flags; the TypeScript it runs is loaded through tsx's API, as `npm start` loads the server.

import { parentPort, workerData } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

const { PAGE_TASKS, preparePageWork, withBody } = await tsImport('./page-work.ts', import.meta.url);
await preparePageWork();

/** The HTML of the last pages worked on, by key, oldest first: the pool keeps the same list. */
const held = new Map();

parentPort.on('message', async ({ id, op, args, key, body }) => {
  try {
    if (body !== undefined) {
      held.set(key, body);
      if (held.size > workerData.heldPages) held.delete(held.keys().next().value);
    }
    const html = key === undefined ? undefined : held.get(key);
    parentPort.postMessage({ id, result: await PAGE_TASKS[op](...withBody(op, args, html)) });
  } catch (err) {
    parentPort.postMessage({ id, error: err instanceof Error ? (err.stack ?? err.message) : String(err) });
  }
});
parentPort.postMessage({ ready: true });
