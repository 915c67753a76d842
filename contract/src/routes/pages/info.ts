import { initContract } from '@ts-rest/core';
import { z } from 'zod';
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

export const BlogPostSummary = z.object({
  BlogId: z.string(),
  Title: z.string(),
  Date: z.string(),
  Summary: z.string(),
});

export const BlogResults = z.object({ Posts: z.array(BlogPostSummary) });
export const BlogPostResults = z.object({ Post: BlogPostSummary.extend({ html: z.string() }) });

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
