// Public surface of the detection engine.

export { type Automaton, buildAutomaton, scanWindows } from './aho-corasick.ts';
export { slugify } from './catalogue.ts';
export type { CompiledSet, Problem } from './compile.ts';
export { compileFingerprints } from './compile.ts';
export { detect, detectWithReport } from './detect.ts';
export { signalsFromHtml } from './extract.ts';
export { type HtmlHandler, MAX_DEPTH, streamHtml } from './html-stream.ts';
export { loadFingerprintSet, readRawSet } from './load.ts';
export { domQueries, jsChains } from './queries.ts';
export type {
  CatalogueCategory,
  CatalogueTechnology,
  CategoryRef,
  Detection,
  DetectionMode,
  DetectOptions,
  DetectReport,
  DomAnswer,
  Evidence,
  PageSignals,
  PatternKind,
} from './types.ts';

import type { CompiledSet } from './compile.ts';
import { loadFingerprintSet } from './load.ts';
import type { CatalogueCategory, CatalogueTechnology } from './types.ts';

/** The technology and category catalogue of a set (the loaded one by default). */
export function catalogue(set: CompiledSet = loadFingerprintSet()): {
  technologies: CatalogueTechnology[];
  categories: CatalogueCategory[];
} {
  return set.catalogue();
}
