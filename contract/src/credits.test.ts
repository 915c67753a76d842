import { describe, expect, it } from 'vitest';
import { creditsFor, describeCost, fixed, free, perUnit } from './credits.ts';

describe('credit costs', () => {
  it('fixed costs ignore the units', () => {
    expect(creditsFor(fixed(2), 999)).toBe(2);
    expect(creditsFor(free())).toBe(0);
  });

  it('per-unit costs charge per started block (1 per 10 subdomains)', () => {
    const subdomains = perUnit(1, 10, 'subdomain');
    expect(creditsFor(subdomains, 0)).toBe(0);
    expect(creditsFor(subdomains, 1)).toBe(1);
    expect(creditsFor(subdomains, 10)).toBe(1);
    expect(creditsFor(subdomains, 11)).toBe(2);
    expect(creditsFor(perUnit(1, 1, 'domain'), 250)).toBe(250);
  });

  it('describes costs in words', () => {
    expect(describeCost(free())).toMatch(/^Free/);
    expect(describeCost(fixed(1))).toBe('1 credit per call');
    expect(describeCost(perUnit(1, 10, 'subdomain'))).toBe('1 credit per 10 subdomains returned');
  });
});
