import { describe, expect, it } from 'vitest';
import {
  isValidSearchInput,
  matchScore,
  rankSuggestions,
  SEARCH_INPUT_HINT,
  SEARCH_INPUT_PATTERN,
} from './search.ts';

describe('search input', () => {
  it.each(['wordpress', 'Google Analytics', 'example.com', 'node.js', 'a-b/c (d): e_f & g@h?i=j', 'Único 2'])(
    'accepts %j',
    (q) => {
      expect(isValidSearchInput(q)).toBe(true);
    },
  );

  it.each(['', '   ', '"wordpress"', "o'reilly", '<script>', 'a;b', 'a#b', 'x'.repeat(201)])(
    'refuses %j',
    (q) => {
      expect(isValidSearchInput(q)).toBe(false);
    },
  );

  it('the HTML pattern compiles the way browsers compile it (v flag, anchored) and agrees', () => {
    const browser = new RegExp(`^(?:${SEARCH_INPUT_PATTERN})$`, 'v');
    for (const q of ['wordpress', 'a-b/c (d): e_f & g@h?i=j', '"x"', 'a;b', 'Único']) {
      expect(browser.test(q)).toBe(isValidSearchInput(q));
    }
  });

  it('has the spec hint', () => {
    expect(SEARCH_INPUT_HINT).toMatch(/without special characters or quotation marks/);
  });
});

describe('suggestion ranking', () => {
  it('exact, then prefix, then a word’s prefix, then anywhere', () => {
    expect(
      ['wordpress', 'wordpress multisite', 'jetpack for wordpress', 'nowordpressy', 'joomla'].map((n) =>
        matchScore(n, 'wordpress'),
      ),
    ).toEqual([0, 1, 2, 3, -1]);
  });

  it('within a match quality, the most used first; empty text ranks by use alone', () => {
    const items = [
      { names: ['jQuery UI'], count: 5 },
      { names: ['jQuery Migrate'], count: 50 },
      { names: ['jQuery'], count: 10 },
      { names: ['Zepto'], count: 99 },
    ];
    expect(rankSuggestions(items, 'jquery', 10).map((i) => i.names[0])).toEqual([
      'jQuery',
      'jQuery Migrate',
      'jQuery UI',
    ]);
    expect(rankSuggestions(items, '', 2).map((i) => i.names[0])).toEqual(['Zepto', 'jQuery Migrate']);
  });
});
