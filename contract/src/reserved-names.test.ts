import { describe, expect, it } from 'vitest';
import { isDemoNamespace, isReservedAddress, isReservedName, isReservedUrl } from './reserved-names.ts';

describe('reserved names', () => {
  it.each([
    'suzi.de.example',
    'www.kotama.co.uk.example',
    'a.test',
    'nothing.invalid',
    'example.com',
    'shop.example.org',
    'EXAMPLE.NET.',
  ])('%s is reserved', (host) => {
    expect(isReservedName(host)).toBe(true);
  });

  it.each(['suzi.de', 'example.de', 'myexample.com', 'example.com.au', 'test.com', 'example'])(
    '%s is not',
    (host) => {
      expect(isReservedName(host)).toBe(false);
    },
  );

  it('reads addresses and URLs by their host', () => {
    expect(isReservedAddress('info@suzi.de.example')).toBe(true);
    expect(isReservedAddress('info@suzi.de')).toBe(false);
    expect(isReservedUrl('https://facebook.example/suzi')).toBe(true);
    expect(isReservedUrl('https://www.facebook.com/suzi')).toBe(false);
    expect(isReservedUrl('not a url')).toBe(false);
  });

  it('tells the demo namespace apart', () => {
    expect(isDemoNamespace('suzi.de.example')).toBe(true);
    expect(isDemoNamespace('suzi.de.test')).toBe(false);
  });
});
