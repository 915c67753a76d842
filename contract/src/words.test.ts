import { describe, expect, it } from 'vitest';
import { countOf, nounFor, withArticle } from './words.ts';

describe('countOf', () => {
  it('agrees with the number', () => {
    expect(countOf(1, 'website')).toBe('1 website');
    expect(countOf(0, 'website')).toBe('0 websites');
    expect(countOf(2_000, 'website')).toBe('2,000 websites');
    expect(countOf(3, 'category', 'categories')).toBe('3 categories');
    expect(nounFor(1, 'website')).toBe('website');
  });
});

describe('withArticle', () => {
  it.each([
    ['Improper Neutralization of Input', 'an'],
    ['Cross-site Scripting', 'a'],
    ['Use of Hard-coded Credentials', 'a'],
    ['Uncontrolled Resource Consumption', 'an'],
    ['SQL Injection', 'an'],
    ['URL Redirection', 'a'],
    ['HTTP Request Smuggling', 'an'],
    ['Out-of-bounds Write', 'an'],
    ['Unrestricted Upload', 'an'],
    ['Exposure of Sensitive Information', 'an'],
    ['Uninitialized Pointer', 'an'],
    ['Unicode Encoding', 'a'],
  ])('%s takes "%s"', (phrase, article) => {
    expect(withArticle(phrase)).toBe(`${article} ${phrase}`);
  });
});
