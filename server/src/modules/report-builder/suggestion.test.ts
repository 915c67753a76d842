import {
  entryFromSuggestion,
  filterSuggestions,
  maskRank,
  regionItems,
  technologyItems,
  tldItems,
} from '@techcensus/contract';
import { describe, expect, it } from 'vitest';

const regions = regionItems([
  {
    Id: 'europe',
    LongName: 'Europe',
    DomainCount: 30,
    Countries: [
      { Id: 'DE', LongName: 'Germany', DomainCount: 20 },
      { Id: 'FR', LongName: 'France', DomainCount: 10 },
    ],
  },
  {
    Id: 'americas',
    LongName: 'Americas',
    DomainCount: 5,
    Countries: [{ Id: 'US', LongName: 'United States', DomainCount: 5 }],
  },
]);

describe('suggestion items (part 1 §3)', () => {
  it('regions hold their countries as nested, flagged items', () => {
    expect(regions[0].nested?.map((c) => [c.title, c.value, c.icon, c.child])).toEqual([
      ['Germany', 'DE', 'DE', true],
      ['France', 'FR', 'FR', true],
    ]);
  });

  it('filters a held list: a region stays for a matching country, with only the matches', () => {
    expect(filterSuggestions(regions, 'germ').map((r) => [r.title, r.nested?.map((c) => c.title)])).toEqual([
      ['Europe', ['Germany']],
    ]);
    expect(filterSuggestions(regions, 'europe')[0].nested).toHaveLength(2);
    expect(filterSuggestions(regions, 'us').map((r) => r.nested?.map((c) => c.value))).toEqual([['US']]);
    expect(filterSuggestions(regions, '')).toEqual(regions);
    expect(filterSuggestions(regions, 'atlantis')).toEqual([]);
  });

  it('a picked item becomes the entry of its module', () => {
    const [germany] = regions[0].nested ?? [];
    expect(entryFromSuggestion('Region', germany)).toMatchObject({
      module: 'Region',
      value: 'DE',
      title: 'Germany',
      icon: 'DE',
      child: true,
      type: 'include',
    });
    const [wp6] = technologyItems([
      {
        LongName: 'WordPress',
        Technology: 'wordpress',
        Version: '6.4.2',
        Icon: 'WordPress.svg',
        DomainCount: 3,
      },
    ]);
    expect(entryFromSuggestion('Technology', wp6)).toMatchObject({
      value: 'wordpress',
      version: '6.4.2',
      title: 'WordPress',
      icon: 'WordPress.svg',
    });
    const [de] = tldItems([{ Id: 'de', LongName: '.de (Germany)', TLD: 'de', DomainCount: 1 }]);
    expect(entryFromSuggestion('TLD', de)).toMatchObject({ value: 'de', title: '.de' });
  });
});

describe('masked ranks', () => {
  it('keep the shape of the number, not its digits', () => {
    expect(maskRank(7)).toBe('*');
    expect(maskRank(12_345)).toBe('**,***');
    expect(maskRank(2_000_000_000)).toBe('*,***,***,***');
  });
});
