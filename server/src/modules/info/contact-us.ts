import type { ContactPageResults } from '@techcensus/contract';
import type { z } from 'zod';
import type { PageContext } from '../../page-data/context.ts';
import { pageMeta } from '../../page-data/meta.ts';
import { type PageOutcome, pageOk } from '../../page-data/outcome.ts';

type Results = z.infer<typeof ContactPageResults>;

const results = (ctx: PageContext): Results => ({
  ContactEmail: ctx.deps.config.CONTACT_EMAIL,
  SchedulingURL: ctx.deps.config.SCHEDULING_URL ?? null,
});

/** /contact-us (part 1 §2): the form, the address to write to and the booking widget. */
export async function contactUsPage(ctx: PageContext): Promise<PageOutcome<Results>> {
  const meta = pageMeta(ctx.baseUrl, {
    title: 'Contact us',
    description: 'Write to the TechCensus team: questions, data requests, partnerships.',
    keywords: ['contact', 'TechCensus'],
    path: '/contact-us',
    crumbs: [['Contact us', '/contact-us']],
  });
  return pageOk(ctx.viewer, meta, results(ctx));
}

/** /schedule-demo (part 2 §2.1): the calendar booking widget, 700 px high. */
export async function scheduleDemoPage(ctx: PageContext): Promise<PageOutcome<Results>> {
  const meta = pageMeta(ctx.baseUrl, {
    title: 'Schedule a demo',
    description: 'Book a call with the TechCensus team to see the data, the API and the reports.',
    keywords: ['demo', 'TechCensus'],
    path: '/schedule-demo',
    crumbs: [['Schedule a demo', '/schedule-demo']],
  });
  return pageOk(ctx.viewer, meta, results(ctx));
}
