import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { formatDomainRank } from '../../format.ts';
import { TopDomainCell } from './parts.tsx';

const render = (top: { Domain: string; Rank: number }) =>
  renderToString(
    <Router ssrPath="/asn/13335">
      <TopDomainCell top={top} />
    </Router>,
  ).replace(/<!-- -->/g, '');

describe('a listed website’s rank where the list carries no demo flag', () => {
  it('reads as a demo ranking for a generated website, by its reserved name', () => {
    expect(render({ Domain: 'suzi.de.example', Rank: 12 })).toContain('(12 · demo ranking)');
    expect(formatDomainRank('mapo.com.example', 3_456)).toBe('3,456 · demo ranking');
  });

  it('stays a plain rank for a crawled website, also one that names example in its labels', () => {
    expect(render({ Domain: 'crawled.org', Rank: 1_234 })).toContain('(1,234)');
    expect(formatDomainRank('example.com', 7)).toBe('7');
    expect(formatDomainRank('example.org.uk', 7)).toBe('7');
    expect(formatDomainRank('suzi.de.example', 2_000_000_000)).toBe('low rank · demo ranking');
  });
});
