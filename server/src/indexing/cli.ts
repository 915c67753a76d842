// `npm run -s crawl -- --domain example.com` or `--domains list.txt` (one domain per line,
// optionally "domain,rank"): queues the crawls, works them with CRAWL_CONCURRENCY workers,
// prints progress and a summary. Exit status: 0 when every page was read, 2 when the SSRF guard
// refused a target, 1 for other failures (invalid names, unreachable or blocked sites).
// `--worker` only works the queue (more processes = more throughput) until stopped.

import { readFileSync } from 'node:fs';
import { normalizeDomain } from '@techcensus/contract';
import { loadConfig, publicUrl } from '../config.ts';
import { createCrawler } from '../crawl/crawler.ts';
import { literalVerdict } from '../crawl/ssrf.ts';
import { loadFingerprintSet } from '../detect/index.ts';
import { startQueue } from '../jobs/queue.ts';
import { createLogger } from '../log.ts';
import { suppressionCheck } from '../modules/ownership/suppression.ts';
import { openSiteIndex } from '../siteindex/index.ts';
import { openConfiguredDb } from '../store/open-configured.ts';
import {
  type CrawlJob,
  type CrawlJobOutput,
  crawlJobStates,
  enqueueCrawls,
  ensureCrawlQueue,
  startCrawlWorkers,
} from './crawl-queue.ts';
import { createVulnerabilityLookup } from './vulnerability-lookup.ts';

const args = process.argv.slice(2);
const flag = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};

/**
 * IP literals in any spelling are not domains, but saying only "invalid" would hide why they
 * can never be crawled: the guard's words are clearer ("refused: 0x7f000001 (= 127.0.0.1) is a
 * loopback address"). Nothing is queued and no request is sent for them.
 */
function refusedLiteral(name: string): string | null {
  const host = name
    .replace(/^https?:\/\//i, '')
    .split(/[/?#]/, 1)[0]
    .replace(/:\d+$/, '');
  const verdict = literalVerdict(host);
  return verdict && !verdict.ok ? verdict.reason : null;
}

function readJobs(): { jobs: CrawlJob[]; invalid: string[]; refused: string[] } {
  const lines: string[] = [];
  const single = flag('--domain');
  const file = flag('--domains');
  if (single) lines.push(single);
  if (file) lines.push(...readFileSync(file, 'utf8').split(/\r?\n/));
  const jobs: CrawlJob[] = [];
  const invalid: string[] = [];
  const refused: string[] = [];
  const seen = new Set<string>();
  for (const line of lines.map((l) => l.trim()).filter((l) => l && !l.startsWith('#'))) {
    const [name, rank] = line.split(/[,\s]+/);
    const refusal = refusedLiteral(name);
    if (refusal) {
      refused.push(refusal);
      continue;
    }
    const n = normalizeDomain(name);
    if (!n.ok) {
      invalid.push(name);
      continue;
    }
    if (seen.has(n.domain)) continue;
    seen.add(n.domain);
    jobs.push(rank && /^\d+$/.test(rank) ? { domain: n.domain, rank: Number(rank) } : { domain: n.domain });
  }
  return { jobs, invalid, refused };
}

const worker = args.includes('--worker');
const { jobs, invalid, refused } = worker ? { jobs: [], invalid: [], refused: [] } : readJobs();
if (!worker && !jobs.length && !invalid.length && !refused.length) {
  console.error('usage: crawl --domain <domain> | --domains <file> [--no-dns]  |  crawl --worker');
  process.exit(64);
}
for (const name of invalid) console.error(`skipped "${name}": not a valid domain name`);
for (const reason of refused) console.error(reason);
if (!worker && !jobs.length) process.exit(refused.length ? 2 : 1);

const config = loadConfig();
const log = createLogger(config.LOG_LEVEL === 'info' ? 'warn' : config.LOG_LEVEL);
const db = await openConfiguredDb(config);
const siteIndex = await openSiteIndex({
  db,
  opensearchUrl: config.OPENSEARCH_URL,
  index: config.OPENSEARCH_INDEX,
});
const queue = await startQueue(db, log);
const crawler = createCrawler({
  baseUrl: publicUrl(config),
  allowHosts: config.CRAWL_ALLOW_HOSTS,
  dns: args.includes('--no-dns') ? false : undefined,
});
const deps = {
  crawler,
  fingerprints: loadFingerprintSet(),
  siteIndex,
  vulnerabilities: createVulnerabilityLookup(db),
  isSuppressed: suppressionCheck(db),
};

async function shutdown(code: number): Promise<never> {
  await queue.stop({ graceful: true, wait: true, close: false, timeout: 5_000 });
  await crawler.close();
  await siteIndex.close();
  await db.close();
  process.exit(code);
}
process.once('SIGINT', () => void shutdown(130));
process.once('SIGTERM', () => void shutdown(143));

await ensureCrawlQueue(queue);
const ids = await enqueueCrawls(queue, db, jobs);
await startCrawlWorkers(queue, deps, config.CRAWL_CONCURRENCY);
if (worker) {
  console.error(`working the crawl queue with ${config.CRAWL_CONCURRENCY} workers; Ctrl-C to stop`);
} else {
  const started = Date.now();
  let lastLine = '';
  for (;;) {
    const states = await crawlJobStates(db, ids);
    const done = states.filter(
      (s) => s.state === 'completed' || s.state === 'failed' || s.state === 'cancelled',
    );
    const rate = done.length / Math.max(0.001, (Date.now() - started) / 1000);
    const line = `crawled ${done.length}/${ids.length} (${rate.toFixed(1)} sites/s)`;
    if (line !== lastLine) process.stderr.write(`${line}\n`);
    lastLine = line;
    if (done.length >= ids.length) {
      let refusedCount = refused.length;
      let failed = invalid.length;
      for (const s of states) {
        const out = s.output as CrawlJobOutput | null;
        if (s.state !== 'completed' || !out || !('outcome' in out)) {
          failed++;
          console.log(
            `${out && 'domain' in out ? out.domain : s.id}\terror\t${(s.output as { message?: string })?.message ?? s.state}`,
          );
          continue;
        }
        if (out.outcome === 'refused') refusedCount++;
        else if (!['ok', 'redirected', 'suppressed'].includes(out.outcome)) failed++;
        const why = out.reason ? `\t${out.reason}` : '';
        const what =
          out.indexed === false && out.outcome !== 'suppressed'
            ? 'not indexed (never read)'
            : `${out.technologies} technologies\t${out.changes} changes`;
        console.log(`${out.domain}\t${out.outcome}\t${what}${why}`);
      }
      await shutdown(refusedCount ? 2 : failed ? 1 : 0);
    }
    await new Promise((r) => setTimeout(r, 500));
  }
}
