import { createHash } from 'node:crypto';
import type { Db, Queryable } from '../store/db.ts';
import { forgetCatalogue } from './catalogue-cache.ts';
import { geoCatalogue, languageCatalogue, tldCatalogue } from './geo.ts';
import { technologyCatalogue } from './technologies.ts';

export type CatalogueKind = 'technologies' | 'geography';

export interface ImportResult {
  kind: CatalogueKind;
  /** False when the stored catalogue already matched its source. */
  imported: boolean;
  counts: Record<string, number>;
}

const hashOf = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

/**
 * Makes `table` hold exactly `rows`: one upsert and one delete, whatever the row count. Rows
 * travel as one JSON parameter expanded by jsonb_to_recordset, which both engines run natively.
 */
async function replaceRows(
  tx: Queryable,
  table: string,
  columns: Record<string, string>,
  key: string,
  rows: object[],
): Promise<void> {
  const names = Object.keys(columns);
  const definition = names.map((n) => `${n} ${columns[n]}`).join(', ');
  const updates = names.filter((n) => n !== key).map((n) => `${n} = EXCLUDED.${n}`);
  await tx.query(
    `INSERT INTO ${table} (${names.join(', ')})
     SELECT ${names.join(', ')} FROM jsonb_to_recordset($1::jsonb) AS r(${definition})
     ON CONFLICT (${key}) DO ${updates.length ? `UPDATE SET ${updates.join(', ')}` : 'NOTHING'}`,
    [JSON.stringify(rows)],
  );
  await tx.query(
    `DELETE FROM ${table} WHERE ${key} NOT IN (SELECT ${key} FROM jsonb_to_recordset($1::jsonb) AS r(${key} ${columns[key]}))`,
    [JSON.stringify(rows.map((r) => ({ [key]: (r as Record<string, unknown>)[key] })))],
  );
}

async function importTechnologies(tx: Queryable, source: ReturnType<typeof technologyCatalogue>) {
  const { groups, categories, technologies } = source;
  await replaceRows(tx, 'category_groups', { id: 'int', name: 'text', slug: 'text' }, 'id', groups);
  await replaceRows(
    tx,
    'categories',
    { id: 'int', slug: 'text', short_name: 'text', long_name: 'text', priority: 'int', group_ids: 'int[]' },
    'id',
    categories.map((c) => ({
      id: c.id,
      slug: c.slug,
      short_name: c.shortName,
      long_name: c.longName,
      priority: c.priority,
      group_ids: c.groupIds,
    })),
  );
  await replaceRows(
    tx,
    'technologies',
    {
      slug: 'text',
      name: 'text',
      description: 'text',
      website: 'text',
      icon: 'text',
      cpe: 'text',
      oss: 'boolean',
      saas: 'boolean',
      pricing: 'text[]',
    },
    'slug',
    technologies.map(({ categoryIds: _ids, ...t }) => t),
  );
  const links = technologies.flatMap((t) =>
    t.categoryIds.map((id) => ({ technology_slug: t.slug, category_id: id })),
  );
  await tx.query('DELETE FROM technology_categories');
  await tx.query(
    `INSERT INTO technology_categories (technology_slug, category_id)
     SELECT DISTINCT r.technology_slug, r.category_id
     FROM jsonb_to_recordset($1::jsonb) AS r(technology_slug text, category_id int)
     JOIN categories c ON c.id = r.category_id`,
    [JSON.stringify(links)],
  );
  return {
    groups: groups.length,
    categories: categories.length,
    technologies: technologies.length,
    links: links.length,
  };
}

async function importGeography(tx: Queryable, source: ReturnType<typeof geographySource>) {
  const { regions, countries, languages, tlds } = source;
  await replaceRows(tx, 'regions', { id: 'text', name: 'text' }, 'id', regions);
  await replaceRows(
    tx,
    'countries',
    {
      code: 'text',
      name: 'text',
      official_name: 'text',
      region_id: 'text',
      subregion: 'text',
      tlds: 'text[]',
      languages: 'text[]',
    },
    'code',
    countries.map((c) => ({
      code: c.code,
      name: c.name,
      official_name: c.officialName,
      region_id: c.regionId,
      subregion: c.subregion,
      tlds: c.tlds,
      languages: c.languages,
    })),
  );
  await replaceRows(
    tx,
    'languages',
    { code: 'text', name: 'text', native_name: 'text' },
    'code',
    languages.map((l) => ({ code: l.code, name: l.name, native_name: l.nativeName })),
  );
  await replaceRows(
    tx,
    'tlds',
    { tld: 'text', kind: 'text', country_code: 'text' },
    'tld',
    tlds.map((t) => ({ tld: t.tld, kind: t.kind, country_code: t.countryCode })),
  );
  return {
    regions: regions.length,
    countries: countries.length,
    languages: languages.length,
    tlds: tlds.length,
  };
}

function geographySource() {
  const { regions, countries } = geoCatalogue();
  return { regions, countries, languages: languageCatalogue(), tlds: tldCatalogue(countries) };
}

/**
 * Imports a catalogue when its source changed since the last import (or `force`), in one
 * transaction: readers see the old catalogue or the new one, never a mix.
 */
export async function importCatalogue(
  db: Db,
  kind: CatalogueKind,
  opts: { force?: boolean } = {},
): Promise<ImportResult> {
  const source = kind === 'technologies' ? technologyCatalogue() : geographySource();
  const hash = hashOf(source);
  const result = await db.transaction(async (tx): Promise<ImportResult> => {
    const prior = await tx.query<{ source_hash: string; counts: Record<string, number> }>(
      'SELECT source_hash, counts FROM catalogue_imports WHERE kind = $1 FOR UPDATE',
      [kind],
    );
    if (!opts.force && prior.rows[0]?.source_hash === hash) {
      return { kind, imported: false, counts: prior.rows[0].counts };
    }
    const counts =
      kind === 'technologies'
        ? await importTechnologies(tx, source as ReturnType<typeof technologyCatalogue>)
        : await importGeography(tx, source as ReturnType<typeof geographySource>);
    await tx.query(
      `INSERT INTO catalogue_imports (kind, source_hash, counts, imported_at) VALUES ($1, $2, $3, now())
       ON CONFLICT (kind) DO UPDATE SET source_hash = EXCLUDED.source_hash, counts = EXCLUDED.counts, imported_at = now()`,
      [kind, hash, JSON.stringify(counts)],
    );
    return { kind, imported: true, counts };
  });
  // Forgotten after the commit, not before: a read in between would cache the old one again.
  if (result.imported) forgetCatalogue(db);
  return result;
}

/** Every catalogue up to date; what the server runs at start and the import command runs on demand. */
export async function ensureCatalogues(db: Db, opts: { force?: boolean } = {}): Promise<ImportResult[]> {
  return [await importCatalogue(db, 'technologies', opts), await importCatalogue(db, 'geography', opts)];
}
