/**
 * What the benchmark asks: a fixed mix of report filters (count + a 10-site sample, as the
 * report builder's preview does) and the technology page's aggregations. Values that depend on
 * the data (the most common jQuery version, the most frequent CVE) are looked up once before
 * timing starts, on the adapter under test.
 */
import type { AggregateOptions, Facet, SiteFilters, SiteIndex } from '../../server/src/siteindex/port.ts';
import { NOW } from './dataset.ts';

const daysBefore = (days: number) => new Date(NOW.getTime() - days * 86_400_000).toISOString().slice(0, 10);
export const MONTH_AGO = daysBefore(30);

export interface ReportQuery {
  name: string;
  filters: SiteFilters;
}

export interface Values {
  jqueryVersion: string;
  topCve: string | null;
}

export async function lookUpValues(index: SiteIndex): Promise<Values> {
  const versions = await index.aggregate([], 'version', { size: 1, technology: 'jquery' });
  const cves = await index.aggregate([], 'cve', { size: 1 });
  return { jqueryVersion: versions[0]?.key ?? '3.7.1', topCve: cves[0]?.key ?? null };
}

export function reportMix(v: Values): ReportQuery[] {
  const tech = (slug: string, version?: string) =>
    ({ module: 'technology', mode: 'include', slug, ...(version ? { version } : {}) }) as const;
  return [
    { name: 'technology (wordpress)', filters: [tech('wordpress')] },
    { name: 'technology (shopify)', filters: [tech('shopify')] },
    { name: 'technology + version (jquery)', filters: [tech('jquery', v.jqueryVersion)] },
    {
      name: 'category + country (ecommerce, DE)',
      filters: [
        { module: 'category', mode: 'include', slug: 'ecommerce' },
        { module: 'country', mode: 'include', values: ['DE'] },
      ],
    },
    {
      name: 'tld + language (de, de)',
      filters: [
        { module: 'tld', mode: 'include', values: ['de'] },
        { module: 'language', mode: 'include', values: ['de'] },
      ],
    },
    {
      name: 'exclude combo (wordpress, not US, not woocommerce)',
      filters: [
        tech('wordpress'),
        { module: 'country', mode: 'exclude', values: ['US'] },
        { module: 'technology', mode: 'exclude', slug: 'woocommerce' },
      ],
    },
    {
      name: 'change: started using shopify, last month',
      filters: [{ module: 'change', mode: 'include', action: 'added', slug: 'shopify', since: MONTH_AGO }],
    },
    {
      name: 'change: stopped using wordpress, in GB',
      filters: [
        { module: 'change', mode: 'include', action: 'dropped', slug: 'wordpress' },
        { module: 'country', mode: 'include', values: ['GB'] },
      ],
    },
    { name: 'vulnerability: any', filters: [{ module: 'vulnerability', mode: 'include' }] },
    {
      name: 'vulnerability: CVSS ≥ 9 on wordpress',
      filters: [tech('wordpress'), { module: 'vulnerability', mode: 'include', minSeverity: 9 }],
    },
    {
      name: 'vulnerability: one CVE',
      filters: [{ module: 'vulnerability', mode: 'include', cves: v.topCve ? [v.topCve] : [] }],
    },
  ];
}

export interface PageQuery {
  name: string;
  filters: SiteFilters;
  facet: Facet;
  opts: AggregateOptions;
}

/** The technology page of `slug`: where it is used, which versions, what comes with it. */
export function technologyPage(slug: string): PageQuery[] {
  const users: SiteFilters = [{ module: 'technology', mode: 'include', slug }];
  return [
    { name: 'by country (top 10)', filters: users, facet: 'country', opts: { size: 10 } },
    { name: 'by tld (top 10)', filters: users, facet: 'tld', opts: { size: 10 } },
    { name: 'versions', filters: [], facet: 'version', opts: { size: 20, technology: slug } },
    { name: 'by rank bucket', filters: users, facet: 'rankBucket', opts: { size: 5 } },
    { name: 'used together (top 10)', filters: users, facet: 'technology', opts: { size: 11 } },
    { name: 'last-month changes', filters: users, facet: 'change', opts: { size: 10, since: MONTH_AGO } },
  ];
}

/** Other pages' aggregations, timed once each kind for the record. */
export const OTHER_AGGREGATIONS: PageQuery[] = [
  {
    name: 'market share in category (cms)',
    filters: [],
    facet: 'technology',
    opts: { size: 10, category: 'content-management-system' },
  },
  { name: 'per-CVE affected sites', filters: [], facet: 'cve', opts: { size: 20 } },
  { name: 'per-ASN', filters: [], facet: 'asn', opts: { size: 20 } },
  { name: 'per-tag', filters: [], facet: 'tag', opts: { size: 20 } },
  { name: 'per-header', filters: [], facet: 'header', opts: { size: 20 } },
  { name: 'per-advertiser', filters: [], facet: 'advertiser', opts: { size: 20 } },
];
