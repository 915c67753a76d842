import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { z } from 'zod';
import { DEFAULT_REFRESH, parseRefreshPolicy } from './refresh-policy.ts';

const SYSTEM_CHROMIUM = '/usr/bin/chromium';
const port = z.coerce.number().int().min(0).max(65_535);
// An empty variable counts as unset, as shells and .env files often leave them.
const optionalText = z
  .string()
  .optional()
  .transform((v) => (v?.trim() ? v.trim() : undefined));
const optionalUrl = optionalText.pipe(z.string().url().optional());
/** Comma-separated host names, lower-cased; empty: none. */
const hostList = z
  .string()
  .default('')
  .transform((v) =>
    v
      .split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
  );
/** A whole number from `min` to `max`, or unset (empty counts as unset). */
const optionalWhole = (min: number, max: number) => {
  const message = `must be a whole number from ${min} to ${max}`;
  return optionalText.pipe(
    z
      .string()
      .transform((v, ctx) => {
        const n = /^\d+$/.test(v) ? Number(v) : Number.NaN;
        if (n >= min && n <= max) return n;
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      })
      .optional(),
  );
};
/** true, false, or unset (empty counts as unset): the default then decides. */
const onOff = z
  .enum(['true', 'false', ''])
  .optional()
  .transform((v) => (v === 'true' ? true : v === 'false' ? false : undefined));

/**
 * Every environment variable the server reads, with its default and meaning. The README's
 * configuration table is checked against this list by a test, so they cannot drift apart.
 */
export const CONFIG_VARIABLES = {
  PORT: { schema: port.default(3000), doc: 'HTTP port to listen on.' },
  HOST: {
    schema: z.string().min(1).default('127.0.0.1'),
    doc: 'Interface to bind; set 0.0.0.0 (with PUBLIC_URL) to accept connections from other hosts.',
  },
  PUBLIC_URL: {
    schema: optionalUrl,
    doc: "The site's one origin: canonical and OpenGraph links, where checkouts and sign-ins return, and the only host name besides the loopback names on PORT that requests may name (Host). Default: http://HOST:PORT; required when HOST is 0.0.0.0 or ::.",
  },
  DATABASE_URL: {
    schema: optionalUrl,
    doc: 'PostgreSQL connection string. Unset: embedded PGlite in DATA_DIR.',
  },
  DATA_DIR: {
    schema: z.string().min(1).default('./data'),
    doc: 'Where embedded data lives (PGlite database under DATA_DIR/pg). Use memory:// for a throw-away run.',
  },
  OPENSEARCH_URL: {
    schema: optionalUrl,
    doc: 'OpenSearch node or cluster for the SiteIndex. Unset: the SiteIndex lives in Postgres.',
  },
  OPENSEARCH_INDEX: {
    schema: z
      .string()
      .regex(/^[a-z0-9][a-z0-9_-]*$/)
      .default('techcensus-sites'),
    doc: 'Name of the OpenSearch index holding site documents.',
  },
  WEB_CONCURRENCY: {
    schema: optionalText.pipe(z.coerce.number().int().min(1).max(256).optional()),
    doc: 'HTTP worker processes serving PORT together (node:cluster); the job queue, schedules, statistics refreshes and the demo seed run once, in the primary process beside them, and a worker that dies is replaced. Unset: the CPU core count with DATABASE_URL, 1 on the embedded store, which one process owns (more is refused).',
  },
  OPENSEARCH_SHARDS: {
    schema: optionalWhole(1, 1024),
    doc: 'Primary shards of the site index and its alerts index when they are created (1 to 1024). Unset: 1. An existing index keeps the count it was made with (OpenSearch cannot change it in place); a different one is reported as a warning at start. Answers are exact on any number of shards (docs/siteindex.md, "Shards").',
  },
  OPENSEARCH_REPLICAS: {
    schema: optionalWhole(0, 100),
    doc: 'Replica copies of each shard (0 to 100), set when the indexes are created and on existing ones at start. Unset: 0 for a new index; an existing one keeps its own.',
  },
  LOG_LEVEL: {
    schema: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    doc: 'pino log level.',
  },
  BODY_LIMIT: {
    schema: z
      .string()
      .regex(/^\d+(b|kb|mb)$/i)
      .default('100kb'),
    doc: 'Largest request body accepted (larger bodies get 413).',
  },
  TRUST_PROXY: {
    schema: z
      .enum(['true', 'false'])
      .default('false')
      .transform((v) => v === 'true'),
    doc: 'Trust X-Forwarded-* headers (set true behind a reverse proxy or load balancer).',
  },
  CONTACT_EMAIL: {
    schema: z.string().email().default('contact@techcensus.example'),
    doc: 'Address shown on the about and contact pages, and where operator mail goes.',
  },
  SMTP_URL: {
    schema: optionalText.pipe(
      z
        .string()
        .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
        .optional(),
    ),
    doc: 'SMTP server for outgoing mail (smtp:// or smtps://, credentials in the URL). Unset: mail is kept in the mail_outbox table (and shown at /dev/outbox when DEV_OUTBOX is on).',
  },
  DEV_OUTBOX: {
    schema: onOff,
    doc: 'Without SMTP_URL, /dev/outbox shows every kept message, one-time codes and API keys included. Unset: on when NODE_ENV is development (the default) and HOST is a loopback address; true turns it on elsewhere but needs a loopback HOST.',
  },
  MAIL_FROM: {
    schema: z.string().min(3).default('TechCensus <no-reply@techcensus.example>'),
    doc: 'Sender of account and contact mail.',
  },
  AUTH_SECRET: {
    schema: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
    doc: 'Secret for one-time code hashes, captcha signatures and the human-check cookie; the same on every process. Unset: random per start (codes and captchas then do not survive a restart).',
  },
  GOOGLE_CLIENT_ID: {
    schema: optionalText,
    doc: 'OAuth client id for Google sign-in. Unset: the Google button is hidden.',
  },
  GOOGLE_CLIENT_SECRET: {
    schema: optionalText,
    doc: 'OAuth client secret for Google sign-in.',
  },
  GOOGLE_ISSUER: {
    schema: z.string().url().default('https://accounts.google.com'),
    doc: 'OpenID Connect issuer used for Google sign-in (discovery at ISSUER/.well-known/openid-configuration).',
  },
  RECAPTCHA_SITE_KEY: {
    schema: optionalText,
    doc: 'reCAPTCHA site key; with RECAPTCHA_SECRET it replaces the self-hosted ALTCHA captcha.',
  },
  RECAPTCHA_SECRET: {
    schema: optionalText,
    doc: 'reCAPTCHA secret key.',
  },
  CAPTCHA_DIFFICULTY: {
    schema: z.coerce.number().int().min(10).max(10_000_000).default(50_000),
    doc: 'Largest proof-of-work counter of an ALTCHA challenge (about this many SHA-256 hashes in the worst case).',
  },
  BROWSE_RATE_LIMIT: {
    schema: z.coerce.number().int().min(0).default(120),
    doc: 'Pages an anonymous client may load per minute before it is asked to pass a captcha; 0 turns the check off.',
  },
  SCHEDULING_URL: {
    schema: optionalUrl,
    doc: 'Booking page embedded on /contact-us and /schedule-demo. Unset: those pages point to the contact form.',
  },
  DEMO_SITES: {
    schema: z.coerce.number().int().min(0).max(200_000_000).default(50_000),
    doc: 'Synthetic demo sites generated in the background on the first start with an empty site index (not with DATA_DIR=memory://); 0 turns it off.',
  },
  CRAWL_CONCURRENCY: {
    schema: z.coerce.number().int().min(1).max(256).default(16),
    doc: 'Crawls a process runs at once (crawl command and workers).',
  },
  CRAWL_REFRESH: {
    schema: z
      .string()
      .default(DEFAULT_REFRESH)
      .transform((v, ctx) => {
        try {
          return parseRefreshPolicy(v.trim() || DEFAULT_REFRESH);
        } catch (err) {
          ctx.addIssue({ code: 'custom', message: (err as Error).message });
          return z.NEVER;
        }
      }),
    doc: 'When the crawler visits a site again, by rank: comma-separated rank bound:interval (s, m, h or d), * for every other site, at most 16 rules; *:0s makes every site due at once. Read at each claim from the last visit, so a change applies to every site at once. Failing sites back off (docs/crawler.md).',
  },
  CRAWL_ALLOW_HOSTS: {
    schema: hostList,
    doc: 'Comma-separated host names (or *.suffix patterns) the crawler may reach even on private addresses; for test fixtures only.',
  },
  WARC_ALLOW_HOSTS: {
    schema: hostList,
    doc: 'crawl --warc: comma-separated host names, addresses (or *.suffix patterns) segments may be downloaded from even on private addresses and any port, for archive mirrors on a private network. Unset: every segment URL passes the SSRF guard like any fetch.',
  },
  CHROMIUM_PATH: {
    schema: optionalText
      .refine((v) => v === undefined || v === 'none' || existsSync(v), 'no browser at this path')
      .transform((v) =>
        v === 'none' ? null : (v ?? (existsSync(SYSTEM_CHROMIUM) ? SYSTEM_CHROMIUM : null)),
      ),
    doc: 'Headless Chromium for deep scans. Unset: /usr/bin/chromium when it exists; none, or no browser, and deep scans are refused as unavailable.',
  },
  STATS_CACHE_SECONDS: {
    schema: z.coerce.number().int().min(0).max(86_400).default(60),
    doc: 'How long an index statistic (counts, facets, samples) counts as current; an older one is served while it is recomputed in the background (up to a day old), and slow ones are kept in the database across restarts. Written sites show once it has passed, removed ones at once. 0 turns it off.',
  },
  SCAN_CONCURRENCY: {
    schema: z.coerce.number().int().min(0).max(64).default(2),
    doc: 'Live scans this process runs at once; 0 leaves scans to other processes.',
  },
  PAGE_WORKERS: {
    schema: z.coerce
      .number()
      .int()
      .min(1)
      .max(64)
      .default(Math.max(1, Math.min(4, availableParallelism() - 1))),
    doc: 'Worker threads that read the pages this process visits (scans, monitoring, revisits): parsing, site facts and detection, off the thread that answers requests. Default: one fewer than the CPU cores, 1 to 4.',
  },
  PAGE_BUDGET_MS: {
    schema: z.coerce.number().int().min(1).max(600_000).default(10_000),
    doc: 'Time one page may take in those workers; a page over it has its worker ended and is recorded with the outcome overBudget (docs/crawler.md).',
  },
  SCAN_RATE_LIMIT: {
    schema: z.coerce.number().int().min(0).default(30),
    doc: 'Scans the website starts per hour for one address, and again for one account; 0 turns the limit off.',
  },
  REPORTS_DIR: {
    schema: optionalText,
    doc: 'Where bought report files (CSV, XLSX) are written. Unset: DATA_DIR/reports, or a temporary directory removed at exit when DATA_DIR is memory://.',
  },
  REPORT_CONCURRENCY: {
    schema: z.coerce.number().int().min(0).max(16).default(1),
    doc: 'Report files this process builds at once; 0 leaves building to other processes.',
  },
  MONITORING_INTERVAL_SECONDS: {
    schema: optionalText.pipe(z.coerce.number().int().min(0).max(31_536_000).optional()),
    doc: "Seconds between two scheduled scans of a monitored website, for every plan. Unset: the plan's interval (no subscription weekly, Basic daily, Pro 12 h, Team 6 h).",
  },
  ALERT_RETRY_BASE_SECONDS: {
    schema: z.coerce.number().min(0.1).max(3_600).default(30),
    doc: 'First wait before a failed alert delivery is tried again; it doubles each time (at most 6 h apart, with jitter) for a day (docs/alerts.md).',
  },
  ALERT_DELIVERY_TIMEOUT_SECONDS: {
    schema: z.coerce.number().min(0.1).max(30).default(10),
    doc: 'Seconds a webhook receiver has to answer one delivery; no answer by then is a failure, tried again later.',
  },
  ALERT_PAUSE_AFTER_SECONDS: {
    schema: z.coerce.number().int().min(1).max(2_592_000).default(86_400),
    doc: 'An alert whose deliveries have failed for this long without a success is paused and its owner told by e-mail.',
  },
  API_RATE_LIMIT_MULTIPLIER: {
    schema: z.coerce.number().positive().max(10_000).default(1),
    doc: 'Scales every public API rate limit (per key by plan, per address); e.g. 100 for load tests.',
  },
  WEB_RATE_LIMIT: {
    schema: z.coerce.number().int().min(0).default(1200),
    doc: 'Website requests (pages, page data, calls) one address may make per minute; 0 turns the limit off.',
  },
  SEARCH_SUGGEST_RATE_LIMIT: {
    schema: z.coerce.number().int().min(0).default(120),
    doc: "Search suggestions (the header search's list while typing) one address may ask for per minute, on top of WEB_RATE_LIMIT; 0 turns the limit off.",
  },
  API_TEST_DOMAIN: {
    schema: optionalText.transform((v) => v?.toLowerCase()),
    doc: "Domain the free test lookup answers with. Unset: the index's best-ranked site.",
  },
  STRIPE_SECRET_KEY: {
    schema: optionalText.pipe(
      z
        .string()
        .regex(/^(sk|rk)_(test|live)_\w+$/, 'must be a Stripe secret key (sk_test_…, sk_live_… or rk_…)')
        .optional(),
    ),
    doc: 'Stripe secret key: purchases go through Stripe Checkout. Needs STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET. Unset: the local test checkout (see PURCHASE_TEST_CHECKOUT).',
  },
  STRIPE_PUBLISHABLE_KEY: {
    schema: optionalText.pipe(
      z
        .string()
        .regex(/^pk_(test|live)_\w+$/, 'must be a Stripe publishable key (pk_test_… or pk_live_…)')
        .optional(),
    ),
    doc: 'Stripe publishable key, answered by GET /purchase/public-key.',
  },
  STRIPE_WEBHOOK_SECRET: {
    schema: optionalText.pipe(
      z
        .string()
        .regex(/^whsec_\w+$/, 'must be a Stripe webhook signing secret (whsec_…)')
        .optional(),
    ),
    doc: 'Signing secret of the Stripe webhook endpoint POST /stripe/webhook; events with another signature are refused.',
  },
  PURCHASE_TEST_CHECKOUT: {
    schema: onOff,
    doc: 'Without Stripe keys, purchases open a local test checkout that takes no money and grants what was bought. Unset: on when NODE_ENV is development (the default) and HOST is a loopback address; true turns it on elsewhere but needs a loopback HOST.',
  },
  NODE_ENV: {
    schema: z.enum(['development', 'production', 'test']).default('development'),
    doc: 'development, production or test.',
  },
} as const;

type Vars = typeof CONFIG_VARIABLES;
export type Config = { [K in keyof Vars]: z.output<Vars[K]['schema']> };

const ConfigSchema = z.object(
  Object.fromEntries(Object.entries(CONFIG_VARIABLES).map(([k, v]) => [k, v.schema])) as {
    [K in keyof Vars]: Vars[K]['schema'];
  },
);

export class ConfigError extends Error {}

/** Reads and validates the environment; a bad value stops the start with every problem listed. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const config = parsed.data as Config;
  const problems = startupProblems(config);
  if (problems.length)
    throw new ConfigError(`Invalid configuration:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  return config;
}

/** 127.0.0.0/8, ::1 (also as ::ffff:127.x.y.z) and localhost: reachable from this machine only. */
export function isLoopbackHost(host: string): boolean {
  const h = host.toLowerCase().replace(/^\[|\]$/g, '');
  if (h === 'localhost' || h === '::1' || h === '0:0:0:0:0:0:0:1') return true;
  return /^(::ffff:)?127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(h);
}

const isWildcardHost = (host: string) => ['0.0.0.0', '::', '[::]', '0:0:0:0:0:0:0:0'].includes(host);

/**
 * Combinations no single variable's check can see. The development conveniences hand out
 * secrets (every one-time code, full API keys) and things of value (credits, subscriptions), so
 * they run only where nobody else can reach them.
 */
function startupProblems(config: Config): string[] {
  const problems: string[] = [];
  if (isWildcardHost(config.HOST) && !config.PUBLIC_URL)
    problems.push(
      `PUBLIC_URL: required with HOST=${config.HOST}; set it to the address visitors use (requests naming another host are refused).`,
    );
  if ((config.WEB_CONCURRENCY ?? 1) > 1 && !config.DATABASE_URL)
    problems.push(
      `WEB_CONCURRENCY: ${config.WEB_CONCURRENCY} HTTP workers need PostgreSQL (DATABASE_URL); the embedded store (PGlite) is owned by one process. Unset it or set 1.`,
    );
  const remote = !isLoopbackHost(config.HOST);
  if (remote && config.DEV_OUTBOX === true)
    problems.push(
      `DEV_OUTBOX: true shows every one-time code and API key to whoever opens /dev/outbox; it needs a loopback HOST (127.0.0.1, ::1 or localhost), not HOST=${config.HOST}.`,
    );
  if (remote && config.PURCHASE_TEST_CHECKOUT === true)
    problems.push(
      `PURCHASE_TEST_CHECKOUT: true lets anyone buy credits and subscriptions for nothing; it needs a loopback HOST (127.0.0.1, ::1 or localhost), not HOST=${config.HOST}.`,
    );
  return problems;
}

/**
 * Which development conveniences this configuration turns on (before asking whether SMTP or
 * Stripe make them moot): explicitly, or by default in development on a loopback address only.
 */
export function developmentConveniences(config: Config): { outbox: boolean; testCheckout: boolean } {
  const byDefault = config.NODE_ENV === 'development' && isLoopbackHost(config.HOST);
  return {
    outbox: config.DEV_OUTBOX ?? byDefault,
    testCheckout: config.PURCHASE_TEST_CHECKOUT ?? byDefault,
  };
}

/**
 * How many HTTP workers serve: WEB_CONCURRENCY, else every core on PostgreSQL and one on the
 * embedded store (one process owns PGlite; loadConfig refuses more there).
 */
export function httpWorkers(config: Config): number {
  return config.WEB_CONCURRENCY ?? (config.DATABASE_URL ? availableParallelism() : 1);
}

/** HOST as the host part of a URL (IPv6 in brackets). */
export function urlHost(host: string): string {
  return host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
}

/** The site's one origin and base URL: PUBLIC_URL, or the address the server listens on. */
export function publicUrl(config: Config): string {
  return (config.PUBLIC_URL ?? `http://${urlHost(config.HOST)}:${config.PORT}`).replace(/\/+$/, '');
}
