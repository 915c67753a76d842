import { initClient } from '@ts-rest/core';
import {
  API_KEY_HEADER,
  apiV1Contract,
  SUBDOMAIN_PAGE_DEFAULT,
  SUBDOMAIN_PAGE_MAX,
  systemContract,
  WEBSITE_PAGE_DEFAULT,
  WEBSITE_PAGE_MAX,
} from './contract.ts';
import { errorFrom } from './errors.ts';
import { Paged, type PagingOptions } from './paging.ts';
import type { RetryEvent, RetryOptions } from './retry.ts';
import { pollScan, type WaitForScanOptions } from './scans.ts';
import { createTransport } from './transport.ts';
import type {
  Alert,
  AlertChanges,
  AlertDelivery,
  AlertDeliveryPage,
  AlertList,
  AlertTestResult,
  AlertWithSecret,
  BulkLookupResult,
  CreditBalance,
  CreditHistory,
  CreditHistoryEntry,
  CveLookup,
  DomainProfile,
  Health,
  NewAlert,
  ReportFilter,
  Scan,
  SubdomainPage,
  TechnologyLookup,
  WebsiteCount,
  WebsitePage,
  WebsiteRow,
} from './types.ts';

export interface ClientOptions {
  /** Where the service runs, e.g. "https://techcensus.example" or "http://127.0.0.1:3000". */
  baseUrl: string;
  /** The account's API key, sent as `x-api-key` on every call. */
  apiKey?: string;
  /** Retries of rate-limited and failed calls; `{ maxRetries: 0 }` turns them off. */
  retry?: RetryOptions;
  /** Called before each retry (to log it, or show "rate limited, retrying in 2 s"). */
  onRetry?: (event: RetryEvent) => void;
  /** A fetch to use instead of the global one. */
  fetch?: typeof fetch;
  /** Extra headers sent with every call. */
  headers?: Record<string, string>;
}

/** `/api/v1/credits/history` takes at most this many entries a page. */
const CREDIT_HISTORY_PAGE_MAX = 200;
const CREDIT_HISTORY_PAGE_DEFAULT = 50;

interface Answer {
  status: number;
  body: unknown;
  headers: Headers;
}

/** `/api/v1/alerts/{id}/deliveries` takes at most this many attempts a page. */
const ALERT_DELIVERY_PAGE_MAX = 200;
const ALERT_DELIVERY_PAGE_DEFAULT = 50;

/** The body of the expected success status; any other answer becomes a TechCensusError. */
function bodyOf<T>(res: Answer, status: number): T {
  if (res.status === status) return res.body as T;
  throw errorFrom(res.status, res.body, res.headers);
}

/** Path parameters go into the URL as given, so they are encoded here (ts-rest does not). */
function segment(name: string, value: string): string {
  if (typeof value !== 'string' || !value.trim()) throw new TypeError(`${name} must be a non-empty string`);
  return encodeURIComponent(value.trim());
}

function makeApi(opts: ClientOptions) {
  return initClient(apiV1Contract, {
    baseUrl: opts.baseUrl.replace(/\/+$/, ''),
    baseHeaders: { ...opts.headers, ...(opts.apiKey ? { [API_KEY_HEADER]: opts.apiKey } : {}) },
    throwOnUnknownStatus: false,
    api: createTransport({ fetch: opts.fetch, retry: opts.retry, onRetry: opts.onRetry }),
  });
}

function makeSystem(opts: ClientOptions) {
  return initClient(systemContract, {
    baseUrl: opts.baseUrl.replace(/\/+$/, ''),
    baseHeaders: { ...opts.headers },
    throwOnUnknownStatus: false,
    // Health reports the state right now; a 503 is its answer ("degraded"), not a reason to retry.
    api: createTransport({ fetch: opts.fetch, retry: { maxRetries: 0 } }),
  });
}

/**
 * The TechCensus API client. Every method is one route of the public API (`/api/v1`) unless
 * it says otherwise; failures throw TechCensusError. Works wherever a global fetch exists:
 * Node 20+, browsers, Deno, workers.
 */
export class TechCensusClient {
  /** The generated ts-rest client of `/api/v1`: every answer as `{ status, body, headers }`. */
  readonly raw: ReturnType<typeof makeApi>;
  private readonly system: ReturnType<typeof makeSystem>;

  constructor(readonly options: ClientOptions) {
    if (!options?.baseUrl) throw new TypeError('baseUrl is required, e.g. "https://techcensus.example"');
    this.raw = makeApi(options);
    this.system = makeSystem(options);
  }

  /** The service's health (no key needed); resolves for "ok" and "degraded". */
  async health(): Promise<Health> {
    const res = await this.system.healthz();
    if (res.status === 200 || res.status === 503) return res.body;
    throw errorFrom(res.status, res.body, res.headers);
  }

  /** Credits left and the grants they come from, soonest-expiring first. Free. */
  async credits(): Promise<CreditBalance> {
    return bodyOf(await this.raw.creditBalance(), 200);
  }

  /** One page of the credits spent, newest first. Free. */
  async creditHistoryPage(query: { limit?: number; cursor?: string } = {}): Promise<CreditHistory> {
    return bodyOf(await this.raw.creditHistory({ query }), 200);
  }

  /** Every credits-history entry, newest first, fetched a page at a time. Free. */
  creditHistory(opts: PagingOptions = {}): Paged<CreditHistoryEntry, CreditHistory> {
    return new Paged(
      (q) => this.creditHistoryPage(q),
      (p) => p.entries,
      {
        ...opts,
        pageSize: opts.pageSize ?? CREDIT_HISTORY_PAGE_DEFAULT,
        maxPageSize: CREDIT_HISTORY_PAGE_MAX,
      },
    );
  }

  /** The profile of a fixed test domain, free: checks the key and shows the answer's shape. */
  async testLookup(): Promise<DomainProfile> {
    return bodyOf(await this.raw.testDomainLookup(), 200);
  }

  /** The website profile of one domain. 1 credit; 404 (not charged) when it is not indexed. */
  async domainLookup(domain: string): Promise<DomainProfile> {
    return bodyOf(await this.raw.domainLookup({ params: { domain: segment('domain', domain) } }), 200);
  }

  /** Same as `domainLookup`. */
  lookup(domain: string): Promise<DomainProfile> {
    return this.domainLookup(domain);
  }

  /** Up to 100 domains in one call; 1 credit per domain found. */
  async bulkLookup(domains: string[]): Promise<BulkLookupResult> {
    return bodyOf(await this.raw.bulkDomainLookup({ body: { domains } }), 200);
  }

  /** One page of a domain's subdomains; 1 credit per 10 subdomains returned. */
  async subdomainPage(
    domain: string,
    query: { limit?: number; cursor?: string } = {},
  ): Promise<SubdomainPage> {
    return bodyOf(
      await this.raw.subdomainLookup({ params: { domain: segment('domain', domain) }, query }),
      200,
    );
  }

  /** A domain's subdomains, a page at a time; 1 credit per 10 subdomains returned. */
  subdomains(domain: string, opts: PagingOptions = {}): Paged<string, SubdomainPage> {
    // Checked now, so a mistake surfaces where the list is made rather than where it is iterated.
    segment('domain', domain);
    return new Paged(
      (q) => this.subdomainPage(domain, q),
      (p) => p.subdomains,
      {
        ...opts,
        pageSize: opts.pageSize ?? SUBDOMAIN_PAGE_DEFAULT,
        maxPageSize: SUBDOMAIN_PAGE_MAX,
      },
    );
  }

  /**
   * Starts a live scan and returns it (status "scheduled"); 2 credits, refunded if it fails.
   * Not retried after an answer that may mean the scan was started (see the README).
   */
  async scan(domain: string): Promise<Scan> {
    return bodyOf(await this.raw.startScan({ body: { domain } }), 202);
  }

  /** The current state of a scan. Free. */
  async scanStatus(scanId: string, signal?: AbortSignal): Promise<Scan> {
    return bodyOf(
      await this.raw.scanStatus({ params: { scanId: segment('scanId', scanId) }, fetchOptions: { signal } }),
      200,
    );
  }

  /** Polls a scan until it is completed or failed, and returns that final state. */
  waitForScan(scanId: string, opts: WaitForScanOptions = {}): Promise<Scan> {
    return pollScan((signal) => this.scanStatus(scanId, signal), scanId, opts);
  }

  /** `scan` then `waitForScan`: the finished scan, `result` holding the refreshed profile. */
  async scanAndWait(domain: string, opts: WaitForScanOptions = {}): Promise<Scan> {
    const started = await this.scan(domain);
    opts.onProgress?.(started);
    return this.waitForScan(started.id, opts);
  }

  /** How many indexed sites match the filters (the report estimate). Free. */
  async countWebsites(filters: ReportFilter[] = []): Promise<WebsiteCount> {
    return bodyOf(await this.raw.countWebsites({ body: { filters } }), 200);
  }

  /** One page of the sites matching the filters, best-ranked first; 1 credit per site returned. */
  async listWebsites(
    request: { filters?: ReportFilter[]; limit?: number; cursor?: string } = {},
  ): Promise<WebsitePage> {
    const { filters = [], ...rest } = request;
    return bodyOf(await this.raw.listWebsites({ body: { filters, ...rest } }), 200);
  }

  /** Every site matching the filters, a page at a time; 1 credit per site. Set `limit`. */
  websites(filters: ReportFilter[] = [], opts: PagingOptions = {}): Paged<WebsiteRow, WebsitePage> {
    return new Paged(
      (q) => this.listWebsites({ filters, ...q }),
      (p) => p.websites,
      {
        ...opts,
        pageSize: opts.pageSize ?? WEBSITE_PAGE_DEFAULT,
        maxPageSize: WEBSITE_PAGE_MAX,
      },
    );
  }

  /** A technology's catalogue entry and usage (sites, versions, countries, CVEs). Free. */
  async technology(slug: string): Promise<TechnologyLookup> {
    return bodyOf(await this.raw.technologyLookup({ params: { technology: segment('slug', slug) } }), 200);
  }

  /** One page of the sites using a technology (optionally one version); 1 credit per site. */
  async technologyWebsitesPage(
    slug: string,
    query: { version?: string; limit?: number; cursor?: string } = {},
  ): Promise<WebsitePage> {
    return bodyOf(
      await this.raw.technologyWebsites({ params: { technology: segment('slug', slug) }, query }),
      200,
    );
  }

  /** Every site using a technology, a page at a time; 1 credit per site. Set `limit`. */
  technologyWebsites(
    slug: string,
    opts: PagingOptions & { version?: string } = {},
  ): Paged<WebsiteRow, WebsitePage> {
    segment('slug', slug);
    const { version, ...paging } = opts;
    return new Paged(
      (q) => this.technologyWebsitesPage(slug, version ? { ...q, version } : q),
      (p) => p.websites,
      { ...paging, pageSize: paging.pageSize ?? WEBSITE_PAGE_DEFAULT, maxPageSize: WEBSITE_PAGE_MAX },
    );
  }

  /**
   * Creates an alert: a saved filter whose matching sites, and your monitored websites' changes,
   * are sent to a signed webhook and/or e-mail. The answer's `secret` is shown only this once:
   * store it to verify deliveries (`verifyWebhookSignature`). Free; the plan limits how many.
   */
  async createAlert(alert: NewAlert): Promise<AlertWithSecret> {
    return bodyOf(await this.raw.createAlert({ body: alert }), 201);
  }

  /** Your alerts, and your plan's limits with today's event count. Free. */
  async listAlerts(): Promise<AlertList> {
    return bodyOf(await this.raw.listAlerts(), 200);
  }

  /** One alert (404 for an id that is not yours). Free. */
  async getAlert(id: string): Promise<Alert> {
    return bodyOf(await this.raw.getAlert({ params: { id: segment('id', id) } }), 200);
  }

  /** Changes the fields given; `{ status: 'active' }` resumes a paused alert. Free. */
  async updateAlert(id: string, changes: AlertChanges): Promise<Alert> {
    return bodyOf(await this.raw.updateAlert({ params: { id: segment('id', id) }, body: changes }), 200);
  }

  /** Deletes an alert; deliveries not yet made are dropped. Free. */
  async deleteAlert(id: string): Promise<void> {
    bodyOf(await this.raw.deleteAlert({ params: { id: segment('id', id) }, body: undefined }), 204);
  }

  /** Sends a signed `alert.test` event now and answers how the endpoint took it. Free. */
  async testAlert(id: string): Promise<AlertTestResult> {
    return bodyOf(await this.raw.testAlert({ params: { id: segment('id', id) }, body: {} }), 200);
  }

  /** A new signing secret, shown only this once; the old one keeps signing too for a day. Free. */
  async rotateAlertSecret(id: string): Promise<AlertWithSecret> {
    return bodyOf(await this.raw.rotateAlertSecret({ params: { id: segment('id', id) }, body: {} }), 200);
  }

  /** One page of an alert's delivery attempts, newest first. Free. */
  async alertDeliveriesPage(
    id: string,
    query: { limit?: number; cursor?: string } = {},
  ): Promise<AlertDeliveryPage> {
    return bodyOf(await this.raw.alertDeliveries({ params: { id: segment('id', id) }, query }), 200);
  }

  /** Every delivery attempt of an alert, newest first, fetched a page at a time. Free. */
  alertDeliveries(id: string, opts: PagingOptions = {}): Paged<AlertDelivery, AlertDeliveryPage> {
    segment('id', id);
    return new Paged(
      (q) => this.alertDeliveriesPage(id, q),
      (p) => p.deliveries,
      {
        ...opts,
        pageSize: opts.pageSize ?? ALERT_DELIVERY_PAGE_DEFAULT,
        maxPageSize: ALERT_DELIVERY_PAGE_MAX,
      },
    );
  }

  /** A CVE: description, severity, CWE, affected technologies and versions, sites carrying it. Free. */
  async cve(id: string): Promise<CveLookup> {
    return bodyOf(await this.raw.cveLookup({ params: { cveId: segment('id', id) } }), 200);
  }
}

/** A client for one service and key. */
export function createClient(opts: ClientOptions): TechCensusClient {
  return new TechCensusClient(opts);
}
