import type { Queryable } from '../../store/db.ts';
import type { EmailClass } from './email-class.ts';

export interface AccountRow {
  id: number;
  name: string;
  email: string;
  passwordHash: string | null;
  authType: 'password' | 'google';
  googleSub: string | null;
  emailClass: EmailClass;
  purchaseEnabled: boolean;
  createdAt: Date;
}

const COLUMNS = `id, name, email, password_hash, auth_type, google_sub, email_class, purchase_enabled, created_at`;

function toAccount(r: Record<string, unknown>): AccountRow {
  return {
    id: Number(r.id),
    name: String(r.name),
    email: String(r.email),
    passwordHash: (r.password_hash as string | null) ?? null,
    authType: r.auth_type as AccountRow['authType'],
    googleSub: (r.google_sub as string | null) ?? null,
    emailClass: r.email_class as EmailClass,
    purchaseEnabled: Boolean(r.purchase_enabled),
    createdAt: new Date(r.created_at as string),
  };
}

/** The accounts table, in plain SQL. */
export const accountStore = {
  async byEmail(db: Queryable, email: string): Promise<AccountRow | null> {
    const { rows } = await db.query(`SELECT ${COLUMNS} FROM accounts WHERE email = $1`, [email]);
    return rows[0] ? toAccount(rows[0]) : null;
  },
  async byId(db: Queryable, id: number): Promise<AccountRow | null> {
    const { rows } = await db.query(`SELECT ${COLUMNS} FROM accounts WHERE id = $1`, [id]);
    return rows[0] ? toAccount(rows[0]) : null;
  },
  async byGoogleSub(db: Queryable, sub: string): Promise<AccountRow | null> {
    const { rows } = await db.query(`SELECT ${COLUMNS} FROM accounts WHERE google_sub = $1`, [sub]);
    return rows[0] ? toAccount(rows[0]) : null;
  },
  /** Null when the address is taken (the unique index decides, so races are safe). */
  async insert(
    db: Queryable,
    a: Pick<AccountRow, 'name' | 'email' | 'passwordHash' | 'authType' | 'googleSub' | 'emailClass'>,
  ): Promise<AccountRow | null> {
    const { rows } = await db.query(
      `INSERT INTO accounts (name, email, password_hash, auth_type, google_sub, email_class, purchase_enabled)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING RETURNING ${COLUMNS}`,
      [
        a.name,
        a.email,
        a.passwordHash,
        a.authType,
        a.googleSub,
        a.emailClass,
        a.emailClass === 'professional',
      ],
    );
    return rows[0] ? toAccount(rows[0]) : null;
  },
  async setPassword(db: Queryable, id: number, hash: string): Promise<void> {
    await db.query('UPDATE accounts SET password_hash = $2 WHERE id = $1', [id, hash]);
  },
  async linkGoogle(db: Queryable, id: number, sub: string): Promise<void> {
    await db.query('UPDATE accounts SET google_sub = $2 WHERE id = $1 AND google_sub IS NULL', [id, sub]);
  },
  /** Every row the account owns goes with it (ON DELETE CASCADE, migration 005). */
  async delete(db: Queryable, id: number): Promise<void> {
    await db.query('DELETE FROM accounts WHERE id = $1', [id]);
  },
};

/** Browsers an account has signed in from: the new-device rule of docs/accounts.md. */
export const deviceStore = {
  async known(db: Queryable, accountId: number, deviceHash: string): Promise<boolean> {
    const { rows } = await db.query(
      'SELECT 1 FROM login_devices WHERE account_id = $1 AND device_hash = $2',
      [accountId, deviceHash],
    );
    return rows.length > 0;
  },
  async remember(db: Queryable, accountId: number, deviceHash: string): Promise<void> {
    await db.query(
      `INSERT INTO login_devices (account_id, device_hash) VALUES ($1, $2)
       ON CONFLICT (account_id, device_hash) DO UPDATE SET last_seen_at = now()`,
      [accountId, deviceHash],
    );
  },
};
