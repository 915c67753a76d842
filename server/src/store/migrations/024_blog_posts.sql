-- The blog's posts, written by the service from its own index (docs/blog.md). A post is a dated
-- record: its numbers are stored as they were on the day it was written, never recomputed.

CREATE TABLE blog_posts (
  -- The post's address, e.g. technology-trends-2026-10.
  id text COLLATE "C" PRIMARY KEY,
  -- The month the post is about: its first day.
  month date NOT NULL UNIQUE,
  title text NOT NULL,
  summary text NOT NULL,
  -- Sections with heading, paragraphs, table and chart data (the contract's BlogSection).
  sections jsonb NOT NULL,
  -- Written from generated demo sites rather than a real crawl.
  demo boolean NOT NULL,
  written_at timestamptz NOT NULL DEFAULT now()
);
