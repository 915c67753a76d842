import { describe, expect, it } from 'vitest';
import { contains, exact, range, subtract, describe as text, union } from './intervals.ts';

describe('intervals', () => {
  it('contains respects inclusive and exclusive bounds', () => {
    const i = range('2.4.0', '2.4.55', true);
    expect(contains(i, '2.4.0')).toBe(true);
    expect(contains(i, '2.4.55')).toBe(true);
    expect(contains(i, '2.4.56')).toBe(false);
    expect(contains(range(undefined, '3.4.0'), '3.4.0')).toBe(false);
    expect(contains(range(undefined, '3.4.0'), '3.3.1')).toBe(true);
  });

  it('treats "0" as the first version', () => {
    expect(range('0', '1.2')).toEqual({ to: { version: '1.2', inclusive: false } });
  });

  it('unites overlapping and touching ranges', () => {
    expect(union([range('1.0', '2.0'), range('1.5', '3.0'), range('3.0', '4.0')]).map(text)).toEqual([
      '>= 1.0, < 4.0',
    ]);
    expect(union([range('1.0', '2.0'), range('2.1', '3.0')])).toHaveLength(2);
  });

  it('takes unaffected ranges and points out (Jenkins and Roundcube records)', () => {
    const jenkins = subtract(
      [{}],
      [range('0', '1.606'), range('2.442', undefined), range('2.426.3', '2.427'), range('2.440.1', '2.441')],
    );
    expect(jenkins.map(text)).toEqual(['>= 1.606, < 2.426.3', '>= 2.427, < 2.440.1', '>= 2.441, < 2.442']);
    expect(subtract([range('1.4.0', '1.5.14')], [exact('1.5.5')]).map(text)).toEqual([
      '>= 1.4.0, < 1.5.5',
      '> 1.5.5, < 1.5.14',
    ]);
  });
});
