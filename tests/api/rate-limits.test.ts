import { API_RATE_LIMITS } from '@techcensus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/src/main.ts';
import { named, serverEngines } from '../support/engines.ts';
import { until } from '../support/wait.ts';
import { apiAccount, call } from './support.ts';

const PER_KEY = API_RATE_LIMITS.free.perKeyPerSecond;

describe.each(named(serverEngines({ WEB_RATE_LIMIT: '30' })))('rate limits on %s', (_name, engine) => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await engine.open();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('a free key gets its plan’s calls per second, then 429 with Retry-After; free calls count too', async () => {
    const { apiKey } = await apiAccount(server.db);
    const answers = await Promise.all(
      Array.from({ length: PER_KEY + 5 }, () => call(server.url, 'GET', '/api/v1/credits', { key: apiKey })),
    );
    const answeredAt = Date.now();
    const ok = answers.filter((a) => a.status === 200);
    const limited = answers.filter((a) => a.status === 429);
    expect(ok).toHaveLength(PER_KEY);
    expect(limited).toHaveLength(5);
    expect(limited[0].body).toMatchObject({ code: 'rate_limited', retryAfterSeconds: 1 });
    expect(limited[0].headers.get('retry-after')).toBe('1');
    expect(ok[0].headers.get('ratelimit-limit')).toBe(String(PER_KEY));
    // Another key is not affected by the first one's limit.
    const other = await apiAccount(server.db);
    expect((await call(server.url, 'GET', '/api/v1/credits', { key: other.apiKey })).status).toBe(200);
    // And the window passes: Retry-After seconds after the 429, the key is served again.
    const resetAt = answeredAt + Number(limited[0].headers.get('retry-after')) * 1000;
    await until(() => Date.now() >= resetAt, { what: 'the Retry-After of the 429 to pass' });
    expect((await call(server.url, 'GET', '/api/v1/credits', { key: apiKey })).status).toBe(200);
  });

  it('the website’s own calls are limited per address by the same limiter', async () => {
    const answers = [];
    for (let i = 0; i < 32; i++) answers.push(await fetch(`${server.url}/faq/api`));
    expect(answers.slice(0, 30).every((r) => r.status === 200)).toBe(true);
    const last = answers[31];
    expect(last.status).toBe(429);
    expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await last.json()).err).toMatch(/Too many requests/);
  });
});
