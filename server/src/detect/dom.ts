// `dom` patterns on a static page: the HTML is parsed into a tree and each selector is answered
// as a browser would (element text and attributes; JavaScript properties need a rendered page).
// Opt-in, because building the tree costs more than the whole of the regular matching. The tree
// is built from the linear HTML stream, which nests no deeper than browsers do, so answering a
// selector climbs at most that many ancestors.

import { selectAll } from 'css-select';
import { type AnyNode, DomHandler, type Element, hasChildren, isText } from 'domhandler';
import type { CompiledSet } from './compile.ts';
import { streamHtml } from './html-stream.ts';
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
  const handler = new DomHandler();
  streamHtml(html, handler);
  const doc = handler.root;
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
      text: boundedText(node, LIMITS.value),
      attributes: node.attribs,
    }));
  }
  return answers;
}

/**
 * The element's text, up to `max` characters. The walk stops there too (or after a few times as
 * many nodes), so the answers for a thousand elements never add up to a thousand whole pages.
 */
function boundedText(node: Element, max: number): string {
  const parts: string[] = [];
  let length = 0;
  let visits = 0;
  const stack: AnyNode[] = [...node.children].reverse();
  while (stack.length && length < max && visits++ < 4 * max) {
    const n = stack.pop()!;
    if (isText(n)) {
      parts.push(n.data);
      length += n.data.length;
    } else if (hasChildren(n)) {
      for (let i = n.children.length - 1; i >= 0; i--) stack.push(n.children[i]);
    }
  }
  return cap(parts.join(''), max);
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
