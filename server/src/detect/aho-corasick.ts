// Aho–Corasick over lower-cased ASCII literals, compiled to a dense automaton over a compressed
// alphabet (only characters that occur in some literal get their own column). One pass over the
// input reports, for each literal, the windows of the input in which it ends.

export interface Automaton {
  literals: string[];
  /** column of each char code below 128; 0 means "occurs in no literal" */
  classOf: Uint8Array;
  width: number;
  delta: Uint32Array;
  /** literal id ending at this state, or -1 */
  out: Int32Array;
  /** next state along the suffix chain that has an output, or 0 (root never has one) */
  dict: Uint32Array;
}

export function buildAutomaton(literals: string[]): Automaton {
  const classOf = new Uint8Array(128);
  let width = 1;
  for (const lit of literals) {
    for (let i = 0; i < lit.length; i++) {
      const c = lit.charCodeAt(i);
      if (c < 128 && classOf[c] === 0) classOf[c] = width++;
    }
  }
  // Literals are lower-case; upper-case input letters share their column, so the input is never
  // lower-cased (no copy of a large page per scan).
  for (let c = 65; c <= 90; c++) classOf[c] = classOf[c + 32];

  // Trie as a dense table sized for the worst case (no shared prefixes).
  let capacity = 1;
  for (const lit of literals) capacity += lit.length;
  const delta = new Uint32Array(capacity * width);
  const out = new Int32Array(capacity).fill(-1);
  let states = 1;
  for (let id = 0; id < literals.length; id++) {
    const lit = literals[id];
    let s = 0;
    for (let i = 0; i < lit.length; i++) {
      const col = classOf[lit.charCodeAt(i)];
      let next = delta[s * width + col];
      if (next === 0) {
        next = states++;
        delta[s * width + col] = next;
      }
      s = next;
    }
    out[s] = id;
  }

  // Breadth-first: fill missing transitions from the failure state, so scanning never loops.
  const fail = new Uint32Array(states);
  const dict = new Uint32Array(states);
  const queue = new Uint32Array(states);
  let head = 0;
  let tail = 0;
  for (let col = 1; col < width; col++) {
    const child = delta[col];
    if (child !== 0) queue[tail++] = child;
  }
  while (head < tail) {
    const s = queue[head++];
    const f = fail[s];
    dict[s] = out[f] !== -1 ? f : dict[f];
    for (let col = 1; col < width; col++) {
      const child = delta[s * width + col];
      const viaFail = delta[f * width + col];
      if (child !== 0) {
        fail[child] = viaFail;
        queue[tail++] = child;
      } else {
        delta[s * width + col] = viaFail;
      }
    }
  }

  // Scanning form: transitions hold the next state's row offset (state × width), with the top bit
  // set when that state ends a literal or has one down its suffix chain. The hot loop is then one
  // load and one comparison per character.
  const offsets = new Uint32Array(states * width);
  for (let i = 0; i < states * width; i++) {
    const next = delta[i];
    offsets[i] = next * width + (next !== 0 && (out[next] !== -1 || dict[next] !== 0) ? OUTPUT : 0);
  }
  return { literals, classOf, width, delta: offsets, out: out.slice(0, states), dict };
}

const OUTPUT = 0x80000000;

/**
 * Scan `text` (any case) and call `hit(literalId, windowIndex)` once per literal per window
 * (`windowIndex` = end position >> windowShift) in which it ends.
 */
export function scanWindows(
  a: Automaton,
  text: string,
  windowShift: number,
  lastWindow: Int32Array,
  hit: (literal: number, window: number) => void,
): void {
  const { delta, classOf, width, out, dict } = a;
  const n = text.length;
  let s = 0;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    const v = delta[s + (c < 128 ? classOf[c] : 0)];
    if (v < OUTPUT) {
      s = v;
      continue;
    }
    s = v - OUTPUT;
    const w = i >> windowShift;
    const state = s / width;
    let o = out[state] !== -1 ? state : dict[state];
    while (o !== 0) {
      const id = out[o];
      if (lastWindow[id] !== w) {
        lastWindow[id] = w;
        hit(id, w);
      }
      o = dict[o];
    }
  }
}
