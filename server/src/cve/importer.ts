// Imports CVE JSON 5 records and the RetireJS repository into the store, all in one transaction:
// a failure anywhere leaves the previous state untouched. Idempotent: a CVE whose imported content
// hashes the same as what is stored is not written again.

import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Db, Queryable } from '../store/db.ts';
import { type CveRecord, parseCveRecord, type Severity, severityFromWord } from './cve-record.ts';
import type { Interval } from './intervals.ts';
import { type TechIndex, techIndex } from './mapping.ts';
import { type AffectedRow, resolveRecord } from './resolve.ts';
import { parseRetireRepository } from './retirejs.ts';
import { versionKey } from './versions.ts';

export interface ImportReport {
  imported: number;
  updated: number;
  unchanged: number;
  /** Records (CVE ids) and RetireJS libraries (library names) that map to no technology. */
  unmapped: { id: string; reason: string }[];
  /** Records not imported at all (not PUBLISHED, unreadable), with why. */
  skipped: { id: string; reason: string }[];
}

export interface ImportOptions {
  /** A folder of CVE JSON 5 files, flat or in the CVE List layout cves/<year>/<Nxxx>/. */
  recordsDir?: string;
  /** A RetireJS jsrepository-v4.json. */
  retirejsFile?: string;
  index?: TechIndex;
  /** Called after each CVE is written (progress; tests use it to fail mid-way). */
  onWritten?: (id: string) => void | Promise<void>;
}

/** Everything stored for one CVE id. */
interface Item {
  id: string;
  source: 'cve' | 'retirejs';
  record: Omit<CveRecord, 'entries' | 'id'>;
  rows: AffectedRow[];
  /** RetireJS ranges, kept apart so that importing one source never overwrites the other. */
  retireRows: AffectedRow[];
}

const SEVERITY_RANK: Record<Severity['severity'], number> = {
  NONE: 0,
  LOW: 1,
  MEDIUM: 2,
  HIGH: 3,
  CRITICAL: 4,
};

export function listRecordFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...listRecordFiles(path));
    else if (/^CVE-\d{4}-\d+\.json$/i.test(name)) out.push(path);
  }
  return out;
}

/** Reads and resolves everything first, then writes in one transaction. */
export async function importVulnerabilities(db: Db, opts: ImportOptions): Promise<ImportReport> {
  const index = opts.index ?? techIndex();
  const items = new Map<string, Item>();
  const unmapped: ImportReport['unmapped'] = [];
  const skipped: ImportReport['skipped'] = [];

  for (const file of opts.recordsDir ? listRecordFiles(opts.recordsDir) : []) {
    let record: CveRecord;
    try {
      record = parseCveRecord(JSON.parse(readFileSync(file, 'utf8')));
    } catch (err) {
      skipped.push({ id: file, reason: `unreadable: ${(err as Error).message}` });
      continue;
    }
    if (record.state !== 'PUBLISHED') {
      skipped.push({ id: record.id, reason: `state ${record.state}` });
      continue;
    }
    const resolution = resolveRecord(record, index);
    if (resolution.unmapped) unmapped.push({ id: record.id, reason: resolution.unmapped });
    const { entries: _entries, id, ...rest } = record;
    items.set(id, { id, source: 'cve', record: rest, rows: resolution.rows, retireRows: [] });
  }

  if (opts.retirejsFile) {
    const repo = parseRetireRepository(JSON.parse(readFileSync(opts.retirejsFile, 'utf8')));
    const libraryMap = new Map(repo.libraries.map((l) => [l, index.mapLibrary(l)]));
    for (const [library, m] of libraryMap)
      if (m.slug === null) unmapped.push({ id: `retirejs:${library}`, reason: m.reason });
    let withoutId = 0;
    for (const v of repo.vulnerabilities) {
      if (!v.ids.length) {
        withoutId++;
        continue;
      }
      const m = libraryMap.get(v.library)!;
      const row: AffectedRow = {
        origin: 'retirejs',
        slug: m.slug,
        vendor: null,
        product: v.library,
        packageName: v.library,
        intervals: [v.interval],
        status: 'affected',
        note: null,
      };
      for (const id of v.ids) {
        const existing = items.get(id);
        if (existing) {
          existing.retireRows.push(row);
          continue;
        }
        const word = v.severity ? severityFromWord(v.severity) : null;
        items.set(id, {
          id,
          source: 'retirejs',
          rows: [],
          retireRows: [row],
          record: {
            state: 'PUBLISHED',
            assigner: null,
            datePublished: null,
            dateUpdated: null,
            dateReserved: null,
            title: null,
            description: v.summary,
            severity: word
              ? { severity: word, score: null, vector: null, version: 'other', source: 'retirejs' }
              : null,
            cwes: v.cwes,
            references: v.info.map((url) => ({ url })),
            credits: [],
          },
        });
      }
    }
    if (withoutId)
      skipped.push({ id: 'retirejs', reason: `${withoutId} entries with neither a CVE nor a GHSA id` });
  }

  const counts = { imported: 0, updated: 0, unchanged: 0 };
  await db.transaction(async (tx) => {
    for (const item of items.values()) {
      const outcome = await upsert(tx, item);
      counts[outcome]++;
      await opts.onWritten?.(item.id);
    }
    for (const source of [opts.recordsDir ? 'cve' : null, opts.retirejsFile ? 'retirejs' : null]) {
      if (!source) continue;
      await tx.query('DELETE FROM cve_import_issue WHERE source = $1', [source]);
      for (const u of unmapped.filter((x) => (source === 'retirejs') === x.id.startsWith('retirejs:'))) {
        await tx.query('INSERT INTO cve_import_issue (source, record_id, reason) VALUES ($1, $2, $3)', [
          source,
          u.id,
          u.reason,
        ]);
      }
    }
  });
  return { ...counts, unmapped, skipped };
}

const hashOf = (x: unknown) => createHash('sha256').update(JSON.stringify(x)).digest('hex');

/**
 * A CVE List record owns the cve row and the cna/adp/description ranges; RetireJS owns its own
 * ranges, and the cve row only while the CVE List has no record for the id.
 */
async function upsert(tx: Queryable, item: Item): Promise<'imported' | 'updated' | 'unchanged'> {
  const prior = await tx.query<{ content_hash: string; retirejs_hash: string | null; source: string }>(
    'SELECT content_hash, retirejs_hash, source FROM cve WHERE id = $1',
    [item.id],
  );
  const before = prior.rows[0];
  const ownsRow = item.source === 'cve' || !before || before.source === 'retirejs';
  const hash = hashOf([item.source, item.record, item.rows]);
  const retireHash = item.retireRows.length ? hashOf(item.retireRows) : null;
  const writeRecord = ownsRow && before?.content_hash !== hash;
  const writeRetire = item.retireRows.length > 0 && before?.retirejs_hash !== retireHash;
  if (writeRecord) await writeCve(tx, item, hash);
  if (writeRetire) {
    await tx.query("DELETE FROM cve_affected WHERE cve_id = $1 AND origin = 'retirejs'", [item.id]);
    await insertRows(tx, item.id, item.retireRows);
    await tx.query('UPDATE cve SET retirejs_hash = $2 WHERE id = $1', [item.id, retireHash]);
  }
  if (!before) return 'imported';
  return writeRecord || writeRetire ? 'updated' : 'unchanged';
}

async function writeCve(tx: Queryable, item: Item, hash: string): Promise<void> {
  const r = item.record;
  const s = r.severity;
  const values = [
    item.id,
    item.source,
    r.state,
    r.assigner,
    r.datePublished,
    r.dateUpdated,
    r.dateReserved,
    r.title,
    r.description,
    s?.severity ?? null,
    s ? SEVERITY_RANK[s.severity] : null,
    s?.score ?? null,
    s?.vector ?? null,
    s?.version ?? null,
    s?.source ?? null,
    r.cwes,
    JSON.stringify(r.references),
    JSON.stringify(r.credits),
    hash,
  ];
  await tx.query(
    `INSERT INTO cve (id, source, state, assigner, date_published, date_updated, date_reserved, title,
       description, severity, severity_rank, cvss_score, cvss_vector, cvss_version, severity_source,
       cwe_ids, "references", credits, content_hash)
     VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17::jsonb,$18::jsonb,$19)
     ON CONFLICT (id) DO UPDATE SET source = EXCLUDED.source, state = EXCLUDED.state,
       assigner = EXCLUDED.assigner, date_published = EXCLUDED.date_published,
       date_updated = EXCLUDED.date_updated, date_reserved = EXCLUDED.date_reserved,
       title = EXCLUDED.title, description = EXCLUDED.description, severity = EXCLUDED.severity,
       severity_rank = EXCLUDED.severity_rank, cvss_score = EXCLUDED.cvss_score,
       cvss_vector = EXCLUDED.cvss_vector, cvss_version = EXCLUDED.cvss_version,
       severity_source = EXCLUDED.severity_source, cwe_ids = EXCLUDED.cwe_ids,
       "references" = EXCLUDED."references", credits = EXCLUDED.credits,
       content_hash = EXCLUDED.content_hash, imported_at = now()`,
    values,
  );
  await tx.query("DELETE FROM cve_affected WHERE cve_id = $1 AND origin <> 'retirejs'", [item.id]);
  await tx.query('DELETE FROM cve_cwe WHERE cve_id = $1', [item.id]);
  for (const [ordinal, cwe] of r.cwes.entries()) {
    await tx.query('INSERT INTO cve_cwe (cve_id, cwe_id, ordinal) VALUES ($1, $2, $3)', [
      item.id,
      cwe,
      ordinal,
    ]);
  }
  await insertRows(tx, item.id, item.rows);
}

async function insertRows(tx: Queryable, id: string, rows: AffectedRow[]): Promise<void> {
  for (const row of rows) {
    const intervals: (Interval | null)[] = row.intervals.length ? row.intervals : [null];
    for (const i of intervals) {
      const point =
        i?.from &&
        i.to &&
        i.from.inclusive &&
        i.to.inclusive &&
        versionKey(i.from.version) === versionKey(i.to.version);
      await tx.query(
        `INSERT INTO cve_affected (cve_id, origin, technology_slug, vendor, product, package, status,
           version_from, from_inclusive, from_key, version_to, to_inclusive, to_key, version_exact, note)
         VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15)`,
        [
          id,
          row.origin,
          row.slug,
          row.vendor,
          row.product,
          row.packageName,
          i ? 'affected' : 'unknown',
          i?.from?.version ?? null,
          i?.from?.inclusive ?? true,
          i?.from ? versionKey(i.from.version) : null,
          i?.to?.version ?? null,
          i?.to?.inclusive ?? false,
          i?.to ? versionKey(i.to.version) : null,
          point ? i!.from!.version : null,
          row.note,
        ],
      );
    }
  }
}
