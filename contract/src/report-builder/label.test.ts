import { describe, expect, it } from 'vitest';
import { filterEntry, parseReportQuery, reportLabel } from '../index.ts';

describe('report label (part 1 §3)', () => {
  const wp = filterEntry({ module: 'Technology', value: 'wordpress', title: 'WordPress' });
  const header = filterEntry({ module: 'Header', value: 'x-powered-by' });
  const cms = filterEntry({ module: 'Category', value: 'cms', title: 'Content Management System' });

  it('names the technology, with its version when there is one', () => {
    expect(reportLabel([wp])).toBe('Technology: WordPress');
    expect(reportLabel([{ ...wp, version: '6.4.2' }, header])).toBe('Technology: WordPress, version: 6.4.2');
  });

  it('falls back to the header, then the category, then Generic Report', () => {
    expect(reportLabel([cms, header])).toBe('HTTP Header: x-powered-by');
    expect(reportLabel([cms])).toBe('Category: Content Management System');
    expect(reportLabel([])).toBe('Generic Report');
    expect(reportLabel(parseReportQuery('country=DE&tld=de').entries)).toBe('Generic Report');
  });

  it('an excluded technology does not say what the report is about', () => {
    expect(reportLabel([{ ...wp, type: 'exclude' }, cms])).toBe('Category: Content Management System');
  });
});
