import { describe, expect, it } from 'vitest';
import {
  deserializeFilters,
  type FilterEntry,
  filterEntry,
  parseReportQuery,
  SERIALIZED_FILTER_LIST_EXAMPLE,
  SerializedFilterList,
  serializeEntries,
} from '../index.ts';

const identity = (e: FilterEntry) => [e.type, e.module, e.value, e.version, e.child];

describe('serialized filter list (part 1 §3)', () => {
  const entries: FilterEntry[] = [
    filterEntry({ module: 'Technology', value: 'wordpress', version: '6.4.2', title: 'WordPress' }),
    filterEntry({ module: 'Technology', value: 'woocommerce', type: 'exclude' }),
    filterEntry({ module: 'Category', value: 'ecommerce' }),
    filterEntry({ module: 'Header', value: 'x-powered-by', type: 'exclude' }),
    filterEntry({ module: 'TLD', value: 'de' }),
    filterEntry({ module: 'TLD', value: 'at' }),
    filterEntry({ module: 'TLD', value: 'ru', type: 'exclude' }),
    filterEntry({ module: 'Region', value: 'europe' }),
    filterEntry({ module: 'Region', value: 'US', child: true }),
    filterEntry({ module: 'Region', value: 'FR', child: true, type: 'exclude' }),
    filterEntry({ module: 'Language', value: 'de' }),
    filterEntry({ module: 'Custom', value: 'action:added;technology:wordpress', noedit: true }),
    filterEntry({ module: 'Vulnerability', value: 'cvss:7' }),
  ];

  it('keys single-value modules by module with Version and Inclusion, merges TLD, Region and Language', () => {
    expect(serializeEntries(entries)).toEqual([
      { Technology: 'wordpress', Version: '6.4.2', Inclusion: true },
      { Technology: 'woocommerce', Version: '', Inclusion: false },
      { Category: 'ecommerce', Version: '', Inclusion: true },
      { Header: 'x-powered-by', Version: '', Inclusion: false },
      { TLD: ['de', 'at'], Inclusion: true },
      { TLD: ['ru'], Inclusion: false },
      { Region: ['europe'], Country: ['US'], Inclusion: true },
      { Country: ['FR'], Inclusion: false },
      { Language: ['de'], Inclusion: true },
      { Custom: 'action:added;technology:wordpress', Version: '', Inclusion: true },
      { Vulnerability: 'cvss:7', Version: '', Inclusion: true },
    ]);
  });

  it('what it writes, its schema accepts', () => {
    const list = serializeEntries(entries);
    expect(SerializedFilterList.parse(list)).toEqual(list);
    expect(SerializedFilterList.safeParse(SERIALIZED_FILTER_LIST_EXAMPLE).success).toBe(true);
  });

  it('round trips: entries → list → entries keeps every option; list → entries → list is stable', () => {
    const list = serializeEntries(entries);
    const back = deserializeFilters(list);
    expect(back.map(identity).sort()).toEqual(entries.map(identity).sort());
    expect(serializeEntries(back)).toEqual(list);
    const fromAddress = parseReportQuery(
      'technology=wordpress&country=DE&cond1=action:dropped;technology:joomla',
    );
    const s = serializeEntries(fromAddress.entries);
    expect(
      serializeEntries(deserializeFilters(SerializedFilterList.parse(JSON.parse(JSON.stringify(s))))),
    ).toEqual(s);
  });

  it('an empty list is every site', () => {
    expect(serializeEntries([])).toEqual([]);
    expect(SerializedFilterList.parse([])).toEqual([]);
  });

  it('refuses objects that are not one filter, with a message naming the problem', () => {
    const messages = (value: unknown) => {
      const r = SerializedFilterList.safeParse(value);
      return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    };
    expect(messages([{ Technology: 'wordpress', Category: 'cms' }])[0]).toMatch(/exactly one of/);
    expect(messages([{}])[0]).toMatch(/exactly one of/);
    expect(messages([{ Technology: 'Word Press' }])).toEqual([
      '0.Technology: must be a technology slug such as "wordpress"',
    ]);
    expect(messages([{ TLD: [] }])).toEqual(['0.TLD: must hold at least one value']);
    expect(messages([{ Language: ['de'], Version: '1' }])[0]).toBe(
      '0.Version: a Language filter has no Version',
    );
    expect(messages([{ Category: 'cms', Version: '1' }])[0]).toBe(
      '0.Version: only Technology filters have a version',
    );
    expect(messages([{ Custom: 'action:removed;technology:wordpress' }])[0]).toMatch(
      /^0.Custom: must read action:/,
    );
    expect(messages([{ Vulnerability: 'cvss:11' }])[0]).toMatch(/^0.Vulnerability/);
    expect(messages([{ Technology: 'wordpress', Colour: 'blue' }])[0]).toMatch(/Unrecognized key/);
    const conditions = Array.from({ length: 10 }, (_, i) => ({ Custom: `action:added;technology:t${i}` }));
    expect(messages(conditions)).toEqual([': at most 9 Custom conditions, got 10']);
  });
});
