import { describe, expect, it } from 'vitest';
import { pageDataAddress } from './client.ts';
import { splitUrl } from './location.ts';
import { internalTarget, outcomeOf } from './outcome.ts';

const User = { LoggedIn: false };

describe('pageDataAddress', () => {
  it('appends /api and keeps the query string as typed', () => {
    expect(pageDataAddress('/', '')).toBe('/api');
    expect(pageDataAddress('/about-us', '')).toBe('/about-us/api');
    expect(pageDataAddress('/search', '?q=a%26b')).toBe('/search/api?q=a%26b');
  });

  it('fetches page 1 of a paged listing shown without its number', () => {
    // The contract gives the unnumbered CVE lists their own data route.
    expect(pageDataAddress('/cve/all', '')).toBe('/cve/all/api');
    expect(pageDataAddress('/technology/nginx/websites', '?x=1')).toBe(
      '/technology/nginx/websites/1/api?x=1',
    );
    expect(pageDataAddress('/cve/all/3', '')).toBe('/cve/all/3/api');
    expect(pageDataAddress('/technology/nginx', '')).toBe('/technology/nginx/api');
  });
});

describe('splitUrl', () => {
  it('splits path and query', () => {
    expect(splitUrl('/search?q=x')).toEqual({ pathname: '/search', search: '?q=x' });
    expect(splitUrl('/')).toEqual({ pathname: '/', search: '' });
    expect(splitUrl('/a?')).toEqual({ pathname: '/a', search: '' });
  });
});

describe('outcomeOf', () => {
  it('follows redirects first and tells permanent from temporary', () => {
    expect(outcomeOf({ result301: { location: '/a' }, results: undefined, User })).toEqual({
      kind: 'redirect',
      location: '/a',
      permanent: true,
    });
    expect(outcomeOf({ result302: { location: '/b' }, err: 'x', User })).toMatchObject({ permanent: false });
  });

  it('maps each envelope member to what the shell shows', () => {
    expect(outcomeOf({ result404: { title: 't' }, User }).kind).toBe('notFound');
    expect(outcomeOf({ result500: { title: 't' }, User }).kind).toBe('serverError');
    expect(outcomeOf({ err: 'Nope', User })).toEqual({ kind: 'error', message: 'Nope' });
    expect(outcomeOf({ resultLoginRequired: true, User }).kind).toBe('loginRequired');
    expect(outcomeOf({ requireCaptchaCheck: true, User }).kind).toBe('captcha');
    expect(outcomeOf({ User })).toEqual({ kind: 'error', message: 'Unexpected error happened!' });
  });
});

describe('internalTarget', () => {
  const origin = 'https://techcensus.example';
  it('keeps paths and same-origin URLs inside the app', () => {
    expect(internalTarget('/pricing#plans', origin)).toBe('/pricing#plans');
    expect(internalTarget('https://techcensus.example/cve?x=1', origin)).toBe('/cve?x=1');
  });
  it('sends other hosts and protocol-relative URLs out of the app', () => {
    expect(internalTarget('https://checkout.stripe.com/pay', origin)).toBeNull();
    expect(internalTarget('//evil.example/x', origin)).toBeNull();
    expect(internalTarget('/\\evil.example', origin)).toBeNull();
  });
});
