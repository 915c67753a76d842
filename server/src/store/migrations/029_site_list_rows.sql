-- A site's list row beside its document: what a website list (the metered list call, 1 credit a
-- row) shows of a site besides the keys `sites` holds in columns (domain, rank, country, language,
-- tld). Reading and parsing the whole ~4 KB document for a dozen fields was most of a list row's
-- cost, on the server and in PostgreSQL; this is a few hundred bytes. Written with the document
-- (postgres-write.ts, siteRowDetails in site-row.ts: the same keys), filled here for the documents
-- already written.
ALTER TABLE site_docs ADD COLUMN list_row json;
UPDATE site_docs SET list_row = json_build_object(
  'title', doc -> 'title',
  'contacts', doc -> 'contacts',
  'social', doc -> 'social',
  'technologyCount', json_array_length(doc -> 'technologies'),
  'checkedAt', doc -> 'fetch' -> 'checkedAt',
  'synthetic', doc -> 'synthetic'
);
ALTER TABLE site_docs ALTER COLUMN list_row SET NOT NULL;
