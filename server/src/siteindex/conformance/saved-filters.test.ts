/**
 * Saved filters (the alerts' percolator) on every adapter: a document matches a saved filter
 * exactly when a search with the same filters would find it, whether or not it is in the index.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { named, siteIndexEngines } from '../../../../tests/support/engines.ts';
import type { SiteDoc, SiteFilters, SiteIndex } from '../port.ts';
import { SITES } from './dataset.ts';
import { randomFilters } from './random-filters.ts';
import { matches } from './reference.ts';

const SAVED: [string, SiteFilters][] = [
  ['everything', []],
  ['wordpress', [{ module: 'technology', mode: 'include', slug: 'wordpress' }]],
  ['not-wordpress', [{ module: 'technology', mode: 'exclude', slug: 'wordpress' }]],
  ...Array.from({ length: 40 }, (_, i): [string, SiteFilters] => [`random-${i}`, randomFilters(5000 + i)]),
];

const expected = (doc: SiteDoc) =>
  SAVED.filter(([, filters]) => doc.offline !== true && matches(doc, filters))
    .map(([id]) => id)
    .sort();

describe.each(named(siteIndexEngines()))('saved filters: %s', (_name, engine) => {
  let index: SiteIndex;

  beforeAll(async () => {
    index = await engine.open();
    for (const [id, filters] of SAVED) await index.savedFilters.put(id, filters);
  });
  afterAll(async () => {
    for (const [id] of SAVED) await index?.savedFilters.remove(id);
    await index?.close();
  });

  it('matches documents that are not in the index as a search over them would', async () => {
    const got = await index.savedFilters.match(SITES);
    expect(got.map((ids) => [...ids].sort())).toEqual(SITES.map(expected));
  });

  it('tells a document before and after a change apart in one call', async () => {
    const before = SITES.find((s) => s.technologies.some((t) => t.slug === 'wordpress'))!;
    const after: SiteDoc = {
      ...before,
      technologies: before.technologies.filter((t) => t.slug !== 'wordpress'),
    };
    const [was, is] = await index.savedFilters.match([before, after]);
    expect(was).toContain('wordpress');
    expect(is).not.toContain('wordpress');
    expect(is).toContain('not-wordpress');
    expect(await index.countSample([], 0)).toEqual({ count: 0, sample: [] });
  });

  it('forgets a removed filter and replaces a saved one', async () => {
    await index.savedFilters.put('wordpress', [{ module: 'technology', mode: 'exclude', slug: 'wordpress' }]);
    await index.savedFilters.remove('everything');
    const doc = SITES.find((s) => s.offline !== true && !s.technologies.some((t) => t.slug === 'wordpress'))!;
    const [ids] = await index.savedFilters.match([doc]);
    expect(ids).toContain('wordpress');
    expect(ids).not.toContain('everything');
  });
});
