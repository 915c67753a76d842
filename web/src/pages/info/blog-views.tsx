import type { AreaViews } from '../page-view.ts';
import { BlogPage, BlogPostPage } from './Blog.tsx';

/** The blog: its list and its posts (an area of its own, for the charts of a post). */
export const blogPageViews = {
  blog: (r) => <BlogPage results={r} />,
  blogPost: (r) => <BlogPostPage results={r} />,
} satisfies AreaViews;
