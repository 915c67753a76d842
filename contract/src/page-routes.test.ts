import { describe, expect, it } from 'vitest';
import { isPagedWithoutNumber } from './page-routes.ts';

describe('isPagedWithoutNumber', () => {
  it('recognises paged listings by the contract routes that take a page number', () => {
    expect(isPagedWithoutNumber('/website/example.com/backlinks/websites')).toBe(true);
    expect(isPagedWithoutNumber('/cve/CVE-2024-1/websites')).toBe(true);
    expect(isPagedWithoutNumber('/technology-type/web-servers/technologies/')).toBe(true);
    expect(isPagedWithoutNumber('/website/example.com/backlinks')).toBe(false);
    expect(isPagedWithoutNumber('/cve')).toBe(false);
    expect(isPagedWithoutNumber('/cve/all/2')).toBe(false);
  });

  it('takes an address that names a page as it is for that page, as the server does', () => {
    // A tag ID spelled like a route segment is the tag's page, not page 1 of a list.
    expect(isPagedWithoutNumber('/tag/websites')).toBe(false);
    expect(isPagedWithoutNumber('/tag/UA-1234/websites')).toBe(true);
    expect(isPagedWithoutNumber('/no/such/page')).toBe(false);
  });
});
