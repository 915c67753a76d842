import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { Db } from '../store/db.ts';

/** Challenges live this long: enough to fill a form, short enough to be useless when stolen. */
const CHALLENGE_TTL_SECONDS = 20 * 60;

/**
 * Self-hosted ALTCHA proof of work, deterministic mode: the server picks the counter, so it can
 * sign the expected key prefix and check a solution with one hash. A solved challenge is recorded
 * in `captcha_used` and refused the second time (replay protection across processes).
 */
export function createAltcha(opts: { db: Db; secret: string; difficulty: number }) {
  const hmacSignatureSecret = `${opts.secret}:altcha`;
  const hmacKeySignatureSecret = `${opts.secret}:altcha-key`;
  return {
    async challenge() {
      return createChallenge({
        algorithm: 'SHA-256',
        cost: 1,
        counter: randomInt(opts.difficulty, Math.max(1, Math.floor(opts.difficulty / 10))),
        deriveKey,
        expiresAt: Math.floor(Date.now() / 1000) + CHALLENGE_TTL_SECONDS,
        hmacSignatureSecret,
        hmacKeySignatureSecret,
      });
    },

    /** True only for a valid, unexpired, never-used solution. */
    async verify(token: string): Promise<boolean> {
      let payload: { challenge?: unknown; solution?: unknown };
      try {
        payload = JSON.parse(Buffer.from(token, 'base64').toString('utf8'));
      } catch {
        return false;
      }
      if (!payload || typeof payload !== 'object' || !payload.challenge || !payload.solution) return false;
      try {
        const result = await verifySolution({
          challenge: payload.challenge as Parameters<typeof verifySolution>[0]['challenge'],
          solution: payload.solution as Parameters<typeof verifySolution>[0]['solution'],
          deriveKey,
          hmacSignatureSecret,
          hmacKeySignatureSecret,
        });
        if (!result.verified) return false;
      } catch {
        return false;
      }
      const nonce = (payload.challenge as { parameters?: { nonce?: unknown } }).parameters?.nonce;
      if (typeof nonce !== 'string') return false;
      const { rowCount } = await opts.db.query(
        'INSERT INTO captcha_used (challenge_id) VALUES ($1) ON CONFLICT DO NOTHING',
        [nonce],
      );
      // Old entries are useless once their challenge has expired.
      if (Math.random() < 0.01) {
        await opts.db.query(`DELETE FROM captcha_used WHERE used_at < now() - interval '1 day'`);
      }
      return rowCount === 1;
    },
  };
}
