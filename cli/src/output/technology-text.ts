import type { TechnologyLookup } from '@techcensus/sdk';
import { count, orDash, pairs, plural, table } from './text.ts';

/** A technology's entry and usage for people: facts, then its top versions and countries. */
export function technologyText(t: TechnologyLookup): string {
  const lines = [t.name];
  if (t.description) lines.push(t.description);
  const facts: [string, string][] = [
    ['slug', t.slug],
    ['categories', t.categories.map((c) => c.name).join(', ') || '–'],
    ['website', orDash(t.website)],
    ['used by', plural(t.websiteCount, 'indexed site')],
    ['known CVEs', count(t.knownCves)],
  ];
  if (t.oss || t.saas)
    facts.push(['kind', [t.oss && 'open source', t.saas && 'SaaS'].filter(Boolean).join(', ')]);
  if (t.pricing.length) facts.push(['pricing', t.pricing.join(', ')]);
  lines.push(pairs(facts));
  if (t.versions.length) {
    lines.push(
      '',
      'Top versions',
      table(
        ['version', 'sites'],
        t.versions.map((b) => [b.key, count(b.count)]),
      ),
    );
  }
  if (t.countries.length) {
    lines.push(
      '',
      'Top countries',
      table(
        ['country', 'sites'],
        t.countries.map((b) => [b.key, count(b.count)]),
      ),
    );
  }
  return lines.join('\n');
}
