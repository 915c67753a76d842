// What a deep scan has to ask the browser so that `js` and `dom` patterns can be matched.

import type { CompiledSet } from './compile.ts';

export interface DomQuery {
  selector: string;
  text: boolean;
  attributes: string[];
  properties: string[];
}

/** Selectors with the element text, attributes and properties the set looks at. */
export function domQueries(set: CompiledSet): DomQuery[] {
  const out: DomQuery[] = [];
  for (const [selector, ids] of set.dom) {
    const q: DomQuery = { selector, text: false, attributes: [], properties: [] };
    for (const id of ids) {
      const p = set.patterns[id];
      if (p.domPart === 'text') q.text = true;
      else if (p.domPart === 'attributes' && p.domName && !q.attributes.includes(p.domName))
        q.attributes.push(p.domName);
      else if (p.domPart === 'properties' && p.domName && !q.properties.includes(p.domName))
        q.properties.push(p.domName);
    }
    out.push(q);
  }
  return out;
}

/** JavaScript global chains the set looks at (`jQuery.fn.jquery`, …). */
export function jsChains(set: CompiledSet): string[] {
  return [...set.keyed.js.keys()];
}
