-- "Websites redirecting here": the final host of a site's redirects as a filterable key.
-- Single-valued, so a column on `sites` (partial index: most sites do not redirect), filled
-- for the documents already written.
ALTER TABLE sites ADD COLUMN redirects_to text COLLATE "C";
UPDATE sites s SET redirects_to = d.doc ->> 'redirectsTo'
  FROM site_docs d WHERE d.site_id = s.id AND d.doc ->> 'redirectsTo' IS NOT NULL;
CREATE INDEX sites_redirects_to ON sites (redirects_to, rank) WHERE redirects_to IS NOT NULL;
