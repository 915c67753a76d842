import type {
  BlogPostResults,
  BlogPostSummary,
  BlogResults,
  BlogSection,
  BlogText,
} from '@techcensus/contract';
import { Link } from 'wouter';
import type { z } from 'zod';
import { BarList } from '../../components/charts/index.ts';
import { IndexNotice } from '../../components/IndexNotice.tsx';
import { formatCount } from '../../format.ts';
import { trendBars } from './blog-chart.ts';

type BlogData = z.infer<typeof BlogResults>;
type BlogPostData = z.infer<typeof BlogPostResults>;
type Section = z.infer<typeof BlogSection>;

export const NO_POSTS_YET =
  'Posts come once the index has a month of data: each month, a post on the technologies that gained and lost the most websites, category by category.';

export const DEMO_POST_NOTICE =
  'Demo data: this post was written from generated sample websites, not from a real crawl.';

// Fixed locale and zone so the server's HTML and the browser's hydration agree.
const dateFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});
const formatDay = (day: string) => dateFormat.format(new Date(`${day}T00:00:00Z`));

const signed = (n: number) => `${n < 0 ? '−' : n > 0 ? '+' : ''}${formatCount(Math.abs(n))}`;
const formatChange = (p: number | null) =>
  p === null ? 'new' : `${p < 0 ? '−' : p > 0 ? '+' : ''}${Math.abs(p).toFixed(1)}\u00a0%`;

function FeedLink(props: { url: string }) {
  return (
    <p className="blog-feed">
      <a href={props.url} type="application/atom+xml">
        Subscribe to the Atom feed
      </a>
    </p>
  );
}

/** /blog: the posts, newest first, or what brings the first one. */
export function BlogPage(props: { results: BlogData }) {
  const r = props.results;
  return (
    <article className="prose blog">
      <h1>Blog</h1>
      <IndexNotice state={r} />
      <p className="lead">
        Each month, the technologies that gained and lost the most websites in our index.
      </p>
      {r.Posts.length ? (
        <ul className="blog-posts">
          {r.Posts.map((p) => (
            <li key={p.BlogId}>
              <h2>
                <Link href={`/blog/${p.BlogId}`}>{p.Title}</Link>
              </h2>
              <p className="muted">
                <time dateTime={p.Date}>{formatDay(p.Date)}</time>
              </p>
              <p>{p.Summary}</p>
            </li>
          ))}
        </ul>
      ) : (
        <p data-no-posts="">{NO_POSTS_YET}</p>
      )}
      <FeedLink url={r.Feed.URL} />
    </article>
  );
}

function Run(props: { run: z.infer<typeof BlogText> }) {
  const { Text, URL } = props.run;
  return URL ? <Link href={URL}>{Text}</Link> : Text;
}

function TrendTable(props: { table: NonNullable<Section['Table']> }) {
  return (
    <table className="table blog-trends">
      <caption>{props.table.Caption}</caption>
      <thead>
        <tr>
          <th scope="col">Technology</th>
          <th scope="col" className="num">
            Started using
          </th>
          <th scope="col" className="num">
            Stopped using
          </th>
          <th scope="col" className="num">
            Net change
          </th>
          <th scope="col" className="num">
            Change
          </th>
        </tr>
      </thead>
      <tbody>
        {props.table.Rows.map((row) => (
          <tr key={row.URL} className={row.Net < 0 ? 'decline' : 'growth'}>
            <th scope="row">
              <Link href={row.URL}>{row.Name}</Link>
            </th>
            <td className="num">{formatCount(row.Added)}</td>
            <td className="num">{formatCount(row.Dropped)}</td>
            <td className="num">{signed(row.Net)}</td>
            <td className="num">{formatChange(row.ChangePercent)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function PostSection(props: { section: Section; index: number }) {
  const s = props.section;
  const id = `section-${props.index + 1}`;
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{s.URL ? <Link href={s.URL}>{s.Heading}</Link> : s.Heading}</h2>
      {s.Paragraphs.map((runs, i) => (
        // Paragraphs have no identity beyond their place in a post that never changes.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <p key={i}>
          {runs.map((run, j) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <Run key={j} run={run} />
          ))}
        </p>
      ))}
      {s.Chart ? (
        <BarList items={trendBars(s.Chart)} title={`${s.Chart.Title} (gains in green, declines in red)`} />
      ) : null}
      {s.Table ? <TrendTable table={s.Table} /> : null}
    </section>
  );
}

function PostLink(props: { post: z.infer<typeof BlogPostSummary>; rel: 'prev' | 'next'; label: string }) {
  return (
    <p className={`blog-${props.rel}`}>
      {props.label}:{' '}
      <Link href={`/blog/${props.post.BlogId}`} rel={props.rel}>
        {props.post.Title}
      </Link>
    </p>
  );
}

/** /blog/{id}: one post, as it was written on its day. */
export function BlogPostPage(props: { results: BlogPostData }) {
  const { Post, Previous, Next, Feed } = props.results;
  return (
    <article className="prose blog-post">
      <h1>{Post.Title}</h1>
      <p className="muted">
        Written on <time dateTime={Post.Date}>{formatDay(Post.Date)}</time>
      </p>
      {Post.DemoData ? (
        <div className="notice" role="note">
          {DEMO_POST_NOTICE}
        </div>
      ) : null}
      <p className="lead">{Post.Summary}</p>
      {Post.Sections.map((s, i) => (
        // Headings are unique in a post: the overview, one per category, the method.
        <PostSection key={s.Heading} section={s} index={i} />
      ))}
      <nav aria-label="More posts" className="blog-nav">
        {Previous ? <PostLink post={Previous} rel="prev" label="Previous post" /> : null}
        {Next ? <PostLink post={Next} rel="next" label="Next post" /> : null}
        <p>
          <Link href="/blog">All posts</Link>
        </p>
      </nav>
      <FeedLink url={Feed.URL} />
    </article>
  );
}
