import type { RunningServer } from '../../server/src/main.ts';
import { type Client, type Mailbox, registerAccount } from '../accounts/support.ts';
import { SCAN_SERVER_ENV } from '../scans/support.ts';
import { monitoringScansPending } from '../support/monitoring.ts';
import { until } from '../support/wait.ts';

/** The farm's host behind WP_SITE: WordPress 6.4.2, and 6.5.3 in its `upgraded` variant. */
export const FARM_HOST = 'wordpress-site.test';

/**
 * The scan suites' settings with mail to `mailbox`. `rescanAtOnce` makes every website due again
 * as soon as its scan is recorded, so the test decides when the next scan runs by triggering
 * the due-scan job.
 */
export const monitoringEnv = (
  mailbox: Mailbox,
  opts: { rescanAtOnce?: boolean } = {},
): Record<string, string> => ({
  ...SCAN_SERVER_ENV,
  SMTP_URL: mailbox.url,
  PURCHASE_TEST_CHECKOUT: 'true',
  ...(opts.rescanAtOnce ? { MONITORING_INTERVAL_SECONDS: '0' } : {}),
});

/**
 * Waits until no monitoring scan is queued or running, so the server is not closed under one
 * (call it once nothing is monitored any more).
 */
export async function monitoringIdle(server: RunningServer): Promise<void> {
  await eventually(async () => (await monitoringScansPending(server)) === 0, 'the monitoring queue to drain');
}

let made = 0;

/**
 * A registered, signed-in account. An address on `domain` proves ownership of it (part 2 §1);
 * the default domain owns nothing the tests monitor.
 */
export async function monitoringAccount(
  server: RunningServer,
  mailbox: Mailbox,
  domain = 'acme-widgets.com',
): Promise<Client & { email: string }> {
  made += 1;
  const email = `monitor-${process.pid}-${made}-${Date.now()}@${domain}`;
  const client = await registerAccount(server.url, mailbox, { email, password: 'correct horse 1' });
  return Object.assign(client, { email });
}

/** Waits for `check` to return a value, polling (the scans run on the job queue). */
export async function eventually<T>(check: () => Promise<T | null | undefined>, what: string): Promise<T> {
  return (await until(check, { what, timeoutMs: 45_000 })) as T;
}
