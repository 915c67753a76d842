import { isReservedAddress, isReservedName, isReservedUrl, normalizeDomain } from '@techcensus/contract';
import { parse } from 'tldts';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config/index.ts';
import { FIRST_START_SEED } from './first-start.ts';
import { demoDomain, generateSites } from './generate.ts';

// The dataset a first start seeds: the default DEMO_SITES with the first-start seed.
const count = loadConfig({}).DEMO_SITES;
const seed = FIRST_START_SEED;

describe('demo names stay in reserved namespaces', () => {
  it('names every website, link, redirect, subdomain, e-mail and social profile of the first-start demo only there', () => {
    const outside: string[] = [];
    const tlds = new Set<string>();
    let sites = 0;
    for (const batch of generateSites({
      count,
      seed,
      now: new Date('2025-06-01T00:00:00Z'),
      batchSize: 5_000,
    })) {
      for (const s of batch) {
        sites++;
        tlds.add(s.tld);
        const names = [s.domain, ...s.subdomains, ...s.links, ...(s.redirectsTo ? [s.redirectsTo] : [])];
        for (const n of names) if (!isReservedName(n)) outside.push(n);
        for (const e of s.contacts.emails) if (!isReservedAddress(e)) outside.push(e);
        for (const url of Object.values(s.social)) if (url && !isReservedUrl(url)) outside.push(url);
      }
    }
    expect(sites).toBe(count);
    expect(outside.slice(0, 10)).toEqual([]);
    // The variety the facets show is kept in the records.
    expect(tlds.size).toBeGreaterThan(30);
    // Generates the whole first-start dataset: seconds of CPU that a loaded machine stretches.
  }, 120_000);

  it('gives names that lookups accept and that read as the site they stand for', () => {
    for (const i of [0, 1, 2, 100, count - 1]) {
      const domain = demoDomain(seed, count, i);
      expect(normalizeDomain(domain)).toEqual({ ok: true, domain });
      expect(normalizeDomain(`https://www.${domain}/`)).toEqual({ ok: true, domain });
      expect(parse(domain).publicSuffix).toBe('example');
    }
  });
});
