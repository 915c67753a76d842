import type { Queryable } from '../store/db.ts';
import type { SiteDoc } from './port.ts';
import { siteRowDetails } from './site-row.ts';

export const SIDE_TABLES = [
  'site_technologies',
  'site_versions',
  'site_categories',
  'site_headers',
  'site_tags',
  'site_advertisers',
  'site_links',
  'site_cves',
  'site_changes',
];

/**
 * Writes one batch of documents (domains unique within it) with a fixed number of statements,
 * whatever its size. Documents are taken apart here, in JavaScript, into one array per column,
 * and each table is filled by a single `INSERT … SELECT FROM unnest(arrays)`: the server parses
 * a few flat arrays instead of walking every document's JSON once per side table, which
 * measured several times faster than unpacking jsonb on the server.
 *
 * Sites seen for the first time (xmax = 0 on the upserted row) need no side-table deletes,
 * which is what makes bulk loads of new sites cheap. Must run inside a transaction.
 */
export async function writeSites(tx: Queryable, batch: SiteDoc[]): Promise<void> {
  const up = await tx.query<{ id: number; domain: string; fresh: boolean }>(
    `INSERT INTO sites (domain, rank, country, tld, language, ip, asn, max_severity, cves, redirects_to)
     SELECT * FROM unnest($1::text[], $2::int[], $3::text[], $4::text[], $5::text[], $6::text[],
       $7::int[], $8::real[], $9::int[], $10::text[])
     ON CONFLICT (domain) DO UPDATE SET rank = EXCLUDED.rank, country = EXCLUDED.country,
       tld = EXCLUDED.tld, language = EXCLUDED.language, ip = EXCLUDED.ip, asn = EXCLUDED.asn,
       max_severity = EXCLUDED.max_severity, cves = EXCLUDED.cves, redirects_to = EXCLUDED.redirects_to
     RETURNING id, domain, (xmax = 0) AS fresh`,
    [
      batch.map((d) => d.domain),
      batch.map((d) => d.rank),
      batch.map((d) => d.country),
      batch.map((d) => d.tld),
      batch.map((d) => d.language),
      batch.map((d) => d.ip),
      batch.map((d) => d.asn),
      batch.map((d) => d.maxSeverity),
      batch.map((d) => new Set(d.technologies.flatMap((t) => t.cves)).size),
      batch.map((d) => d.redirectsTo),
    ],
  );
  const ids = new Map(up.rows.map((r) => [r.domain, r.id]));
  const replaced = up.rows.filter((r) => !r.fresh).map((r) => r.id);
  if (replaced.length) {
    for (const table of SIDE_TABLES) {
      await tx.query(`DELETE FROM ${table} WHERE site_id = ANY($1::int[])`, [replaced]);
    }
  }
  const rows = sideRows(batch, ids);
  // Documents (and their list rows) as JSON arrays, zipped with their ids by position: a jsonb[]
  // parameter would make the server parse an array literal of escaped JSON, several times slower.
  // The columns are json (text), so the server only checks the syntax.
  await tx.query(
    `INSERT INTO site_docs (site_id, doc, list_row)
     SELECT i.id, d.doc, r.list_row FROM unnest($1::int[]) WITH ORDINALITY AS i(id, n)
     JOIN json_array_elements($2::json) WITH ORDINALITY AS d(doc, n) ON d.n = i.n
     JOIN json_array_elements($3::json) WITH ORDINALITY AS r(list_row, n) ON r.n = i.n
     ON CONFLICT (site_id) DO UPDATE SET doc = EXCLUDED.doc, list_row = EXCLUDED.list_row`,
    [batch.map((d) => ids.get(d.domain)), JSON.stringify(batch), JSON.stringify(batch.map(siteRowDetails))],
  );
  for (const [table, spec] of Object.entries(SIDE_COLUMNS)) {
    const columns = rows[table as SideTable];
    if (!columns[0].length) continue;
    const names = spec.map(([name]) => name);
    const values = spec.map(([, type], i) => (type === 'list' ? `string_to_array(c${i}, chr(31))` : `c${i}`));
    const arrays = spec.map(([, type], i) => `$${i + 1}::${type === 'list' ? 'text' : type}[]`);
    await tx.query(
      `INSERT INTO ${table} (${names.join(', ')})
       SELECT ${values.join(', ')} FROM unnest(${arrays.join(', ')}) AS u(${spec.map((_, i) => `c${i}`).join(', ')})`,
      columns,
    );
  }
}

type SideTable = keyof typeof SIDE_COLUMNS;

/**
 * Per-row lists (categories) travel as text joined by the ASCII unit separator:
 * unnest() cannot take ragged arrays, and no slug or detected version holds a control character.
 */
const SEP = '\u001f';

const SIDE_COLUMNS = {
  site_technologies: [
    ['site_id', 'int'],
    ['slug', 'text'],
    ['categories', 'list'],
  ],
  site_versions: [
    ['site_id', 'int'],
    ['slug', 'text'],
    ['version', 'text'],
  ],
  site_categories: [
    ['site_id', 'int'],
    ['category', 'text'],
  ],
  site_headers: [
    ['site_id', 'int'],
    ['name', 'text'],
    ['value', 'text'],
  ],
  site_tags: [
    ['site_id', 'int'],
    ['tag', 'text'],
  ],
  site_advertisers: [
    ['site_id', 'int'],
    ['advertiser', 'text'],
  ],
  site_links: [
    ['site_id', 'int'],
    ['target', 'text'],
  ],
  site_cves: [
    ['site_id', 'int'],
    ['cve', 'text'],
  ],
  site_changes: [
    ['site_id', 'int'],
    ['action', 'text'],
    ['slug', 'text'],
    ['day', 'date'],
    ['categories', 'list'],
  ],
} as const;

/** One array per column per side table; keys that must be distinct per site are deduplicated. */
function sideRows(batch: SiteDoc[], ids: Map<string, number>): Record<SideTable, unknown[][]> {
  const out = Object.fromEntries(
    Object.entries(SIDE_COLUMNS).map(([table, spec]) => [table, spec.map(() => [] as unknown[])]),
  ) as Record<SideTable, unknown[][]>;
  const push = (table: SideTable, ...values: unknown[]) => {
    const columns = out[table];
    for (let i = 0; i < values.length; i++) columns[i].push(values[i]);
  };
  const distinct = (table: SideTable, id: number, keys: Iterable<string>) => {
    for (const key of new Set(keys)) push(table, id, key);
  };
  for (const d of batch) {
    const id = ids.get(d.domain) as number;
    // One row per technology, whatever the number of copies the page carries.
    const bySlug = new Map<string, { versions: Set<string>; categories: Set<string> }>();
    for (const t of d.technologies) {
      const entry = bySlug.get(t.slug) ?? { versions: new Set<string>(), categories: new Set<string>() };
      bySlug.set(t.slug, entry);
      if (t.version !== null) entry.versions.add(t.version);
      for (const c of t.categories) entry.categories.add(c);
    }
    for (const [slug, e] of bySlug) {
      push('site_technologies', id, slug, [...e.categories].join(SEP));
      for (const version of e.versions) push('site_versions', id, slug, version);
    }
    distinct(
      'site_categories',
      id,
      d.technologies.flatMap((t) => t.categories),
    );
    for (const h of d.headers) push('site_headers', id, h.name, h.value);
    distinct(
      'site_tags',
      id,
      d.tags.map((t) => t.id),
    );
    distinct('site_advertisers', id, d.advertisers);
    distinct('site_links', id, d.links);
    distinct(
      'site_cves',
      id,
      d.technologies.flatMap((t) => t.cves),
    );
    for (const c of d.changes) push('site_changes', id, c.kind, c.slug, c.date, c.categories.join(SEP));
  }
  return out;
}
