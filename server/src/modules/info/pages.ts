import type * as schemas from '@techcensus/contract';
import type { z } from 'zod';
import { userAgentFor } from '../../crawl/crawler.ts';
import { Politeness } from '../../crawl/rate.ts';
import { productToken } from '../../crawl/robots.ts';
import type { PageContext } from '../../page-data/context.ts';
import { pageMeta } from '../../page-data/meta.ts';
import { type PageOutcome, pageOk } from '../../page-data/outcome.ts';
import { FAQ_ENTRIES } from './faq-entries.ts';
import { privacyHtml, termsHtml } from './policies.ts';

/** The longest robots.txt Crawl-delay the crawler waits for (Politeness's default cap, docs/crawler.md). */
const MAX_CRAWL_DELAY_SECONDS = 10;

async function faqPage(ctx: PageContext): Promise<PageOutcome<z.infer<typeof schemas.FaqResults>>> {
  const meta = pageMeta(ctx.baseUrl, {
    title: 'Frequently asked questions',
    description:
      'How TechCensus detects technologies, how fresh the data is, reports, credits, the API and removal.',
    keywords: ['FAQ', 'web technology lookup', 'TechCensus'],
    path: '/faq',
    crumbs: [['FAQ', '/faq']],
  });
  return pageOk(ctx.viewer, meta, { FAQ: FAQ_ENTRIES });
}

async function privacyPage(ctx: PageContext): Promise<PageOutcome<z.infer<typeof schemas.PolicyResults>>> {
  const meta = pageMeta(ctx.baseUrl, {
    title: 'Privacy policy',
    description: 'What TechCensus stores about you and about websites, and how to have it removed.',
    path: '/privacy',
    crumbs: [['Privacy policy', '/privacy']],
  });
  return pageOk(ctx.viewer, meta, { html: privacyHtml(ctx.deps.config.CONTACT_EMAIL) });
}

async function termsPage(ctx: PageContext): Promise<PageOutcome<z.infer<typeof schemas.PolicyResults>>> {
  const meta = pageMeta(ctx.baseUrl, {
    title: 'Terms of service',
    description: 'The terms for using the TechCensus website, API and reports.',
    path: '/terms',
    crumbs: [['Terms of service', '/terms']],
  });
  return pageOk(ctx.viewer, meta, { html: termsHtml(ctx.deps.config.CONTACT_EMAIL) });
}

async function botPage(ctx: PageContext): Promise<PageOutcome<z.infer<typeof schemas.BotResults>>> {
  const UserAgent = userAgentFor(ctx.baseUrl);
  const meta = pageMeta(ctx.baseUrl, {
    title: 'TechCensusBot: our crawler',
    description:
      'What TechCensusBot fetches, how it identifies itself, the robots.txt rules it honours and how to opt out.',
    keywords: ['TechCensusBot', 'crawler', 'robots.txt', 'user agent'],
    path: '/bot',
    crumbs: [['Our crawler', '/bot']],
  });
  return pageOk(ctx.viewer, meta, {
    UserAgent,
    ProductToken: productToken(UserAgent),
    PerHostIntervalMs: new Politeness().perHostIntervalMs,
    MaxCrawlDelaySeconds: MAX_CRAWL_DELAY_SECONDS,
    ContactEmail: ctx.deps.config.CONTACT_EMAIL,
  });
}

/** Page loaders of the information pages. */
export const infoPageLoaders = {
  faq: faqPage,
  privacy: privacyPage,
  terms: termsPage,
  bot: botPage,
};
