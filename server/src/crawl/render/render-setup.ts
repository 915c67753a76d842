// What the deep-scan suites share: the fixture farm, a crawler that reaches it, and the engine's
// questions for the browser.

import type { Farm } from '../../../../fixtures/farm/farm.ts';
import { CHROMIUM } from '../../../../tests/support/chromium.ts';
import { domQueries, jsChains, loadFingerprintSet } from '../../detect/index.ts';
import { type Crawler, type CrawlerConfig, createCrawler } from '../index.ts';
import { type ChromiumRendererOptions, createChromiumRenderer } from './chromium.ts';
import type { Renderer, RenderRequest } from './renderer.ts';

export function farmCrawler(farm: Farm, extra: Partial<CrawlerConfig> = {}): Crawler {
  return createCrawler({
    baseUrl: 'https://techcensus.test',
    allowHosts: farm.allowHosts,
    lookup: farm.lookup,
    ca: farm.ca,
    connectPort: farm.connectPort,
    dns: false,
    perHostIntervalMs: 0,
    ...extra,
  });
}

/** A renderer over the crawler's guard, reaching the farm the way the crawler does. */
export function farmRenderer(
  farm: Farm,
  crawler: Crawler,
  opts: Partial<ChromiumRendererOptions> = {},
): Renderer {
  return createChromiumRenderer({
    executablePath: CHROMIUM,
    guard: crawler.guard,
    userAgent: crawler.fetcher.userAgent,
    ca: farm.ca,
    connectPort: farm.connectPort,
    loadMs: 5_000,
    settleMs: 1_000,
    timeoutMs: 15_000,
    ...opts,
  });
}

/** What indexSite asks the browser, for one URL. */
export function renderRequest(url: string): RenderRequest {
  const set = loadFingerprintSet();
  return { url, jsChains: jsChains(set), domQueries: domQueries(set) };
}
