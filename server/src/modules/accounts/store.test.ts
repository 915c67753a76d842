import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { named, storeEngines } from '../../../../tests/support/engines.ts';
import type { Db } from '../../store/db.ts';
import { migrate } from '../../store/migrate.ts';
import { replaceApiKey } from './api-keys.ts';
import { createCodes } from './codes.ts';
import { accountStore, deviceStore } from './store.ts';

/** The accounts tables on every store engine: codes, keys and the cascade of Delete Account. */
describe.each(named(storeEngines()))('accounts store on %s', (_name, engine) => {
  let db: Db;
  beforeAll(async () => {
    db = await engine.open();
    await migrate(db);
  });
  afterAll(async () => {
    await db?.close();
  });

  it('codes are single-use and count wrong guesses', async () => {
    const codes = createCodes('x'.repeat(32));
    const { id, code } = await codes.issue(db, {
      purpose: 'register',
      email: 'a@acme-widgets.com',
      payload: { n: 1 },
    });
    const wrong = code === '111111' ? '222222' : '111111';
    expect(await codes.check(db, id, 'register', wrong)).toEqual({ ok: false, reason: 'invalid' });
    expect(await codes.check(db, id, 'login', code)).toEqual({ ok: false, reason: 'missing' });
    expect(await codes.check(db, id, 'register', code)).toEqual({
      ok: true,
      accountId: null,
      email: 'a@acme-widgets.com',
      payload: { n: 1 },
    });
    expect(await codes.check(db, id, 'register', code)).toEqual({ ok: false, reason: 'missing' });
  });

  it('deleting an account removes every row it owns', async () => {
    const account = await accountStore.insert(db, {
      name: 'Del',
      email: 'del@acme-widgets.com',
      passwordHash: 'scrypt$x',
      authType: 'password',
      googleSub: null,
      emailClass: 'professional',
    });
    if (!account) throw new Error('not inserted');
    expect(
      await accountStore.insert(db, { ...account, email: 'del@acme-widgets.com', passwordHash: null }),
    ).toBeNull();
    const id = account.id;
    await replaceApiKey(db, id);
    await deviceStore.remember(db, id, 'device-hash');
    await createCodes('y'.repeat(32)).issue(db, { purpose: 'login', email: account.email, accountId: id });
    await db.query(
      `INSERT INTO sessions (id_hash, account_id, expires_at) VALUES ('s1', $1, now() + interval '1 day')`,
      [id],
    );
    await db.query(
      `INSERT INTO sessions (id_hash, flow, flow_account_id, expires_at) VALUES ('s2', '{"kind":"reset"}', $1, now() + interval '1 hour')`,
      [id],
    );
    await db.query(
      `INSERT INTO contact_messages (account_id, fullname, email, message) VALUES ($1, 'D', 'd@x.com', 'm')`,
      [id],
    );
    await db.query(
      `INSERT INTO mail_outbox (account_id, to_address, subject, body) VALUES ($1, 'd@x.com', 's', 'b')`,
      [id],
    );
    const owned = async () => {
      const counts: Record<string, number> = {};
      for (const [table, column] of [
        ['accounts', 'id'],
        ['sessions', 'account_id'],
        ['sessions', 'flow_account_id'],
        ['one_time_codes', 'account_id'],
        ['api_keys', 'account_id'],
        ['login_devices', 'account_id'],
        ['contact_messages', 'account_id'],
        ['mail_outbox', 'account_id'],
      ]) {
        const { rows } = await db.query<{ n: string | number }>(
          `SELECT count(*) AS n FROM ${table} WHERE ${column} = $1`,
          [id],
        );
        counts[`${table}.${column}`] = Number(rows[0].n);
      }
      return counts;
    };
    expect(Object.values(await owned()).every((n) => n > 0)).toBe(true);
    await accountStore.delete(db, id);
    expect(Object.values(await owned()).every((n) => n === 0)).toBe(true);
  });
});
