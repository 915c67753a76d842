import { describe, expect, it } from 'vitest';
import { describe as text } from './intervals.ts';
import { parseRangeText } from './range-text.ts';

const read = (s: string) => parseRangeText(s)?.intervals.map(text) ?? null;

// Every free-text form the sample's CNA `version` fields use.
describe('free-text version ranges', () => {
  it.each([
    ['>= 13.4.0, < 14.1.1', ['>= 13.4.0, < 14.1.1']],
    ['>= 1.2, < 3.5.0', ['>= 1.2, < 3.5.0']],
    ['>=11.9, <13.8.8', ['>= 11.9, < 13.8.8']],
    [' >= 2.18.0, < 2.29.4', ['>= 2.18.0, < 2.29.4']],
    ['> 14.0.0, < 14.2.25', ['> 14.0.0, < 14.2.25']],
    ['>= 11.1.4, <= 1 3.5.6', ['>= 11.1.4, <= 13.5.6']],
    ['>=5.0.0-alpha.1, <5.0.0-beta.3', ['>= 5.0.0-alpha.1, < 5.0.0-beta.3']],
    ['= 8.3.0', ['= 8.3.0']],
    ['< 1.13.0', ['< 1.13.0']],
    ['>= 8.0.0', ['>= 8.0.0']],
    ['0.5.6 - 1.13.2', ['>= 0.5.6, <= 1.13.2']],
    ['4.0.0-4.2.7', ['>= 4.0.0, <= 4.2.7']],
    ['3.7.0-3.10.14', ['>= 3.7.0, <= 3.10.14']],
    ['All versions prior to 4.17.12', ['< 4.17.12']],
    ['before 5.6.15 and 6.6.1', ['< 5.6.15', '>= 6, < 6.6.1']],
    ['Apache HTTP Server 2.4 2.4.49', ['= 2.4.49']],
    ['Fixed in OpenSSL 3.0.2 (Affected 3.0.0,3.0.1)', ['= 3.0.0', '= 3.0.1']],
    ['Fixed in OpenSSL 1.1.1n (Affected 1.1.1-1.1.1m)', ['>= 1.1.1, <= 1.1.1m']],
    ['Fixed in OpenSSL 1.0.2zd (Affected 1.0.2-1.0.2zc)', ['>= 1.0.2, <= 1.0.2zc']],
    ['Fixed version 5.6.2', ['< 5.6.2']],
    ['next of 1.7.0', ['>= 1.7.0']],
    [
      'Spring Framework versions 5.3.X prior to 5.3.18+, 5.2.x prior to 5.2.20+ and all old and unsupported versions',
      ['< 5.2.20', '>= 5.3, < 5.3.18'],
    ],
    [
      'Drupal before 7.58, 8.x before 8.3.9, 8.4.x before 8.4.6, and 8.5.x before 8.5.1',
      ['< 7.58', '>= 8, < 8.3.9', '>= 8.4, < 8.4.6', '>= 8.5, < 8.5.1'],
    ],
  ])('%j', (input, expected) => {
    expect(read(input)).toEqual(expected);
  });

  it('flags a bare list, which CNAs often fill with the fixed releases', () => {
    expect(parseRangeText('7.0.3.1, 6.1.6.1, 6.0.5.1, 5.2.8.1')?.form).toBe('list');
  });

  it.each(['n/a', 'Not Fixed', 'unspecified', 'Mainline', 'Apache Log4j2'])(
    'reads nothing from %j',
    (input) => {
      expect(parseRangeText(input)).toBeNull();
    },
  );
});
