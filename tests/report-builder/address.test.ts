import {
  conditionEntry,
  type FilterEntry,
  filterEntry,
  MAX_REPORT_CONDITIONS,
  parseReportQuery,
  reportQuery,
  serializeEntries,
} from '@techcensus/contract';
import { describe, expect, it } from 'vitest';

/** The fields the address must keep; titles and icons come from the catalogue, not the address. */
const identity = (e: FilterEntry) => [e.module, e.type, e.value, e.version, e.child, e.noedit].join('|');
const roundTrip = (entries: FilterEntry[]) => parseReportQuery(reportQuery(entries));

const everything: FilterEntry[] = [
  filterEntry({ module: 'Technology', value: 'wordpress', version: '6.4.2' }),
  filterEntry({ module: 'Technology', value: 'woocommerce', type: 'exclude' }),
  filterEntry({ module: 'Technology', value: 'jquery', version: '3.7.1' }),
  filterEntry({ module: 'Header', value: 'x-powered-by' }),
  filterEntry({ module: 'Category', value: 'ecommerce', type: 'exclude' }),
  filterEntry({ module: 'Region', value: 'europe' }),
  filterEntry({ module: 'Region', value: 'DE', child: true, type: 'exclude' }),
  filterEntry({ module: 'Region', value: 'US', child: true }),
  filterEntry({ module: 'Language', value: 'de' }),
  filterEntry({ module: 'TLD', value: 'co.uk' }),
  filterEntry({ module: 'TLD', value: 'com', type: 'exclude' }),
  filterEntry({ module: 'Vulnerability', value: 'cvss:7' }),
  filterEntry({ module: 'Vulnerability', value: 'CVE-2021-44228', type: 'exclude' }),
  conditionEntry({ action: 'added', technology: 'wordpress' }),
  { ...conditionEntry({ action: 'dropped', technology: 'joomla' }), noedit: false, type: 'exclude' },
];

describe('the builder address ⇄ the filter list', () => {
  it('writes a readable address with the parameter names of part 1 §2', () => {
    expect(reportQuery([])).toBe('');
    expect(
      reportQuery([
        filterEntry({ module: 'Technology', value: 'wordpress' }),
        filterEntry({ module: 'Region', value: 'DE', child: true }),
        filterEntry({ module: 'TLD', value: 'de', title: '.de' }),
      ]),
    ).toBe('technology=wordpress&country=DE&tld=de');
    expect(reportQuery(everything)).toBe(
      'technology=wordpress,-woocommerce,jquery&version=6.4.2,,3.7.1&header=x-powered-by&category=-ecommerce' +
        '&region=europe&country=-DE,US&language=de&tld=co.uk,-com&vulnerability=cvss:7,-CVE-2021-44228' +
        '&change=-action:dropped;technology:joomla&cond1=action:added;technology:wordpress',
    );
  });

  it('reads back every option it wrote: module, inclusion, value, version, country or region, lock', () => {
    const back = roundTrip(everything);
    expect(back.problems).toEqual([]);
    expect(back.entries.map(identity).sort()).toEqual(everything.map(identity).sort());
    // The count is of the same list.
    expect(serializeEntries(back.entries)).toEqual(serializeEntries(everything));
    // And writing what was read gives the same address: the address is stable.
    expect(reportQuery(back.entries)).toBe(reportQuery(everything));
  });

  it('round trips each entry alone, and every version position', () => {
    for (const entry of everything)
      expect(roundTrip([entry]).entries.map(identity)).toEqual([identity(entry)]);
    const second = [
      filterEntry({ module: 'Technology', value: 'wordpress' }),
      filterEntry({ module: 'Technology', value: 'php', version: '8.2' }),
    ];
    expect(reportQuery(second)).toBe('technology=wordpress,php&version=,8.2');
    expect(roundTrip(second).entries.map(identity)).toEqual(second.map(identity));
  });

  it('keeps versions that need escaping', () => {
    const odd = [filterEntry({ module: 'Technology', value: 'nginx', version: '1.25 beta+2 & co' })];
    expect(roundTrip(odd).entries[0]?.version).toBe('1.25 beta+2 & co');
  });

  it('reads repeated parameters like comma lists, as the server joins them', () => {
    const repeated = parseReportQuery(
      'technology=wordpress&technology=php&version=&version=8.2&country=DE&country=-AT',
    );
    const joined = parseReportQuery({ technology: 'wordpress,php', version: ',8.2', country: 'DE,-AT' });
    expect(repeated.entries.map(identity)).toEqual(joined.entries.map(identity));
    expect(joined.entries.map((e) => [e.value, e.version, e.type])).toEqual([
      ['wordpress', '', 'include'],
      ['php', '8.2', 'include'],
      ['DE', '', 'include'],
      ['AT', '', 'exclude'],
    ]);
  });

  it('names every value and parameter it cannot read instead of changing the report silently', () => {
    const bad = parseReportQuery(
      'technology=Word Press&version=1,2&tld=-&vulnerability=cvss:11&tech=wordpress&utm_source=mail&fbclid=x',
    );
    expect(bad.entries).toEqual([]);
    expect(bad.problems).toEqual([
      'The technology "Word Press" is not valid.',
      'The version "2" belongs to no technology.',
      'The tld "-" is not valid.',
      'The vulnerability "cvss:11" is not valid.',
      'The address parameter "tech" is not a report filter.',
    ]);
  });

  it('takes at most nine conditions, locked ones first, and says which were left out', () => {
    const locked = Array.from({ length: 8 }, (_, i) => `cond${i + 1}=action:added;technology:t${i}`);
    const parsed = parseReportQuery(
      [...locked, 'change=action:added;technology:a,action:added;technology:b'].join('&'),
    );
    expect(parsed.entries).toHaveLength(MAX_REPORT_CONDITIONS);
    expect(parsed.entries.filter((e) => e.noedit)).toHaveLength(8);
    expect(parsed.problems).toEqual([
      `A report takes at most ${MAX_REPORT_CONDITIONS} conditions: change "action:added;technology:b" is left out.`,
    ]);
  });
});
