// The SSRF guard: decides whether a URL may be fetched and hands the connection layer the exact
// addresses it vetted, so a name cannot resolve to a public address for the check and to a private
// one for the connect (DNS rebinding). Host names on an explicit allow-list (test fixture hosts)
// skip the address rules; nothing else does.

import { lookup as dnsLookup } from 'node:dns/promises';
import type { LookupFunction } from 'node:net';
import { CLASS_PHRASE, type Classification, classifyAddress, parseLooseIPv4 } from './address.ts';

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Resolves a host name to all of its addresses (the system resolver by default). */
export type Resolve = (hostname: string) => Promise<ResolvedAddress[]>;

export interface GuardOptions {
  /** host names ("fixture.test") or suffix patterns ("*.test") that may resolve anywhere */
  allowHosts?: string[];
  lookup?: Resolve;
  /** ports a URL may name; default 80, 443, 8080, 8443 (allow-listed hosts may use any) */
  ports?: number[];
  /** how long a vetted resolution is reused (default 30 s) */
  cacheTtlMs?: number;
}

export type Verdict =
  | { ok: true; host: string; addresses: ResolvedAddress[]; allowListed: boolean }
  | { ok: false; kind: 'refused' | 'dns'; reason: string; code?: string };

/** Thrown into the connection layer when a connect-time resolution fails the rules. */
export class RefusedError extends Error {
  readonly code = 'ERR_SSRF_REFUSED';
}

const DEFAULT_PORTS = [80, 443, 8080, 8443];
const LOCAL_NAMES =
  /(^|\.)(localhost|localdomain|local|internal|intranet|home\.arpa|in-addr\.arpa|ip6\.arpa)$/;

export const systemResolve: Resolve = async (hostname) => {
  const list = await dnsLookup(hostname, { all: true, verbatim: true });
  return list.map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));
};

export class SsrfGuard {
  private readonly exact = new Set<string>();
  private readonly suffixes: string[] = [];
  private readonly resolve: Resolve;
  private readonly ports: Set<number>;
  private readonly ttl: number;
  private readonly cache = new Map<string, { until: number; verdict: Promise<Verdict> }>();

  constructor(opts: GuardOptions = {}) {
    for (const entry of opts.allowHosts ?? []) {
      const e = entry.trim().toLowerCase();
      if (e.startsWith('*.')) this.suffixes.push(e.slice(1));
      else if (e.startsWith('.')) this.suffixes.push(e);
      else if (e) this.exact.add(e);
    }
    this.resolve = opts.lookup ?? systemResolve;
    this.ports = new Set(opts.ports ?? DEFAULT_PORTS);
    this.ttl = opts.cacheTtlMs ?? 30_000;
  }

  isAllowListed(host: string): boolean {
    const h = stripBrackets(host.toLowerCase());
    if (this.exact.has(h)) return true;
    return this.suffixes.some((s) => h.endsWith(s));
  }

  /** Scheme, credentials, port and host rules; resolves the host. Sends nothing to the target. */
  async checkUrl(input: string | URL): Promise<Verdict> {
    let url: URL;
    try {
      url = typeof input === 'string' ? new URL(input) : input;
    } catch {
      return refuse(`${String(input)} is not a valid URL`);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      return refuse(`scheme ${url.protocol} is not http(s)`);
    if (url.username || url.password) return refuse('URLs with credentials are not fetched');
    const allowListed = this.isAllowListed(url.hostname);
    // The URL parser already turned numeric tricks into a dotted quad; name the original too.
    const raw = typeof input === 'string' ? rawHostOf(input) : null;
    const spelled = raw && raw.toLowerCase() !== url.hostname ? raw : undefined;
    if (!allowListed) {
      // The address is the more telling reason, so it is judged before the port.
      const literal = literalVerdict(url.hostname, spelled ?? url.hostname);
      if (literal && !literal.ok) return literal;
      const port = url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80;
      if (!this.ports.has(port)) return refuse(`port ${port} is not a web port`);
    }
    return this.checkHost(url.hostname, spelled);
  }

  /** Host rules alone: literal addresses in every spelling, local names, then DNS. */
  async checkHost(hostInput: string, spelledAs?: string): Promise<Verdict> {
    const host = stripBrackets(hostInput.trim().toLowerCase()).replace(/\.$/, '');
    const shown = spelledAs ?? hostInput;
    if (!host) return refuse('empty host name');
    if (this.isAllowListed(host)) return this.resolveCached(host, true);
    const literal = literalVerdict(host, shown);
    if (literal) return literal;
    if (LOCAL_NAMES.test(host)) {
      return refuse(
        `${shown} is a ${host === 'localhost' || host.endsWith('.localhost') ? 'loopback' : 'local'} name`,
      );
    }
    return this.resolveCached(host, false);
  }

  /** A `lookup` for net/tls.connect that only ever yields addresses this guard accepted. */
  readonly connectLookup: LookupFunction = (hostname, options, callback) => {
    const cb = callback as (err: NodeJS.ErrnoException | null, a?: unknown, f?: number) => void;
    this.checkHost(hostname).then(
      (v) => {
        if (!v.ok) {
          const err: NodeJS.ErrnoException =
            v.kind === 'dns'
              ? Object.assign(new Error(v.reason), { code: v.code ?? 'ENOTFOUND' })
              : new RefusedError(v.reason);
          cb(err);
          return;
        }
        const family = typeof options === 'object' && options ? options.family : undefined;
        const list =
          family === 4 || family === 6 ? v.addresses.filter((a) => a.family === family) : v.addresses;
        if (list.length === 0) {
          cb(
            Object.assign(new Error(`no address of family ${family} for ${hostname}`), { code: 'ENOTFOUND' }),
          );
          return;
        }
        if (typeof options === 'object' && options?.all) cb(null, list);
        else cb(null, list[0].address, list[0].family);
      },
      (err) => cb(err as NodeJS.ErrnoException),
    );
  };

  private resolveCached(host: string, allowListed: boolean): Promise<Verdict> {
    const now = Date.now();
    const hit = this.cache.get(host);
    if (hit && hit.until > now) return hit.verdict;
    if (this.cache.size > 10_000) this.cache.clear();
    const verdict = this.resolveAndVet(host, allowListed);
    this.cache.set(host, { until: now + this.ttl, verdict });
    // A failed lookup is not worth remembering: the next attempt may succeed.
    verdict.then((v) => {
      if (!v.ok && v.kind === 'dns') this.cache.delete(host);
    });
    return verdict;
  }

  private async resolveAndVet(host: string, allowListed: boolean): Promise<Verdict> {
    let addresses: ResolvedAddress[];
    try {
      addresses = await this.resolve(host);
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code ?? 'ENOTFOUND';
      return { ok: false, kind: 'dns', code, reason: `DNS lookup of ${host} failed (${code})` };
    }
    if (addresses.length === 0)
      return { ok: false, kind: 'dns', code: 'ENODATA', reason: `${host} has no address` };
    if (!allowListed) {
      // Every address must pass: a resolver answer mixing public and private is an attack.
      for (const a of addresses) {
        const c = classifyAddress(a.address);
        if (!c) return refuse(`${host} resolves to ${a.address}, which is not an IP address`);
        if (c.cls !== 'public') return refuse(`${host} resolves to ${a.address}, ${describe(c)}`);
      }
    }
    return { ok: true, host, addresses, allowListed };
  }
}

/** Verdict for a host that is an IP address in any spelling; null for a name. */
export function literalVerdict(host: string, shown = host): Verdict | null {
  const h = stripBrackets(host.toLowerCase());
  let c: Classification | null = classifyAddress(h);
  if (!c) {
    const dotted = parseLooseIPv4(h);
    if (dotted) c = classifyAddress(dotted);
  }
  if (!c) return null;
  const alias = c.address !== stripBrackets(shown.toLowerCase()) ? ` (= ${c.address})` : '';
  if (c.cls !== 'public') return refuse(`${shown}${alias} is ${describe(c)}`);
  const family = c.address.includes(':') ? 6 : 4;
  return { ok: true, host: c.address, addresses: [{ address: c.address, family }], allowListed: false };
}

function describe(c: Classification): string {
  const phrase = CLASS_PHRASE[c.cls];
  if (c.embedded && c.cls === 'ipv4-mapped') {
    const inner = classifyAddress(c.embedded);
    return `${phrase} (${c.embedded}${inner && inner.cls !== 'public' ? `, ${CLASS_PHRASE[inner.cls]}` : ''})`;
  }
  return c.embedded ? `${phrase} (${c.embedded})` : phrase;
}

function refuse(why: string): Verdict {
  return { ok: false, kind: 'refused', reason: `refused: ${why}` };
}

function stripBrackets(h: string): string {
  return h.startsWith('[') && h.endsWith(']') ? h.slice(1, -1) : h;
}

function rawHostOf(input: string): string | null {
  const m = input.trim().match(/^[a-z][a-z0-9+.-]*:\/\/(?:[^@/?#]*@)?(\[[^\]]*\]|[^:/?#]*)/i);
  return m ? m[1] : null;
}
