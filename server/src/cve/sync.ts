// Pulls the whole CVE List (CVEProject/cvelistV5's nightly "all CVEs" release asset), unpacks it
// in a temporary folder and imports it in one transaction. Nothing is written to the store until
// the download and unpacking have succeeded, and the import itself is all-or-nothing.

import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Db } from '../store/db.ts';
import { type ImportReport, importVulnerabilities } from './importer.ts';

export const CVE_LIST_RELEASES = 'https://api.github.com/repos/CVEProject/cvelistV5/releases/latest';
const TIMEOUT_MS = 20_000;

export class SyncError extends Error {}

export interface SyncOptions {
  source?: string;
  fetchImpl?: typeof fetch;
  retirejsFile?: string;
}

async function get(url: string, f: typeof fetch, what: string): Promise<Response> {
  let res: Response;
  try {
    res = await f(url, {
      signal: AbortSignal.timeout(TIMEOUT_MS),
      headers: { 'user-agent': 'techcensus-cve-sync' },
    });
  } catch (err) {
    const cause = (err as { cause?: { code?: string; message?: string } }).cause;
    throw new SyncError(
      `could not reach the CVE List (${what}, ${url}): ${cause?.code ?? cause?.message ?? (err as Error).message}. Nothing was changed.`,
    );
  }
  if (!res.ok)
    throw new SyncError(`the CVE List answered ${res.status} for ${what} (${url}). Nothing was changed.`);
  return res;
}

export async function syncFromCveList(db: Db, opts: SyncOptions = {}): Promise<ImportReport> {
  const f = opts.fetchImpl ?? fetch;
  const release = (await (await get(opts.source ?? CVE_LIST_RELEASES, f, 'latest release')).json()) as {
    assets?: { name: string; browser_download_url: string }[];
  };
  const asset = release.assets?.find((a) => /all_CVEs_at_midnight/i.test(a.name));
  if (!asset)
    throw new SyncError('the latest CVE List release has no "all CVEs" asset. Nothing was changed.');
  const dir = mkdtempSync(join(tmpdir(), 'cve-sync-'));
  try {
    const zip = join(dir, 'all.zip');
    writeFileSync(
      zip,
      Buffer.from(await (await get(asset.browser_download_url, f, asset.name)).arrayBuffer()),
    );
    // the asset is a zip holding cves.zip
    execFileSync('unzip', ['-q', '-o', zip, '-d', dir]);
    execFileSync('sh', [
      '-c',
      'for z in "$0"/*.zip; do [ "$z" = "$0/all.zip" ] || unzip -q -o "$z" -d "$0"; done',
      dir,
    ]);
    return await importVulnerabilities(db, {
      recordsDir: join(dir, 'cves'),
      retirejsFile: opts.retirejsFile,
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
