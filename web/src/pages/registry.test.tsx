import { contract } from '@techcensus/contract';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import type { PageResults } from '../data/outcome.ts';
import { meta } from '../test-fixtures.ts';
import { ALL_AREA_VIEWS } from './all-areas.ts';
import { PAGE_AREAS } from './areas.ts';
import { MonitoredWebsitePage } from './monitoring/MonitoredWebsitePage.tsx';
import { registerAreas, renderPage } from './registry.tsx';
import { FallbackPage } from './StatusPages.tsx';
import { SecurityScanPage } from './scans/ScanForms.tsx';
import { CveListPage } from './vulnerability/CveListPage.tsx';
import { WebsiteNameListPage } from './website/SubPages.tsx';

describe('page views', () => {
  it('name every page of the contract exactly once', () => {
    const AREA_VIEWS = Object.values(ALL_AREA_VIEWS);
    const named = AREA_VIEWS.flatMap((views) => Object.keys(views));
    const twice = named.filter((key, i) => named.indexOf(key) !== i);
    expect(twice).toEqual([]);
    expect(named.sort()).toEqual(Object.keys(contract.pages).sort());
    for (const views of AREA_VIEWS)
      for (const view of Object.values(views)) expect(typeof view).toBe('function');
  });

  it('live in the area the browser loads for them', () => {
    for (const [area, views] of Object.entries(ALL_AREA_VIEWS))
      for (const key of Object.keys(views))
        expect([key, PAGE_AREAS[key as keyof typeof PAGE_AREAS]]).toEqual([key, area]);
  });

  it('pick the view of an address with the contract matcher the server resolves it with', () => {
    registerAreas(ALL_AREA_VIEWS);
    const results = meta('Page') as PageResults;
    const shown = (path: string) => renderPage(path, results) as ReactElement<Record<string, unknown>>;
    expect(shown('/monitoring/sample').type).toBe(MonitoredWebsitePage);
    expect(shown('/monitoring/example.com').type).toBe(MonitoredWebsitePage);
    expect(shown('/cve/latest').type).toBe(CveListPage);
    expect(shown('/cve/all/3/').type).toBe(CveListPage);
    expect(shown('/website/example.com/subdomains').props.title).toBe('Subdomains');
    expect(shown('/website/example.com/advertisers/2').type).toBe(WebsiteNameListPage);
    expect(shown('/cve-security-scan/CVE-2024-1')).toMatchObject({ type: SecurityScanPage });
    expect(shown('/no/such/page').type).toBe(FallbackPage);
  });
});
