// One thread of the page pool (page-pool.ts): loads the page work and the fingerprint set, says
// it is ready, then answers one task at a time. Plain JavaScript, so it starts without inherited
// flags; the TypeScript it runs is loaded through tsx's API, as `npm start` loads the server.

import { parentPort } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

const { PAGE_TASKS, preparePageWork, withBody } = await tsImport('./page-work.ts', import.meta.url);
await preparePageWork();

/** The HTML of the page this worker works on, sent with `fresh` when it changes (see bodyOf). */
let held;

parentPort.on('message', async ({ id, op, args, body, fresh }) => {
  try {
    if (fresh) held = body;
    parentPort.postMessage({ id, result: await PAGE_TASKS[op](...withBody(op, args, held)) });
  } catch (err) {
    parentPort.postMessage({ id, error: err instanceof Error ? (err.stack ?? err.message) : String(err) });
  }
});
parentPort.postMessage({ ready: true });
