// A node short of heap answers 429 (its parent circuit breaker) to any request, not only to
// _bulk; the adapter waits and asks again. A real node cannot be made to refuse on demand, so
// this one answers from a script: refusals first, then a search result.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createOpenSearchSiteIndex } from './opensearch.ts';
import { retryRefused } from './opensearch-retry.ts';

const BREAKER = {
  error: { type: 'circuit_breaking_exception', reason: '[parent] Data too large' },
  status: 429,
};
const FOUND = { took: 1, hits: { total: { value: 7, relation: 'eq' }, hits: [] } };

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** A node that refuses the first `refusals` requests and then answers every search with 7 hits. */
async function nodeRefusing(refusals: number): Promise<{ url: string; requests: () => number }> {
  let seen = 0;
  server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      seen++;
      const refused = seen <= refusals;
      res.writeHead(refused ? 429 : 200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(refused ? BREAKER : FOUND));
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server!.address() as AddressInfo).port}`, requests: () => seen };
}

describe('OpenSearch refusals (429)', () => {
  it('a search refused twice is sent again and answers', async () => {
    const node = await nodeRefusing(2);
    const index = createOpenSearchSiteIndex({ node: node.url, index: 'refusals' });
    try {
      const r = await index.countSample([], 0);
      expect(r.count).toBe(7);
      expect(node.requests()).toBe(3);
    } finally {
      await index.close();
    }
  });

  it('a refusal that outlasts the pauses reaches the caller, after one try per pause', async () => {
    const node = await nodeRefusing(100);
    const index = createOpenSearchSiteIndex({ node: node.url, index: 'refusals' });
    try {
      await expect(index.countSample([], 0)).rejects.toMatchObject({ statusCode: 429 });
      expect(node.requests()).toBe(4);
    } finally {
      await index.close();
    }
  });

  it('other failures are not retried', async () => {
    let calls = 0;
    const boom = new Error('not a refusal');
    await expect(
      retryRefused(async () => {
        calls++;
        throw boom;
      }, [1, 1, 1]),
    ).rejects.toBe(boom);
    expect(calls).toBe(1);
  });
});
