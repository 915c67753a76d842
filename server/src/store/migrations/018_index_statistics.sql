-- Answers of the SiteIndex's statistics queries (counts, facets, switches) that were slow to
-- compute, kept across restarts so the browse pages never wait for an index-wide aggregation
-- after a start. `key` is a hash of the question (engine, index, method, arguments); `answer`
-- is read whole and never queried into, hence json.

CREATE TABLE index_statistics (
  key text PRIMARY KEY,
  answer json NOT NULL,
  computed_at timestamptz NOT NULL
);
