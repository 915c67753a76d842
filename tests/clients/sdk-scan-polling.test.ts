import { createClient, type Scan, ScanTimeoutError } from '@techcensus/sdk';
import { describe, expect, it } from 'vitest';
import { ACME } from './sites.ts';

// waitForScan's timing (progress, timeout, abort) with a scripted fetch; the live suite follows a
// real scan on the server's job queue to its end.
const ID = '0b6c3a52-5f0e-4c1a-8f57-1c2d3e4f5a6b';

function scanIn(status: Scan['status']): Scan {
  const done = status === 'completed' || status === 'failed';
  return {
    id: ID,
    domain: 'acme-shop.com',
    status,
    createdAt: '2026-03-01T08:00:00.000Z',
    finishedAt: done ? '2026-03-01T08:00:05.000Z' : null,
    error: status === 'failed' ? 'The site refused the connection.' : null,
    // biome-ignore lint/suspicious/noExplicitAny: a profile's shape does not matter to polling
    result: status === 'completed' ? ({ domain: ACME.domain } as any) : null,
  };
}

/** A fetch answering each status read with the next state of `states` (the last one repeats). */
function scriptedFetch(states: Scan['status'][]) {
  const reads: string[] = [];
  const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (init?.method === 'POST') return Response.json(scanIn('scheduled'), { status: 202 });
    reads.push(url);
    return Response.json(scanIn(states[Math.min(reads.length - 1, states.length - 1)]));
  }) as typeof fetch;
  return { fetchImpl, reads };
}

describe('waitForScan', () => {
  it('reads until the scan is completed, reporting every state', async () => {
    const { fetchImpl, reads } = scriptedFetch(['scheduled', 'running', 'running', 'completed']);
    const client = createClient({ baseUrl: 'http://stub.test', apiKey: 'k', fetch: fetchImpl });
    const seen: string[] = [];
    const scan = await client.waitForScan(ID, { intervalMs: 10, onProgress: (s) => seen.push(s.status) });
    expect(scan.status).toBe('completed');
    expect(scan.result?.domain).toBe('acme-shop.com');
    expect(seen).toEqual(['scheduled', 'running', 'running', 'completed']);
    expect(reads).toHaveLength(4);
    expect(reads[0]).toBe(`http://stub.test/api/v1/scans/${ID}`);
  });

  it('a failed scan resolves with its reason rather than throwing', async () => {
    const { fetchImpl } = scriptedFetch(['running', 'failed']);
    const client = createClient({ baseUrl: 'http://stub.test', apiKey: 'k', fetch: fetchImpl });
    const scan = await client.waitForScan(ID, { intervalMs: 10 });
    expect([scan.status, scan.error]).toEqual(['failed', 'The site refused the connection.']);
  });

  it('scanAndWait starts the scan, then follows it', async () => {
    const { fetchImpl } = scriptedFetch(['running', 'completed']);
    const client = createClient({ baseUrl: 'http://stub.test', apiKey: 'k', fetch: fetchImpl });
    const seen: string[] = [];
    const scan = await client.scanAndWait('acme-shop.com', {
      intervalMs: 10,
      onProgress: (s) => seen.push(s.status),
    });
    expect(scan.status).toBe('completed');
    expect(seen).toEqual(['scheduled', 'running', 'completed']);
  });

  it('throws ScanTimeoutError with the last state when the time runs out', async () => {
    const { fetchImpl, reads } = scriptedFetch(['running']);
    const client = createClient({ baseUrl: 'http://stub.test', apiKey: 'k', fetch: fetchImpl });
    const started = Date.now();
    const err = await client.waitForScan(ID, { intervalMs: 50, timeoutMs: 300 }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ScanTimeoutError);
    expect((err as ScanTimeoutError).scan.status).toBe('running');
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    // Bounded by the timeout, not by the machine's speed: well short of polling forever.
    expect(Date.now() - started).toBeLessThan(20_000);
    expect(reads.length).toBeGreaterThanOrEqual(4);
  });

  it('stops at once when its signal is aborted', async () => {
    const { fetchImpl } = scriptedFetch(['running']);
    const client = createClient({ baseUrl: 'http://stub.test', apiKey: 'k', fetch: fetchImpl });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    const started = Date.now();
    const err = await client
      .waitForScan(ID, { intervalMs: 10_000, signal: controller.signal })
      .catch((e: unknown) => e as Error);
    expect((err as Error).name).toBe('AbortError');
    // Before the 10 s interval would have ended: the abort ended the wait, not the next poll.
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});
