// What the shipped network databases say about an address: the autonomous system announcing it
// (number and registered name) and the country its block is registered or located in. Both are
// read from npm packages, so updating the packages refreshes them (docs/network-data.md).

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Reader, type Response } from 'maxmind';
import { classifyAddress, v4ToNumber, v6ToBigInt } from '../crawl/index.ts';
import { type AsnTable, loadAsnTable } from './asn-table.ts';

export interface NetworkInfo {
  /** The address as looked up (an IPv4-mapped IPv6 address is looked up as its IPv4 address). */
  ip: string;
  asn: number | null;
  asnName: string | null;
  /** ISO 3166-1 alpha-2, upper case. */
  country: string | null;
}

export interface NetworkLookup {
  /** Throws InvalidAddressError for text that is not an IP address. */
  lookup(ip: string): Promise<NetworkInfo>;
}

export interface NetworkData extends NetworkLookup {
  /**
   * The country alone, synchronously (the country file is small and opened on first use): what a
   * request handler needs for its visitor. Null for non-public addresses and for bad text.
   */
  country(ip: string): string | null;
  /** Loads both databases now (they load on first use otherwise); what loading cost. */
  load(): Promise<LoadReport>;
}

export interface LoadReport {
  asnRanges: number;
  ms: number;
}

export interface NetworkDataFiles {
  asnV4: string;
  asnV6: string;
  countryMmdb: string;
}

export class InvalidAddressError extends Error {
  constructor(readonly input: string) {
    super(`not an IP address: ${JSON.stringify(input)}`);
    this.name = 'InvalidAddressError';
  }
}

const require = createRequire(import.meta.url);
const packageDir = (name: string) => dirname(require.resolve(`${name}/package.json`));

export const ASN_PACKAGE = '@ip-location-db/asn';
export const COUNTRY_PACKAGE = '@ip-location-db/geo-whois-asn-country-mmdb';

/** The files of the installed packages. */
export function packagedFiles(): NetworkDataFiles {
  const asn = packageDir(ASN_PACKAGE);
  return {
    asnV4: join(asn, 'asn-ipv4-num.csv'),
    asnV6: join(asn, 'asn-ipv6-num.csv'),
    countryMmdb: join(packageDir(COUNTRY_PACKAGE), 'geo-whois-asn-country.mmdb'),
  };
}

/** The installed packages and their versions (the version carries the data's date). */
export function packagedSources(): { name: string; version: string }[] {
  return [ASN_PACKAGE, COUNTRY_PACKAGE].map((name) => ({
    name,
    version: (require(`${name}/package.json`) as { version: string }).version,
  }));
}

type Target =
  | { kind: 'none'; ip: string }
  | { kind: 'v4'; ip: string; n: number }
  | { kind: 'v6'; ip: string; n: bigint };

/** Where to look an address up: public addresses only; private, loopback and the like have no network. */
function target(input: string): Target {
  const c = classifyAddress(input);
  if (!c) throw new InvalidAddressError(input);
  if (c.cls === 'ipv4-mapped' && c.embedded) return target(c.embedded);
  if (c.cls !== 'public') return { kind: 'none', ip: c.address };
  const v4 = v4ToNumber(c.address);
  if (v4 !== null) return { kind: 'v4', ip: c.address, n: v4 };
  return { kind: 'v6', ip: c.address, n: v6ToBigInt(c.address)! };
}

export function openNetworkData(files: NetworkDataFiles = packagedFiles()): NetworkData {
  let asns: Promise<AsnTable> | undefined;
  let countries: Reader<Response> | undefined;
  const table = () => {
    asns ??= loadAsnTable({ v4: files.asnV4, v6: files.asnV6 });
    return asns;
  };
  const reader = () => {
    countries ??= new Reader(readFileSync(files.countryMmdb));
    return countries;
  };
  // The ip-location-db files hold a bare `country_code`, not MaxMind's nested country record.
  const countryOf = (t: Target) =>
    t.kind === 'none'
      ? null
      : ((reader().get(t.ip) as { country_code?: string } | null)?.country_code ?? null);

  return {
    async lookup(ip) {
      const t = target(ip);
      if (t.kind === 'none') return { ip: t.ip, asn: null, asnName: null, country: null };
      const asnTable = await table();
      const asn = t.kind === 'v4' ? asnTable.v4(t.n) : asnTable.v6(t.n);
      return {
        ip: t.ip,
        asn,
        asnName: asn === null ? null : asnTable.name(asn),
        country: countryOf(t),
      };
    },
    country(ip) {
      try {
        return countryOf(target(ip));
      } catch (err) {
        if (err instanceof InvalidAddressError) return null;
        throw err;
      }
    },
    async load() {
      const started = performance.now();
      reader();
      const t = await table();
      return { asnRanges: t.ranges, ms: Math.round(performance.now() - started) };
    },
  };
}

let shared: NetworkData | undefined;

/** The process's one copy of the packaged databases, loaded on first use. */
export function networkData(): NetworkData {
  shared ??= openNetworkData();
  return shared;
}
