// One thread of the page pool (page-pool.ts): loads the page work and the fingerprint set, says
// it is ready, then answers one task at a time. Plain JavaScript, so it starts without inherited
// flags; the TypeScript it runs is loaded through tsx's API, as `npm start` loads the server.

import { parentPort } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

const { PAGE_TASKS, preparePageWork } = await tsImport('./page-work.ts', import.meta.url);
await preparePageWork();

parentPort.on('message', async ({ id, op, args }) => {
  try {
    parentPort.postMessage({ id, result: await PAGE_TASKS[op](...args) });
  } catch (err) {
    parentPort.postMessage({ id, error: err instanceof Error ? (err.stack ?? err.message) : String(err) });
  }
});
parentPort.postMessage({ ready: true });
