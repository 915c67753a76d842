// A tiny hand-written fingerprint set for unit tests: one technology per behaviour under test.

import { type CompiledSet, compileFingerprints } from './compile.ts';
import type { RawCategory, RawTechnology } from './types.ts';

export const testCategories: Record<string, RawCategory> = {
  '1': { name: 'CMS', priority: 1, groups: [3] },
  '6': { name: 'Ecommerce', priority: 1, groups: [1] },
  '12': { name: 'JavaScript frameworks', priority: 8, groups: [9] },
  '27': { name: 'Programming languages', priority: 5, groups: [9] },
  '22': { name: 'Web servers', priority: 8, groups: [7] },
};

export function testSet(technologies: Record<string, RawTechnology>): CompiledSet {
  return compileFingerprints(technologies, testCategories);
}
