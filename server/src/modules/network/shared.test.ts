import { describe, expect, it } from 'vitest';
import type { SiteIndex } from '../../siteindex/port.ts';
import { cached } from './shared.ts';

describe('the network pages’ lookup tables', () => {
  it('are kept per index: two services in one process never answer from each other’s sites', async () => {
    const a = {} as SiteIndex;
    const b = {} as SiteIndex;
    expect(await cached(a, 'asn-lookup', async () => ['from a'])).toEqual(['from a']);
    expect(await cached(b, 'asn-lookup', async () => ['from b'])).toEqual(['from b']);
    // …and each index's copy is kept for the next reader.
    expect(await cached(a, 'asn-lookup', async () => ['again'])).toEqual(['from a']);
  });
});
