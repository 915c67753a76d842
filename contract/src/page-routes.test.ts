import { describe, expect, it } from 'vitest';
import { PAGE_DATA_PATHS } from './page-data-paths.ts';
import { isPagedWithoutNumber, matchPagePath } from './page-routes.ts';
import { pagesContract } from './routes/pages.ts';

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

describe('matchPagePath', () => {
  it('names the page of an address and its decoded parameters', () => {
    expect(matchPagePath('/')).toEqual({ key: 'home', params: {} });
    expect(matchPagePath('/asn/AS13335')).toEqual({ key: 'asn', params: { asn: 'AS13335' } });
    expect(matchPagePath('/website/b%C3%BCcher.example/')).toEqual({
      key: 'website',
      params: { websiteid: 'bücher.example' },
    });
  });

  it('takes a paged list without its number as page 1, and with one as that page', () => {
    expect(matchPagePath('/technology/nginx/websites')).toEqual({
      key: 'technologyWebsites',
      params: { technologyid: 'nginx', page: '1' },
    });
    expect(matchPagePath('/technology/nginx/websites/3')?.params.page).toBe('3');
    // The unnumbered CVE lists have data routes of their own.
    expect(matchPagePath('/cve/all')?.key).toBe('cveAllFirst');
    expect(matchPagePath('/cve/all/2')?.key).toBe('cveAll');
  });

  it('tries routes in the contract order: fixed words before a parameter', () => {
    expect(matchPagePath('/monitoring/sample')?.key).toBe('monitoringSample');
    expect(matchPagePath('/monitoring/example.com')?.key).toBe('monitoredWebsite');
    expect(matchPagePath('/cve-security-scan/results')?.key).toBe('securityScanResults');
    expect(matchPagePath('/cve-security-scan/CVE-2024-1')?.key).toBe('cveScan');
    expect(matchPagePath('/tag/websites')).toEqual({ key: 'tag', params: { tag: 'websites' } });
  });

  it('names nothing for unknown addresses, other spellings and malformed escapes', () => {
    expect(matchPagePath('/no/such/page')).toBeNull();
    expect(matchPagePath('/About-Us')).toBeNull();
    expect(matchPagePath('/website/%%%')).toBeNull();
  });
});

describe('PAGE_DATA_PATHS', () => {
  it('lists the page routes of the contract in its order, every one a GET', () => {
    // Names and paths are checked when compiling; the order decides which route takes an address.
    const routes = Object.entries(pagesContract).map(([key, route]) => [key, route.method, route.path]);
    expect(Object.entries(PAGE_DATA_PATHS).map(([key, path]) => [key, 'GET', path])).toEqual(routes);
  });
});
