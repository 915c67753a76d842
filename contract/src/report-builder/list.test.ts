import { describe, expect, it } from 'vitest';
import { addEntry, type FilterEntry, filterEntry, mergeEntries, removeEntry } from '../index.ts';

const wp = filterEntry({ module: 'Technology', value: 'wordpress', title: 'WordPress' });
const de = filterEntry({ module: 'Region', value: 'DE', title: 'Germany', child: true, icon: 'DE' });
const tldDe = filterEntry({ module: 'TLD', value: 'de', title: '.de' });
const english = filterEntry({ module: 'Language', value: 'en', title: 'English' });

describe('filter list operations (part 1 §4)', () => {
  it('adds a new value at the end', () => {
    expect(addEntry([wp], de)).toEqual([wp, de]);
  });

  it('updates an entry whose value already exists, compared case-insensitively, in place', () => {
    const updated = { ...wp, value: 'WordPress', version: '6.4.2', type: 'exclude' as const };
    const list = addEntry([wp, de], updated);
    expect(list).toEqual([updated, de]);
    expect(list).toHaveLength(2);
  });

  it('keeps equal values of different modules apart (country DE, TLD de, language de)', () => {
    const german = filterEntry({ module: 'Language', value: 'de', title: 'German' });
    const list = [de, tldDe, german].reduce<FilterEntry[]>((l, e) => addEntry(l, e), []);
    expect(list).toEqual([de, tldDe, german]);
  });

  it('removes by value, case-insensitively, within the module', () => {
    expect(removeEntry([wp, de, tldDe], 'Region', 'de')).toEqual([wp, tldDe]);
    expect(removeEntry([wp, de], 'Technology', 'WORDPRESS')).toEqual([de]);
    expect(removeEntry([wp, de], 'Technology', 'joomla')).toEqual([wp, de]);
  });

  it('merge replaces the entries of each touched module and keeps the others', () => {
    const at = filterEntry({ module: 'Region', value: 'AT', child: true });
    const europe = filterEntry({ module: 'Region', value: 'europe', title: 'Europe' });
    const list = [wp, de, english];
    expect(mergeEntries(list, [europe, at], ['Region'])).toEqual([wp, english, europe, at]);
    // Touched but nothing chosen: the module is emptied ("All").
    expect(mergeEntries(list, [], ['Region', 'Language'])).toEqual([wp]);
    // Untouched modules are not changed even when the choice names them.
    expect(mergeEntries(list, [tldDe], ['Region'])).toEqual([wp, english]);
  });

  it('merge deduplicates the chosen entries by value', () => {
    const v = { ...wp, version: '6.4.2' };
    expect(mergeEntries([], [wp, v], ['Technology'])).toEqual([v]);
  });
});
