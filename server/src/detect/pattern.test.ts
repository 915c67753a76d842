import { describe, expect, it } from 'vitest';
import { boundQuantifiers, parseTagged, resolveVersion } from './pattern.ts';

describe('pattern tags', () => {
  it('reads the expression, confidence and version template', () => {
    expect(parseTagged('jquery-([0-9.]+)\\.js\\;confidence:50\\;version:\\1')).toEqual({
      source: 'jquery-([0-9.]{1,250})\\.js',
      confidence: 50,
      version: '\\1',
    });
  });

  it('defaults confidence to 100 and keeps colons inside the version', () => {
    expect(parseTagged('x\\;version:a:b')).toMatchObject({ confidence: 100, version: 'a:b' });
  });

  it('bounds real quantifiers only, not escaped ones or those in classes', () => {
    expect(boundQuantifiers('a+b*')).toBe('a{1,250}b{0,250}');
    expect(boundQuantifiers('\\+[+*]\\*')).toBe('\\+[+*]\\*');
    expect(boundQuantifiers('[^]]+x')).toBe('[^]]{1,250}x');
  });
});

describe('version templates', () => {
  const m = (...groups: (string | undefined)[]) => ['whole', ...groups];

  it('substitutes back-references', () => {
    expect(resolveVersion('\\1', m('1.2.3'))).toBe('1.2.3');
    expect(resolveVersion('\\1.\\2', m('4', '7'))).toBe('4.7');
  });

  it('evaluates ternaries on whether the group matched', () => {
    expect(resolveVersion('\\1?2.0:1.0', m('x'))).toBe('2.0');
    expect(resolveVersion('\\1?2.0:1.0', m(undefined))).toBe('1.0');
    expect(resolveVersion('\\1?:legacy', m('x'))).toBe('');
    expect(resolveVersion('\\1?:legacy', m(undefined))).toBe('legacy');
    expect(resolveVersion('\\1?\\1:0', m('3.1'))).toBe('3.1');
  });

  it('treats groups longer than 10 characters as unmatched', () => {
    expect(resolveVersion('\\1', m('12345678901'))).toBe('');
  });

  it('returns empty when there is no template', () => {
    expect(resolveVersion('', m('1'))).toBe('');
  });
});
