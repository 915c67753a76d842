import type { AreaViews } from '../page-view.ts';
import { FallbackPage } from '../StatusPages.tsx';
import { BlogPage, BotPage, FaqPage, PolicyPage } from './InfoPages.tsx';

/** The information pages: FAQ, privacy, terms, the crawler, the blog. */
export const infoPageViews = {
  faq: (r) => <FaqPage results={r} />,
  privacy: (r) => <PolicyPage results={r} />,
  terms: (r) => <PolicyPage results={r} />,
  bot: (r) => <BotPage results={r} />,
  blog: (r) => <BlogPage results={r} />,
  // The blog has no posts yet, so the server answers 404 for every one; the title is enough.
  blogPost: (r) => <FallbackPage results={r} />,
} satisfies AreaViews;
