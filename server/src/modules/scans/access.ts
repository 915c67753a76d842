import type { Viewer } from '../../page-data/outcome.ts';
import type { Queryable } from '../../store/db.ts';
import { type ScanKind, type ScanRow, webScanOf } from './store.ts';

/**
 * Who may read a website scan (docs/scans.md): a technology scan shows only what any visitor of
 * the site sees, so its id — a random UUID handed to whoever started it — is the only key, and
 * anonymous visitors can share their report; a security or single-CVE scan lists a site's
 * vulnerabilities, so only the account that started it (a verified owner) reads it.
 * `login` when a signed-out visitor asks for a security scan; null when there is nothing to show.
 */
export async function readableScan(
  db: Queryable,
  id: string | undefined,
  kind: ScanKind,
  viewer: Viewer,
): Promise<ScanRow | 'login' | null> {
  const scan = id ? await webScanOf(db, id) : null;
  if (!scan || scan.kind !== kind) return null;
  if (kind === 'technology') return scan;
  if (!viewer.account) return 'login';
  return scan.accountId === viewer.account.id ? scan : null;
}
