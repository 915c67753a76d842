import { describe, expect, it } from 'vitest';
import { compileFilterList, FilterListError, MAX_REPORT_FILTERS, ReportFilters } from '../index.ts';

describe('serialized filter list → report filter language', () => {
  it('compiles every module to the API’s filters', () => {
    const filters = compileFilterList([
      { Technology: 'WordPress', Version: '6.4.2', Inclusion: true },
      { Technology: 'woocommerce', Version: '', Inclusion: false },
      { Category: 'ecommerce' },
      { Header: 'X-Powered-By', Inclusion: false },
      { TLD: ['.DE', 'at', 'de'] },
      { Region: ['europe'] },
      { Country: ['uk', 'FR'], Inclusion: false },
      { Language: ['EN'] },
      { Custom: 'action:versionchanged;technology:wordpress' },
      { Vulnerability: 'any' },
      { Vulnerability: 'cvss:7.5', Inclusion: false },
      { Vulnerability: 'cve-2021-44228' },
    ]);
    expect(filters).toEqual([
      { module: 'technology', technology: 'wordpress', version: '6.4.2' },
      { module: 'technology', technology: 'woocommerce', exclude: true },
      { module: 'category', category: 'ecommerce' },
      { module: 'header', header: 'x-powered-by', exclude: true },
      { module: 'tld', values: ['de', 'at'] },
      { module: 'region', values: ['europe'] },
      { module: 'country', values: ['GB', 'FR'], exclude: true },
      { module: 'language', values: ['en'] },
      { module: 'change', action: 'versionchanged', technology: 'wordpress' },
      { module: 'vulnerability' },
      { module: 'vulnerability', minSeverity: 7.5, exclude: true },
      { module: 'vulnerability', cves: ['CVE-2021-44228'] },
    ]);
    expect(ReportFilters.safeParse(filters).success).toBe(true);
  });

  it('a region with countries is one list of countries ("Europe or the US")', () => {
    const regionCountries = (r: string) => (r === 'europe' ? ['DE', 'FR'] : undefined);
    expect(compileFilterList([{ Region: ['europe'], Country: ['US', 'DE'] }], { regionCountries })).toEqual([
      { module: 'country', values: ['DE', 'FR', 'US'] },
    ]);
    expect(() => compileFilterList([{ Region: ['atlantis'], Country: ['US'] }], { regionCountries })).toThrow(
      new FilterListError('Unknown region atlantis.', '0.Region'),
    );
    expect(() => compileFilterList([{ Region: ['europe'], Country: ['US'] }])).toThrow(FilterListError);
  });

  it('an empty list is every site; too many filters is an error', () => {
    expect(compileFilterList([])).toEqual([]);
    const many = Array.from({ length: MAX_REPORT_FILTERS + 1 }, (_, i) => ({ Header: `x-h${i}` }));
    expect(() => compileFilterList(many)).toThrow(/at most 30 filters/);
  });
});
