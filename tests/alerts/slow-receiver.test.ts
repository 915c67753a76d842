// One receiver that never answers must not hold up anyone else's webhooks: six alerts point at a
// silent receiver, which never gets more than its own two deliveries at once, and a healthy
// receiver's event, queued after theirs, arrives while those attempts still wait for an answer.
// When they time out they are sent again with the same event id, the one receivers deduplicate by.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Farm } from '../../fixtures/farm/farm.ts';
import type { RunningServer } from '../../server/src/main.ts';
import { apiAccount, call } from '../api/support.ts';
import { startScanFarm, WP_SITE } from '../scans/support.ts';
import { startTestServer } from '../support/server.ts';
import { until } from '../support/wait.ts';
import { alertHooks, type Receiver, startReceiver, startSilentReceiver } from './support.ts';

const FARM_HOST = 'wordpress-site.test';
/** Long enough for a scan and a match to happen inside one attempt, on a loaded machine too. */
const ATTEMPT_TIMEOUT_SECONDS = 20;
const SILENT_ALERTS = 6;

let farm: Farm;
let healthy: Receiver;
let silent: Awaited<ReturnType<typeof startSilentReceiver>>;
let server: RunningServer;
beforeAll(async () => {
  farm = await startScanFarm();
  healthy = await startReceiver();
  silent = await startSilentReceiver();
  server = await startTestServer(
    {
      API_RATE_LIMIT_MULTIPLIER: '100',
      ALERT_RETRY_BASE_SECONDS: '0.2',
      ALERT_DELIVERY_TIMEOUT_SECONDS: String(ATTEMPT_TIMEOUT_SECONDS),
    },
    // The silent receiver's attempts are still waiting at the end: the stop does not wait for them.
    { ...alertHooks(() => farm)(), jobStopGraceMs: 500 },
  );
}, 120_000);
afterAll(async () => {
  await server?.close();
  await silent?.close();
  await healthy?.close();
  await farm?.close();
});

const wordpress = (version?: string) => [
  { module: 'technology', technology: 'wordpress', ...(version ? { version } : {}) },
];

async function createAlert(body: Record<string, unknown>): Promise<void> {
  // An account per alert: the free plan's alerts are few.
  const { apiKey } = await apiAccount(server.db, 100);
  const r = await call(server.url, 'POST', '/api/v1/alerts', { key: apiKey, body });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
}

async function scan(): Promise<void> {
  const { apiKey } = await apiAccount(server.db, 100);
  const started = await call(server.url, 'POST', '/api/v1/scans', { key: apiKey, body: { domain: WP_SITE } });
  expect(started.status).toBe(202);
  const done = await until(
    async () => {
      const r = await call(server.url, 'GET', `/api/v1/scans/${started.body.id}`, { key: apiKey });
      return r.body.status === 'completed' || r.body.status === 'failed' ? r : null;
    },
    { what: 'the scan' },
  );
  expect(done.body.status).toBe('completed');
}

const eventId = (body: string): string => JSON.parse(body).id;

describe('webhook deliveries with a receiver that never answers', () => {
  it('reach a healthy receiver while the silent one’s attempts wait, and the silent one gets at most its own two at once', async () => {
    for (let i = 0; i < SILENT_ALERTS; i++)
      await createAlert({
        name: `Silent ${i}`,
        filters: wordpress(),
        webhookUrl: silent.url(`/silent/${i}`),
      });
    await createAlert({ name: 'Healthy', filters: wordpress('6.5.3'), webhookUrl: healthy.url('/healthy') });

    // WordPress 6.4.2: the six silent alerts match, the healthy one does not.
    farm.setVariant(FARM_HOST, 'default');
    await scan();
    const first = await until(() => (silent.held.length >= 2 ? silent.held.slice(0, 2) : null), {
      what: 'the silent receiver to hold two deliveries',
    });

    // 6.5.3: now the healthy alert matches too; its event is queued after the six.
    farm.setVariant(FARM_HOST, 'upgraded');
    await scan();
    const [hit] = await until(() => (healthy.at('/healthy').length ? healthy.at('/healthy') : null), {
      what: 'the healthy receiver’s event',
      timeoutMs: 3 * ATTEMPT_TIMEOUT_SECONDS * 1000,
    });
    // Arrived before the attempt timeout of the deliveries ahead of it: they are still open.
    expect(first.map((h) => h.open)).toEqual([true, true]);
    expect(JSON.parse(hit.body)).toMatchObject({ type: 'site.matched', data: { domain: WP_SITE } });
    expect(silent.mostOpen()).toBe(2);
  }, 120_000);

  it('sends a delivery that timed out again with the same event id, in the body and the header', async () => {
    const byEvent = await until(
      () => {
        const seen = new Map<string, string[]>();
        for (const h of silent.held.filter((x) => x.body)) {
          const id = eventId(h.body);
          seen.set(id, [...(seen.get(id) ?? []), String(h.headers['techcensus-event-id'])]);
        }
        const again = [...seen].find(([, headers]) => headers.length >= 2);
        return again ?? null;
      },
      { what: 'a delivery sent a second time', timeoutMs: 4 * ATTEMPT_TIMEOUT_SECONDS * 1000 },
    );
    const [id, headers] = byEvent;
    expect(id).toMatch(/^evt_/);
    expect(headers.slice(0, 2)).toEqual([id, id]);
    // Every delivery of the six events went to the silent receiver at most two at a time.
    expect(silent.mostOpen()).toBe(2);
  }, 120_000);

  it('lets a delivery lost with its process be taken up again soon after its attempt timeout', async () => {
    const policy = await server.queue.getQueue('alerts-deliver');
    expect(policy?.expireInSeconds).toBeGreaterThan(ATTEMPT_TIMEOUT_SECONDS);
    expect(policy?.expireInSeconds).toBeLessThanOrEqual(ATTEMPT_TIMEOUT_SECONDS + 30);
  });
});
