import { describe, expect, it } from 'vitest';
import { validateSet } from './refresh.ts';
import { testCategories } from './test-set.ts';

describe('refreshed set validation', () => {
  it('accepts a well-formed set and warns about broken patterns', () => {
    const v = validateSet(
      { Good: { cats: [1], html: 'good' }, Broken: { cats: [1], html: '(unclosed' } },
      testCategories,
      1,
    );
    expect(v.errors).toEqual([]);
    expect(v.warnings).toEqual([expect.stringContaining('Broken html')]);
  });

  it('refuses the wrong shape, unknown categories and a set that is too small', () => {
    expect(validateSet([], {}, 1).errors).toContain('technologies is not an object');
    expect(validateSet({ X: { cats: [999] } }, testCategories, 1).errors).toEqual([
      'X: unknown category 999',
    ]);
    expect(validateSet({ X: { cats: [1] } }, testCategories).errors[0]).toMatch(/only 1 technologies/);
  });
});
