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

  return {
    literals,
    classOf,
    width,
    delta: delta.slice(0, states * width),
    out: out.slice(0, states),
    dict,
  };
}

/**
 * Scan `text` (already lower-cased) and call `hit(literalId, windowIndex)` once per literal per
 * window (`windowIndex` = end position >> windowShift) in which it ends.
 */
export function scanWindows(
  a: Automaton,
  text: string,
  windowShift: number,
  lastWindow: Int32Array,
  hit: (literal: number, window: number) => void,
): void {
  const { delta, classOf, width, out, dict } = a;
  let s = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    s = delta[s * width + (c < 128 ? classOf[c] : 0)];
    if (s === 0) continue;
    let o = out[s] !== -1 ? s : dict[s];
    if (o === 0) continue;
    const w = i >> windowShift;
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
