import {
  ACCOUNT_MESSAGES,
  CAPTCHA_REQUIRED_MESSAGE,
  codeMismatchMessage,
  domainRemovedMessage,
  domainUnverifiedMessage,
  domainVerifiedMessage,
  fileUnreadableMessage,
  INVALID_DOMAIN_MESSAGE,
  normalizeDomain,
  OWNERSHIP_MESSAGES,
  ownershipDomainInput,
} from '@techcensus/contract';
import type { Request } from 'express';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import type { Captcha } from '../../captcha/captcha.ts';
import type { Fetcher } from '../../crawl/fetcher.ts';
import { HttpError } from '../../http/errors.ts';
import type { IndexDeps } from '../../indexing/index-site.ts';
import { suppressDomain } from '../../indexing/suppression.ts';
import type { Logger } from '../../log.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { SiteIndex } from '../../siteindex/port.ts';
import type { Db } from '../../store/db.ts';
import { consume, isEmailAddress, normaliseEmail, viewerOf } from '../accounts/index.ts';
import { checkVerificationFile } from './verification-file.ts';
import { verifiedDomainsOf } from './verified.ts';

export interface OwnershipDeps {
  db: Db;
  log: Logger;
  siteIndex: SiteIndex;
  captcha: Captcha;
  mailer: Mailer;
  /** The crawler's guarded fetcher: the only way a visitor-typed name is ever fetched. */
  fetcher(): Fetcher;
  operatorEmail: string;
  /** Told of each document a removal takes out of the index (alerts). */
  written?: IndexDeps['written'];
}

const bad = (message: string, code = 'invalid_input') => new HttpError(400, message, code);
const ipOf = (req: Request) => req.ip ?? 'unknown';
const limiter = (points: number, minutes: number) =>
  new RateLimiterMemory({ points, duration: minutes * 60 });

/**
 * The host a verification or removal form names, by the spec's loose rule (part 2 §5), and the
 * name the index keys the site by (tldts-checked, www. dropped). The file is read at the host as
 * typed, because that is where the form told the owner to put it.
 */
function formDomain(input: string, stripPath: boolean): { host: string; site: string } {
  const host = ownershipDomainInput(input, { stripPath });
  const n = host ? normalizeDomain(host) : null;
  if (!host || !n?.ok) throw bad(INVALID_DOMAIN_MESSAGE, 'invalid_domain');
  return { host, site: n.domain };
}

function validEmail(input: string): string {
  const email = normaliseEmail(input);
  if (!email) throw bad(OWNERSHIP_MESSAGES.emailRequired);
  if (!isEmailAddress(email)) throw bad(OWNERSHIP_MESSAGES.emailInvalid);
  return email;
}

function required(value: string, message: string): string {
  const trimmed = value.trim();
  if (!trimmed) throw bad(message);
  return trimmed;
}

export function createOwnershipService(d: OwnershipDeps) {
  // Each verification and removal attempt makes us fetch a file from a site a visitor named:
  // the limits keep the form from being a way to make us hammer someone else's server.
  const limits = {
    addPerIp: limiter(20, 60),
    addPerAccount: limiter(20, 60),
    removePerAccount: limiter(60, 60),
    removalPerIp: limiter(10, 60),
    suggestionPerIp: limiter(10, 60),
  };

  function signedIn(req: Request): number {
    const id = viewerOf(req).account?.id;
    if (!id) throw new HttpError(401, ACCOUNT_MESSAGES.loginRequired, 'login_required');
    return id;
  }

  async function requireCaptcha(token: string, req: Request): Promise<void> {
    const verdict = await d.captcha.verify(token, ipOf(req));
    if (verdict === 'missing') throw bad(CAPTCHA_REQUIRED_MESSAGE, 'captcha_missing');
    if (verdict === 'failed') throw bad(ACCOUNT_MESSAGES.captchaFailed, 'captcha_failed');
  }

  /**
   * Throws the form's message unless https://{host}/wts.txt holds the host's code. Both forms answer
   * in the plain words of docs/scans.md — an account is free to make, so a signed-in sender is no
   * more trusted than an anonymous one with what a name resolves to inside our network — and the
   * crawler's reason goes to the log.
   */
  async function requireFile(host: string): Promise<void> {
    const check = await checkVerificationFile(d.fetcher(), host);
    if (check.ok) return;
    if (check.kind === 'mismatch') throw bad(codeMismatchMessage(check.url), 'code_mismatch');
    d.log.info(
      { url: check.url, reason: check.reason },
      'ownership: the verification file could not be read',
    );
    throw bad(fileUnreadableMessage(check.url, check.plain), 'file_unreadable');
  }

  return {
    async addVerifiedDomain(req: Request, body: { domain: string; captcha: string }): Promise<string> {
      const accountId = signedIn(req);
      await consume(limits.addPerIp, ipOf(req));
      await consume(limits.addPerAccount, String(accountId));
      const { host, site } = formDomain(body.domain, false);
      await requireCaptcha(body.captcha, req);
      await requireFile(host);
      await d.db.query(
        `INSERT INTO verified_domains (account_id, domain) VALUES ($1, $2)
         ON CONFLICT (account_id, domain) DO UPDATE SET verified_at = now()`,
        [accountId, site],
      );
      return domainVerifiedMessage(site);
    },

    async removeVerifiedDomain(req: Request, input: string): Promise<string> {
      const accountId = signedIn(req);
      await consume(limits.removePerAccount, String(accountId));
      const host = ownershipDomainInput(input);
      const n = host ? normalizeDomain(host) : null;
      if (!n?.ok) throw bad(INVALID_DOMAIN_MESSAGE, 'invalid_domain');
      const verified = await verifiedDomainsOf(d.db, accountId);
      const entry = verified.find((v) => v.domain === n.domain);
      if (entry?.proof === 'email') throw bad(OWNERSHIP_MESSAGES.emailDomainNotRemovable, 'email_domain');
      const { rows } = await d.db.query(
        'DELETE FROM verified_domains WHERE account_id = $1 AND domain = $2 RETURNING domain',
        [accountId, n.domain],
      );
      if (!rows.length) throw new HttpError(404, OWNERSHIP_MESSAGES.notInList, 'not_found');
      return domainUnverifiedMessage(n.domain);
    },

    async requestRemoval(
      req: Request,
      body: { email: string; domain: string; captcha: string },
    ): Promise<string> {
      await consume(limits.removalPerIp, ipOf(req));
      const email = validEmail(body.email);
      const { host, site } = formDomain(body.domain, true);
      await requireCaptcha(body.captcha, req);
      await requireFile(host);
      await suppressDomain(d.db, d.siteIndex, site, email, d.written);
      d.log.info({ domain: site }, 'domain removed from the dataset at its owner’s request');
      return domainRemovedMessage(site);
    },

    async suggestTechnology(
      req: Request,
      body: {
        tech: string;
        category: string;
        desc: string;
        domain: string;
        name: string;
        email: string;
        captcha: string;
      },
    ): Promise<void> {
      await consume(limits.suggestionPerIp, ipOf(req));
      const tech = required(body.tech, OWNERSHIP_MESSAGES.techRequired);
      const description = required(body.desc, OWNERSHIP_MESSAGES.descRequired);
      const site = normalizeDomain(required(body.domain, OWNERSHIP_MESSAGES.domainRequired));
      if (!site.ok) throw bad(INVALID_DOMAIN_MESSAGE, 'invalid_domain');
      const email = validEmail(body.email);
      const category = body.category.trim();
      const name = body.name.trim();
      await requireCaptcha(body.captcha, req);
      const { rows } = await d.db.query<{ id: string }>(
        `INSERT INTO technology_suggestions (account_id, tech, category, description, domain, name, email, ip)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
        [viewerOf(req).account?.id ?? null, tech, category, description, site.domain, name, email, ipOf(req)],
      );
      // The suggestion is kept either way; a mail failure is for the operators' logs, not the sender.
      try {
        await d.mailer.send({
          to: d.operatorEmail,
          replyTo: email,
          subject: `Technology suggestion: ${tech}`,
          text: [
            `Technology: ${tech}`,
            `Category: ${category || '—'}`,
            `Website using it: ${site.domain}`,
            `From: ${name || '—'} <${email}>`,
            `Suggestion #${rows[0].id}`,
            '',
            description,
          ].join('\n'),
        });
      } catch (err) {
        d.log.error({ err, suggestion: rows[0].id }, 'mailing a technology suggestion failed; it is stored');
      }
    },
  };
}

export type OwnershipService = ReturnType<typeof createOwnershipService>;
