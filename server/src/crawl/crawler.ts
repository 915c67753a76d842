// Wiring: one guard, one politeness gate and one keep-alive fetcher shared by every crawl of a
// process, built from a flat configuration.

import { type CrawlSiteOptions, crawlSite } from './crawl-site.ts';
import { Fetcher, type FetcherOptions } from './fetcher.ts';
import { Politeness, type PolitenessOptions } from './rate.ts';
import { type GuardOptions, SsrfGuard } from './ssrf.ts';
import type { CrawlResult } from './types.ts';

export interface CrawlerConfig
  extends GuardOptions,
    PolitenessOptions,
    Omit<FetcherOptions, 'guard' | 'userAgent' | 'politeness'>,
    Omit<CrawlSiteOptions, 'fetcher'> {
  /** the service's public base URL; the user agent points at its /bot page */
  baseUrl: string;
}

export interface Crawler {
  readonly fetcher: Fetcher;
  readonly guard: SsrfGuard;
  readonly politeness: Politeness;
  crawlSite(domain: string, overrides?: Omit<CrawlSiteOptions, 'fetcher'>): Promise<CrawlResult>;
  close(): Promise<void>;
}

/** "TechCensusBot/1.0 (+https://techcensus.example/bot)" */
export function userAgentFor(baseUrl: string): string {
  return `TechCensusBot/1.0 (+${baseUrl.replace(/\/+$/, '')}/bot)`;
}

export function createCrawler(config: CrawlerConfig): Crawler {
  const guard = new SsrfGuard(config);
  const politeness = new Politeness(config);
  const fetcher = new Fetcher({ ...config, guard, politeness, userAgent: userAgentFor(config.baseUrl) });
  const defaults: Omit<CrawlSiteOptions, 'fetcher'> = {
    robots: config.robots,
    robotsCache: config.robotsCache,
    assets: config.assets,
    adsTxt: config.adsTxt,
    dns: config.dns,
    work: config.work,
  };
  return {
    fetcher,
    guard,
    politeness,
    crawlSite: (domain, overrides) => crawlSite(domain, { ...defaults, ...overrides, fetcher }),
    close: () => fetcher.close(),
  };
}
