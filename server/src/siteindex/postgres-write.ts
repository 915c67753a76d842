import type { Queryable } from '../store/db.ts';
import type { SiteDoc } from './port.ts';

/**
 * Writes one batch of documents (domains unique within it) in a handful of statements, whatever
 * its size: the documents travel as one jsonb parameter into a temporary stage, and every table
 * is filled from there by set-based SQL on the server. Sites seen for the first time (xmax = 0
 * on the upserted row) skip the side-table deletes, which is what makes bulk loads of new sites
 * cheap. Must run inside a transaction (the stage is dropped on commit).
 */
export async function writeSites(tx: Queryable, batch: SiteDoc[]): Promise<void> {
  await tx.query('CREATE TEMP TABLE site_stage (domain text, doc jsonb) ON COMMIT DROP');
  await tx.query('CREATE TEMP TABLE site_stage_ids (id integer, fresh boolean, doc jsonb) ON COMMIT DROP');
  await tx.query(
    `INSERT INTO site_stage (domain, doc)
     SELECT x->>'domain', x FROM jsonb_array_elements($1::jsonb) AS x`,
    [JSON.stringify(batch)],
  );
  await tx.query(
    `WITH up AS (
       INSERT INTO sites (domain, rank, country, tld, language, ip, asn, max_severity)
       SELECT domain, (doc->>'rank')::int, doc->>'country', doc->>'tld', doc->>'language',
              doc->>'ip', (doc->>'asn')::int, (doc->>'maxSeverity')::real
       FROM site_stage
       ON CONFLICT (domain) DO UPDATE SET rank = EXCLUDED.rank, country = EXCLUDED.country,
         tld = EXCLUDED.tld, language = EXCLUDED.language, ip = EXCLUDED.ip, asn = EXCLUDED.asn,
         max_severity = EXCLUDED.max_severity
       RETURNING id, domain, (xmax = 0) AS fresh
     )
     INSERT INTO site_stage_ids (id, fresh, doc)
     SELECT up.id, up.fresh, st.doc FROM up JOIN site_stage st ON st.domain = up.domain`,
  );
  const replaced = await tx.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM site_stage_ids WHERE NOT fresh',
  );
  if (replaced.rows[0].n > 0) {
    for (const table of SIDE_TABLES) {
      await tx.query(`DELETE FROM ${table} WHERE site_id IN (SELECT id FROM site_stage_ids WHERE NOT fresh)`);
    }
  }
  await tx.query(
    `INSERT INTO site_docs (site_id, doc) SELECT id, doc FROM site_stage_ids
     ON CONFLICT (site_id) DO UPDATE SET doc = EXCLUDED.doc`,
  );
  for (const sql of SIDE_INSERTS) await tx.query(sql);
}

export const SIDE_TABLES = [
  'site_technologies',
  'site_categories',
  'site_headers',
  'site_tags',
  'site_advertisers',
  'site_links',
  'site_cves',
  'site_changes',
];

const textArray = (json: string) => `ARRAY(SELECT jsonb_array_elements_text(${json}))`;

const SIDE_INSERTS = [
  `INSERT INTO site_technologies (site_id, slug, version, categories)
   SELECT i.id, t->>'slug', t->>'version', ${textArray("t->'categories'")}
   FROM site_stage_ids i, jsonb_array_elements(i.doc->'technologies') t`,
  `INSERT INTO site_categories (site_id, category)
   SELECT DISTINCT i.id, c FROM site_stage_ids i, jsonb_array_elements(i.doc->'technologies') t,
     jsonb_array_elements_text(t->'categories') c`,
  `INSERT INTO site_headers (site_id, name, value)
   SELECT i.id, h->>'name', h->>'value' FROM site_stage_ids i, jsonb_array_elements(i.doc->'headers') h`,
  `INSERT INTO site_tags (site_id, tag)
   SELECT DISTINCT i.id, g->>'id' FROM site_stage_ids i, jsonb_array_elements(i.doc->'tags') g`,
  `INSERT INTO site_advertisers (site_id, advertiser)
   SELECT DISTINCT i.id, a FROM site_stage_ids i, jsonb_array_elements_text(i.doc->'advertisers') a`,
  `INSERT INTO site_links (site_id, target)
   SELECT DISTINCT i.id, l FROM site_stage_ids i, jsonb_array_elements_text(i.doc->'links') l`,
  `INSERT INTO site_cves (site_id, cve)
   SELECT DISTINCT i.id, c FROM site_stage_ids i, jsonb_array_elements(i.doc->'technologies') t,
     jsonb_array_elements_text(t->'cves') c`,
  `INSERT INTO site_changes (site_id, action, slug, day, categories)
   SELECT i.id, c->>'kind', c->>'slug', (c->>'date')::date, ${textArray("c->'categories'")}
   FROM site_stage_ids i, jsonb_array_elements(i.doc->'changes') c`,
];
