import { ALERT_EVENT_LABELS, filterEntry } from '@techcensus/contract';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { CreateAlertButton } from '../report-builder/CreateAlertButton.tsx';
import { filterSummary, quickFilters } from './filter-summary.ts';

const hrefOf = (html: string) => {
  const m = /href="([^"]+)"/.exec(html);
  return m ? new URL(m[1].replace(/&amp;/g, '&'), 'http://x') : null;
};

describe('the report builder’s Create alert button', () => {
  it('links to the Alerts form with the report’s filters in the filter language and its label', () => {
    const html = renderToString(
      <Router ssrPath="/create-report">
        <CreateAlertButton
          loggedIn
          entries={[
            filterEntry({ module: 'Technology', value: 'wordpress', version: '6.4.2', title: 'WordPress' }),
            filterEntry({ module: 'Region', value: 'DE', child: true, title: 'Germany' }),
            filterEntry({ module: 'Technology', value: 'shopify', type: 'exclude', title: 'Shopify' }),
          ]}
        />
      </Router>,
    );
    expect(html).toContain('Create alert from this report');
    const url = hrefOf(html);
    expect(url?.pathname).toBe('/user/alerts');
    expect(url?.searchParams.get('create')).toBe('1');
    expect(url?.searchParams.get('name')).toBe('Technology: WordPress, version: 6.4.2');
    expect(JSON.parse(url?.searchParams.get('filters') ?? 'null')).toEqual([
      { module: 'technology', technology: 'wordpress', version: '6.4.2' },
      { module: 'technology', technology: 'shopify', exclude: true },
      { module: 'country', values: ['DE'] },
    ]);
  });

  it('shows nothing for an empty report', () => {
    expect(renderToString(<CreateAlertButton loggedIn={false} entries={[]} />)).toBe('');
  });
});

describe('filterSummary', () => {
  it('shows names where the page data gives them, and event types in words', () => {
    const names = {
      technology: { wordpress: 'WordPress' },
      category: { ecommerce: 'Ecommerce' },
      country: { DE: 'Germany', AT: 'Austria' },
      region: {},
      language: { de: 'German' },
    };
    expect(
      filterSummary(
        [
          { module: 'technology', technology: 'wordpress', version: '6.4.2' },
          { module: 'category', category: 'ecommerce', exclude: true },
          { module: 'country', values: ['DE', 'AT'] },
          { module: 'language', values: ['de', 'xx'] },
          { module: 'change', action: 'added', technology: 'wordpress' },
        ],
        names,
      ),
    ).toEqual([
      'Technology: WordPress 6.4.2',
      'not Category: Ecommerce',
      'Country: Germany, Austria',
      'Language: German, xx',
      'Change: WordPress added',
    ]);
    expect(ALERT_EVENT_LABELS['technology.version_changed']).toBe('Technology version changed');
  });

  it('puts each filter in words, exclusions marked', () => {
    expect(
      filterSummary([
        { module: 'technology', technology: 'wordpress', version: '6.4.2' },
        { module: 'category', category: 'ecommerce', exclude: true },
        { module: 'header', header: 'x-powered-by' },
        { module: 'country', values: ['DE', 'AT'] },
        { module: 'tld', values: ['de', 'co.uk'] },
        { module: 'change', action: 'versionchanged', technology: 'wordpress', since: '2026-01-01' },
        { module: 'vulnerability', minSeverity: 7 },
        { module: 'vulnerability' },
      ]),
    ).toEqual([
      'Technology: wordpress 6.4.2',
      'not Category: ecommerce',
      'Header: x-powered-by',
      'Country: DE, AT',
      'TLD: .de, .co.uk',
      'Change: wordpress version changed since 2026-01-01',
      'Vulnerable: CVSS ≥ 7',
      'Vulnerable',
    ]);
  });

  it('quick filters: a technology name or name@version, and countries in any spelling', () => {
    expect(quickFilters(' Google Analytics ', 'de, at de')).toEqual([
      { module: 'technology', technology: 'google-analytics' },
      { module: 'country', values: ['DE', 'AT'] },
    ]);
    expect(quickFilters('WordPress@6.4.2', '')).toEqual([
      { module: 'technology', technology: 'wordpress', version: '6.4.2' },
    ]);
    expect(quickFilters('  ', ' ')).toEqual([]);
  });
});
