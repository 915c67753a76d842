// The deep-scan renderer: the system's Chromium driven by playwright-core. One browser, launched on
// the first render and reused; a fresh context per page. The browser itself never touches the
// network: every request the page makes is intercepted and sent by the crawler's guarded client
// (same SSRF rules and allow-list, addresses pinned at connect time, so DNS rebinding cannot
// steer it), and the answer is handed back to the page. A refused request is aborted unsent.
// Anything that would slip past the interception (preconnects, WebRTC) meets a proxy that does
// not exist; websockets and service workers are switched off.

import type { Browser, Route } from 'playwright-core';
import { Fetcher, type FetcherOptions } from '../fetcher.ts';
import { Semaphore } from '../rate.ts';
import type { SsrfGuard } from '../ssrf.ts';
import { COLLECT_LIMITS, type Collected, collectExpression } from './collect.ts';
import type { RenderedSignals, Renderer, RenderRequest } from './renderer.ts';

/** Flags this machine's Chromium needs to run headless as a service, with no traffic of its own. */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

// A proxy on the discard port: whatever the browser might send on its own goes nowhere, and
// loopback is not exempt from it.
const NO_NETWORK_FLAGS = [
  '--proxy-server=http://127.0.0.1:9',
  '--proxy-bypass-list=<-loopback>',
  '--dns-prefetch-disable',
  '--force-webrtc-ip-handling-policy=disable_non_proxied_udp',
];

export interface ChromiumRendererOptions
  extends Pick<FetcherOptions, 'ca' | 'connectPort' | 'connectTimeoutMs'> {
  executablePath: string;
  /** the crawler's guard: the same rules and allow-list for every request of the page */
  guard: SsrfGuard;
  userAgent: string;
  /** pages rendered at once (default 2) */
  concurrency?: number;
  /** hard limit for one render, launch excluded, from navigation to the last answer (default 30 s) */
  timeoutMs?: number;
  /** how long the page may take to fire `load` (default 15 s); after that it is read as it stands */
  loadMs?: number;
  /** how long to wait for the network to go quiet after `load` (default 3 s) */
  settleMs?: number;
  /** requests one page may make (default 300); later ones are aborted */
  maxRequests?: number;
  /** decoded bytes of one response (default 5 MiB); larger subresources are aborted */
  maxResponseBytes?: number;
  /** decoded bytes of one whole page with its subresources (default 25 MiB) */
  maxPageBytes?: number;
}

export class RenderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RenderError';
  }
}

const MIB = 1024 * 1024;
const MAX_REFUSED_LISTED = 20;
const XHR_TYPES = new Set(['xhr', 'fetch', 'eventsource']);

export function createChromiumRenderer(opts: ChromiumRendererOptions): Renderer {
  return new ChromiumRenderer(opts);
}

interface PageState {
  requests: number;
  bytes: number;
  refused: string[];
  xhr: Set<string>;
  signal: AbortSignal;
}

class ChromiumRenderer implements Renderer {
  private launching: Promise<Browser> | null = null;
  private closed = false;
  private readonly slots: Semaphore;
  private readonly fetcher: Fetcher;
  private readonly timeoutMs: number;
  private readonly loadMs: number;
  private readonly settleMs: number;
  private readonly maxRequests: number;
  private readonly maxResponseBytes: number;
  private readonly maxPageBytes: number;

  constructor(private readonly opts: ChromiumRendererOptions) {
    this.slots = new Semaphore(opts.concurrency ?? 2);
    this.timeoutMs = opts.timeoutMs ?? 30_000;
    this.loadMs = Math.min(opts.loadMs ?? 15_000, this.timeoutMs);
    this.settleMs = opts.settleMs ?? 3_000;
    this.maxRequests = opts.maxRequests ?? 300;
    this.maxResponseBytes = opts.maxResponseBytes ?? 5 * MIB;
    this.maxPageBytes = opts.maxPageBytes ?? 25 * MIB;
    // Its own client (no politeness gate, a browser's six connections per origin) over the
    // crawler's guard: a page's subresources are one visit, not a crawl.
    this.fetcher = new Fetcher({
      guard: opts.guard,
      userAgent: opts.userAgent,
      ca: opts.ca,
      connectPort: opts.connectPort,
      connectTimeoutMs: opts.connectTimeoutMs,
      connectionsPerOrigin: 6,
      totalTimeoutMs: this.timeoutMs,
      maxBodyBytes: this.maxResponseBytes,
    });
  }

  async render(request: RenderRequest): Promise<RenderedSignals> {
    const release = await this.slots.acquire();
    try {
      if (this.closed) throw new RenderError('the renderer is closed');
      const browser = await this.browser().catch((err) => {
        throw new RenderError(
          `the page could not be rendered: the browser did not start (${firstLine(err)})`,
        );
      });
      return await this.renderPage(browser, request);
    } finally {
      release();
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    const launching = this.launching;
    this.launching = null;
    const browser = await launching?.catch(() => null);
    await browser?.close().catch(() => {});
    await this.fetcher.close();
  }

  private browser(): Promise<Browser> {
    if (!this.launching) {
      // Loaded on the first deep scan: importing the driver costs every start a few hundred ms.
      const launching = import('playwright-core')
        .then(({ chromium }) =>
          chromium.launch({
            executablePath: this.opts.executablePath,
            args: [...CHROMIUM_FLAGS, ...NO_NETWORK_FLAGS],
            timeout: 30_000,
          }),
        )
        .then((browser) => {
          // A crashed browser is launched again by the next render.
          browser.on('disconnected', () => {
            if (this.launching === launching) this.launching = null;
          });
          return browser;
        });
      launching.catch(() => {
        if (this.launching === launching) this.launching = null;
      });
      this.launching = launching;
    }
    return this.launching;
  }

  private async renderPage(browser: Browser, request: RenderRequest): Promise<RenderedSignals> {
    const started = Date.now();
    const left = () => Math.max(0, started + this.timeoutMs - Date.now());
    const stop = new AbortController();
    const context = await browser.newContext({
      serviceWorkers: 'block',
      userAgent: this.opts.userAgent,
      acceptDownloads: false,
    });
    const state: PageState = { requests: 0, bytes: 0, refused: [], xhr: new Set(), signal: stop.signal };
    let timedOut = false;
    // The hard limit: closing the context ends whatever is still waiting, scripts included.
    const deadline = setTimeout(() => {
      timedOut = true;
      stop.abort();
      context.close().catch(() => {});
    }, this.timeoutMs);
    try {
      await context.routeWebSocket(/.*/, (ws) => ws.close({ code: 1008, reason: 'not allowed' }));
      await context.route('**/*', (route) => this.relay(route, state));
      const page = await context.newPage();
      await page.goto(request.url, { waitUntil: 'domcontentloaded', timeout: Math.min(this.loadMs, left()) });
      // A page that never finishes loading is read as it stands once its time is up.
      await page
        .waitForLoadState('load', { timeout: Math.max(1, Math.min(this.loadMs, left())) })
        .catch(() => {});
      await page
        .waitForLoadState('networkidle', { timeout: Math.max(1, Math.min(this.settleMs, left())) })
        .catch(() => {});
      const found = (await page.evaluate(
        collectExpression(request.jsChains, request.domQueries, COLLECT_LIMITS),
      )) as Collected;
      return {
        js: found.js,
        dom: found.dom,
        xhr: [...state.xhr],
        requests: state.requests,
        refused: state.refused,
      };
    } catch (err) {
      if (timedOut) throw new RenderError(`the page did not render within ${this.timeoutMs / 1000} s`);
      throw new RenderError(`the page could not be rendered: ${firstLine(err)}`);
    } finally {
      clearTimeout(deadline);
      stop.abort();
      await context.close().catch(() => {});
    }
  }

  /** One request of the page: vetted and sent by the guarded client, or aborted unsent. */
  private async relay(route: Route, state: PageState): Promise<void> {
    const req = route.request();
    const url = req.url();
    const type = req.resourceType();
    const isDocument = type === 'document';
    try {
      const host = safeHost(url);
      // The page asked for that host: the attempt is the signal, whether or not it may be sent.
      if (host && XHR_TYPES.has(type)) state.xhr.add(host);
      if (!/^https?:/i.test(url)) {
        await route.abort('blockedbyclient');
        return;
      }
      if (++state.requests > this.maxRequests || state.bytes >= this.maxPageBytes) {
        await route.abort('blockedbyclient');
        return;
      }
      const res = await this.fetcher.relay(url, {
        method: req.method(),
        headers: await req.allHeaders(),
        body: req.postDataBuffer(),
        signal: state.signal,
      });
      if (!res.ok) {
        if (res.kind === 'refused') {
          // The refused URL may be a redirect hop of the one the page asked for.
          if (state.refused.length < MAX_REFUSED_LISTED) state.refused.push(res.url);
          await route.abort('blockedbyclient');
        } else await route.abort(res.kind === 'timeout' ? 'timedout' : 'failed');
        return;
      }
      // An oversized page is read as far as it came; an oversized script or image is dropped.
      if (res.truncated && !isDocument) {
        await route.abort('failed');
        return;
      }
      state.bytes += res.body.length;
      await route.fulfill({ status: res.status, headers: flatHeaders(res.headers), body: res.body });
    } catch {
      // The context closed under the request (time limit, end of render): nothing to answer.
      await route.abort('failed').catch(() => {});
    }
  }
}

function flatHeaders(headers: Record<string, string | string[]>): Record<string, string> {
  const out: Record<string, string> = {};
  // Playwright splits a set-cookie value on new lines back into separate cookies.
  for (const [name, value] of Object.entries(headers))
    out[name] = Array.isArray(value) ? value.join('\n') : value;
  return out;
}

function safeHost(url: string): string | null {
  try {
    return new URL(url).hostname || null;
  } catch {
    return null;
  }
}

function firstLine(err: unknown): string {
  return String(err instanceof Error ? err.message : err)
    .split('\n')[0]
    .slice(0, 300);
}
