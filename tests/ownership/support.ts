// Fixture sites that hold (or fail to hold) the verification file, and a server that reaches
// them through the crawler's guard, mails through a test SMTP server and solves cheap captchas.

import { domainVerificationCode } from '@techcensus/contract';
import type { Farm } from '../../fixtures/farm/farm.ts';
import { type FarmSite, redirect, text } from '../../fixtures/farm/site-kit.ts';
import { wordpress } from '../../fixtures/farm/stacks.ts';
import type { ServerHooks } from '../../server/src/main.ts';
import type { Mailbox } from '../accounts/support.ts';

/** A WordPress fixture site that also answers /wts.txt (the route gets the host asked for). */
function withFile(host: string, file: FarmSite['variants']['default'][string]): FarmSite {
  const site = wordpress(host);
  return { ...site, variants: { ...site.variants, default: { ...site.variants.default, '/wts.txt': file } } };
}

export const SITES = {
  /** Holds the right code, with spaces and a newline around it, which the check trims. */
  owned: 'owned-site.com',
  /** Holds the right code; removed from the dataset by the removal tests. */
  removable: 'removable-shop.com',
  /** Holds the code of another domain. */
  wrongCode: 'wrong-code-site.com',
  /** Has no file at all (404). */
  noFile: 'no-file-site.com',
  /** Redirects /wts.txt to another site that holds that site's right code. */
  redirecting: 'redirecting-site.com',
  /** Resolves to a loopback address and is not allow-listed: the guard refuses it. */
  internal: 'internal-site.com',
} as const;

/** The code of the name asked for: each name of a site (www. too) has its own. */
const rightCode = (ctx: { host: string }) => text(`  ${domainVerificationCode(ctx.host)}\n`);

export function ownershipSites(): FarmSite[] {
  return [
    withFile(SITES.owned, rightCode),
    withFile(SITES.removable, rightCode),
    withFile(SITES.wrongCode, text(domainVerificationCode('someone-else.com'))),
    wordpress(SITES.noFile),
    withFile(SITES.redirecting, redirect(`https://${SITES.owned}/wts.txt`, 302)),
    { ...withFile(SITES.internal, rightCode), allowListed: false },
  ];
}

export const crawlerHooks =
  (farm: () => Farm): (() => ServerHooks) =>
  () => ({
    crawler: {
      allowHosts: farm().allowHosts,
      lookup: farm().lookup,
      ca: farm().ca,
      connectPort: farm().connectPort,
      dns: false as const,
      perHostIntervalMs: 0,
    },
  });

/** The environment of an ownership test server: real SMTP, cheap captchas, clients by address. */
export const ownershipEnv = (mailbox: Mailbox, extra: Record<string, string> = {}) => ({
  SMTP_URL: mailbox.url,
  CAPTCHA_DIFFICULTY: '100',
  BROWSE_RATE_LIMIT: '0',
  TRUST_PROXY: 'true',
  CONTACT_EMAIL: 'operators@techcensus.test',
  ...extra,
});
