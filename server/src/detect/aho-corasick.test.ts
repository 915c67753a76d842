import { describe, expect, it } from 'vitest';
import { buildAutomaton, scanWindows } from './aho-corasick.ts';

function hits(literals: string[], text: string, shift = 30): [string, number][] {
  const a = buildAutomaton(literals);
  const last = new Int32Array(literals.length).fill(-1);
  const out: [string, number][] = [];
  scanWindows(a, text, shift, last, (id, w) => out.push([literals[id], w]));
  return out;
}

describe('Aho–Corasick', () => {
  it('finds overlapping and nested literals once each', () => {
    expect(
      hits(['he', 'she', 'hers', 'his'], 'ushers she')
        .map(([l]) => l)
        .sort(),
    ).toEqual(['he', 'hers', 'she']);
  });

  it('reports each window a literal ends in', () => {
    const text = `abc${'x'.repeat(10)}abc`;
    expect(hits(['abc'], text, 3)).toEqual([
      ['abc', 0],
      ['abc', 1],
    ]);
  });

  it('matches upper-case input against lower-case literals', () => {
    expect(hits(['jquery'], 'JQuery.min.js')).toEqual([['jquery', 0]]);
  });

  it('passes over characters outside ASCII', () => {
    expect(hits(['jquery'], 'é€jqueryü')).toEqual([['jquery', 0]]);
  });
});
