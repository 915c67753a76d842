import { randomUUID } from 'node:crypto';
import {
  ACCOUNT_MESSAGES,
  CAPTCHA_REQUIRED_MESSAGE,
  checkScanDomain,
  INVALID_DOMAIN_MESSAGE,
  SCAN_MESSAGES,
  SCAN_NOT_PERMITTED_MESSAGE,
} from '@techcensus/contract';
import type { Captcha } from '../../captcha/captcha.ts';
import { HttpError } from '../../http/errors.ts';
import { isSuppressed } from '../../indexing/suppression.ts';
import type { Queue } from '../../jobs/queue.ts';
import type { Db } from '../../store/db.ts';
import { ownershipOf } from '../ownership/index.ts';
import { normaliseCveId } from '../vulnerability/index.ts';
import type { Requester, ScanLimits } from './limits.ts';
import { enqueueScan } from './queue.ts';
import { insertScan, type ScanKind } from './store.ts';

export interface ScanRequest {
  kind: ScanKind;
  domain: string;
  deepScan: boolean;
  /** Checked for technology and single-CVE scans; a full security scan needs a verified owner. */
  captcha?: string;
  permissionToScan?: boolean;
  cve?: string;
}

/**
 * The website's scan requests, with every rule applied here whatever the browser checked, in the
 * spec's order (part 2 §5): a readable domain, not .gov/.mil (nor removed by its owner), the captcha, then for security
 * scans the permission checkbox and verified ownership; then the per-address and per-account
 * limits, and the scan is queued in the same transaction as its row.
 */
export function createScanRequests(deps: { db: Db; queue: Queue; captcha: Captcha; limits: ScanLimits }) {
  const { db } = deps;

  async function knownCve(raw: string | undefined): Promise<string> {
    const id = raw ? normaliseCveId(raw) : null;
    if (id) {
      const { rows } = await db.query('SELECT 1 FROM cve WHERE id = $1', [id]);
      if (rows.length) return id;
    }
    throw new HttpError(400, SCAN_MESSAGES.unknownCve, 'unknown_cve');
  }

  return {
    async start(
      request: ScanRequest,
      who: Requester,
    ): Promise<{ scanId: string; domain: string; cve?: string }> {
      const checked = checkScanDomain(request.domain);
      if (!checked.ok) {
        throw checked.error === INVALID_DOMAIN_MESSAGE
          ? new HttpError(400, checked.error, 'invalid_domain')
          : new HttpError(403, checked.error, 'scan_not_permitted');
      }
      // A domain its owner had removed is never visited again: refused like a government one.
      if (await isSuppressed(db, checked.domain))
        throw new HttpError(403, SCAN_NOT_PERMITTED_MESSAGE, 'scan_not_permitted');
      const cve = request.kind === 'cve' ? await knownCve(request.cve) : undefined;
      if (request.kind !== 'security') {
        const verdict = await deps.captcha.verify(request.captcha, who.ip);
        if (verdict === 'missing') throw new HttpError(400, CAPTCHA_REQUIRED_MESSAGE, 'captcha_missing');
        if (verdict === 'failed') throw new HttpError(400, ACCOUNT_MESSAGES.captchaFailed, 'captcha_failed');
      }
      if (request.kind !== 'technology') {
        if (!request.permissionToScan)
          throw new HttpError(403, SCAN_MESSAGES.permissionRequired, 'permission_required');
        if (!(await ownershipOf(db, who.accountId, checked.domain)))
          throw new HttpError(403, SCAN_MESSAGES.ownershipRequired, 'ownership_required');
      }
      await deps.limits.take(who);
      const id = randomUUID();
      await db.transaction(async (tx) => {
        await insertScan(tx, {
          id,
          accountId: who.accountId,
          domain: checked.domain,
          requestId: null,
          kind: request.kind,
          cveId: cve ?? null,
          deep: request.deepScan,
          origin: 'web',
        });
        await enqueueScan(deps.queue, tx, { scanId: id, domain: checked.domain });
      });
      return { scanId: id, domain: checked.domain, cve };
    },
  };
}

export type ScanRequests = ReturnType<typeof createScanRequests>;
