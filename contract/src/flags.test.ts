import { describe, expect, it } from 'vitest';
import { flagCode, flagPath } from './flags.ts';

describe('flags', () => {
  it('shows UK as GB and upper-cases codes', () => {
    expect(flagCode('UK')).toBe('GB');
    expect(flagCode('uk')).toBe('GB');
    expect(flagCode('de')).toBe('DE');
    expect(flagPath('UK')).toBe('/s/ci/GB.png');
  });
});
