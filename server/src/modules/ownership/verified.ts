import { selfAndParents } from '../../indexing/suppression.ts';
import type { Queryable } from '../../store/db.ts';

export type OwnershipProof = 'email' | 'file';

/**
 * The account's own e-mail domain proves ownership (part 2 §1: "easiest by registering with an
 * email on that domain") unless it is a free-mail or disposable provider: a gmail.com address
 * proves nothing about gmail.com. Accounts exist only after their e-mail was confirmed.
 */
async function emailDomainOf(db: Queryable, accountId: number): Promise<string | null> {
  const { rows } = await db.query<{ email: string; email_class: string }>(
    'SELECT email, email_class FROM accounts WHERE id = $1',
    [accountId],
  );
  const row = rows[0];
  if (row?.email_class !== 'professional') return null;
  return row.email.slice(row.email.lastIndexOf('@') + 1).toLowerCase();
}

/**
 * How the account proves it owns `domain`, or null. Proof for a name covers its subdomains:
 * owning example.com lets you scan shop.example.com, not the other way round.
 */
export async function ownershipOf(
  db: Queryable,
  accountId: number | null,
  domain: string,
): Promise<OwnershipProof | null> {
  if (accountId === null) return null;
  const names = selfAndParents(domain.toLowerCase());
  const emailDomain = await emailDomainOf(db, accountId);
  if (emailDomain && names.includes(emailDomain)) return 'email';
  const { rows } = await db.query(
    'SELECT 1 FROM verified_domains WHERE account_id = $1 AND domain = ANY($2)',
    [accountId, names],
  );
  return rows.length > 0 ? 'file' : null;
}

/** The account's verified domains: the professional e-mail domain first, then the files, by name. */
export async function verifiedDomainsOf(
  db: Queryable,
  accountId: number,
): Promise<{ domain: string; proof: OwnershipProof }[]> {
  const [emailDomain, { rows }] = await Promise.all([
    emailDomainOf(db, accountId),
    db.query<{ domain: string }>(
      'SELECT domain FROM verified_domains WHERE account_id = $1 ORDER BY domain',
      [accountId],
    ),
  ]);
  const out: { domain: string; proof: OwnershipProof }[] = emailDomain
    ? [{ domain: emailDomain, proof: 'email' }]
    : [];
  for (const r of rows) if (r.domain !== emailDomain) out.push({ domain: r.domain, proof: 'file' });
  return out;
}
