// The guarded HTTP client. One undici Agent (keep-alive, pooled per origin) is shared by every
// fetch; its connector resolves names only through the SSRF guard, so the socket goes to the very
// address that was vetted. Redirects are followed here, hop by hop, each hop vetted before any
// byte is sent to it. TLS is verified by us after the handshake (not by the TLS layer) so that a
// site with a bad certificate still tells us who issued it and when it expired.

import { createWriteStream } from 'node:fs';
import { isIP, type Socket } from 'node:net';
import { pipeline, type Readable } from 'node:stream';
import { pipeline as pipelineAsync } from 'node:stream/promises';
import { createSecureContext, type PeerCertificate, rootCertificates, TLSSocket } from 'node:tls';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import { Agent, buildConnector, request } from 'undici';
import type { Politeness } from './rate.ts';
import { literalVerdict, RefusedError, type SsrfGuard, type Verdict } from './ssrf.ts';
import type { CertificateInfo, RedirectHop } from './types.ts';

export interface FetcherOptions {
  guard: SsrfGuard;
  userAgent: string;
  politeness?: Politeness;
  /** extra trusted CA certificates (PEM), added to the system roots */
  ca?: string | string[];
  /**
   * Where to really connect for a URL's port: lets a test farm answer `https://site.test/` on an
   * ephemeral loopback port while URLs keep their real shape. Production leaves it unset.
   */
  connectPort?: (hostname: string, protocol: 'http:' | 'https:', port: number) => number;
  connectTimeoutMs?: number;
  headersTimeoutMs?: number;
  bodyTimeoutMs?: number;
  /** one fetch, all hops, from first connect to last body byte (default 20 s) */
  totalTimeoutMs?: number;
  /** decoded body bytes kept per response (default 2 MiB); the rest is dropped, not read */
  maxBodyBytes?: number;
  maxRedirects?: number;
  connectionsPerOrigin?: number;
}

export interface FetchOptions {
  maxBodyBytes?: number;
  followRedirects?: boolean;
  accept?: string;
  /** asked before every hop, after the guard; a returned reason stops the fetch (robots rules) */
  beforeHop?: (url: URL) => Promise<string | null>;
}

export interface FetchResponse {
  ok: true;
  url: string;
  finalUrl: string;
  status: number;
  headers: Record<string, string | string[]>;
  setCookie: string[];
  contentType: string;
  body: string;
  bytes: number;
  truncated: boolean;
  redirectChain: RedirectHop[];
  ip: string | null;
  certificate: CertificateInfo | null;
}

export type FailureKind =
  | 'refused'
  | 'dns'
  | 'timeout'
  | 'tls'
  | 'connectionRefused'
  | 'network'
  | 'tooManyRedirects'
  | 'stopped';

export interface FetchFailure {
  ok: false;
  kind: FailureKind;
  reason: string;
  code?: string;
  /** the URL whose request failed or was refused */
  url: string;
  redirectChain: RedirectHop[];
  certificate: CertificateInfo | null;
}

export type FetchOutcome = FetchResponse | FetchFailure;

export interface RelayRequest {
  method: string;
  headers: Record<string, string>;
  body?: Buffer | null;
  signal?: AbortSignal;
  maxBodyBytes?: number;
  /** false: a redirect is the answer, not followed (webhook deliveries); default true */
  followRedirects?: boolean;
}

export interface RelayResponse {
  ok: true;
  /** where the answer finally came from, after redirects */
  url: string;
  status: number;
  headers: Record<string, string | string[]>;
  body: Buffer;
  truncated: boolean;
  redirectChain: RedirectHop[];
}

interface ConnectionInfo {
  ip: string | null;
  certificate: CertificateInfo | null;
}

const MIB = 1024 * 1024;
/** The page cap: decoded body bytes kept of a page (docs/crawler.md, "Limits and politeness"). */
export const MAX_PAGE_BYTES = 2 * MIB;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

export class Fetcher {
  readonly userAgent: string;
  private readonly agent: Agent;
  private readonly guard: SsrfGuard;
  readonly politeness?: Politeness;
  private readonly totalTimeoutMs: number;
  private readonly maxBodyBytes: number;
  private readonly maxRedirects: number;
  /** last connection facts per origin (the keep-alive socket a response came over) */
  private readonly connections = new Map<string, ConnectionInfo>();
  /** requests sent, by `origin`; a test farm's own log is the real check, this is for callers */
  requestsSent = 0;
  /** new connections opened (keep-alive reuse shows as requestsSent > connectsMade) */
  connectsMade = 0;

  constructor(opts: FetcherOptions) {
    this.userAgent = opts.userAgent;
    this.guard = opts.guard;
    this.politeness = opts.politeness;
    this.totalTimeoutMs = opts.totalTimeoutMs ?? 20_000;
    this.maxBodyBytes = opts.maxBodyBytes ?? MAX_PAGE_BYTES;
    this.maxRedirects = opts.maxRedirects ?? 10;
    const extra = opts.ca === undefined ? [] : Array.isArray(opts.ca) ? opts.ca : [opts.ca];
    const base = buildConnector({
      timeout: opts.connectTimeoutMs ?? 5_000,
      lookup: this.guard.connectLookup,
      rejectUnauthorized: false,
      // One secure context for every connection: a `ca` option would re-parse all the roots
      // on each handshake (tens of milliseconds each).
      ...(extra.length
        ? { secureContext: createSecureContext({ ca: [...rootCertificates, ...extra] }) }
        : {}),
    } as buildConnector.BuildOptions);
    const connectPort = opts.connectPort;
    const connect: buildConnector.connector = (options, callback) => {
      const hostname = stripBrackets(options.hostname);
      const protocol = options.protocol === 'https:' ? 'https:' : 'http:';
      const port = Number(options.port) || (protocol === 'https:' ? 443 : 80);
      // Literal addresses never pass through `lookup`; vet them here as well as before the hop.
      if (isIP(hostname) && !this.guard.isAllowListed(hostname)) {
        const v = literalVerdict(hostname);
        if (v && !v.ok) {
          callback(new RefusedError(v.reason), null);
          return;
        }
      }
      const key = `${protocol}//${hostname}:${port}`;
      const realPort = connectPort ? connectPort(hostname, protocol, port) : port;
      const started = (base as unknown as SyncConnector)(
        { ...options, port: String(realPort) },
        (err, socket) => {
          if (err || !socket) {
            callback(err ?? new Error('connect failed'), null);
            return;
          }
          const info: ConnectionInfo = { ip: socket.remoteAddress ?? null, certificate: null };
          if (protocol === 'https:') {
            const tls = socket as TLSSocket;
            info.certificate = certificateInfo(tls);
            // A resumed TLS session carries no peer certificate; it is the one seen before.
            if (!info.certificate && tls.isSessionReused())
              info.certificate = this.connections.get(key)?.certificate ?? null;
            this.connectsMade++;
            if (!tls.authorized) {
              this.remember(key, info);
              const code = String(tls.authorizationError ?? 'UNABLE_TO_VERIFY_LEAF_SIGNATURE');
              socket.destroy();
              callback(Object.assign(new Error(`TLS certificate not accepted: ${code}`), { code }), null);
              return;
            }
          }
          this.remember(key, info);
          callback(null, socket);
        },
      );
      if (protocol === 'https:' && started) peerLeafOnly(started as TLSSocket);
    };
    this.agent = new Agent({
      connect,
      // Politeness allows one request per host at a time by default, so one warm socket suffices;
      // more would only add TLS handshakes.
      connections: opts.connectionsPerOrigin ?? 1,
      keepAliveTimeout: 10_000,
      keepAliveMaxTimeout: 30_000,
      headersTimeout: opts.headersTimeoutMs ?? 10_000,
      bodyTimeout: opts.bodyTimeoutMs ?? 10_000,
      maxHeaderSize: 64 * 1024,
    });
  }

  async fetch(input: string, opts: FetchOptions = {}): Promise<FetchOutcome> {
    const chain: RedirectHop[] = [];
    const seen = new Set<string>();
    const controller = new AbortController();
    const timer = setTimeout(
      () => controller.abort(new TimeoutError(this.totalTimeoutMs)),
      this.totalTimeoutMs,
    );
    let current = input;
    // The hop's URL as written (input or Location), so a refusal can quote "0x7f000001" too.
    let spelled = input;
    try {
      for (;;) {
        const url = new URL(current);
        const verdict = await this.guard.checkUrl(spelled);
        if (!verdict.ok) return guardFailure(verdict, current, chain);
        if (opts.beforeHop) {
          const stop = await opts.beforeHop(url);
          if (stop) return failure('stopped', stop, current, chain);
        }
        seen.add(url.href);
        const res = await this.once(url, controller.signal, opts);
        if (!res.ok) return { ...res, redirectChain: chain };
        const location = res.location;
        if (location !== null && opts.followRedirects !== false) {
          let next: URL;
          try {
            next = new URL(location, url);
          } catch {
            return { ...res.response, redirectChain: chain };
          }
          chain.push({ url: url.href, status: res.response.status, location: next.href });
          if (seen.has(next.href)) {
            return failure('tooManyRedirects', `redirect loop at ${next.href}`, next.href, chain);
          }
          if (chain.length > this.maxRedirects) {
            return failure('tooManyRedirects', `more than ${this.maxRedirects} redirects`, next.href, chain);
          }
          current = next.href;
          spelled = /^https?:\/\//i.test(location) ? location : next.href;
          continue;
        }
        return { ...res.response, url: input, redirectChain: chain };
      }
    } catch (err) {
      const c = classifyError(err, controller.signal);
      return failure(
        c.kind,
        c.reason,
        current,
        chain,
        c.code,
        this.connectionFor(new URL(current)).certificate,
      );
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * One request as a browser asked for it (any method, its headers and body), sent through the
   * guard. Redirects are followed here, each hop vetted like the first: a browser handed a
   * redirect would follow it on its own, outside the guard. The body comes back decoded and
   * capped; `truncated` says the cap cut it; `url` is where it finally came from.
   */
  async relay(input: string, req: RelayRequest): Promise<RelayResponse | FetchFailure> {
    const controller = new AbortController();
    const timer = setTimeout(
      () => controller.abort(new TimeoutError(this.totalTimeoutMs)),
      this.totalTimeoutMs,
    );
    const onAbort = () => controller.abort(req.signal?.reason);
    req.signal?.addEventListener('abort', onAbort, { once: true });
    const chain: RedirectHop[] = [];
    let url = input;
    let method = req.method.toUpperCase();
    let body = method === 'GET' || method === 'HEAD' ? undefined : (req.body ?? undefined);
    let headers = relayHeaders(req.headers);
    try {
      for (;;) {
        const verdict = await this.guard.checkUrl(url);
        if (!verdict.ok)
          return failure(verdict.kind === 'dns' ? 'dns' : 'refused', verdict.reason, url, chain);
        this.requestsSent++;
        const res = await request(url, {
          dispatcher: this.agent,
          method,
          signal: controller.signal,
          headers: { ...headers, 'accept-encoding': 'gzip, deflate, br' },
          body,
        });
        const answer = res.headers as Record<string, string | string[]>;
        const location =
          REDIRECT_STATUSES.has(res.statusCode) && req.followRedirects !== false
            ? first(answer.location)
            : undefined;
        if (location) {
          await res.body.dump();
          let next: URL;
          try {
            next = new URL(location, url);
          } catch {
            return failure('network', `bad redirect location ${location}`, url, chain);
          }
          chain.push({ url, status: res.statusCode, location: next.href });
          if (chain.length > this.maxRedirects)
            return failure('tooManyRedirects', `more than ${this.maxRedirects} redirects`, next.href, chain);
          // As a browser does: 303, and 301/302 after a POST, become a GET without a body; the
          // page's credentials stay with the origin they were meant for.
          if (res.statusCode === 303 || (method === 'POST' && res.statusCode < 303)) {
            method = method === 'HEAD' ? 'HEAD' : 'GET';
            body = undefined;
            headers = withoutHeaders(headers, ['content-type']);
          }
          if (next.origin !== new URL(url).origin)
            headers = withoutHeaders(headers, ['cookie', 'authorization']);
          url = next.href;
          continue;
        }
        const read = await readCapped(
          res.body,
          first(answer['content-encoding']),
          req.maxBodyBytes ?? this.maxBodyBytes,
        );
        // The body is handed over decoded, so the headers describing the wire form go.
        const { 'content-encoding': _e, 'content-length': _l, 'transfer-encoding': _t, ...rest } = answer;
        return {
          ok: true,
          url,
          status: res.statusCode,
          headers: rest,
          body: read.buffer,
          truncated: read.truncated,
          redirectChain: chain,
        };
      }
    } catch (err) {
      const c = classifyError(err, controller.signal);
      return failure(c.kind, c.reason, url, chain, c.code);
    } finally {
      clearTimeout(timer);
      req.signal?.removeEventListener('abort', onAbort);
    }
  }

  /**
   * A file written to `path` as it streams in, its bytes as sent (no decoding, no cap): a web
   * archive of a gigabyte. Every hop passes the guard, as a fetch's do; no total timeout, but the
   * agent's idle timeouts hold. The file is written only for a 200; `status` says what came.
   */
  async download(
    input: string,
    path: string,
  ): Promise<{ ok: true; url: string; status: number } | FetchFailure> {
    const chain: RedirectHop[] = [];
    let url = input;
    try {
      for (;;) {
        const verdict = await this.guard.checkUrl(url);
        if (!verdict.ok) return guardFailure(verdict, url, chain);
        this.requestsSent++;
        const res = await request(url, {
          dispatcher: this.agent,
          method: 'GET',
          headers: { 'user-agent': this.userAgent },
        });
        const headers = res.headers as Record<string, string | string[]>;
        const location = REDIRECT_STATUSES.has(res.statusCode) ? first(headers.location) : undefined;
        if (location) {
          await res.body.dump();
          const next = new URL(location, url).href;
          chain.push({ url, status: res.statusCode, location: next });
          if (chain.length > this.maxRedirects)
            return failure('tooManyRedirects', `more than ${this.maxRedirects} redirects`, next, chain);
          url = next;
          continue;
        }
        if (res.statusCode !== 200) {
          await res.body.dump();
          return { ok: true, url, status: res.statusCode };
        }
        await pipelineAsync(res.body, createWriteStream(path));
        return { ok: true, url, status: 200 };
      }
    } catch (err) {
      const c = classifyError(err);
      return failure(c.kind, c.reason, url, chain, c.code);
    }
  }

  /** Facts about the connection last used for a URL's origin. */
  connectionFor(url: URL): ConnectionInfo {
    const port = Number(url.port) || (url.protocol === 'https:' ? 443 : 80);
    return (
      this.connections.get(`${url.protocol}//${stripBrackets(url.hostname)}:${port}`) ?? {
        ip: null,
        certificate: null,
      }
    );
  }

  close(): Promise<void> {
    return this.agent.close();
  }

  /** Ends every request still in flight, as a stop does once their jobs' grace is over. */
  destroy(): Promise<void> {
    return this.agent.destroy();
  }

  private async once(
    url: URL,
    signal: AbortSignal,
    opts: FetchOptions,
  ): Promise<
    | {
        ok: true;
        response: Omit<FetchResponse, 'redirectChain' | 'url'> & { url: string };
        location: string | null;
      }
    | FetchFailure
  > {
    const release = this.politeness ? await this.politeness.acquire(url.hostname) : undefined;
    try {
      this.requestsSent++;
      const res = await request(url, {
        dispatcher: this.agent,
        method: 'GET',
        signal,
        headers: {
          'user-agent': this.userAgent,
          accept: opts.accept ?? 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
          'accept-language': 'en-US,en;q=0.8',
          'accept-encoding': 'gzip, deflate, br',
        },
      });
      const headers = res.headers as Record<string, string | string[]>;
      const location = REDIRECT_STATUSES.has(res.statusCode) ? first(headers.location) : undefined;
      let bodyText = '';
      let bytes = 0;
      let truncated = false;
      if (location) {
        await res.body.dump();
      } else {
        const read = await readCapped(
          res.body,
          first(headers['content-encoding']),
          opts.maxBodyBytes ?? this.maxBodyBytes,
        );
        bytes = read.bytes;
        truncated = read.truncated;
        bodyText = decodeBody(read.buffer, first(headers['content-type']));
      }
      const info = this.connectionFor(url);
      const setCookie = headers['set-cookie'];
      return {
        ok: true,
        location: location ?? null,
        response: {
          ok: true,
          url: url.href,
          finalUrl: url.href,
          status: res.statusCode,
          headers,
          setCookie: setCookie === undefined ? [] : Array.isArray(setCookie) ? setCookie : [setCookie],
          contentType: first(headers['content-type']) ?? '',
          body: bodyText,
          bytes,
          truncated,
          ip: info.ip,
          certificate: info.certificate,
        },
      };
    } catch (err) {
      const c = classifyError(err, signal);
      return failure(c.kind, c.reason, url.href, [], c.code, this.connectionFor(url).certificate);
    } finally {
      release?.();
    }
  }

  private remember(key: string, info: ConnectionInfo): void {
    if (this.connections.size > 20_000) this.connections.clear();
    this.connections.set(key, info);
  }
}

class TimeoutError extends Error {
  readonly code = 'ETIMEDOUT';
  constructor(ms: number) {
    super(`no complete answer within ${ms} ms`);
    this.name = 'TimeoutError';
  }
}

function failure(
  kind: FailureKind,
  reason: string,
  url: string,
  redirectChain: RedirectHop[],
  code?: string,
  certificate: CertificateInfo | null = null,
): FetchFailure {
  return { ok: false, kind, reason, url, redirectChain, certificate, ...(code ? { code } : {}) };
}

/** The guard's refusal (or failed lookup) of a hop, as the fetch's failure. */
function guardFailure(verdict: Verdict & { ok: false }, url: string, chain: RedirectHop[]): FetchFailure {
  return failure(verdict.kind === 'dns' ? 'dns' : 'refused', verdict.reason, url, chain, verdict.code);
}

const TLS_CODE =
  /^(CERT_|UNABLE_TO_|SELF_SIGNED|DEPTH_ZERO|ERR_TLS_|ERR_SSL_|EPROTO$|HOSTNAME_MISMATCH|ERR_OSSL_)|_CERT_|CERTIFICATE/;
const DNS_CODES = new Set([
  'ENOTFOUND',
  'EAI_AGAIN',
  'EAI_NONAME',
  'ENODATA',
  'ESERVFAIL',
  'EAI_FAIL',
  'ENONAME',
]);
const TIMEOUT_CODES = new Set([
  'ETIMEDOUT',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
  'ESOCKETTIMEDOUT',
]);

/** Maps what the network layer threw to a failure kind. */
export function classifyError(
  err: unknown,
  signal?: AbortSignal,
): { kind: FailureKind; reason: string; code?: string } {
  const e = (
    signal?.aborted && signal.reason instanceof Error ? signal.reason : err
  ) as NodeJS.ErrnoException;
  const inner = (e?.cause ?? null) as NodeJS.ErrnoException | null;
  const code = e?.code ?? inner?.code;
  const message = e?.message ?? String(err);
  if (code === 'ERR_SSRF_REFUSED' || inner?.code === 'ERR_SSRF_REFUSED') {
    return { kind: 'refused', reason: inner?.code === 'ERR_SSRF_REFUSED' ? inner.message : message, code };
  }
  if (e?.name === 'TimeoutError' || (code && TIMEOUT_CODES.has(code))) {
    return { kind: 'timeout', reason: `timeout: ${message}`, code: code ?? 'ETIMEDOUT' };
  }
  if (code && DNS_CODES.has(code)) return { kind: 'dns', reason: message, code };
  if (code === 'ECONNREFUSED') return { kind: 'connectionRefused', reason: 'connection refused', code };
  if (code && TLS_CODE.test(code)) return { kind: 'tls', reason: message, code };
  return { kind: 'network', reason: message, code };
}

/**
 * A body decoded by its Content-Encoding (gzip, deflate, br) as it streams, kept up to `cap`
 * decoded bytes: at the cap the rest is neither read nor inflated.
 */
export async function readCapped(
  body: Readable,
  encoding: string | undefined,
  cap: number,
): Promise<{ buffer: Buffer; bytes: number; truncated: boolean }> {
  const enc = (encoding ?? '').trim().toLowerCase();
  const decoder =
    enc === 'gzip' || enc === 'x-gzip'
      ? createGunzip()
      : enc === 'deflate'
        ? createInflate()
        : enc === 'br'
          ? createBrotliDecompress()
          : null;
  const source: Readable = decoder ? (pipeline(body, decoder, () => {}) as Readable) : body;
  const chunks: Buffer[] = [];
  let bytes = 0;
  let truncated = false;
  try {
    for await (const chunk of source) {
      const buf = chunk as Buffer;
      if (bytes + buf.length > cap) {
        chunks.push(buf.subarray(0, cap - bytes));
        bytes = cap;
        truncated = true;
        break;
      }
      chunks.push(buf);
      bytes += buf.length;
    }
  } catch (err) {
    // A broken compressed stream still leaves what was decoded; a broken socket does not.
    if (!decoder || bytes === 0) throw err;
  }
  if (truncated) {
    // Stop reading: the socket is dropped rather than drained.
    source.destroy();
    body.destroy();
  }
  return { buffer: Buffer.concat(chunks), bytes, truncated };
}

/** A body as text: the charset of its Content-Type, else of its <meta>, else UTF-8. */
export function decodeBody(buf: Buffer, contentType: string | undefined): string {
  let charset = contentType?.match(/charset\s*=\s*["']?([\w.:-]+)/i)?.[1];
  if (!charset) {
    const head = buf.subarray(0, 2048).toString('latin1');
    charset =
      head.match(/<meta[^>]+charset\s*=\s*["']?([\w.:-]+)/i)?.[1] ??
      head.match(/<meta[^>]+content\s*=\s*["'][^"']*charset=([\w.:-]+)/i)?.[1];
  }
  try {
    return new TextDecoder(charset ?? 'utf-8').decode(buf);
  } catch {
    return new TextDecoder('utf-8').decode(buf);
  }
}

/**
 * undici's connector hands back the socket it started, before the handshake ends (not in its
 * types; should a later version stop doing so, only the saving of `peerLeafOnly` is lost).
 */
type SyncConnector = (
  options: buildConnector.Options,
  callback: buildConnector.Callback,
) => Socket | TLSSocket | undefined;

/**
 * After every handshake Node asks for the peer certificate with its whole issuer chain, only to
 * read the leaf's names for the host-name check; that object costs about 0.3 ms a handshake,
 * eight times the leaf alone, and was the crawler's largest single cost per site. The leaf holds
 * everything that check and `certificateInfo` read (subject, alt names, issuer, validity), so
 * this socket answers with the leaf, parsed once. Verification itself (chain, expiry) is
 * OpenSSL's and is not touched, nor is the host-name check.
 */
function peerLeafOnly(socket: TLSSocket): void {
  let leaf: PeerCertificate | null = null;
  socket.getPeerCertificate = function (this: TLSSocket) {
    if (leaf) return leaf;
    const cert = TLSSocket.prototype.getPeerCertificate.call(this, false);
    // Before the handshake there is nothing to keep; ask again later.
    if (cert && Object.keys(cert).length > 0) leaf = cert;
    return cert;
  } as TLSSocket['getPeerCertificate'];
}

function certificateInfo(socket: TLSSocket): CertificateInfo | null {
  const cert = socket.getPeerCertificate();
  if (!cert || Object.keys(cert).length === 0) return null;
  const validTo = cert.valid_to ? new Date(cert.valid_to) : null;
  const validFrom = cert.valid_from ? new Date(cert.valid_from) : null;
  const name = (n: Record<string, string | string[]> | undefined) => {
    if (!n) return null;
    const pick = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
    return pick(n.O) ?? pick(n.CN) ?? null;
  };
  const error = socket.authorized ? undefined : String(socket.authorizationError ?? '');
  return {
    issuer: name(cert.issuer as unknown as Record<string, string | string[]>),
    subject: name(cert.subject as unknown as Record<string, string | string[]>),
    validFrom: validFrom && !Number.isNaN(validFrom.getTime()) ? validFrom.toISOString() : null,
    validTo: validTo && !Number.isNaN(validTo.getTime()) ? validTo.toISOString() : null,
    expired: validTo ? validTo.getTime() < Date.now() : false,
    ...(error ? { error } : {}),
  };
}

// Headers that describe one connection, or that the relay sets itself, are not passed on.
const HOP_HEADERS = new Set([
  'host',
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
  'content-length',
  'accept-encoding',
]);

function relayHeaders(headers: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    const n = name.toLowerCase();
    if (!HOP_HEADERS.has(n) && !n.startsWith(':')) out[n] = value;
  }
  return out;
}

function withoutHeaders(headers: Record<string, string>, names: string[]): Record<string, string> {
  const out = { ...headers };
  for (const n of names) delete out[n];
  return out;
}

function first(v: string | string[] | undefined): string | undefined {
  return Array.isArray(v) ? v[0] : v;
}

function stripBrackets(h: string): string {
  return h.startsWith('[') && h.endsWith(']') ? h.slice(1, -1) : h;
}
