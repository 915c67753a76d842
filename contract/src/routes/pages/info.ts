import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { FeedLink } from '../../envelope.ts';
import { envelopeResponses } from './envelope-responses.ts';

const c = initContract();

/** Part 2 §3 "FAQ": plain texts, with optional HTML forms for answers that carry links. */
export const FaqEntry = z.object({
  question: z.string(),
  answer: z.string(),
  questionhtml: z.string().optional(),
  answerhtml: z.string().optional(),
});
export type FaqEntry = z.infer<typeof FaqEntry>;

export const FaqResults = z.object({ FAQ: z.array(FaqEntry) });

/** Part 2 §3 "Policy pages: html" — rendered by the browser only (part 2 §2.1). */
export const PolicyResults = z.object({ html: z.string() });

/** What the crawler page states, read from the crawler's own settings so the two cannot drift. */
export const BotResults = z.object({
  UserAgent: z.string(),
  ProductToken: z.string(),
  /** Smallest gap between two requests to one host, in milliseconds. */
  PerHostIntervalMs: z.number().int(),
  /** Longest robots.txt Crawl-delay honoured, in seconds. */
  MaxCrawlDelaySeconds: z.number(),
  ContactEmail: z.string(),
});

/** A link to a post: what the blog's list, the feed and a post's previous/next links show. */
export const BlogPostSummary = z.object({
  BlogId: z.string(),
  Title: z.string(),
  /** The day the post was written (YYYY-MM-DD); its numbers are as they were that day. */
  Date: z.string(),
  Summary: z.string(),
});

/** A run of a paragraph: plain text, or a link to a page of the site (a path) when URL is set. */
export const BlogText = z.object({ Text: z.string(), URL: z.string().nullable() });

/** One technology's month: websites that started and stopped using it, and the net change. */
export const BlogTrendRow = z.object({
  Name: z.string(),
  /** The technology page's path. */
  URL: z.string(),
  Added: z.number().int(),
  Dropped: z.number().int(),
  Net: z.number().int(),
  /** Net change against the websites using it when the month began; null when none did. */
  ChangePercent: z.number().nullable(),
});

/** A bar per technology; a negative value is a decline. */
export const BlogChart = z.object({
  Title: z.string(),
  Bars: z.array(z.object({ Label: z.string(), Value: z.number().int() })),
});

/** A post is structured data, drawn by the website's own components: no HTML travels. */
export const BlogSection = z.object({
  Heading: z.string(),
  /** The page the section is about (a category page), when it is about one. */
  URL: z.string().nullable(),
  Paragraphs: z.array(z.array(BlogText)),
  Table: z.object({ Caption: z.string(), Rows: z.array(BlogTrendRow) }).nullable(),
  Chart: BlogChart.nullable(),
});

export const BlogPost = BlogPostSummary.extend({
  /** The month the post is about (YYYY-MM). */
  Month: z.string(),
  /** Written from generated demo sites, not a real crawl: labelled as such for good. */
  DemoData: z.boolean(),
  Sections: z.array(BlogSection),
});

export const BlogResults = z.object({
  Posts: z.array(BlogPostSummary),
  DemoData: z.boolean(),
  IndexEmpty: z.boolean(),
  Feed: FeedLink,
});
export const BlogPostResults = z.object({
  Post: BlogPost,
  /** The post before this one (older) and after it (newer), when there are. */
  Previous: BlogPostSummary.nullable(),
  Next: BlogPostSummary.nullable(),
  Feed: FeedLink,
});

/** Information pages: FAQ, privacy, terms, the crawler, the blog. */
export const infoPages = c.router({
  faq: {
    method: 'GET',
    path: '/faq/api',
    summary: 'Page data of the FAQ',
    responses: envelopeResponses(FaqResults),
  },
  privacy: {
    method: 'GET',
    path: '/privacy/api',
    summary: 'Page data of the privacy policy (html)',
    responses: envelopeResponses(PolicyResults),
  },
  terms: {
    method: 'GET',
    path: '/terms/api',
    summary: 'Page data of the terms of service (html)',
    responses: envelopeResponses(PolicyResults),
  },
  bot: {
    method: 'GET',
    path: '/bot/api',
    summary: 'Page data of the crawler page',
    responses: envelopeResponses(BotResults),
  },
  blog: {
    method: 'GET',
    path: '/blog/api',
    summary: 'Page data of the blog index',
    responses: envelopeResponses(BlogResults),
  },
  blogPost: {
    method: 'GET',
    path: '/blog/:blogid/api',
    summary: 'Page data of one blog post',
    responses: envelopeResponses(BlogPostResults),
  },
});
