import { describe, expect, it } from 'vitest';
import { MAX_REPORT_CONDITIONS, parseReportQuery } from '../index.ts';

/** The fields that identify an entry, without display fields. */
const summary = (q: string) =>
  parseReportQuery(q).entries.map((e) => [e.module, e.type, e.value, e.version, e.child, e.noedit]);

describe('the builder address (part 1 §2)', () => {
  it('reads technology with version, header, category, countries, regions, languages and TLDs', () => {
    const parsed = parseReportQuery(
      '?technology=WordPress&version=6.4.2&header=X-Powered-By&category=ecommerce&country=de,UK&region=europe&language=EN&tld=.CO.UK',
    );
    expect(parsed.reportType).toBe('technology');
    expect(parsed.problems).toEqual([]);
    expect(summary('?technology=WordPress&version=6.4.2')).toEqual([
      ['Technology', 'include', 'wordpress', '6.4.2', false, false],
    ]);
    expect(parsed.entries.map((e) => [e.module, e.value, e.title, e.child])).toEqual([
      ['Technology', 'wordpress', 'wordpress', false],
      ['Header', 'x-powered-by', 'x-powered-by', false],
      ['Category', 'ecommerce', 'ecommerce', false],
      ['Region', 'europe', 'europe', false],
      ['Region', 'DE', 'DE', true],
      ['Region', 'GB', 'GB', true],
      ['Language', 'en', 'en', false],
      ['TLD', 'co.uk', '.co.uk', false],
    ]);
  });

  it('takes the report type from technology, then header, then category', () => {
    expect(parseReportQuery('header=server&category=cms').reportType).toBe('header');
    expect(parseReportQuery('category=cms&country=DE').reportType).toBe('category');
    expect(parseReportQuery('technology=jquery&header=server').reportType).toBe('technology');
  });

  it('without any of them the report type is unknown: a generic report of the other filters', () => {
    expect(parseReportQuery('')).toEqual({ reportType: null, entries: [], problems: [] });
    const geo = parseReportQuery('country=DE');
    expect(geo.reportType).toBeNull();
    expect(geo.entries).toHaveLength(1);
  });

  it('turns cond1…cond9 into locked Custom entries with the spec titles', () => {
    const parsed = parseReportQuery(
      'cond1=action:added;technology:wordpress&cond2=action:dropped;technology:joomla&cond3=technology:drupal;action:versionchanged',
    );
    expect(parsed.entries.map((e) => [e.module, e.value, e.title, e.noedit])).toEqual([
      ['Custom', 'action:added;technology:wordpress', 'Started using technology wordpress', true],
      ['Custom', 'action:dropped;technology:joomla', 'Stopped using technology joomla', true],
      ['Custom', 'action:versionchanged;technology:drupal', 'Changed version of technology drupal', true],
    ]);
    expect(parsed.reportType).toBeNull();
  });

  it('reads at most nine conditions and reports unreadable ones', () => {
    const many = Array.from({ length: 11 }, (_, i) => `cond${i + 1}=action:added;technology:t${i + 1}`).join(
      '&',
    );
    expect(parseReportQuery(many).entries).toHaveLength(MAX_REPORT_CONDITIONS);
    const bad = parseReportQuery(
      'cond1=action:removed;technology:wordpress&cond2=technology:wp&country=Germany',
    );
    expect(bad.entries).toEqual([]);
    expect(bad.problems).toEqual([
      'The country "Germany" is not valid.',
      'The cond1 "action:removed;technology:wordpress" is not valid.',
      'The cond2 "technology:wp" is not valid.',
    ]);
  });

  it('reads a record of parameters as the server hands them over', () => {
    const parsed = parseReportQuery({ technology: 'wordpress', country: 'DE', tld: undefined });
    expect(parsed.entries.map((e) => e.value)).toEqual(['wordpress', 'DE']);
  });

  it('a repeated value is one entry', () => {
    expect(parseReportQuery('country=DE&country=de,DE').entries).toHaveLength(1);
  });
});
