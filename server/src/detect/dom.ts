// `dom` patterns on a static page: the HTML is parsed into a tree and each selector is answered
// as a browser would (element text and attributes; JavaScript properties need a rendered page).
// Opt-in, because building the tree costs more than the whole of the regular matching.

import { selectAll } from 'css-select';
import type { Element } from 'domhandler';
import { textContent } from 'domutils';
import { parseDocument } from 'htmlparser2';
import type { CompiledSet } from './compile.ts';
import { cap, LIMITS } from './limits.ts';
import type { DomAnswer } from './types.ts';

const selectorLiterals = new WeakMap<CompiledSet, Map<string, string[] | null>>();

export function staticDomAnswers(set: CompiledSet, html: string): Record<string, DomAnswer[]> {
  let literals = selectorLiterals.get(set);
  if (!literals) {
    literals = new Map([...set.dom.keys()].map((s) => [s, selectorNeeds(s)]));
    selectorLiterals.set(set, literals);
  }
  const lower = html.toLowerCase();
  const doc = parseDocument(html);
  const answers: Record<string, DomAnswer[]> = {};
  for (const [selector, needs] of literals) {
    if (needs && !needs.some((l) => lower.includes(l))) continue;
    let nodes: Element[];
    try {
      nodes = selectAll(selector, doc as never) as unknown as Element[];
    } catch (error) {
      literals.set(selector, ['\u0000never']);
      set.problems.push({
        technology: '(dom selector)',
        kind: 'dom',
        pattern: selector,
        error: String(error),
      });
      continue;
    }
    if (!nodes.length) continue;
    answers[selector] = nodes.slice(0, LIMITS.listItems).map((node) => ({
      text: cap(textContent(node), LIMITS.value),
      attributes: node.attribs,
    }));
  }
  return answers;
}

/**
 * Literals one of which the raw HTML must contain for the selector to match anything, or null
 * when a part of the selector list has none. Values with characters HTML may encode are skipped.
 */
export function selectorNeeds(selector: string): string[] | null {
  const out: string[] = [];
  for (const raw of selector.split(',')) {
    // What sits inside :not() must be absent, so it cannot serve as a required literal.
    const part = raw.replace(/:not\([^)]*\)/g, '');
    const tokens: string[] = [];
    for (const m of part.matchAll(/\[[\w:-]+\s*[*^$~|]?=\s*(['"]?)([^'"\]]+)\1\s*\]/g)) tokens.push(m[2]);
    for (const m of part.matchAll(/[#.]([\w-]+)/g)) tokens.push(m[1]);
    for (const m of part.matchAll(/\[([\w:-]+)/g)) tokens.push(m[1]);
    for (const m of part.matchAll(/(?:^|[\s>+~])([a-z][\w-]*)/gi)) tokens.push(`<${m[1]}`);
    const usable = tokens
      .map((t) => t.toLowerCase())
      .filter((t) => t.length >= 3 && !/[&<>"']/.test(t.slice(1)));
    if (!usable.length) return null;
    out.push(usable.sort((a, b) => b.length - a.length)[0]);
  }
  return out;
}
