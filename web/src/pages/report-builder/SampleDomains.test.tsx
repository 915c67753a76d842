import type { SampleDomain } from '@techcensus/contract';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { SampleDomains } from './SampleDomains.tsx';
import { sampleRow } from './sample-row-fixture.ts';

const row = (domain: string, rank: number, synthetic: boolean) => sampleRow({ domain, rank, synthetic });

const render = (rows: SampleDomain[]) =>
  renderToString(
    <Router ssrPath="/create-report">
      <SampleDomains rows={rows} loading={false} />
    </Router>,
  ).replace(/<!-- -->/g, '');

describe('the report builder’s sample rows', () => {
  it('mark a demo website: a demo ranking, a demo mark and no link out to its made-up name', () => {
    const html = render([row('suzi.de.example', 1, true)]);
    expect(html).toContain('1 · demo ranking');
    expect(html).toContain('class="demo-mark"');
    expect(html).not.toContain('href="http://suzi.de.example"');
    expect(html).toContain('href="/website/suzi.de.example"');
  });

  it('keep the link out and the plain rank of a crawled website', () => {
    const html = render([row('crawled.org', 1_234, false)]);
    expect(html).toContain('>1,234<');
    expect(html).toContain('href="http://crawled.org"');
    expect(html).not.toContain('demo');
  });
});
