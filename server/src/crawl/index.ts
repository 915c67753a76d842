export type { AddressClass, Classification } from './address.ts';
export { CLASS_PHRASE, classifyAddress, parseLooseIPv4, v4ToNumber, v6ToBigInt } from './address.ts';
export { type CrawlSiteOptions, crawlSite } from './crawl-site.ts';
export { type Crawler, type CrawlerConfig, createCrawler, userAgentFor } from './crawler.ts';
export { createRecordResolver, type DnsOptions, lookupRecords, type ResolveRecords } from './dns.ts';
export { parseAdsTxt } from './extract/ads-txt.ts';
export { extractContacts } from './extract/contacts.ts';
export { parseHtml } from './extract/html.ts';
export { catalogueLanguage, type LanguageSource, pageLanguage, textLanguage } from './extract/language.ts';
export { analyseLinks } from './extract/links.ts';
export { extractSocial, socialProfile } from './extract/social.ts';
export { extractTags, TAG_KINDS } from './extract/tags.ts';
export {
  classifyError,
  decodeBody,
  Fetcher,
  type FetcherOptions,
  type FetchFailure,
  type FetchOutcome,
  type FetchResponse,
  MAX_PAGE_BYTES,
  readCapped,
} from './fetcher.ts';
export { BOT_WALLS, detectBotWall, hasPage, outcomeFromFailure, outcomeFromResponse } from './outcome.ts';
export {
  looksLikeHtml,
  type PageInHand,
  type PageSources,
  readPageInHand,
  sameSite,
} from './page-result.ts';
export { Politeness, type PolitenessOptions, Semaphore, type SharedHostSlots } from './rate.ts';
export { parseRobots, productToken, type RobotsRules } from './robots.ts';
export type { RobotsCache, RobotsRead } from './robots-cache.ts';
export {
  type GuardOptions,
  literalVerdict,
  RefusedError,
  type Resolve,
  SsrfGuard,
  type Verdict,
} from './ssrf.ts';
export type * from './types.ts';
