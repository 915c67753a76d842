// Turns the raw Wappalyzer-format set into the engine's form: flat pattern records, an
// Aho–Corasick prefilter per input kind, keyed lookups for headers/cookies/meta/…, and the
// technology relations resolved to indices.

import { type Automaton, buildAutomaton } from './aho-corasick.ts';
import { buildCatalogue, buildCategories, technologySlugs } from './catalogue.ts';
import { parseTagged } from './pattern.ts';
import { parseRegex, regexRisk, requiredLiterals, trimLiteral } from './regex-syntax.ts';
import type {
  CatalogueCategory,
  CatalogueTechnology,
  PatternKind,
  RawCategory,
  RawTechnology,
} from './types.ts';

export const ITEM_KINDS = [
  'html',
  'text',
  'css',
  'scriptSrc',
  'scripts',
  'url',
  'xhr',
  'robots',
  'certIssuer',
] as const;
export type ItemKind = (typeof ITEM_KINDS)[number];
const ITEM_KIND_SET = new Set<string>(ITEM_KINDS);

export const KEYED_KINDS = ['headers', 'cookies', 'meta', 'dns', 'js', 'probe'] as const;
export type KeyedKind = (typeof KEYED_KINDS)[number];
const CASE_SENSITIVE_KEYS = new Set<KeyedKind>(['js', 'probe']);

export type DomPart = 'exists' | 'text' | 'attributes' | 'properties';

export interface CompiledPattern {
  tech: number;
  kind: PatternKind;
  /** header/cookie/meta/DNS name, js chain, probe path, or dom selector */
  key: string;
  domPart?: DomPart;
  /** attribute or property name for dom patterns */
  domName?: string;
  /** the pattern as written in the set */
  raw: string;
  source: string;
  confidence: number;
  version: string;
  literals: string[] | null;
  anchoredStart: boolean;
  anchoredEnd: boolean;
  /** may backtrack polynomially: run on narrower windows */
  risky: boolean;
  /** a repetition of a repetition: may backtrack exponentially, so it is never run */
  unsafe?: boolean;
  /** undefined until first use; null when the set's pattern is not a valid expression */
  re?: RegExp | null;
}

export interface Implication {
  tech: number;
  confidence: number;
  version: string;
}

export interface CompiledTech {
  name: string;
  slug: string;
  categories: number[];
  priority: number;
  implies: Implication[];
  excludes: number[];
  /** any one of these technologies enables this one (reference semantics: one pass per requirement) */
  requires: number[];
  requiresCategory: number[];
}

export interface KindIndex {
  automaton: Automaton;
  /** literal → its id in the automaton */
  literalIds: Map<string, number>;
  /** literal id → ids of patterns that need it */
  literalPatterns: number[][];
  /** patterns with no usable literal: they always run */
  unfiltered: number[];
}

export interface Problem {
  technology: string;
  kind: string;
  pattern: string;
  error: string;
}

export interface Catalogue {
  technologies: CatalogueTechnology[];
  categories: CatalogueCategory[];
}

export interface CompiledSet {
  techs: CompiledTech[];
  byName: Map<string, number>;
  categories: Map<number, CatalogueCategory>;
  /** the product catalogue (descriptions, icons, CPE, …), built on first call */
  catalogue: () => Catalogue;
  patterns: CompiledPattern[];
  items: Record<ItemKind, KindIndex>;
  keyed: Record<KeyedKind, Map<string, number[]>>;
  /** cookie names written as expressions (`_ga_*`, `SESS[a-f0-9]{32}`) */
  cookieNamePatterns: { re: RegExp; key: string }[];
  /** selector → ids of dom patterns */
  dom: Map<string, number[]>;
  /** broken patterns found so far; each is reported once */
  problems: Problem[];
  compileMs: number;
}

// Any substring of a required literal is required too; short ones keep the automaton small.
const MAX_LITERAL = 12;

export function compileFingerprints(
  technologies: Record<string, RawTechnology>,
  categories: Record<string, RawCategory>,
): CompiledSet {
  const started = performance.now();
  const categoryList = buildCategories(categories);
  const categoryMap = new Map(categoryList.map((c) => [c.id, c]));
  const categoryByName = new Map(categoryList.map((c) => [c.name.toLowerCase(), c.id]));
  const names = Object.keys(technologies);
  const byName = new Map(names.map((n, i) => [n, i]));
  const slugs = technologySlugs(names);
  const patterns: CompiledPattern[] = [];
  const problems: Problem[] = [];
  const itemPatterns = Object.fromEntries(ITEM_KINDS.map((k) => [k, [] as number[]])) as Record<
    ItemKind,
    number[]
  >;
  const keyed = Object.fromEntries(KEYED_KINDS.map((k) => [k, new Map<string, number[]>()])) as Record<
    KeyedKind,
    Map<string, number[]>
  >;
  const dom = new Map<string, number[]>();

  const add = (p: Omit<CompiledPattern, 'literals' | 'anchoredStart' | 'anchoredEnd' | 'risky'>) => {
    if (!ITEM_KIND_SET.has(p.kind)) {
      // Keyed and dom values are short and looked up by name: no prefilter, no windows.
      patterns.push({ ...p, literals: null, anchoredStart: false, anchoredEnd: false, risky: false });
      return patterns.length - 1;
    }
    const ast = parseRegex(p.source);
    const risk = regexRisk(ast);
    const literals = requiredLiterals(ast)?.map((l) => trimLiteral(l, MAX_LITERAL)) ?? null;
    patterns.push({
      ...p,
      literals: literals ? [...new Set(literals)] : null,
      anchoredStart: risk.anchoredStart,
      anchoredEnd: risk.anchoredEnd,
      risky: risk.chain >= 2,
      ...(risk.nested ? { unsafe: true } : {}),
    });
    return patterns.length - 1;
  };
  const push = (map: Map<string, number[]>, key: string, id: number) => {
    const list = map.get(key);
    if (list) list.push(id);
    else map.set(key, [id]);
  };

  const techs: CompiledTech[] = names.map((name, tech) => {
    const raw = technologies[name];
    for (const kind of ITEM_KINDS) {
      for (const value of asList(raw[kind])) {
        const t = parseTagged(value as string);
        itemPatterns[kind].push(add({ tech, kind, key: '', raw: String(value), ...t }));
      }
    }
    for (const kind of KEYED_KINDS) {
      const obj = raw[kind];
      if (!obj || typeof obj !== 'object' || Array.isArray(obj)) continue;
      for (const [k, values] of Object.entries(obj as Record<string, unknown>)) {
        const key = CASE_SENSITIVE_KEYS.has(kind) ? k : k.toLowerCase();
        for (const value of asList(values)) {
          const t = parseTagged(value as string);
          push(keyed[kind], key, add({ tech, kind, key, raw: String(value), ...t }));
        }
      }
    }
    for (const [selector, spec] of domEntries(raw.dom)) {
      for (const part of ['exists', 'text'] as const) {
        if (spec[part] === undefined) continue;
        const t = parseTagged(spec[part] as string);
        push(
          dom,
          selector,
          add({ tech, kind: 'dom', key: selector, domPart: part, raw: String(spec[part]), ...t }),
        );
      }
      for (const part of ['attributes', 'properties'] as const) {
        const obj = spec[part];
        if (!obj || typeof obj !== 'object') continue;
        for (const [domName, value] of Object.entries(obj as Record<string, unknown>)) {
          const t = parseTagged(value as string);
          push(
            dom,
            selector,
            add({ tech, kind: 'dom', key: selector, domPart: part, domName, raw: String(value), ...t }),
          );
        }
      }
    }

    const cats = (raw.cats ?? []).map(Number);
    return {
      name,
      slug: slugs.get(name)!,
      categories: cats,
      priority: cats.reduce((max, id) => Math.max(max, categoryMap.get(id)?.priority ?? 0), 0),
      implies: [],
      excludes: [],
      requires: [],
      requiresCategory: [],
    };
  });

  // Relations, once every name has an index. Unknown names are set errors, reported not fatal.
  for (let i = 0; i < names.length; i++) {
    const name = names[i];
    const raw = technologies[name];
    for (const value of asList(raw.implies)) {
      const [target, ...tags] = String(value).split('\\;');
      const index = lookup(byName, problems, name, 'implies', target, value);
      if (index === undefined) continue;
      const t = parseTagged(`\\;${tags.join('\\;')}`);
      techs[i].implies.push({ tech: index, confidence: t.confidence, version: t.version });
    }
    for (const value of asList(raw.excludes)) {
      const index = lookup(byName, problems, name, 'excludes', String(value).split('\\;')[0], value);
      if (index !== undefined) techs[i].excludes.push(index);
    }
    for (const value of asList(raw.requires)) {
      const index = lookup(byName, problems, name, 'requires', String(value).split('\\;')[0], value);
      if (index !== undefined) techs[i].requires.push(index);
    }
    for (const value of asList(raw.requiresCategory)) {
      const id = /^\d+$/.test(String(value))
        ? Number(value)
        : categoryByName.get(String(value).toLowerCase());
      if (id === undefined || !categoryMap.has(id)) {
        problems.push({
          technology: name,
          kind: 'requiresCategory',
          pattern: String(value),
          error: 'unknown category',
        });
      } else techs[i].requiresCategory.push(id);
    }
  }

  const items = Object.fromEntries(
    ITEM_KINDS.map((kind) => [kind, buildIndex(patterns, itemPatterns[kind])]),
  ) as Record<ItemKind, KindIndex>;

  const cookieNamePatterns = cookieNamePatternsOf(keyed.cookies);

  return {
    techs,
    byName,
    categories: categoryMap,
    catalogue: once(() => buildCatalogue(technologies, categories)),
    patterns,
    items,
    keyed,
    cookieNamePatterns,
    dom,
    problems,
    compileMs: performance.now() - started,
  };
}

function buildIndex(patterns: CompiledPattern[], ids: number[]): KindIndex {
  const literalIds = new Map<string, number>();
  const literalPatterns: number[][] = [];
  const unfiltered: number[] = [];
  for (const id of ids) {
    const lits = patterns[id].literals;
    if (!lits) {
      unfiltered.push(id);
      continue;
    }
    for (const lit of lits) {
      let lid = literalIds.get(lit);
      if (lid === undefined) {
        lid = literalPatterns.length;
        literalIds.set(lit, lid);
        literalPatterns.push([]);
      }
      literalPatterns[lid].push(id);
    }
  }
  return { automaton: buildAutomaton([...literalIds.keys()]), literalIds, literalPatterns, unfiltered };
}

/** The pattern's expression, compiled on first use; a broken one is recorded once and skipped. */
export function regexOf(set: CompiledSet, p: CompiledPattern): RegExp | null {
  if (p.re !== undefined) return p.re;
  if (p.unsafe) {
    p.re = null;
    set.problems.push({
      technology: set.techs[p.tech].name,
      kind: p.kind,
      pattern: p.raw,
      error: 'nested repetition can backtrack exponentially; pattern skipped',
    });
    return null;
  }
  try {
    p.re = new RegExp(p.source, 'i');
  } catch (error) {
    p.re = null;
    set.problems.push({
      technology: set.techs[p.tech].name,
      kind: p.kind,
      pattern: p.raw,
      error: (error as Error).message,
    });
  }
  return p.re;
}

// Unknown names are errors in the set: reported, never fatal.
function lookup(
  byName: Map<string, number>,
  problems: Problem[],
  technology: string,
  kind: string,
  target: string,
  raw: unknown,
): number | undefined {
  const index = byName.get(target.trim());
  if (index === undefined)
    problems.push({ technology, kind, pattern: String(raw), error: 'unknown technology' });
  return index;
}

/** Cookie names in the set that are written as expressions (`_ga_*`, `SESS[a-f0-9]{32}`). */
export function cookieNamePatternsOf(cookies: Map<string, number[]>): { re: RegExp; key: string }[] {
  const out: { re: RegExp; key: string }[] = [];
  for (const key of cookies.keys()) {
    if (!/[[\]*+?{}()\\^$|]/.test(key)) continue;
    try {
      out.push({ re: new RegExp(`^(?:${key})`, 'i'), key });
    } catch {
      // a name that is not an expression is still matched literally
    }
  }
  return out;
}

export function once<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => {
    value ??= make();
    return value;
  };
}

function asList(value: unknown): unknown[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

function domEntries(value: unknown): [string, Record<string, unknown>][] {
  if (value === undefined || value === null) return [];
  if (typeof value === 'string' || Array.isArray(value)) {
    return asList(value).map((selector) => [String(selector), { exists: '' }]);
  }
  if (typeof value !== 'object') return [];
  return Object.entries(value as Record<string, unknown>).map(([selector, spec]) => [
    selector,
    spec && typeof spec === 'object' ? (spec as Record<string, unknown>) : { exists: '' },
  ]);
}
