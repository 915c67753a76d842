import type { PageResults } from '../../data/outcome.ts';
import type { PageView } from '../registry.tsx';
import {
  type BlogData,
  BlogPage,
  type BotData,
  BotPage,
  type FaqData,
  FaqPage,
  type PolicyData,
  PolicyPage,
} from './InfoPages.tsx';

/** The information pages: FAQ, privacy, terms, the crawler, the blog (posts would be 404 today). */
export const infoPageViews: PageView[] = [
  ['/faq', (r) => <FaqPage results={r as PageResults & FaqData} />],
  ['/privacy', (r) => <PolicyPage results={r as PageResults & PolicyData} />],
  ['/terms', (r) => <PolicyPage results={r as PageResults & PolicyData} />],
  ['/bot', (r) => <BotPage results={r as PageResults & BotData} />],
  ['/blog', (r) => <BlogPage results={r as PageResults & BlogData} />],
];
