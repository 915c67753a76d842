import { createClient, TechCensusError } from '@techcensus/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/src/main.ts';
import { startTestServer } from '../support/server.ts';
import { cleanEnv, cli } from './cli-run.ts';

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('SDK against a live server', () => {
  it('reads the health of both stores', async () => {
    const health = await createClient({ baseUrl: server.url }).health();
    expect(health.status).toBe('ok');
    expect(health.checks.database.engine).toBe('pglite');
  });

  it('TechCensusError carries status and code', () => {
    const e = new TechCensusError(402, 'insufficient_credits', 'Not enough credits.');
    expect(e).toBeInstanceOf(Error);
    expect([e.status, e.code, e.message]).toEqual([402, 'insufficient_credits', 'Not enough credits.']);
  });
});

describe('CLI bin against a live server', () => {
  it('status --json prints the health document', async () => {
    const { stdout } = await cli(['status', '--json', '--base-url', server.url]);
    expect(JSON.parse(stdout)).toMatchObject({ status: 'ok', checks: { siteIndex: { ok: true } } });
  });

  it('status reads well for people', async () => {
    const { stdout } = await cli(['status'], { env: cleanEnv({ TECHCENSUS_URL: server.url }) });
    expect(stdout).toMatch(/^TechCensus [\d.]+: ok$/m);
    expect(stdout).toMatch(/database\s+ok \(pglite\)/);
  });

  it('an unreachable service is a clear error with its own exit code', async () => {
    const { code, stderr } = await cli(['status', '--base-url', 'http://127.0.0.1:59999']);
    expect(code).toBe(3);
    expect(stderr).toContain('Cannot reach the service');
  });
});
