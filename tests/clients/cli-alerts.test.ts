import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ALERT_SIGNATURE_HEADER } from '@techcensus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXIT } from '../../cli/src/exit-codes.ts';
import { verifyWebhookSignature } from '../../sdk/src/index.ts';
import type { RunningServer } from '../../server/src/main.ts';
import { RECEIVER_HOST, type Receiver, startReceiver } from '../alerts/support.ts';
import { createApiAccount } from '../support/accounts.ts';
import { cleanEnv, cli } from './cli-run.ts';
import { startClientServer } from './sites.ts';

// `techcensus alerts …` against a live server whose webhook guard lets the local receiver in.
let server: RunningServer;
let receiver: Receiver;
let dir: string;
beforeAll(async () => {
  receiver = await startReceiver();
  server = await startClientServer({
    crawler: {
      allowHosts: [RECEIVER_HOST],
      lookup: async () => [{ address: '127.0.0.1', family: 4 as const }],
      dns: false,
      perHostIntervalMs: 0,
    },
  });
  dir = await mkdtemp(join(tmpdir(), 'techcensus-alerts-'));
});
afterAll(async () => {
  await server?.close();
  await receiver?.close();
});

async function keyed() {
  const { apiKey } = await createApiAccount(server.db);
  return cleanEnv({ TECHCENSUS_URL: server.url, TECHCENSUS_API_KEY: apiKey, XDG_CONFIG_HOME: dir });
}

describe.concurrent('techcensus alerts against a live server', { timeout: 180_000 }, () => {
  it('create shows the secret once, then list, get, test, deliveries, rotate, update and delete', async () => {
    const env = await keyed();
    const created = await cli(
      [
        'alerts',
        'create',
        '--name',
        'WordPress in Germany',
        '-t',
        'WordPress',
        '--country',
        'de',
        '--webhook',
        receiver.url('/cli'),
        '--event',
        'site.matched',
        '--event',
        'site.unmatched',
        '--json',
      ],
      { env },
    );
    expect(created.code, created.stderr).toBe(0);
    const alert = JSON.parse(created.stdout) as {
      id: string;
      secret: string;
      filters: unknown;
      events: string[];
    };
    expect(alert.events).toEqual(['site.matched', 'site.unmatched']);
    expect(alert.secret).toMatch(/^whsec_/);
    expect(alert.filters).toEqual([
      { module: 'technology', technology: 'wordpress' },
      { module: 'country', values: ['DE'] },
    ]);

    const people = await cli(['alerts', 'list'], { env });
    expect(people.code, people.stderr).toBe(0);
    expect(people.stdout).toContain(alert.id);
    expect(people.stdout).toContain('technology wordpress, country DE');
    expect(people.stdout).toMatch(/1 alert of \d+ allowed/);
    // The secret is never printed again.
    expect(people.stdout).not.toContain(alert.secret);

    const got = await cli(['alerts', 'get', alert.id], { env });
    expect(got.code, got.stderr).toBe(0);
    expect(got.stdout).toContain(`webhook ${receiver.url('/cli')}`);
    expect(got.stdout).not.toContain(alert.secret);

    const test = await cli(['alerts', 'test', alert.id], { env });
    expect(test.code, test.stderr).toBe(0);
    expect(test.stdout).toMatch(/Delivered test event evt_\S+: HTTP 200 in \d+ ms\./);
    const [delivery] = receiver.at('/cli');
    const event = await verifyWebhookSignature({
      payload: delivery.body,
      header: String(delivery.headers[ALERT_SIGNATURE_HEADER.toLowerCase()]),
      secrets: alert.secret,
    });
    expect(event.type).toBe('alert.test');

    const deliveries = await cli(['alerts', 'deliveries', alert.id, '--json'], { env });
    expect(deliveries.code, deliveries.stderr).toBe(0);
    expect(JSON.parse(deliveries.stdout).deliveries).toEqual([
      expect.objectContaining({ eventId: event.id, type: 'alert.test', outcome: 'delivered', status: 200 }),
    ]);

    const rotated = await cli(['alerts', 'rotate-secret', alert.id], { env });
    expect(rotated.code, rotated.stderr).toBe(0);
    const secret = /Signing secret: (whsec_\S+)/.exec(rotated.stdout)?.[1];
    expect(secret).toBeDefined();
    expect(secret).not.toBe(alert.secret);
    expect(rotated.stdout).toContain('shown only this once');

    const filtersFile = join(dir, `filters-${alert.id}.json`);
    await writeFile(filtersFile, JSON.stringify({ filters: [{ module: 'vulnerability', minSeverity: 7 }] }));
    const updated = await cli(
      ['alerts', 'update', alert.id, '--filters-file', filtersFile, '--no-webhook', '--email', '--json'],
      { env },
    );
    expect(updated.code, updated.stderr).toBe(0);
    expect(JSON.parse(updated.stdout)).toMatchObject({
      filters: [{ module: 'vulnerability', minSeverity: 7 }],
      webhookUrl: null,
      email: true,
    });

    const deleted = await cli(['alerts', 'delete', alert.id], { env });
    expect(deleted.code, deleted.stderr).toBe(0);
    const gone = await cli(['alerts', 'get', alert.id, '--json'], { env });
    expect(gone.code).toBe(EXIT.notFound);
    expect(JSON.parse(gone.stdout).error).toMatchObject({ status: 404 });
  });

  it('refusals exit with the CLI’s codes and say what is wrong', async () => {
    const env = await keyed();
    const noFilter = await cli(['alerts', 'create', '--name', 'x', '--email'], { env });
    expect(noFilter.code).toBe(EXIT.usage);
    expect(noFilter.stderr).toContain('at least one filter');

    const privateHook = await cli(
      ['alerts', 'create', '--name', 'x', '-t', 'wordpress', '--webhook', 'https://10.0.0.7/hook'],
      { env },
    );
    expect(privateHook.code).toBe(EXIT.usage);
    expect(privateHook.stderr).toContain('webhookUrl');

    const badFile = join(dir, 'not-json.json');
    await writeFile(badFile, '{"filters": [');
    const unreadable = await cli(['alerts', 'create', '--name', 'x', '--filters-file', badFile, '--email'], {
      env,
    });
    expect(unreadable.code).toBe(EXIT.usage);
    expect(unreadable.stderr).toContain('is not JSON');

    const nothing = await cli(['alerts', 'update', '0b5c4f3e-1d7a-4a39-9a57-2f1e7f0c9b11'], { env });
    expect(nothing.code).toBe(EXIT.usage);
    expect(nothing.stderr).toContain('Nothing to change');

    const unknown = await cli(['alerts', 'test', '0b5c4f3e-1d7a-4a39-9a57-2f1e7f0c9b11'], { env });
    expect(unknown.code).toBe(EXIT.notFound);

    const noKey = await cli(['alerts', 'list'], {
      env: cleanEnv({ TECHCENSUS_URL: server.url, XDG_CONFIG_HOME: join(dir, 'nobody') }),
    });
    expect(noKey.code).toBe(EXIT.auth);
  });
});
