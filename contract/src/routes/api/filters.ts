import { extendApi } from '@anatine/zod-openapi';
import { z } from 'zod';
import { closed } from '../../closed.ts';
import { text } from '../../text.ts';

/**
 * The report filter language: what the report builder compiles its filter panel into and what
 * `/api/v1/websites` accepts. Every filter is ANDed with the others; a filter with several
 * values matches any of them; `exclude: true` removes the sites the same filter would match.
 * Names are the URL slugs the website uses (`wordpress`, `content-management-system`), header
 * names are lower case, countries ISO 3166-1 alpha-2 (UK is accepted for GB), regions their slug
 * (`europe`), languages ISO 639-1, TLDs without the dot.
 */
const slug = text()
  .min(1)
  .max(200)
  .regex(/^[a-z0-9-]+$/, 'must be a lower-case slug such as "wordpress"');
const exclude = z.boolean().optional().describe('Remove the matching sites instead of keeping them');
const values = <T extends z.ZodTypeAny>(item: T) => z.array(item).min(1).max(300);

export const TechnologyFilter = closed({
  module: z.literal('technology'),
  technology: slug,
  version: text().min(1).max(100).optional().describe('Exact version string, e.g. "6.4.2"'),
  exclude,
});
export const CategoryFilter = closed({ module: z.literal('category'), category: slug, exclude });
export const HeaderFilter = closed({
  module: z.literal('header'),
  header: text()
    .min(1)
    .max(200)
    .regex(/^[A-Za-z0-9!#$%&'*+.^_`|~-]+$/, 'must be an HTTP header name'),
  exclude,
});
export const TldFilter = closed({
  module: z.literal('tld'),
  values: values(
    text()
      .min(1)
      .max(63)
      .regex(/^[a-z0-9.-]+$/i, 'must be a TLD such as "de" or "co.uk"'),
  ),
  exclude,
});
export const CountryFilter = closed({
  module: z.literal('country'),
  values: values(text().regex(/^[A-Za-z]{2}$/, 'must be a two-letter country code')),
  exclude,
});
export const RegionFilter = closed({
  module: z.literal('region'),
  values: values(slug),
  exclude,
});
export const LanguageFilter = closed({
  module: z.literal('language'),
  values: values(text().regex(/^[A-Za-z]{2}$/, 'must be a two-letter ISO 639-1 code')),
  exclude,
});
export const CHANGE_ACTIONS = ['added', 'dropped', 'versionchanged'] as const;
export const ChangeFilter = closed({
  module: z.literal('change'),
  action: z.enum(CHANGE_ACTIONS).describe('Started using, stopped using, or changed version of'),
  technology: slug,
  since: text()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a day, YYYY-MM-DD')
    .optional()
    .describe('Only changes on or after this day (the index keeps twelve months)'),
  exclude,
});

/**
 * Sites whose detected versions carry a known CVE: any, one of `cves`, and/or a highest CVSS
 * base score of at least `minSeverity`.
 */
export const VulnerabilityFilter = closed({
  module: z.literal('vulnerability'),
  cves: values(text().regex(/^CVE-\d{4}-\d{4,}$/i, 'must be a CVE id such as CVE-2024-12345')).optional(),
  minSeverity: z.number().min(0).max(10).optional().describe('CVSS base score, 0–10'),
  exclude,
});

export const ReportFilter = z.discriminatedUnion('module', [
  TechnologyFilter,
  CategoryFilter,
  HeaderFilter,
  TldFilter,
  CountryFilter,
  RegionFilter,
  LanguageFilter,
  ChangeFilter,
  VulnerabilityFilter,
]);
export type ReportFilter = z.infer<typeof ReportFilter>;

/** At most this many filters in one query (the builder's nine custom conditions and room to spare). */
export const MAX_REPORT_FILTERS = 30;

export const ReportFilters = extendApi(z.array(ReportFilter).max(MAX_REPORT_FILTERS), {
  description: 'Filters, all of which must hold; an empty list matches every site.',
  example: [
    { module: 'technology', technology: 'wordpress' },
    { module: 'country', values: ['DE', 'AT', 'CH'] },
    { module: 'technology', technology: 'woocommerce', exclude: true },
  ],
});
