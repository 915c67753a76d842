import { extendApi } from '@anatine/zod-openapi';
import { z } from 'zod';
import { MAX_REPORT_CONDITIONS } from '../pricing.ts';
import { text } from '../text.ts';
import { parseCondition } from './conditions.ts';
import { HEADER_NAME } from './values.ts';
import { VULNERABILITY_VALUE } from './vulnerability.ts';

/** Room for every module with a few entries each; the compiled query has its own limit. */
export const MAX_SERIALIZED_FILTERS = 40;
const MAX_VALUES = 300;

const slug = (what: string) =>
  text()
    .min(1)
    .max(200)
    .regex(/^[A-Za-z0-9-]+$/, `must be a ${what} slug such as "wordpress"`);
const list = (item: z.ZodString) => z.array(item).max(MAX_VALUES);

/** The object keys that name a module; exactly one per object (Region and Country go together). */
const MODULE_KEYS = [
  'Technology',
  'Category',
  'Header',
  'Custom',
  'Vulnerability',
  'TLD',
  'Language',
] as const;
const NON_MERGED = new Set(['Technology', 'Category', 'Header', 'Custom', 'Vulnerability']);

const FilterObject = z
  .object({
    Technology: slug('technology').optional().describe('Technology slug'),
    Category: slug('category').optional().describe('Category slug'),
    Header: text()
      .regex(HEADER_NAME, 'must be an HTTP header name')
      .optional()
      .describe('Response header name'),
    Custom: text()
      .max(300)
      .refine(
        (v) => parseCondition(v) !== null,
        'must read action:added|dropped|versionchanged;technology:NAME',
      )
      .optional()
      .describe('A change event: action:added|dropped|versionchanged;technology:NAME'),
    Vulnerability: text()
      .regex(VULNERABILITY_VALUE, 'must be "any", "cvss:N" (0–10) or a CVE id')
      .optional()
      .describe('"any" (a known CVE), "cvss:N" (highest CVSS score at least N) or a CVE id'),
    Version: text()
      .max(100)
      .optional()
      .describe('Exact version of the technology; empty or absent for any version'),
    TLD: list(text().regex(/^\.?[A-Za-z0-9-]{1,63}(\.[A-Za-z0-9-]{1,63})*$/, 'must be a TLD such as "de"'))
      .optional()
      .describe('Top-level domains without the dot; any of them'),
    Region: list(text().regex(/^[a-z0-9-]{1,100}$/, 'must be a region slug such as "europe"'))
      .optional()
      .describe('Region slugs; with Country: sites in any of these regions or countries'),
    Country: list(text().regex(/^[A-Za-z]{2}$/, 'must be a two-letter country code'))
      .optional()
      .describe('ISO 3166-1 alpha-2 codes (UK is read as GB)'),
    Language: list(text().regex(/^[A-Za-z]{2}$/, 'must be a two-letter ISO 639-1 code'))
      .optional()
      .describe('ISO 639-1 language codes; any of them'),
    Inclusion: z
      .boolean()
      .optional()
      .describe('false removes the matching sites instead of keeping them (default true)'),
  })
  .strict()
  .superRefine((f, ctx) => {
    const keys: string[] = MODULE_KEYS.filter((k) => f[k] !== undefined);
    if (f.Region !== undefined || f.Country !== undefined) keys.push('Region');
    if (keys.length !== 1) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        message:
          'each filter holds exactly one of Technology, Category, Header, Custom, Vulnerability, TLD, Region (with Country) or Language',
      });
      return;
    }
    const [key] = keys;
    if (f.Version !== undefined && !NON_MERGED.has(key))
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ['Version'],
        message: `a ${key} filter has no Version`,
      });
    if (f.Version && key !== 'Technology')
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ['Version'],
        message: 'only Technology filters have a version',
      });
    const values =
      key === 'Region' ? [...(f.Region ?? []), ...(f.Country ?? [])] : f[key as 'TLD' | 'Language'];
    if (!NON_MERGED.has(key) && (!values || values.length === 0))
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: [key], message: 'must hold at least one value' });
  });

/**
 * Part 1 §3 "Serialized filter list": Technology, Category, Header, Custom (and Vulnerability)
 * entries are one object each, keyed by the module with Version and optional Inclusion; TLD,
 * Region (its country entries under Country) and Language entries are merged into one object
 * per inclusion, holding the list of values. Objects are ANDed; the values of one list are ORed.
 */
export const SerializedFilter = extendApi(FilterObject, {
  description:
    'One filter of the report builder: exactly one module key. Technology, Category, Header, Custom and Vulnerability hold one value (with Version); TLD, Region/Country and Language hold a list, any of which matches.',
});
export type SerializedFilter = z.infer<typeof FilterObject>;

/** The example the API documentation shows: a WordPress report. */
export const SERIALIZED_FILTER_LIST_EXAMPLE: SerializedFilter[] = [
  { Technology: 'wordpress', Version: '', Inclusion: true },
  { Technology: 'woocommerce', Version: '', Inclusion: false },
  { Region: ['europe'], Country: ['US'], Inclusion: true },
  { Language: ['en', 'de'], Inclusion: true },
  { TLD: ['com'], Inclusion: false },
  { Custom: 'action:added;technology:wordpress', Version: '' },
];

export const SerializedFilterList = extendApi(
  z
    .array(SerializedFilter)
    .max(MAX_SERIALIZED_FILTERS)
    .superRefine((filters, ctx) => {
      const conditions = filters.filter((f) => f.Custom !== undefined).length;
      if (conditions > MAX_REPORT_CONDITIONS)
        ctx.addIssue({
          code: z.ZodIssueCode.custom,
          message: `at most ${MAX_REPORT_CONDITIONS} Custom conditions, got ${conditions}`,
        });
    }),
  {
    description:
      'The report builder’s filters: all must hold; an empty list matches every site. WordPress sites not running WooCommerce, in Europe or the US, in English or German, outside .com, that started using WordPress in the last twelve months:',
    example: SERIALIZED_FILTER_LIST_EXAMPLE,
  },
);
export type SerializedFilterList = z.infer<typeof SerializedFilterList>;
