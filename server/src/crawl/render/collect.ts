// What a deep scan reads inside the rendered page: the values of JavaScript global chains and the
// answers to the fingerprints' DOM queries. The reader runs in the page, so it is kept as plain
// JavaScript text: a transpiler's helpers (name-keeping wrappers and the like) would not exist there.

import type { DomQuery } from '../../detect/queries.ts';
import type { DomAnswer } from '../../detect/types.ts';

export interface CollectLimits {
  /** characters kept of one string value */
  maxString: number;
  /** elements answered per selector */
  maxElements: number;
  /** characters of text and attribute values over the whole answer; the rest is left out */
  maxTotal: number;
}

export const COLLECT_LIMITS: CollectLimits = {
  maxString: 8 * 1024,
  maxElements: 25,
  maxTotal: 2 * 1024 * 1024,
};

export interface Collected {
  js: Record<string, string | number | boolean>;
  dom: Record<string, DomAnswer[]>;
}

// A chain's value is kept when it is a string, finite number or boolean; any other value that
// exists (object, function) counts as present and is read as `true`, as the fingerprint format
// expects. Only own or inherited properties are followed: a getter that throws ends that chain.
const READER = `(args) => {
  let budget = args.maxTotal;
  const clip = (s) => {
    const t = String(s).slice(0, Math.min(args.maxString, Math.max(budget, 0)));
    budget -= t.length;
    return t;
  };
  const value = (v) =>
    typeof v === 'string' ? clip(v)
      : typeof v === 'number' ? (Number.isFinite(v) ? v : String(v))
      : typeof v === 'boolean' ? v
      : Boolean(v);
  const js = {};
  for (const chain of args.chains) {
    try {
      let v = window;
      let found = true;
      for (const part of chain.split('.')) {
        if (v === null || (typeof v !== 'object' && typeof v !== 'function') || !(part in v)) {
          found = false;
          break;
        }
        v = v[part];
      }
      if (found && v !== undefined) js[chain] = value(v);
    } catch (e) {}
  }
  const dom = {};
  for (const q of args.queries) {
    let list;
    try {
      list = document.querySelectorAll(q.selector);
    } catch (e) {
      continue;
    }
    if (!list.length) continue;
    const answers = [];
    for (let i = 0; i < list.length && i < args.maxElements; i++) {
      const el = list[i];
      const a = {};
      if (q.text) a.text = clip(el.textContent || '');
      if (q.attributes.length) {
        a.attributes = {};
        for (const n of q.attributes) {
          const v = el.getAttribute(n);
          if (v !== null) a.attributes[n] = clip(v);
        }
      }
      if (q.properties.length) {
        a.properties = {};
        for (const n of q.properties) {
          try {
            if (n in el && el[n] !== undefined && el[n] !== null) a.properties[n] = value(el[n]);
          } catch (e) {}
        }
      }
      answers.push(a);
    }
    dom[q.selector] = answers;
  }
  return { js, dom };
}`;

/** The expression that page.evaluate runs for these chains and queries. */
export function collectExpression(
  chains: string[],
  queries: DomQuery[],
  limits: CollectLimits = COLLECT_LIMITS,
): string {
  return `(${READER})(${JSON.stringify({ chains, queries, ...limits })})`;
}
