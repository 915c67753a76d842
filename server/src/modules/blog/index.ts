// The blog: monthly posts on technology trends, written by a job from the index's dated changes
// and stored as they were on their day; their pages and the Atom feed (docs/blog.md).

export { BLOG_QUEUE, startBlog } from './job.ts';
export { createBlogModule } from './module.ts';
export { blogPageLoaders } from './pages.ts';
export { type BlogDeps, writeMissingPosts } from './write.ts';
