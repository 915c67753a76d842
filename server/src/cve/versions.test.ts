import { describe, expect, it } from 'vitest';
import { compareVersions, parseVersion, versionKey } from './versions.ts';

describe('version order', () => {
  it.each([
    ['2.4.48', '2.4.49'],
    ['2.9', '2.10'],
    ['1.0.1', '1.0.1a'],
    ['1.0.1a', '1.0.1g'],
    ['1.0.1g', '1.0.2'],
    ['1.0.2z', '1.0.2za'],
    ['2.4.3', '2.4.3-p1'],
    ['2.4.3-p1', '2.4.3-p2'],
    ['2.4.3-p2', '2.4.4'],
    ['10.0.0-beta.1', '10.0.0'],
    ['10.0.0-alpha.1', '10.0.0-beta.1'],
    ['10.0.0-beta.1', '10.0.0-rc.1'],
    ['11.0.0-M1', '11.0.0'],
    ['9.0.0.M1', '9.0.0'],
    ['14.2.0-canary.5', '14.2.0'],
    ['5.0.0-alpha.1', '5.0.0-beta.3'],
    ['11.0.5', '11.0.5+security-01'],
    ['7.4.13.u48', '7.4.13.u76'],
    ['13.1-49.14', '13.1-49.15'],
    ['1.12.4', '1.12.10'],
  ])('%s < %s', (a, b) => {
    expect(compareVersions(a, b)).toBeLessThan(0);
    expect(compareVersions(b, a)).toBeGreaterThan(0);
  });

  it.each([
    ['1.0', '1.0.0'],
    ['1', '1.0.0'],
    ['15.01.2375.037', '15.1.2375.37'],
    ['v5.8.3', '5.8.3'],
    ['11.0.0-M1', '11-m1'],
  ])('%s = %s', (a, b) => {
    expect(compareVersions(a, b)).toBe(0);
    expect(versionKey(a)).toBe(versionKey(b));
  });

  it('reads wildcards as release lines', () => {
    expect(parseVersion('4.2.x')).toMatchObject({ wildcard: true });
    expect(parseVersion('8.1.*')).toMatchObject({ wildcard: true });
    expect(parseVersion('5.3.X')).toMatchObject({ wildcard: true });
  });

  it.each(['n/a', 'unspecified', '*', '', 'None', 'Not Fixed', 'log4j-core*', 'Mainline', 'Apache Log4j2'])(
    'rejects %j',
    (text) => {
      expect(parseVersion(text)).toBeNull();
    },
  );

  it('orders keys byte-wise like the comparator (what PostgreSQL relies on)', () => {
    const versions = ['1.0.1g', '1.0.1', '10.0.0', '2.4.3-p1', '2.4.3', '9.0.0.M1', '9.0.0', '1.0.2zg', '0'];
    const byCompare = [...versions].sort(compareVersions);
    const byKey = [...versions].sort((a, b) => (versionKey(a) < versionKey(b) ? -1 : 1));
    expect(byKey).toEqual(byCompare);
  });
});
