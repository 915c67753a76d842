import { SESSION_COOKIE } from '@techcensus/contract';
import type { NextFunction, Request, Response } from 'express';
import { clearCookie, cookieOptions, readCookie } from '../../http/cookies.ts';
import { randomToken, sha256 } from '../../http/crypto.ts';
import type { Viewer } from '../../page-data/outcome.ts';
import type { Db } from '../../store/db.ts';
import { type Flow, flowAccountId } from './flows.ts';

export { SESSION_COOKIE };
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** Anonymous sessions only carry a form flow: they need not outlive it by much. */
const FLOW_TTL_MS = 60 * 60 * 1000;

export interface SessionState {
  idHash: string;
  accountId: number | null;
  flow: Flow | null;
  account: { id: number; name: string; email: string } | null;
}

const attached = new WeakMap<Request, SessionState | null>();

/** The session the request came with, as looked up by the middleware (null when none). */
export const sessionOf = (req: Request): SessionState | null => attached.get(req) ?? null;

export function viewerOf(req: Request): Viewer {
  const account = sessionOf(req)?.account;
  return account ? { loggedIn: true, account } : { loggedIn: false };
}

/**
 * Sessions in Postgres: the cookie holds 32 random bytes, the table only their SHA-256, so a
 * leaked table does not leak sessions. Signing in always creates a new id (no fixation).
 */
export function createSessions(db: Db, secure: boolean) {
  const setCookie = (res: Response, token: string, ttl: number) =>
    res.cookie(SESSION_COOKIE, token, cookieOptions(secure, ttl));

  async function insert(res: Response, accountId: number | null, flow: Flow | null): Promise<SessionState> {
    const token = randomToken();
    const idHash = sha256(token);
    const ttl = accountId ? SESSION_TTL_MS : FLOW_TTL_MS;
    await db.query(
      `INSERT INTO sessions (id_hash, account_id, flow, flow_account_id, expires_at)
       VALUES ($1, $2, $3, $4, now() + $5 * interval '1 millisecond')`,
      [idHash, accountId, flow ? JSON.stringify(flow) : null, flowAccountId(flow), ttl],
    );
    setCookie(res, token, ttl);
    return { idHash, accountId, flow, account: null };
  }

  return {
    middleware() {
      return async (req: Request, _res: Response, next: NextFunction) => {
        const token = readCookie(req, SESSION_COOKIE);
        if (!token || token.length > 100) {
          attached.set(req, null);
          return next();
        }
        try {
          const { rows } = await db.query<{
            account_id: string | number | null;
            flow: Flow | null;
            name: string | null;
            email: string | null;
          }>(
            `SELECT s.account_id, s.flow, a.name, a.email FROM sessions s
             LEFT JOIN accounts a ON a.id = s.account_id
             WHERE s.id_hash = $1 AND s.expires_at > now()`,
            [sha256(token)],
          );
          const row = rows[0];
          const accountId = row?.account_id == null ? null : Number(row.account_id);
          attached.set(
            req,
            row
              ? {
                  idHash: sha256(token),
                  accountId,
                  flow: typeof row.flow === 'string' ? JSON.parse(row.flow) : row.flow,
                  account:
                    accountId && row.name != null && row.email != null
                      ? { id: accountId, name: row.name, email: row.email }
                      : null,
                }
              : null,
          );
          next();
        } catch (err) {
          next(err);
        }
      };
    },

    /** Keeps `flow` for the next call, on the current session or a new anonymous one. */
    async setFlow(req: Request, res: Response, flow: Flow | null): Promise<void> {
      const current = sessionOf(req);
      if (current) {
        await db.query('UPDATE sessions SET flow = $2, flow_account_id = $3 WHERE id_hash = $1', [
          current.idHash,
          flow ? JSON.stringify(flow) : null,
          flowAccountId(flow),
        ]);
        attached.set(req, { ...current, flow });
      } else {
        attached.set(req, await insert(res, null, flow));
      }
    },

    /** Signs in: the old session row (anonymous or not) is deleted and a new id issued. */
    async signIn(req: Request, res: Response, accountId: number): Promise<void> {
      const current = sessionOf(req);
      if (current) await db.query('DELETE FROM sessions WHERE id_hash = $1', [current.idHash]);
      attached.set(req, await insert(res, accountId, null));
      // Expired rows are useless; a sign-in is a fine moment to sweep a few.
      await db.query(
        `DELETE FROM sessions WHERE id_hash IN (SELECT id_hash FROM sessions WHERE expires_at < now() LIMIT 100)`,
      );
    },

    async signOut(req: Request, res: Response): Promise<void> {
      const current = sessionOf(req);
      if (current) await db.query('DELETE FROM sessions WHERE id_hash = $1', [current.idHash]);
      attached.set(req, null);
      clearCookie(res, SESSION_COOKIE, secure);
    },

    /** Ends every session of an account except, optionally, the caller's. */
    async endOthers(accountId: number, keepIdHash?: string): Promise<void> {
      await db.query('DELETE FROM sessions WHERE account_id = $1 AND id_hash <> $2', [
        accountId,
        keepIdHash ?? '',
      ]);
    },
  };
}

export type Sessions = ReturnType<typeof createSessions>;
