import { describe, expect, it } from 'vitest';
import { parseAsn } from './asn.ts';
import { directivesOf, HEADER_DESCRIPTIONS } from './header-descriptions.ts';
import { parseHeader } from './headers.ts';
import { parseIp } from './ip.ts';
import { parseTag } from './tag.ts';

describe('lookup input', () => {
  it('ASN: numeric, an AS prefix tolerated, 32-bit', () => {
    expect(parseAsn('13335')).toBe(13335);
    expect(parseAsn(' AS13335 ')).toBe(13335);
    expect(parseAsn('as1')).toBe(1);
    expect(parseAsn('')).toBeNull();
    expect(parseAsn('cloudflare')).toBeNull();
    expect(parseAsn('99999999999')).toBeNull();
  });
  it('IP: v4 and v6 only', () => {
    expect(parseIp('192.0.2.1')).toBe('192.0.2.1');
    expect(parseIp('2001:DB8::1')).toBe('2001:db8::1');
    expect(parseIp('999.1.1.1')).toBeNull();
    expect(parseIp('example.com')).toBeNull();
  });
  it('tag: trimmed and required', () => {
    expect(parseTag('  G-ABC123 ')).toBe('G-ABC123');
    expect(parseTag('   ')).toBeNull();
    expect(parseTag('<script>')).toBeNull();
  });
  it('header: lower-case token', () => {
    expect(parseHeader('X-Powered-By')).toBe('x-powered-by');
    expect(parseHeader('bad header')).toBeNull();
  });
});

describe('header directives', () => {
  it('splits list headers into directive names', () => {
    expect(directivesOf('cache-control', 'public, max-age=600, s-maxage=60')).toEqual([
      'public',
      'max-age',
      's-maxage',
    ]);
    expect(directivesOf('strict-transport-security', 'max-age=31536000; includeSubDomains; preload')).toEqual(
      ['max-age', 'includesubdomains', 'preload'],
    );
    expect(directivesOf('content-security-policy', "default-src 'self'; img-src https: data:")).toEqual([
      'default-src',
      'img-src',
    ]);
  });
  it('describes the headers the demo sites send', () => {
    for (const h of [
      'server',
      'x-powered-by',
      'cache-control',
      'content-type',
      'strict-transport-security',
      'link',
      'set-cookie',
    ])
      expect(HEADER_DESCRIPTIONS[h], h).toBeTruthy();
  });
});
