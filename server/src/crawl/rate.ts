// Politeness: at most a few requests in flight per host, a minimum gap before each request to
// the same host (after the previous one started and after it ended; raised by robots.txt
// Crawl-delay), and a global cap on requests in flight. With `hostSlots` the gap also holds
// across every process of a crawl fleet (docs/crawler.md, "Fleet"); the in-process gate stays in
// front of it, so a process's own requests to a host queue here, not in the store.

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
}

/**
 * Per-host start times shared by every crawling process (indexing/fleet-slots.ts keeps them in
 * PostgreSQL). A claim reserves the host's next start, `intervalMs` after the one before it.
 */
export interface SharedHostSlots {
  /** Reserves this request's start; resolves with how long to wait for it (ms, 0 when now). */
  claim(host: string, intervalMs: number): Promise<number>;
  /** A request that outlasted the interval ended now: the host's next start waits a whole interval more. */
  ended(host: string, intervalMs: number): Promise<void>;
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
  private readonly global: Semaphore;
  private readonly hosts = new Map<string, HostState>();
  private readonly shared?: SharedHostSlots;

  constructor(opts: PolitenessOptions = {}) {
    this.shared = opts.hostSlots;
    this.perHostIntervalMs = opts.perHostIntervalMs ?? 200;
    this.perHostConcurrency = opts.perHostConcurrency ?? 1;
    this.maxCrawlDelayMs = opts.maxCrawlDelayMs ?? 10_000;
    this.global = new Semaphore(opts.globalConcurrency ?? 64);
  }

  /** Honours a robots.txt Crawl-delay (seconds) for a host, capped. */
  setCrawlDelay(host: string, seconds: number): void {
    const ms = Math.min(Math.max(0, seconds * 1000), this.maxCrawlDelayMs);
    const s = this.state(host);
    s.intervalMs = Math.max(this.perHostIntervalMs, ms);
  }

  /** Waits for the host's turn and a global slot; call the returned function when the response is read. */
  async acquire(host: string): Promise<Release> {
    const s = this.state(host);
    if (s.inFlight >= this.perHostConcurrency) await new Promise<void>((r) => s.waiters.push(r));
    else s.inFlight++;
    // The slot is ours (a releasing request handed it over); now keep the gap between starts.
    const now = Date.now();
    const wait = s.nextStart - now;
    s.nextStart = Math.max(now, s.nextStart) + s.intervalMs;
    if (wait > 0) await sleep(wait);
    const releaseGlobal = await this.global.acquire();
    // The fleet's slot is claimed last, right before sending: any wait after the claim would let
    // this request start closer to the next process's reserved start than the interval.
    const intervalMs = s.intervalMs;
    if (this.shared && intervalMs > 0) {
      // A store that cannot answer leaves the in-process gap in force rather than stopping the crawl.
      const fleetWait = await this.shared.claim(host, intervalMs).catch(() => 0);
      // A timer may fire a millisecond early (the event loop's clock lags); the reserved start is a
      // promise to the host, so the wait runs to a deadline on the wall clock.
      if (fleetWait > 0) await sleepUntil(Date.now() + fleetWait);
    }
    const sentAt = Date.now();
    let done = false;
    return () => {
      if (done) return;
      done = true;
      releaseGlobal();
      s.lastUsed = Date.now();
      // Only an answer slower than the interval can end after the next reserved start; the fleet
      // is told of those, not of every request (one statement instead of two per request).
      if (this.shared && intervalMs > 0 && s.lastUsed - sentAt > intervalMs)
        void this.shared.ended(host, intervalMs).catch(() => undefined);
      // The gap counts from the end of a request too: a slow answer must not let the next
      // request (on a warm connection) follow on its heels.
      s.nextStart = Math.max(s.nextStart, s.lastUsed + s.intervalMs);
      const next = s.waiters.shift();
      if (next) next();
      else s.inFlight--;
    };
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

async function sleepUntil(deadline: number): Promise<void> {
  for (let left = deadline - Date.now(); left > 0; left = deadline - Date.now()) await sleep(Math.ceil(left));
}

function sleep(ms: number): Promise<void> {
  return new Promise((r) => setTimeout(r, ms));
}
