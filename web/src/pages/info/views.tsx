import type { AreaViews } from '../page-view.ts';
import { BotPage, FaqPage, PolicyPage } from './InfoPages.tsx';

/** The information pages: FAQ, privacy, terms, the crawler (the blog is blog-views.tsx). */
export const infoPageViews = {
  faq: (r) => <FaqPage results={r} />,
  privacy: (r) => <PolicyPage results={r} />,
  terms: (r) => <PolicyPage results={r} />,
  bot: (r) => <BotPage results={r} />,
} satisfies AreaViews;
