import type { BlogPost, BlogPostSummary } from '@techcensus/contract';
import type { z } from 'zod';
import type { Queryable } from '../../store/db.ts';
import type { ComposedPost } from './post.ts';

export type PostSummary = z.infer<typeof BlogPostSummary> & { Month: string; WrittenAt: string };
export type StoredPost = z.infer<typeof BlogPost> & { WrittenAt: string };

interface Row {
  id: string;
  month: string | Date;
  title: string;
  summary: string;
  written_at: string | Date;
}

const iso = (v: string | Date) => new Date(v).toISOString();
const monthKey = (v: string | Date) => (typeof v === 'string' ? v : v.toISOString()).slice(0, 7);

function summaryOf(r: Row): PostSummary {
  const WrittenAt = iso(r.written_at);
  return {
    BlogId: r.id,
    Title: r.title,
    Date: WrittenAt.slice(0, 10),
    Summary: r.summary,
    Month: monthKey(r.month),
    WrittenAt,
  };
}

// `month::text` keeps the date a date: a driver turning it into a local-time Date could shift it.
const COLUMNS = 'id, month::text AS month, title, summary, written_at';

/** Every post, newest month first. */
export async function listPosts(db: Queryable): Promise<PostSummary[]> {
  const { rows } = await db.query<Row>(`SELECT ${COLUMNS} FROM blog_posts ORDER BY month DESC`);
  return rows.map(summaryOf);
}

export async function readPost(db: Queryable, id: string): Promise<StoredPost | null> {
  const { rows } = await db.query<Row & { sections: StoredPost['Sections']; demo: boolean }>(
    `SELECT ${COLUMNS}, sections, demo FROM blog_posts WHERE id = $1`,
    [id],
  );
  const r = rows[0];
  if (!r) return null;
  const { Month, WrittenAt, ...summary } = summaryOf(r);
  return { ...summary, Month, WrittenAt, DemoData: r.demo, Sections: r.sections };
}

/** Months (YYYY-MM) that have a post. */
export async function monthsWithPosts(db: Queryable): Promise<Set<string>> {
  const { rows } = await db.query<{ month: string }>('SELECT month::text AS month FROM blog_posts');
  return new Set(rows.map((r) => r.month.slice(0, 7)));
}

/** Stores a post unless its month has one already (another process may have written it). */
export async function savePost(db: Queryable, post: ComposedPost, demo: boolean): Promise<boolean> {
  const r = await db.query(
    `INSERT INTO blog_posts (id, month, title, summary, sections, demo, written_at)
     VALUES ($1, $2::date, $3, $4, $5::jsonb, $6, $7::timestamptz) ON CONFLICT DO NOTHING`,
    [
      post.id,
      `${post.month}-01`,
      post.title,
      post.summary,
      JSON.stringify(post.sections),
      demo,
      `${post.date}T00:00:00Z`,
    ],
  );
  return (r.rowCount ?? 0) > 0;
}
