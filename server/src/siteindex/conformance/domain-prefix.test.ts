/** Sites by the start of their domain (the search suggestions' websites): the same on every adapter. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { named, siteIndexEngines } from '../../../../tests/support/engines.ts';
import type { SiteIndex } from '../port.ts';
import { LOW_RANK, SITES } from './dataset.ts';

describe.each(named(siteIndexEngines()))('SiteIndex domains by prefix: %s', (_name, engine) => {
  let index: SiteIndex;

  beforeAll(async () => {
    index = await engine.open();
    await index.upsert(SITES);
    await index.refresh();
  });
  afterAll(async () => {
    await index?.close();
  });

  it('gives domains starting with the text, best rank first, ties in byte order, up to the limit', async () => {
    expect(await index.domainsStartingWith('a', 10)).toEqual([
      { domain: 'anime-hub.jp', rank: 150 },
      { domain: 'a-tie.net', rank: 500 },
      { domain: 'a2tie.net', rank: 500 },
      { domain: 'atie.net', rank: 500 },
    ]);
    expect((await index.domainsStartingWith('a', 2)).map((d) => d.domain)).toEqual([
      'anime-hub.jp',
      'a-tie.net',
    ]);
    expect(await index.domainsStartingWith('zz-', 5)).toEqual([{ domain: 'zz-last.com', rank: LOW_RANK }]);
    expect(await index.domainsStartingWith('opensource.org', 5)).toEqual([
      { domain: 'opensource.org', rank: 300 },
    ]);
  });

  it('takes LIKE wildcards and an empty text literally', async () => {
    expect(await index.domainsStartingWith('a_', 10)).toEqual([]);
    expect(await index.domainsStartingWith('a%', 10)).toEqual([]);
    expect(await index.domainsStartingWith('%', 10)).toEqual([]);
    expect(await index.domainsStartingWith('', 10)).toEqual([]);
    expect(await index.domainsStartingWith('nothing-starts-so', 10)).toEqual([]);
  });

  it('leaves out offline sites', async () => {
    const site = SITES.find((s) => s.domain === 'kleiner-laden.de')!;
    expect(await index.domainsStartingWith('kleiner', 5)).toEqual([{ domain: site.domain, rank: site.rank }]);
    await index.upsert([{ ...site, offline: true }]);
    await index.refresh();
    expect(await index.domainsStartingWith('kleiner', 5)).toEqual([]);
    await index.upsert([site]);
    await index.refresh();
  });

  it('refuses a limit below 1', async () => {
    await expect(index.domainsStartingWith('a', 0)).rejects.toThrow(RangeError);
  });
});
