// `tsx server/src/crawl/cli.ts <domain> [--base-url URL] [--no-dns]`: crawls one site and prints
// the CrawlResult as JSON. Exits 0 when the page was read (ok, redirected), 2 when the SSRF guard
// refused the target, 1 for every other outcome.

import { createCrawler } from './crawler.ts';

const args = process.argv.slice(2);
const domain = args.find((a) => !a.startsWith('--'));
if (!domain) {
  console.error('usage: crawl <domain> [--base-url URL] [--no-dns]');
  process.exit(64);
}
const baseIndex = args.indexOf('--base-url');
const crawler = createCrawler({
  baseUrl:
    baseIndex >= 0 ? args[baseIndex + 1] : (process.env.PUBLIC_BASE_URL ?? 'https://techcensus.example'),
  dns: args.includes('--no-dns') ? false : undefined,
});
try {
  const result = await crawler.crawlSite(domain);
  const { html: _html, text: _text, scripts: _scripts, css: _css, ...signals } = result.signals;
  console.log(JSON.stringify({ ...result, signals }, null, 2));
  if (result.outcome.kind === 'refused') console.error(result.outcome.reason);
  process.exitCode =
    result.outcome.kind === 'ok' || result.outcome.kind === 'redirected'
      ? 0
      : result.outcome.kind === 'refused'
        ? 2
        : 1;
} finally {
  await crawler.close();
}
