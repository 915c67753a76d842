import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root. */
export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SERVER = join(ROOT, 'server/src');

/**
 * The server's floors, bottom to top. A room is a top-level folder (or file) of server/src, and
 * each feature folder of modules/ is a room of its own. Nothing imports from a floor above its own.
 */
export const FLOORS: { name: string; rooms: string[] }[] = [
  { name: 'base', rooms: ['config', 'log.ts'] },
  {
    name: 'engines and stores',
    rooms: [
      'store',
      'jobs',
      'mail',
      'captcha',
      'detect',
      'crawl',
      'network-data',
      'siteindex',
      'catalogue',
      'cve',
      'indexing',
      'demo',
      'ssr',
    ],
  },
  { name: 'shared kits', rooms: ['http', 'page-data'] },
  { name: 'features', rooms: ['modules/*'] },
  { name: 'composition', rooms: ['composition', 'app.ts', 'main.ts'] },
];

export interface Edge {
  /** Importing file, relative to server/src. */
  from: string;
  /** Imported file, relative to server/src. */
  to: string;
}

function walk(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path, out);
    else if (/\.(ts|tsx|mjs)$/.test(name)) out.push(path);
  }
  return out;
}

const SPECIFIER = /(?:\bfrom\s+|\bimport\s*\(\s*|^\s*import\s+)['"](\.{1,2}\/[^'"]+)['"]/gm;

/** Every relative import of the server's own code (tests beside the code included). */
export function serverImports(): Edge[] {
  const edges: Edge[] = [];
  for (const file of walk(SERVER)) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(SPECIFIER)) {
      const target = resolve(dirname(file), m[1]);
      if (!target.startsWith(SERVER)) continue;
      edges.push({ from: relative(SERVER, file), to: relative(SERVER, target) });
    }
  }
  return edges;
}

/** The room a server file belongs to: `modules/<feature>` or the top-level folder or file. */
export function roomOf(path: string): string {
  const parts = path.split('/');
  return parts[0] === 'modules' ? `modules/${parts[1]}` : parts[0];
}

/** The floor number of a room (0 = base), or -1 for a room no floor names. */
export function floorOf(room: string): number {
  return FLOORS.findIndex((f) =>
    f.rooms.some((r) => r === room || (r === 'modules/*' && room.startsWith('modules/'))),
  );
}

export const isTest = (path: string) => /\.test\.tsx?$/.test(path);

/** Imports from a floor above the importer's. */
export function upwardImports(edges: Edge[]): Edge[] {
  return edges.filter((e) => floorOf(roomOf(e.to)) > floorOf(roomOf(e.from)));
}

/** Imports of another feature's file other than its `index.ts`. */
export function deepModuleImports(edges: Edge[]): Edge[] {
  return edges.filter((e) => {
    const from = roomOf(e.from);
    const to = roomOf(e.to);
    return from !== to && to.startsWith('modules/') && e.to !== `${to}/index.ts`;
  });
}

/** Rooms that import each other, directly or round a longer loop (each loop listed once). */
export function roomCycles(edges: Edge[]): string[][] {
  const next = new Map<string, Set<string>>();
  for (const e of edges) {
    if (isTest(e.from)) continue;
    const a = roomOf(e.from);
    const b = roomOf(e.to);
    if (a === b) continue;
    if (!next.has(a)) next.set(a, new Set());
    next.get(a)?.add(b);
  }
  // Tarjan's strongly connected components: each component of more than one room is a knot.
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const knots: string[][] = [];
  const visit = (v: string) => {
    index.set(v, counter);
    low.set(v, counter);
    counter++;
    stack.push(v);
    onStack.add(v);
    for (const w of next.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v) ?? 0, low.get(w) ?? 0));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v) ?? 0, index.get(w) ?? 0));
    }
    if (low.get(v) === index.get(v)) {
      const knot: string[] = [];
      let w: string | undefined;
      do {
        w = stack.pop();
        if (w === undefined) break;
        onStack.delete(w);
        knot.push(w);
      } while (w !== v);
      if (knot.length > 1) knots.push(knot.sort());
    }
  };
  for (const v of next.keys()) if (!index.has(v)) visit(v);
  return knots;
}

export const describeEdge = (e: Edge) => `${e.from} → ${e.to}`;
