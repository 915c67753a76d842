import type { BlogPostResults, BlogResults, FeedLink } from '@techcensus/contract';
import type { z } from 'zod';
import type { PageContext } from '../../page-data/context.ts';
import { indexState } from '../../page-data/index-state.ts';
import { pageMeta } from '../../page-data/meta.ts';
import { type PageOutcome, pageNotFound, pageOk } from '../../page-data/outcome.ts';
import { listPosts, type PostSummary, readPost } from './store.ts';

export const BLOG_TITLE = 'TechCensus blog';
export const FEED_PATH = '/blog/feed.xml';
/** What a post id can be: the writer's ids are lower-case words and digits joined by hyphens. */
const POST_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const feedLink = (baseUrl: string): FeedLink => ({ Title: BLOG_TITLE, URL: `${baseUrl}${FEED_PATH}` });
const link = ({ Month: _m, WrittenAt: _w, ...summary }: PostSummary) => summary;

async function blogPage(ctx: PageContext): Promise<PageOutcome<z.infer<typeof BlogResults>>> {
  const meta = pageMeta(ctx.baseUrl, {
    title: 'Blog: web technology trends from our index',
    description:
      'Monthly posts written from the TechCensus index: the technologies that gained and lost the most websites, category by category.',
    keywords: ['web technology trends', 'technology market share', 'blog'],
    path: '/blog',
    crumbs: [['Blog', '/blog']],
  });
  const [posts, state] = await Promise.all([listPosts(ctx.deps.db), indexState(ctx)]);
  return pageOk(ctx.viewer, meta, { Posts: posts.map(link), ...state, Feed: feedLink(ctx.baseUrl) });
}

async function blogPostPage(ctx: PageContext): Promise<PageOutcome<z.infer<typeof BlogPostResults>>> {
  const id = ctx.params.blogid ?? '';
  if (id.length > 100 || !POST_ID.test(id)) return pageNotFound(ctx.viewer);
  const post = await readPost(ctx.deps.db, id);
  if (!post) return pageNotFound(ctx.viewer);
  // Newest first: the post after this one in the list is the older one.
  const posts = await listPosts(ctx.deps.db);
  const at = posts.findIndex((p) => p.BlogId === id);
  const older = posts[at + 1];
  const newer = at > 0 ? posts[at - 1] : undefined;
  const path = `/blog/${id}`;
  const meta = pageMeta(ctx.baseUrl, {
    title: post.Title,
    description: post.Summary,
    keywords: ['web technology trends', 'technology adoption', post.Month],
    path,
    crumbs: [
      ['Blog', '/blog'],
      [post.Title, path],
    ],
  });
  const { WrittenAt: _w, ...Post } = post;
  return pageOk(ctx.viewer, meta, {
    Post,
    Previous: older ? link(older) : null,
    Next: newer ? link(newer) : null,
    Feed: feedLink(ctx.baseUrl),
  });
}

/** Page loaders of the blog. */
export const blogPageLoaders = { blog: blogPage, blogPost: blogPostPage };
