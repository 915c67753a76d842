import { randomToken, sha256 } from '../../http/crypto.ts';
import type { Queryable } from '../../store/db.ts';

/**
 * API keys look like `tc_<8-char prefix>_<43-char secret>`. Only the SHA-256 of the whole key and
 * the prefix (shown on the account page) are stored; the key goes out once, by e-mail. A new key
 * replaces the old one in the same transaction, so an account never has two.
 */
export async function replaceApiKey(
  db: Queryable,
  accountId: number,
): Promise<{ key: string; prefix: string }> {
  const prefix = randomToken(6).replace(/[-_]/g, 'x').slice(0, 8);
  const key = `tc_${prefix}_${randomToken(32)}`;
  await db.query('DELETE FROM api_keys WHERE account_id = $1', [accountId]);
  forgetApiKeysOf(accountId);
  await db.query('INSERT INTO api_keys (account_id, prefix, key_hash) VALUES ($1, $2, $3)', [
    accountId,
    `tc_${prefix}`,
    sha256(key),
  ]);
  return { key, prefix: `tc_${prefix}` };
}

/**
 * Keys the metered API saw lately, by hash: every call presents its key, and the answer changes
 * only when a key is replaced or its account deleted. This process forgets them at once; another
 * process's entry may still name the account, so the gate checks the key again where it counts —
 * in the statement that charges the call, or with one probe for a free call (modules/api/gate.ts).
 */
const KEY_CACHE_MS = 10_000;
const KEY_CACHE_MAX = 10_000;
const keyCache = new Map<string, { account: number; at: number }>();

/** The account behind a key (by its hash), answered from memory for a few seconds; unknown keys are never kept. */
export async function accountOfApiKeyCached(
  db: Queryable,
  key: string,
): Promise<{ account: number; keyHash: string } | null> {
  const keyHash = sha256(key);
  const hit = keyCache.get(keyHash);
  if (hit && Date.now() - hit.at < KEY_CACHE_MS) return { account: hit.account, keyHash };
  const account = await accountOfKeyHash(db, keyHash);
  if (account === null) {
    keyCache.delete(keyHash);
    return null;
  }
  if (keyCache.size >= KEY_CACHE_MAX) keyCache.delete(keyCache.keys().next().value as string);
  keyCache.set(keyHash, { account, at: Date.now() });
  return { account, keyHash };
}

/** Drops an account's keys from this process's cache (its key was replaced, or it was deleted). */
export function forgetApiKeysOf(accountId: number): void {
  for (const [hash, hit] of keyCache) if (hit.account === accountId) keyCache.delete(hash);
}

/** Drops one key from this process's cache (another process revoked it). */
export function forgetApiKey(keyHash: string): void {
  keyCache.delete(keyHash);
}

/** Whether the key (by hash) is still the account's: uncached, for calls that charge nothing. */
export async function isApiKeyOf(db: Queryable, keyHash: string, accountId: number): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM api_keys WHERE key_hash = $1 AND account_id = $2', [
    keyHash,
    accountId,
  ]);
  return rows.length > 0;
}

async function accountOfKeyHash(db: Queryable, keyHash: string): Promise<number | null> {
  const { rows } = await db.query<{ account_id: string | number }>(
    'SELECT account_id FROM api_keys WHERE key_hash = $1',
    [keyHash],
  );
  return rows[0] ? Number(rows[0].account_id) : null;
}

/** The account a presented key belongs to (for the metered API), or null. */
export async function accountOfApiKey(db: Queryable, key: string): Promise<number | null> {
  return accountOfKeyHash(db, sha256(key));
}

export async function apiKeyInfo(
  db: Queryable,
  accountId: number,
): Promise<{ prefix: string; createdAt: Date } | null> {
  const { rows } = await db.query<{ prefix: string; created_at: Date }>(
    'SELECT prefix, created_at FROM api_keys WHERE account_id = $1 ORDER BY id DESC LIMIT 1',
    [accountId],
  );
  return rows[0] ? { prefix: rows[0].prefix, createdAt: new Date(rows[0].created_at) } : null;
}
