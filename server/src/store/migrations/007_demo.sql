-- Demo datasets written by the generator (server/src/demo): which seed, how many sites, and the
-- date the documents are relative to. `seeded` counts sites written so far, in site-number order,
-- so an interrupted seed continues where it stopped with byte-identical documents;
-- `completed_at` is set when all `count` sites are in the index.
CREATE TABLE demo_datasets (
  id serial PRIMARY KEY,
  seed bigint NOT NULL,
  count integer NOT NULL CHECK (count >= 0),
  generated_at timestamptz NOT NULL,
  seeded integer NOT NULL DEFAULT 0,
  started_at timestamptz NOT NULL DEFAULT now(),
  completed_at timestamptz
);
