// The compiled set as one file: a JSON header (technologies, patterns, lookups) followed by the
// automata's typed arrays, so that a process can start matching without re-reading 7,500
// fingerprints and rebuilding the prefilter. The catalogue is not stored; it is built from the
// raw set on first use.

import type { Automaton } from './aho-corasick.ts';
import {
  type Catalogue,
  type CompiledPattern,
  type CompiledSet,
  type CompiledTech,
  cookieNamePatternsOf,
  ITEM_KINDS,
  type ItemKind,
  KEYED_KINDS,
  type KeyedKind,
  type KindIndex,
} from './compile.ts';
import type { CatalogueCategory, PatternKind } from './types.ts';

type PatternRow = [
  tech: number,
  kind: PatternKind,
  key: string,
  raw: string,
  source: string,
  confidence: number,
  version: string,
  literals: string[] | null,
  flags: number,
  domPart?: string,
  domName?: string,
];

interface Header {
  techs: CompiledTech[];
  categories: CatalogueCategory[];
  patterns: PatternRow[];
  items: Record<
    string,
    {
      literals: string[];
      literalPatterns: number[][];
      unfiltered: number[];
      width: number;
      arrays: [number, number][];
    }
  >;
  keyed: Record<string, [string, number[]][]>;
  dom: [string, number[]][];
  problems: CompiledSet['problems'];
}

const START = 1;
const END = 2;
const RISKY = 4;
const UNSAFE = 8;

export function writeCompiled(set: CompiledSet): Buffer {
  const arrays: ArrayBufferView[] = [];
  let offset = 0;
  const place = (a: ArrayBufferView): [number, number] => {
    arrays.push(a);
    const at = offset;
    offset += align(a.byteLength);
    return [at, a.byteLength];
  };
  const header: Header = {
    techs: set.techs,
    categories: [...set.categories.values()],
    patterns: set.patterns.map((p) => {
      const flags =
        (p.anchoredStart ? START : 0) |
        (p.anchoredEnd ? END : 0) |
        (p.risky ? RISKY : 0) |
        (p.unsafe ? UNSAFE : 0);
      const row: PatternRow = [
        p.tech,
        p.kind,
        p.key,
        p.raw,
        p.source,
        p.confidence,
        p.version,
        p.literals,
        flags,
      ];
      if (p.domPart) row.push(p.domPart, p.domName ?? '');
      return row;
    }),
    items: Object.fromEntries(
      ITEM_KINDS.map((kind) => {
        const ix = set.items[kind];
        const a = ix.automaton;
        return [
          kind,
          {
            literals: a.literals,
            literalPatterns: ix.literalPatterns,
            unfiltered: ix.unfiltered,
            width: a.width,
            arrays: [place(a.classOf), place(a.delta), place(a.out), place(a.dict)],
          },
        ];
      }),
    ),
    keyed: Object.fromEntries(KEYED_KINDS.map((k) => [k, [...set.keyed[k]]])),
    dom: [...set.dom],
    problems: set.problems,
  };
  const json = Buffer.from(JSON.stringify(header));
  const head = Buffer.alloc(8);
  head.writeUInt32LE(json.length, 0);
  const body = Buffer.alloc(offset);
  let at = 0;
  for (const a of arrays) {
    Buffer.from(a.buffer, a.byteOffset, a.byteLength).copy(body, at);
    at += align(a.byteLength);
  }
  return Buffer.concat([head, json, Buffer.alloc(align(json.length) - json.length), body]);
}

export function readCompiled(file: Buffer, catalogue: () => Catalogue): CompiledSet {
  const started = performance.now();
  const jsonLength = file.readUInt32LE(0);
  const header = JSON.parse(file.toString('utf8', 8, 8 + jsonLength)) as Header;
  // Copy the arrays once into one aligned block; views into it need no further copies.
  const bodyStart = 8 + align(jsonLength);
  const block = new Uint8Array(file.length - bodyStart);
  block.set(file.subarray(bodyStart));
  const view = <T>(
    Ctor: new (b: ArrayBuffer, o: number, l: number) => T,
    [o, len]: [number, number],
    size: number,
  ) => new Ctor(block.buffer, o, len / size);

  const patterns: CompiledPattern[] = header.patterns.map((r) => ({
    tech: r[0],
    kind: r[1],
    key: r[2],
    raw: r[3],
    source: r[4],
    confidence: r[5],
    version: r[6],
    literals: r[7],
    anchoredStart: (r[8] & START) !== 0,
    anchoredEnd: (r[8] & END) !== 0,
    risky: (r[8] & RISKY) !== 0,
    ...((r[8] & UNSAFE) !== 0 ? { unsafe: true } : {}),
    ...(r[9] ? { domPart: r[9] as CompiledPattern['domPart'], domName: r[10] || undefined } : {}),
  }));
  const items = Object.fromEntries(
    ITEM_KINDS.map((kind) => {
      const h = header.items[kind];
      const automaton: Automaton = {
        literals: h.literals,
        width: h.width,
        classOf: view(Uint8Array, h.arrays[0], 1),
        delta: view(Uint32Array, h.arrays[1], 4),
        out: view(Int32Array, h.arrays[2], 4),
        dict: view(Uint32Array, h.arrays[3], 4),
      };
      const index: KindIndex = {
        automaton,
        literalIds: new Map(h.literals.map((l, i) => [l, i])),
        literalPatterns: h.literalPatterns,
        unfiltered: h.unfiltered,
      };
      return [kind, index];
    }),
  ) as Record<ItemKind, KindIndex>;
  const keyed = Object.fromEntries(KEYED_KINDS.map((k) => [k, new Map(header.keyed[k])])) as Record<
    KeyedKind,
    Map<string, number[]>
  >;
  return {
    techs: header.techs,
    byName: new Map(header.techs.map((t, i) => [t.name, i])),
    categories: new Map(header.categories.map((c) => [c.id, c])),
    catalogue,
    patterns,
    items,
    keyed,
    cookieNamePatterns: cookieNamePatternsOf(keyed.cookies),
    dom: new Map(header.dom),
    problems: header.problems,
    compileMs: performance.now() - started,
  };
}

function align(n: number): number {
  return (n + 7) & ~7;
}
