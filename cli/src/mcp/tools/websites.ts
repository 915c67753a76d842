import { creditCostText } from '@techcensus/sdk';
import { z } from 'zod';
import { describeFilters } from '../../filter-flags.ts';
import { count, plural } from '../../output/text.ts';
import { websiteTable } from '../../output/website-table.ts';
import { MAX_REPORT_FILTERS, ReportFilter, WebsiteCount, WebsitePage } from '../contract.ts';
import { defineTool } from '../tool.ts';

/**
 * Rows one list_websites call may return. The API pages up to 1,000, but a tool answer lands in
 * the assistant's context and each row costs a credit: bigger exports are `techcensus report create`'s.
 */
export const MCP_WEBSITE_ROWS_MAX = 100;
const MCP_WEBSITE_ROWS_DEFAULT = 20;

const filters = z
  .array(ReportFilter)
  .max(MAX_REPORT_FILTERS)
  .default([])
  .describe(
    'Conditions that must all hold; [] matches every indexed site. Each names its "module": technology (slug, optional exact version), category (slug), header (HTTP response header name), tld, country (ISO codes), region (slug such as europe), language (ISO 639-1), change (sites that added, dropped or changed the version of a technology, optionally since a day), vulnerability (CVE ids and/or a minimum CVSS score). "exclude": true removes the sites a condition matches. Slugs are lower case: get them from lookup_technology.',
  );

export const countWebsites = defineTool({
  name: 'count_websites',
  title: 'Count websites by filters',
  description: `How many indexed websites match the filters (the report estimate), and the most one report may hold. Use it before list_websites to know what a list would cost. Cost: ${creditCostText('countWebsites')}.`,
  input: z.object({ filters }),
  output: WebsiteCount,
  annotations: { readOnlyHint: true, openWorldHint: false },
  async run(args, { client }) {
    const answer = await client.countWebsites(args.filters);
    return {
      text: `${plural(answer.count, 'website')} match ${describeFilters(args.filters)}. Listing them costs ${creditCostText('listWebsites')}.`,
      data: answer,
    };
  },
});

export const listWebsites = defineTool({
  name: 'list_websites',
  title: 'List websites by filters',
  description: `Websites matching the filters, best-ranked first, with rank, country, language, title, contacts and social links. At most ${MCP_WEBSITE_ROWS_MAX} rows a call (default ${MCP_WEBSITE_ROWS_DEFAULT}); pass the answer's nextCursor as cursor for the next rows. Cost: ${creditCostText('listWebsites')} — ask for only as many rows as needed (count_websites is free).`,
  input: z.object({
    filters,
    limit: z
      .number()
      .int()
      .min(1)
      .max(MCP_WEBSITE_ROWS_MAX)
      .default(MCP_WEBSITE_ROWS_DEFAULT)
      .describe(`Rows to return, 1–${MCP_WEBSITE_ROWS_MAX}; each costs a credit`),
    cursor: z
      .string()
      .min(1)
      .max(500)
      .optional()
      .describe('nextCursor of the previous call, to continue the list'),
  }),
  output: WebsitePage,
  annotations: { readOnlyHint: true, openWorldHint: false },
  async run(args, { client }) {
    const page = await client.listWebsites(args);
    const lines = [
      `${plural(page.websites.length, 'website')} matching ${describeFilters(args.filters)} (${plural(page.websites.length, 'credit')} charged).`,
    ];
    if (page.websites.length) lines.push(websiteTable(page.websites));
    lines.push(
      page.nextCursor
        ? `More rows: call again with cursor "${page.nextCursor}" (up to ${count(MCP_WEBSITE_ROWS_MAX)} a call).`
        : 'That is the end of the list.',
    );
    return { text: lines.join('\n'), data: page };
  },
});
