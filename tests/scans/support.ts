import { type Farm, startFarm } from '../../fixtures/farm/farm.ts';
import type { ServerHooks } from '../../server/src/main.ts';
import type { Queryable } from '../../server/src/store/db.ts';
import { Client } from '../accounts/support.ts';
import { SESSION_COOKIE, signedInAccount } from '../support/accounts.ts';
import { until } from '../support/wait.ts';

/**
 * Fixture sites under names with a real public suffix (the scan forms refuse `.test`):
 * WordPress 6.4.2 with jQuery 3.7.1, and the jQuery 1.8.3 / jQuery UI 1.8.24 site whose versions
 * carry real CVEs. The intranet name resolves to 127.0.0.1 and is never allow-listed, so only the
 * crawler's SSRF guard stands between a scan and it.
 */
export const WP_SITE = 'wp-fixture.com';
export const JQUERY_SITE = 'jquery-fixture.com';
export const INTRANET_SITE = 'intranet-fixture.com';
/** Redirects across hosts, ending at redirect-final.test. */
export const REDIRECTING_SITE = 'redirecting-fixture.com';

export function startScanFarm(): Promise<Farm> {
  return startFarm({
    aliases: {
      [WP_SITE]: 'wordpress-site.test',
      [JQUERY_SITE]: 'jquery-legacy.test',
      [INTRANET_SITE]: 'internal.test',
      [REDIRECTING_SITE]: 'redirect-start.test',
    },
  });
}

export const crawlerHooks = (farm: () => Farm) => (): ServerHooks => ({
  crawler: {
    allowHosts: farm().allowHosts,
    lookup: farm().lookup,
    ca: farm().ca,
    connectPort: farm().connectPort,
    dns: false as const,
    perHostIntervalMs: 0,
  },
});

/** Test servers: quick captchas, clients on their own addresses (X-Forwarded-For). */
export const SCAN_SERVER_ENV = {
  CAPTCHA_DIFFICULTY: '100',
  BROWSE_RATE_LIMIT: '0',
  TRUST_PROXY: 'true',
  LOG_LEVEL: 'silent',
};

/** A signed-in account (free-mail address: its e-mail proves no domain) owning `verified`. */
export const ownerAccount = (db: Queryable, verified: string[] = []) =>
  signedInAccount(db, { emailClass: 'free', verified, name: 'Scan owner' });

/** A browser-like client, signed in as `owner` when given. */
export function scanClient(base: string, owner?: { token: string }): Client {
  const client = new Client(base);
  if (owner) client.cookies.set(SESSION_COOKIE, owner.token);
  return client;
}

/** Polls a results call the way the page does (without the 2 s pause) until the scan ends. */
export function settle(client: Client, path: string) {
  return until(
    async () => {
      const r = await client.get(path);
      const results = r.body.results as { status?: string } | undefined;
      return (r.status !== 200 || results?.status === 'completed' || results?.status === 'failed') && r;
    },
    { what: `the scan at ${path} to end`, timeoutMs: 45_000 },
  );
}
