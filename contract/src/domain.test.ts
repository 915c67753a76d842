import { toASCII } from 'tr46';
import { describe, expect, it } from 'vitest';
import {
  checkScanDomain,
  domainVerificationCode,
  INVALID_DOMAIN_MESSAGE,
  idnaToAscii,
  isGovernmentDomain,
  normalizeDomain,
  ownershipDomainInput,
  SCAN_NOT_PERMITTED_MESSAGE,
  verificationFileUrl,
} from './domain.ts';

describe('normalizeDomain', () => {
  it.each([
    ['example.com', 'example.com'],
    ['  Example.COM  ', 'example.com'],
    ['https://www.example.com/path?q=1#x', 'example.com'],
    ['http://shop.example.co.uk:8080/', 'shop.example.co.uk'],
    ['example.com.', 'example.com'],
    ['www.bbc.co.uk', 'bbc.co.uk'],
    ['blog.example.com', 'blog.example.com'],
    ['münchen.de', 'xn--mnchen-3ya.de'],
    ['xn--mnchen-3ya.de', 'xn--mnchen-3ya.de'],
    ['XN--MNCHEN-3YA.DE', 'xn--mnchen-3ya.de'],
    ['MÜNCHEN.DE', 'xn--mnchen-3ya.de'],
    ['пример.рф', 'xn--e1afmkfd.xn--p1ai'],
    ['https://例え.jp/パス', 'xn--r8jz45g.jp'],
    ['ｅｘａｍｐｌｅ．ｃｏｍ', 'example.com'],
    ['ｗｗｗ．ｅｘａｍｐｌｅ．ｃｏｍ', 'example.com'],
    ['example.com。', 'example.com'],
    ['r3--sn-abc.googlevideo.com', 'r3--sn-abc.googlevideo.com'],
    ['user.github.io', 'user.github.io'],
    // The demo's websites, under the reserved `example` name.
    ['suzi.de.example', 'suzi.de.example'],
    ['https://www.kotama.co.uk.example/', 'kotama.co.uk.example'],
  ])('%s → %s', (input, domain) => {
    expect(normalizeDomain(input)).toEqual({ ok: true, domain });
  });

  it.each([
    '',
    '   ',
    'localhost',
    'com',
    'co.uk',
    '127.0.0.1',
    'http://10.0.0.1/',
    '[::1]',
    'exa mple.com',
    'example..com',
    '-bad.com',
    'bad-.com',
    'ftp://example.com',
    'javascript:alert(1)',
    'user@example.com',
    'example.notatld',
    'example',
    'site.test',
    'site.invalid',
    `${'a'.repeat(64)}.com`,
    // Invalid IDNA: bad punycode, an A-label that decodes to nothing valid, a label starting
    // with a combining mark, a joiner out of context, characters UTS-46 disallows.
    'xn--zz',
    'xn--zz.example.com',
    'xn--abc.com',
    '\u0301a.com',
    'a\u200db.com',
    'ex_ample.com',
    'exa\ufffdmple.com',
    'ｅｘａｍｐｌｅ．ｃｏｍ：８０',
  ])('refuses %j', (input) => {
    expect(normalizeDomain(input)).toEqual({ ok: false, error: INVALID_DOMAIN_MESSAGE });
  });

  it('gives one key for the Unicode, A-label and full-width spellings of a name', () => {
    const spellings = [
      'ssrf-böx.example.com',
      'xn--ssrf-bx-f1a.example.com',
      'SSRF-BÖX.EXAMPLE.COM',
      'ｓｓｒｆ－ｂöｘ．ｅｘａｍｐｌｅ．ｃｏｍ',
      'https://www.ssrf-böx.example.com:443/path',
    ];
    for (const s of spellings)
      expect(normalizeDomain(s), s).toEqual({ ok: true, domain: 'xn--ssrf-bx-f1a.example.com' });
    expect(idnaToAscii('ｅｘａｍｐｌｅ．ｃｏｍ')).toBe('example.com');
    expect(idnaToAscii('xn--zz')).toBeNull();
  });

  it('says the spec message', () => {
    expect(INVALID_DOMAIN_MESSAGE).toBe('Please enter a valid domain name.');
  });
});

describe('idnaToAscii on plain ASCII names', () => {
  // Names of ASCII letters, digits, dots and hyphens skip the UTS-46 processing: for every one of
  // them the answer must be what the processing gives (including its refusals).
  it('answers exactly as UTS-46 processing for every short name over a-c, X-Z, 0, 1, 9, dot and hyphen', () => {
    const alphabet = 'abcXYZ019.-';
    const names: string[] = [];
    const grow = (prefix: string) => {
      if (prefix) names.push(prefix, `xn--${prefix}`, `a.xn--${prefix}`);
      if (prefix.length < 4) for (const c of alphabet) grow(prefix + c);
    };
    grow('');
    const uts46 = (name: string) =>
      toASCII(name, { checkBidi: true, checkJoiners: true, useSTD3ASCIIRules: true });
    const differ = names.filter((name) => idnaToAscii(name) !== uts46(name));
    expect(names.length).toBeGreaterThan(40_000);
    expect(differ).toEqual([]);
  });
});

describe('government and military domains', () => {
  it.each([
    'whitehouse.gov',
    'army.mil',
    'gov.uk',
    'service.gov.uk',
    'defence.mil.au',
    'www.nasa.gov',
    'GOV.BR',
    'gov.co',
  ])('refuses %s', (d) => {
    expect(isGovernmentDomain(d)).toBe(true);
  });

  it.each([
    'example.com',
    'govtech.com',
    'mygov.com',
    'gov.example.com',
    'military.com',
    'gov.com',
    'gov.com.au',
  ])('allows %s', (d) => {
    expect(isGovernmentDomain(d)).toBe(false);
  });

  it('checks readability before the government rule, with the spec messages', () => {
    expect(checkScanDomain('https://www.nasa.gov/')).toEqual({
      ok: false,
      error: SCAN_NOT_PERMITTED_MESSAGE,
    });
    expect(SCAN_NOT_PERMITTED_MESSAGE).toBe('Scanning of this website is not permitted.');
    expect(checkScanDomain('not a domain')).toEqual({ ok: false, error: INVALID_DOMAIN_MESSAGE });
    expect(checkScanDomain('Example.org')).toEqual({ ok: true, domain: 'example.org' });
  });

  it('refuses to scan a demo website: a made-up name has nothing to visit', () => {
    expect(checkScanDomain('suzi.de.example')).toEqual({ ok: false, error: SCAN_NOT_PERMITTED_MESSAGE });
  });
});

describe('ownership forms', () => {
  it('strips the scheme, and the path only for removal', () => {
    expect(ownershipDomainInput('https://Example.com')).toBe('example.com');
    expect(ownershipDomainInput('https://example.com/a/b')).toBeNull();
    expect(ownershipDomainInput('https://example.com/a/b', { stripPath: true })).toBe('example.com');
    expect(ownershipDomainInput('example.c0m')).toBeNull();
    expect(ownershipDomainInput('example')).toBeNull();
  });

  it('keys Unicode and full-width names by their A-label, and refuses invalid IDNA', () => {
    expect(ownershipDomainInput('https://ssrf-böx.example.com')).toBe('xn--ssrf-bx-f1a.example.com');
    expect(ownershipDomainInput('ｅｘａｍｐｌｅ．ｃｏｍ')).toBe('example.com');
    expect(ownershipDomainInput('пример.рф/a', { stripPath: true })).toBe('xn--e1afmkfd.xn--p1ai');
    expect(ownershipDomainInput('xn--zz.example.com')).toBeNull();
  });

  it('verification code is base64 of the domain, file at the https root', () => {
    expect(domainVerificationCode('example.com')).toBe('ZXhhbXBsZS5jb20=');
    expect(verificationFileUrl('example.com')).toBe('https://example.com/wts.txt');
  });
});
