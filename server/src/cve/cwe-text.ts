// The CWE catalogue's structured text (xhtml:p, xhtml:ul, xhtml:ol … as nested objects, the MITRE
// XML converted to JSON) as plain blocks: paragraphs separated by a blank line, a list as one
// block of "- item" or "1. item" lines. The conversion groups children by tag, so "XSS occurs
// when:" and the list it introduces arrive apart; a list is put back after the first paragraph
// ending with a colon that still waits for one, any other list after the paragraphs.

// biome-ignore lint/suspicious/noExplicitAny: raw JSON converted from the MITRE XML
type Json = any;

const asArray = <T>(x: T | T[] | undefined): T[] => (x === undefined ? [] : Array.isArray(x) ? x : [x]);

const squeeze = (s: string) => s.replace(/\s+/g, ' ').trim();

/** Every string inside `n`, in order, as one line. */
function inline(n: Json): string {
  if (n === null || n === undefined) return '';
  if (typeof n === 'string' || typeof n === 'number') return squeeze(String(n));
  if (Array.isArray(n)) return squeeze(n.map(inline).join(' '));
  if (typeof n === 'object') {
    return squeeze(
      Object.entries(n)
        .filter(([k]) => k !== 'attr' && !k.startsWith('@_'))
        .map(([, v]) => inline(v))
        .join(' '),
    );
  }
  return '';
}

/** A list item: a bold lead-in ("Type 1: Reflected XSS") joined to its text, whose own "- " goes. */
function item(li: Json): string {
  if (li && typeof li === 'object' && !Array.isArray(li) && li['xhtml:b'] !== undefined) {
    const { 'xhtml:b': lead, ...rest } = li;
    const body = inline(rest).replace(/^[-–—:]\s*/, '');
    return body ? `${inline(lead).replace(/[:.]$/, '')}: ${body}` : inline(lead);
  }
  return inline(li).replace(/^[-–—]\s+/, '');
}

function list(node: Json, ordered: boolean): string | null {
  const items = asArray(node?.['xhtml:li'] ?? node)
    .map(item)
    .filter(Boolean);
  if (!items.length) return null;
  return items.map((text, i) => `${ordered ? `${i + 1}.` : '-'} ${text}`).join('\n');
}

function blocks(n: Json): string[] {
  if (n === null || n === undefined) return [];
  if (typeof n === 'string' || typeof n === 'number') {
    const s = squeeze(String(n));
    return s ? [s] : [];
  }
  if (Array.isArray(n)) return n.flatMap(blocks);
  if (typeof n !== 'object') return [];
  const paragraphs: string[] = [];
  const lists: string[] = [];
  for (const [k, v] of Object.entries(n)) {
    if (k === 'attr' || k.startsWith('@_') || k === 'xhtml:br') continue;
    if (k === 'xhtml:ul' || k === 'xhtml:ol') {
      for (const l of asArray(v)) {
        const text = list(l, k === 'xhtml:ol');
        if (text) lists.push(text);
      }
    } else paragraphs.push(...blocks(v));
  }
  const out: string[] = [];
  for (const p of paragraphs) {
    out.push(p);
    if (p.endsWith(':') && lists.length) out.push(lists.shift()!);
  }
  return [...out, ...lists];
}

/** Structured text flattened to blocks (see above); null when it holds no text. */
export function cweText(node: Json): string | null {
  const out = blocks(node);
  return out.length ? out.join('\n\n') : null;
}
