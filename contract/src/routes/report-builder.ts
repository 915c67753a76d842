import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { ApiError } from '../envelope.ts';
import { SerializedFilterList } from '../report-builder/serialized.ts';
import { text } from '../text.ts';

const c = initContract();

/** Suggestion lists are short: the panel shows the best matches, not a catalogue. */
export const SUGGESTION_LIMIT = 20;
/** Sample domains the builder previews. */
export const SAMPLE_DOMAIN_COUNT = 20;

const Country = z.object({ ShortName: z.string(), Name: z.string() });

/** Part 1 §3 "Sample domain". Hidden rows carry HIDDEN_DOMAIN and only a masked rank. */
export const SampleDomain = z.object({
  country: Country.nullable(),
  /** HIDDEN_DOMAIN when hidden. */
  domain: z.string(),
  /** 2,000,000,000 reads "low rank"; null when hidden. */
  rank: z.number().int().nullable(),
  /** Hidden rows: the rank's digits as asterisks ("**,***"); null otherwise. */
  rankMask: z.string().nullable(),
  contacts: z.object({
    Address: z.boolean(),
    Linkedin: z.boolean(),
    Twitter: z.boolean(),
    Youtube: z.boolean(),
    Instagram: z.boolean(),
    Facebook: z.boolean(),
    Email: z.boolean(),
    Phone: z.boolean(),
  }),
  hidden: z.boolean(),
  /** A generated demo website: marked as such, no link out to it, its rank a demo ranking. */
  synthetic: z.boolean(),
});
export type SampleDomain = z.infer<typeof SampleDomain>;

/** Part 1 §3 "Search status". */
export const SearchStatus = z.object({
  searchId: z.string(),
  /** 0 to 1: half for the count, half for the sample. */
  progress: z.number().min(0).max(1),
  completed: z.boolean(),
  /** Why the search failed, when it did (it is then completed with no domains). */
  error: z.string().nullable(),
  results: z.object({
    sampleDomains: z.array(SampleDomain),
    /** How many of sampleDomains are hidden from this visitor. */
    hiddenCount: z.number().int(),
    /** Null until counted. */
    domainCount: z.number().int().nullable(),
    maxDomainsInReport: z.number().int(),
  }),
});
export type SearchStatus = z.infer<typeof SearchStatus>;

const DomainCount = z.number().int().describe('Indexed sites matching it');

export const TechnologySuggestion = z.object({
  LongName: z.string(),
  /** The slug, the value of a Technology filter. */
  Technology: z.string(),
  /** '' for the technology itself. */
  Version: z.string(),
  Icon: z.string(),
  DomainCount,
});
export const TechnologyVersionItem = z.object({ Version: z.string(), DomainCount });
export const CategorySuggestion = z.object({
  LongName: z.string(),
  Category: z.string(),
  Icon: z.string(),
  DomainCount,
});
export const HeaderSuggestion = z.object({ LongName: z.string(), Header: z.string(), DomainCount });
export const CountrySuggestion = z.object({ Id: z.string(), LongName: z.string(), DomainCount });
export const RegionSuggestion = z.object({
  Id: z.string(),
  LongName: z.string(),
  DomainCount,
  Countries: z.array(CountrySuggestion),
});
export const LanguageSuggestion = z.object({
  Id: z.string(),
  LongName: z.string(),
  Language: z.string(),
  DomainCount,
});
export const TldSuggestion = z.object({
  Id: z.string(),
  LongName: z.string(),
  TLD: z.string(),
  DomainCount,
});
export type TechnologySuggestion = z.infer<typeof TechnologySuggestion>;
export type TechnologyVersionItem = z.infer<typeof TechnologyVersionItem>;
export type CategorySuggestion = z.infer<typeof CategorySuggestion>;
export type HeaderSuggestion = z.infer<typeof HeaderSuggestion>;
export type RegionSuggestion = z.infer<typeof RegionSuggestion>;
export type LanguageSuggestion = z.infer<typeof LanguageSuggestion>;
export type TldSuggestion = z.infer<typeof TldSuggestion>;

const list = <T extends z.ZodTypeAny>(item: T) => z.object({ results: z.array(item) });
const search = z.object({
  search: text()
    .max(100)
    .optional()
    .describe('Text to match; the website asks from 2 characters. Empty: the most used.'),
});
const errors = { 400: ApiError, 404: ApiError, 429: ApiError };

/**
 * The report builder's calls (part 1 §7): the count of matching sites with a sample, run in the
 * background and polled, and the filter panel's suggestions. Website calls, not the metered
 * API: no key, no credits; counting is bounded by the website's rate limit.
 */
export const reportBuilderContract = c.router({
  calculateReportDomainCount: {
    method: 'POST',
    path: '/api/calculateReportDomainCount',
    summary: 'Start counting the sites that match a report builder filter list',
    description:
      'Checks the filters (unknown names are a 400), then counts in the background; poll `readQueryStatus` with the `searchId` until `progress` is 1. Searches are kept for ten minutes.',
    body: SerializedFilterList,
    responses: { 200: z.object({ results: z.object({ searchId: z.string() }) }), ...errors },
  },
  readQueryStatus: {
    method: 'GET',
    path: '/api/readQueryStatus/:searchToken',
    pathParams: z.object({ searchToken: text().max(100) }),
    summary: 'Progress, count and sample domains of a report builder search',
    description:
      'Sample rows beyond the first ten are hidden for visitors who are not signed in (domain as text, rank masked).',
    responses: { 200: z.object({ results: SearchStatus }), ...errors },
  },
  technologySuggestions: {
    method: 'GET',
    path: '/api/technology',
    query: search,
    summary: 'Technologies whose name matches, best match first',
    responses: { 200: list(TechnologySuggestion), ...errors },
  },
  technologyVersions: {
    method: 'GET',
    path: '/api/technology/:name/version',
    pathParams: z.object({ name: text().min(1).max(200).describe('Technology slug') }),
    summary: 'Detected versions of a technology, most used first',
    responses: { 200: list(TechnologyVersionItem), ...errors },
  },
  categorySuggestions: {
    method: 'GET',
    path: '/api/category',
    query: search,
    summary: 'Technology categories whose name matches',
    responses: { 200: list(CategorySuggestion), ...errors },
  },
  headerSuggestions: {
    method: 'GET',
    path: '/api/header',
    query: search,
    summary: 'Response header names seen on indexed sites that match',
    responses: { 200: list(HeaderSuggestion), ...errors },
  },
  regions: {
    method: 'GET',
    path: '/api/region',
    summary: 'Regions with their countries, and the indexed sites in each',
    responses: { 200: list(RegionSuggestion), ...errors },
  },
  languages: {
    method: 'GET',
    path: '/api/language',
    summary: 'Languages, the ones of indexed sites first',
    responses: { 200: list(LanguageSuggestion), ...errors },
  },
  tlds: {
    method: 'GET',
    path: '/api/tld',
    summary: 'Top-level domains, the ones of indexed sites first',
    responses: { 200: list(TldSuggestion), ...errors },
  },
});
