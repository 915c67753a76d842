// DNS records for the engine's `dns` patterns (MX, TXT, NS, SOA, CNAME). The resolver is
// configurable: production uses the system's servers, tests point it at a local server or
// inject answers, or switch lookups off.

import { Resolver } from 'node:dns/promises';

export type RecordType = 'MX' | 'TXT' | 'NS' | 'SOA' | 'CNAME';
export const RECORD_TYPES: RecordType[] = ['MX', 'TXT', 'NS', 'SOA', 'CNAME'];

/** Answers one question; throws or returns [] when there is no record. */
export type ResolveRecords = (host: string, type: RecordType) => Promise<string[]>;

export interface DnsOptions {
  /** DNS servers ("127.0.0.1:5353"); the system's when absent */
  servers?: string[];
  /** per-query timeout (default 3 s) */
  timeoutMs?: number;
  /** replaces the resolver entirely (tests) */
  resolve?: ResolveRecords;
}

export function createRecordResolver(opts: DnsOptions = {}): ResolveRecords {
  if (opts.resolve) return opts.resolve;
  const resolver = new Resolver({ timeout: opts.timeoutMs ?? 3_000, tries: 2 });
  if (opts.servers?.length) resolver.setServers(opts.servers);
  return async (host, type) => {
    switch (type) {
      case 'MX':
        return (await resolver.resolveMx(host))
          .sort((a, b) => a.priority - b.priority)
          .map((r) => r.exchange);
      case 'TXT':
        return (await resolver.resolveTxt(host)).map((chunks) => chunks.join(''));
      case 'NS':
        return resolver.resolveNs(host);
      case 'CNAME':
        return resolver.resolveCname(host);
      case 'SOA': {
        const soa = await resolver.resolveSoa(host);
        return [`${soa.nsname} ${soa.hostmaster} ${soa.serial}`];
      }
    }
  };
}

/** All record types for a host; a type without records (or that failed) is left out. */
export async function lookupRecords(
  host: string,
  resolve: ResolveRecords,
): Promise<Record<string, string[]>> {
  const answers = await Promise.all(
    RECORD_TYPES.map(async (type) => {
      try {
        return [type, await resolve(host, type)] as const;
      } catch {
        return [type, []] as const;
      }
    }),
  );
  const out: Record<string, string[]> = {};
  for (const [type, records] of answers) if (records.length) out[type] = records.slice(0, 50);
  return out;
}
