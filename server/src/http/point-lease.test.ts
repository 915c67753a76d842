import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { describe, expect, it } from 'vitest';
import { leasedConsumer } from './point-lease.ts';

/** Two processes leasing from one shared counter (a memory limiter stands in for the table). */
function twoProcesses(limit: number, seconds = 60) {
  const shared = new RateLimiterMemory({ points: limit, duration: seconds });
  const counterWrites = { n: 0 };
  const consume = (key: string, points: number) => {
    counterWrites.n++;
    return shared.consume(key, points);
  };
  return { a: leasedConsumer(consume, limit), b: leasedConsumer(consume, limit), counterWrites };
}

async function admitted(calls: Promise<unknown>[]): Promise<{ ok: number; refused: RateLimiterRes[] }> {
  const settled = await Promise.allSettled(calls);
  const refused = settled.flatMap((s) => (s.status === 'rejected' ? [s.reason as RateLimiterRes] : []));
  for (const r of refused) expect(r).toBeInstanceOf(RateLimiterRes);
  return { ok: settled.filter((s) => s.status === 'fulfilled').length, refused };
}

describe('leased rate-limit points', () => {
  it('admits exactly the limit across processes under concurrency, with far fewer shared writes', async () => {
    const { a, b, counterWrites } = twoProcesses(50);
    const calls = Array.from({ length: 300 }, (_, i) => (i % 2 ? a : b)('key:1'));
    const { ok, refused } = await admitted(calls);
    expect(ok).toBe(50);
    expect(refused).toHaveLength(250);
    expect(refused[0].msBeforeNext).toBeGreaterThan(0);
    expect(counterWrites.n).toBeLessThan(30);
  });

  it('keeps keys apart and spends the partial last lease', async () => {
    const { a, b } = twoProcesses(20);
    // b takes a lease of 2 and spends one; a then drains the rest, including a partial lease.
    await b('key:x');
    const fromA = await admitted(Array.from({ length: 40 }, () => a('key:x')));
    // b's unspent point is the under-admission leases cost: 20 - 2 leased by b + 1 b spent.
    expect(fromA.ok).toBe(18);
    const other = await admitted(Array.from({ length: 5 }, () => a('key:y')));
    expect(other.ok).toBe(5);
  });

  it('reports the remaining points of the window', async () => {
    const { a } = twoProcesses(16);
    const first = await a('k');
    expect(first.remainingPoints).toBe(15);
    const second = await a('k');
    expect(second.remainingPoints).toBe(14);
    expect(second.msBeforeNext).toBeGreaterThan(0);
  });

  it('a refused key stays refused without asking the counter again until its window ends', async () => {
    let t = 1_000_000;
    const shared = new RateLimiterMemory({ points: 1, duration: 60 });
    let writes = 0;
    const consume = leasedConsumer(
      (key, points) => {
        writes++;
        return shared.consume(key, points);
      },
      1,
      () => t,
    );
    await consume('k');
    await expect(consume('k')).rejects.toBeInstanceOf(RateLimiterRes);
    const before = writes;
    await expect(consume('k')).rejects.toBeInstanceOf(RateLimiterRes);
    expect(writes).toBe(before);
    t += 61_000;
    await expect(consume('k')).rejects.toBeInstanceOf(RateLimiterRes);
    expect(writes).toBe(before + 1);
  });
});
