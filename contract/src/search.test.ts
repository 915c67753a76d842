import { describe, expect, it } from 'vitest';
import { isValidSearchInput, SEARCH_INPUT_HINT, SEARCH_INPUT_PATTERN } from './search.ts';

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
