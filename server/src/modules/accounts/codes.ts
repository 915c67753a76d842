import { hmac, randomToken, sameText, sixDigitCode } from '../../http/crypto.ts';
import type { Queryable } from '../../store/db.ts';

/** Codes are valid this long and accept this many wrong guesses (1 in 200,000 odds to guess). */
export const CODE_TTL_MS = 10 * 60 * 1000;
export const CODE_MAX_ATTEMPTS = 5;

export type CodePurpose = 'register' | 'login' | 'reset';
export type CodeCheck =
  | { ok: true; accountId: number | null; email: string; payload: Record<string, unknown> | null }
  | { ok: false; reason: 'invalid' | 'expired' | 'attempts' | 'missing' };

const digest = (secret: string, salt: string, code: string) =>
  `${salt}$${hmac(`${secret}:otp`, `${salt}:${code}`)}`;

/**
 * One-time e-mail codes, stored as a salted HMAC under AUTH_SECRET (a plain hash of six digits
 * would fall to a million guesses offline). Issuing a code retires earlier ones of the same
 * purpose for the same address.
 */
export function createCodes(secret: string) {
  return {
    async issue(
      db: Queryable,
      input: { purpose: CodePurpose; email: string; accountId?: number; payload?: Record<string, unknown> },
      ttlMs = CODE_TTL_MS,
    ): Promise<{ id: number; code: string }> {
      const code = sixDigitCode();
      await db.query(
        `UPDATE one_time_codes SET consumed_at = now()
         WHERE purpose = $1 AND email = $2 AND consumed_at IS NULL`,
        [input.purpose, input.email],
      );
      const { rows } = await db.query<{ id: string | number }>(
        `INSERT INTO one_time_codes (purpose, account_id, email, code_hash, payload, expires_at)
         VALUES ($1, $2, $3, $4, $5, now() + $6 * interval '1 millisecond') RETURNING id`,
        [
          input.purpose,
          input.accountId ?? null,
          input.email,
          digest(secret, randomToken(12), code),
          input.payload ? JSON.stringify(input.payload) : null,
          ttlMs,
        ],
      );
      await db.query(`DELETE FROM one_time_codes WHERE expires_at < now() - interval '1 day'`);
      return { id: Number(rows[0].id), code };
    },

    /** Checks (and on success consumes) code `id`; a wrong guess uses up one attempt. */
    async check(db: Queryable, id: number, purpose: CodePurpose, code: string): Promise<CodeCheck> {
      const { rows } = await db.query<{
        account_id: string | number | null;
        email: string;
        code_hash: string;
        payload: Record<string, unknown> | string | null;
        attempts: number;
        expired: boolean;
        consumed: boolean;
      }>(
        `SELECT account_id, email, code_hash, payload, attempts, expires_at < now() AS expired,
                consumed_at IS NOT NULL AS consumed
         FROM one_time_codes WHERE id = $1 AND purpose = $2`,
        [id, purpose],
      );
      const row = rows[0];
      if (!row || row.consumed) return { ok: false, reason: 'missing' };
      if (row.expired) return { ok: false, reason: 'expired' };
      if (row.attempts >= CODE_MAX_ATTEMPTS) return { ok: false, reason: 'attempts' };
      const [salt] = row.code_hash.split('$');
      if (!/^\d{6}$/.test(code) || !sameText(digest(secret, salt, code), row.code_hash)) {
        const { rows: after } = await db.query<{ attempts: number }>(
          'UPDATE one_time_codes SET attempts = attempts + 1 WHERE id = $1 RETURNING attempts',
          [id],
        );
        return { ok: false, reason: (after[0]?.attempts ?? 0) >= CODE_MAX_ATTEMPTS ? 'attempts' : 'invalid' };
      }
      // Consume atomically: two concurrent correct submissions cannot both succeed.
      const used = await db.query(
        'UPDATE one_time_codes SET consumed_at = now() WHERE id = $1 AND consumed_at IS NULL',
        [id],
      );
      if (used.rowCount !== 1) return { ok: false, reason: 'missing' };
      return {
        ok: true,
        accountId: row.account_id == null ? null : Number(row.account_id),
        email: row.email,
        payload: typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload,
      };
    },
  };
}

export type Codes = ReturnType<typeof createCodes>;
