// Politeness: at most a few requests in flight per host, a minimum gap before each request to
// the same host (after the previous one started and after it ended; raised by robots.txt
// Crawl-delay), and a global cap on requests in flight. With `hostSlots` the gap also holds
// across every process of a crawl fleet (docs/crawler.md, "Fleet"); the in-process gate stays in
// front of it, so a process's own requests to a host queue here, not in the store. A site's visit
// holds each of the site's own hosts with one fleet claim (a lease) and its requests there are
// spaced by the in-process gate alone: one store round trip for the visit's requests to such a
// host, not one each.

import { sameSite } from './page-result.ts';

export interface PolitenessOptions {
  /** minimum time between the starts of two requests to one host (default 200 ms) */
  perHostIntervalMs?: number;
  /** requests in flight to one host at once (default 1) */
  perHostConcurrency?: number;
  /** requests in flight in this process at once (default 64) */
  globalConcurrency?: number;
  /** the longest Crawl-delay we agree to wait (default 10 s); longer values are capped */
  maxCrawlDelayMs?: number;
  /** the fleet's host slots; without them the gap holds within this process only */
  hostSlots?: SharedHostSlots;
  /**
   * How long one fleet claim holds a site's own host for its visit (default 2 s, and never less
   * than 10 of the host's intervals); 0 claims every request's start on its own.
   */
  visitLeaseMs?: number;
  /** told of every request's reserved start, on the fleet's clock (ms since the epoch) */
  onReservedStart?: (host: string, at: number) => void;
}

/**
 * Per-host time shared by every crawling process (indexing/fleet-slots.ts keeps it in
 * PostgreSQL). A claim reserves a stretch of the host's time from its next free moment: one
 * request's start (the interval) or a visit's lease (longer). Stretches never overlap, whoever
 * claims them.
 */
export interface SharedHostSlots {
  /** Reserves the host for `spanMs`; the next claim's stretch begins where this one ends. */
  claim(host: string, spanMs: number): Promise<HostClaim>;
  /** A request that outlasted its stretch ended now: the host's next start waits a whole interval more. */
  ended(host: string, intervalMs: number): Promise<void>;
}

export interface HostClaim {
  /** how long to wait for the stretch to begin (ms, 0 when now) */
  waitMs: number;
  /** its beginning on the fleet's clock (ms since the epoch) */
  startAt: number;
}

/**
 * A stretch of a host's time the fleet gave this process. The local times are this process's
 * clock, never earlier than the fleet's.
 */
export interface Reservation {
  startAt: number;
  localStart: number;
  localEnd: number;
}

/**
 * Intervals a visit's lease covers at least: a visit's usual requests to its host (robots.txt, the
 * page, a redirect, ads.txt, assets).
 */
const LEASE_INTERVALS = 10;

/**
 * One site's visit. Its requests to the site's own hosts (the domain, www., any same-site name)
 * share one fleet claim per host, held for the visit; a request to another site's host (a
 * redirect away, a shared host) claims its own start, since other sites' visits need that host too.
 */
export class SiteVisit {
  /** the lease on each own host the visit has reached */
  readonly leases = new Map<string, Reservation>();
  constructor(readonly site: string) {}

  owns(host: string): boolean {
    return sameSite(this.site, host);
  }
}

export type Release = () => void;

interface HostState {
  nextStart: number;
  inFlight: number;
  waiters: (() => void)[];
  intervalMs: number;
  lastUsed: number;
}

export class Semaphore {
  private active = 0;
  private readonly queue: (() => void)[] = [];
  constructor(private readonly limit: number) {}

  acquire(): Promise<Release> {
    if (this.active < this.limit) {
      this.active++;
      return Promise.resolve(this.releaser());
    }
    return new Promise((resolve) => this.queue.push(() => resolve(this.releaser())));
  }

  private releaser(): Release {
    let done = false;
    return () => {
      if (done) return;
      done = true;
      const next = this.queue.shift();
      if (next) next();
      else this.active--;
    };
  }
}

export class Politeness {
  readonly perHostIntervalMs: number;
  private readonly perHostConcurrency: number;
  private readonly maxCrawlDelayMs: number;
  private readonly visitLeaseMs: number;
  private readonly global: Semaphore;
  private readonly hosts = new Map<string, HostState>();
  private readonly shared?: SharedHostSlots;
  private readonly onReservedStart?: (host: string, at: number) => void;

  constructor(opts: PolitenessOptions = {}) {
    this.shared = opts.hostSlots;
    this.perHostIntervalMs = opts.perHostIntervalMs ?? 200;
    this.perHostConcurrency = opts.perHostConcurrency ?? 1;
    this.maxCrawlDelayMs = opts.maxCrawlDelayMs ?? 10_000;
    this.visitLeaseMs = opts.visitLeaseMs ?? 2_000;
    this.onReservedStart = opts.onReservedStart;
    this.global = new Semaphore(opts.globalConcurrency ?? 64);
  }

  /** Honours a robots.txt Crawl-delay (seconds) for a host, capped. */
  setCrawlDelay(host: string, seconds: number): void {
    const ms = Math.min(Math.max(0, seconds * 1000), this.maxCrawlDelayMs);
    const s = this.state(host);
    s.intervalMs = Math.max(this.perHostIntervalMs, ms);
  }

  /**
   * Waits for the host's turn and a global slot; call the returned function when the response is
   * read. A request of a site's visit to one of the site's own hosts goes in the visit's lease.
   */
  async acquire(host: string, visit?: SiteVisit): Promise<Release> {
    const s = this.state(host);
    if (s.inFlight >= this.perHostConcurrency) await new Promise<void>((r) => s.waiters.push(r));
    else s.inFlight++;
    // The slot is ours (a releasing request handed it over); now keep the gap between starts. Inside
    // a visit's lease this gap is all that spaces the requests, so it runs to a deadline on the wall
    // clock: a timer may fire a millisecond early (the event loop's clock lags).
    const turn = Math.max(Date.now(), s.nextStart);
    s.nextStart = turn + s.intervalMs;
    await sleepUntil(turn);
    const releaseGlobal = await this.global.acquire();
    // The fleet's slot is claimed last, right before sending: any wait after the claim would let
    // this request start closer to the next process's reserved start than the interval.
    const intervalMs = s.intervalMs;
    const shared = intervalMs > 0 ? this.shared : undefined;
    // A store that cannot answer leaves the in-process gap in force rather than stopping the crawl.
    const held = shared && (await this.reserveStart(shared, host, intervalMs, visit).catch(() => undefined));
    let done = false;
    return () => {
      if (done) return;
      done = true;
      releaseGlobal();
      s.lastUsed = Date.now();
      // Only an answer that ends after the stretch the fleet gave it (where the next holder may
      // start) is told to the fleet, not every request: one statement, not two, per claim.
      if (shared && held && s.lastUsed > held.localEnd)
        void shared.ended(host, intervalMs).catch(() => undefined);
      // The gap counts from the end of a request too: a slow answer must not let the next
      // request (on a warm connection) follow on its heels.
      s.nextStart = Math.max(s.nextStart, s.lastUsed + s.intervalMs);
      const next = s.waiters.shift();
      if (next) next();
      else s.inFlight--;
    };
  }

  /**
   * Waits for this request's reserved start: in its visit's lease on the host (claimed when the
   * visit has none that still leaves an interval before its end), or a claim of its own.
   */
  private async reserveStart(
    shared: SharedHostSlots,
    host: string,
    intervalMs: number,
    visit?: SiteVisit,
  ): Promise<Reservation> {
    // A lease leans on the in-process gate to space the visit's requests, which holds them an
    // interval apart only while they go to the host one at a time.
    const leased = visit && this.visitLeaseMs > 0 && this.perHostConcurrency === 1 && visit.owns(host);
    if (!leased) {
      const own = await reserve(shared, host, intervalMs);
      await sleepUntil(own.localStart);
      this.onReservedStart?.(host, own.startAt);
      return own;
    }
    let lease = visit.leases.get(host);
    // The lease's last start leaves the next holder, who begins at its end, a whole interval.
    if (!lease || Date.now() > lease.localEnd - intervalMs) {
      lease = await reserve(shared, host, Math.max(this.visitLeaseMs, LEASE_INTERVALS * intervalMs));
      visit.leases.set(host, lease);
      await sleepUntil(lease.localStart);
    }
    this.onReservedStart?.(host, lease.startAt + (Date.now() - lease.localStart));
    return lease;
  }

  private state(host: string): HostState {
    let s = this.hosts.get(host);
    if (!s) {
      if (this.hosts.size >= 50_000) this.sweep();
      s = {
        nextStart: 0,
        inFlight: 0,
        waiters: [],
        intervalMs: this.perHostIntervalMs,
        lastUsed: Date.now(),
      };
      this.hosts.set(host, s);
    }
    return s;
  }

  /** Forgets idle hosts so a long crawl does not hold one record per host ever seen. */
  private sweep(): void {
    const cutoff = Date.now() - 60_000;
    for (const [host, s] of this.hosts) {
      if (s.inFlight === 0 && s.waiters.length === 0 && s.lastUsed < cutoff && s.nextStart < Date.now()) {
        this.hosts.delete(host);
      }
    }
  }
}

/**
 * A stretch of the host's time from the fleet, moved onto this process's clock: the wait counts from
 * when the answer arrived, so the local start is never earlier than the fleet's.
 */
async function reserve(shared: SharedHostSlots, host: string, spanMs: number): Promise<Reservation> {
  const claim = await shared.claim(host, spanMs);
  const localStart = Date.now() + claim.waitMs;
  return { startAt: claim.startAt, localStart, localEnd: localStart + spanMs };
}

async function sleepUntil(deadline: number): Promise<void> {
  for (let left = deadline - Date.now(); left > 0; left = deadline - Date.now()) await sleep(Math.ceil(left));
}

function sleep(ms: number): Promise<void> {
  return new Promise((r) => setTimeout(r, ms));
}
