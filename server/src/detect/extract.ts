// The page signals a browser would hand the matcher for a static page (meta, script URLs, inline
// scripts, inline style, body text), read from HTML in one forward pass. It is a tag scanner, not
// a tree builder: it finds tags, reads the attributes of the few it needs, and jumps over raw text
// elements, which makes it several times cheaper than a full HTML parser on large pages.

import { decodeHTML } from 'entities';
import type { PageSignals } from './types.ts';

const TEXT_LIMIT = 512 * 1024;
/** elements whose content is not visible text */
const HIDDEN = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'title',
  'textarea',
  'xmp',
  'iframe',
  'noembed',
]);
/** elements whose content is raw text up to the matching end tag */
const RAW = new Set([
  'script',
  'style',
  'textarea',
  'title',
  'xmp',
  'iframe',
  'noembed',
  'noframes',
  'plaintext',
]);

export interface HtmlSignals {
  meta: Record<string, string[]>;
  scriptSrc: string[];
  scripts: string[];
  css: string[];
  text: string;
}

export function signalsFromHtml(html: string, url?: string): HtmlSignals {
  const meta: Record<string, string[]> = {};
  const scriptSrc: string[] = [];
  const scripts: string[] = [];
  const css: string[] = [];
  const text: string[] = [];
  let textLength = 0;
  let hiddenDepth = 0; // inside <noscript>/<template>, whose content is parsed but not shown
  let base: URL | undefined;
  try {
    base = url ? new URL(url) : undefined;
  } catch {
    base = undefined;
  }

  const n = html.length;
  let pos = 0;
  while (pos < n) {
    const lt = html.indexOf('<', pos);
    const textEnd = lt === -1 ? n : lt;
    if (textEnd > pos && hiddenDepth === 0 && textLength < TEXT_LIMIT) {
      const piece = html.slice(pos, textEnd);
      text.push(piece);
      textLength += piece.length;
    }
    if (lt === -1) break;
    const c = html.charCodeAt(lt + 1);
    if (c === 33 /* ! */) {
      // comment, doctype or CDATA
      const end = html.startsWith('<!--', lt) ? html.indexOf('-->', lt + 4) : html.indexOf('>', lt + 2);
      pos = end === -1 ? n : end + (html.startsWith('<!--', lt) ? 3 : 1);
      continue;
    }
    const closing = c === 47; /* / */
    const nameStart = closing ? lt + 2 : lt + 1;
    if (!isLetter(html.charCodeAt(nameStart))) {
      // a lone `<` is text
      if (hiddenDepth === 0 && textLength < TEXT_LIMIT) text.push('<');
      pos = lt + 1;
      continue;
    }
    let nameEnd = nameStart;
    while (nameEnd < n && !isNameEnd(html.charCodeAt(nameEnd))) nameEnd++;
    const name = html.slice(nameStart, nameEnd).toLowerCase();
    const tag = readTag(html, nameEnd, !closing && WANTED.has(name));
    pos = tag.end;
    if (closing) {
      if ((name === 'noscript' || name === 'template') && hiddenDepth > 0) hiddenDepth--;
      continue;
    }
    const attrs = tag.attrs;
    if (name === 'meta' && attrs) {
      const key = attrs.name ?? attrs.property;
      if (key) {
        const k = key.toLowerCase();
        const list = meta[k] ?? [];
        list.push(attrs.content ?? '');
        meta[k] = list;
      }
    } else if (name === 'noscript' || name === 'template') {
      hiddenDepth++;
    }
    if (RAW.has(name) && !tag.selfClosing) {
      const close = findClose(html, name, pos);
      const body = html.slice(pos, close);
      pos = close === n ? n : html.indexOf('>', close) + 1 || n;
      if (name === 'script') {
        const src = attrs?.src;
        if (src && !src.startsWith('data:text/javascript;')) scriptSrc.push(absolute(src, base));
        if (body.trim()) scripts.push(body);
      } else if (name === 'style') {
        if (body.trim()) css.push(body);
      } else if (!HIDDEN.has(name) && hiddenDepth === 0) {
        text.push(body);
      }
    }
  }

  let joined = text.join(' ');
  if (joined.includes('&')) joined = decodeHTML(joined);
  return { meta, scriptSrc, scripts, css, text: joined.replace(/\s+/g, ' ').trim() };
}

/** Make `signalsFromHtml` usable where a `PageSignals` is expected. */
export function withHtmlSignals(signals: PageSignals, derived: HtmlSignals): PageSignals {
  return {
    ...signals,
    meta: signals.meta ?? derived.meta,
    scriptSrc: signals.scriptSrc ?? derived.scriptSrc,
    scripts: signals.scripts ?? derived.scripts,
    css: signals.css ?? derived.css,
    text: signals.text ?? derived.text,
  };
}

function isLetter(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90);
}

function isNameEnd(c: number): boolean {
  return c === 32 || c === 62 || c === 47 || c === 9 || c === 10 || c === 13 || c === 12;
}

const WANTED = new Set(['meta', 'script']);

interface Tag {
  end: number;
  selfClosing: boolean;
  attrs?: Record<string, string>;
}

/** From just after the tag name to just after its `>`, honouring quoted values; attributes only when wanted. */
function readTag(html: string, from: number, want: boolean): Tag {
  const n = html.length;
  let i = from;
  const attrs: Record<string, string> | undefined = want ? {} : undefined;
  while (i < n) {
    const c = html.charCodeAt(i);
    if (c === 62 /* > */) {
      return { end: i + 1, selfClosing: html.charCodeAt(i - 1) === 47, attrs };
    }
    if (c === 32 || c === 9 || c === 10 || c === 13 || c === 12 || c === 47) {
      i++;
      continue;
    }
    // attribute name
    const ns = i;
    while (i < n) {
      const d = html.charCodeAt(i);
      if (d === 61 || d === 62 || d === 32 || d === 9 || d === 10 || d === 13 || d === 12 || d === 47) break;
      i++;
    }
    const attrName = want ? html.slice(ns, i).toLowerCase() : '';
    while (i < n && isSpace(html.charCodeAt(i))) i++;
    let value = '';
    if (html.charCodeAt(i) === 61 /* = */) {
      i++;
      while (i < n && isSpace(html.charCodeAt(i))) i++;
      const q = html.charCodeAt(i);
      if (q === 34 || q === 39) {
        const close = html.indexOf(q === 34 ? '"' : "'", i + 1);
        const end = close === -1 ? n : close;
        if (want) value = html.slice(i + 1, end);
        i = end + 1;
      } else {
        const vs = i;
        while (i < n && !isSpace(html.charCodeAt(i)) && html.charCodeAt(i) !== 62) i++;
        if (want) value = html.slice(vs, i);
      }
    }
    if (attrs && attrName && !(attrName in attrs))
      attrs[attrName] = value.includes('&') ? decodeHTML(value) : value;
  }
  return { end: n, selfClosing: false, attrs };
}

function isSpace(c: number): boolean {
  return c === 32 || c === 9 || c === 10 || c === 13 || c === 12;
}

/** Position of the `</name` that ends a raw text element, or the end of the input. */
function findClose(html: string, name: string, from: number): number {
  const re = CLOSERS.get(name) ?? new RegExp(`</${name}[\\s/>]`, 'gi');
  CLOSERS.set(name, re);
  re.lastIndex = from;
  const m = re.exec(html);
  return m ? m.index : html.length;
}
const CLOSERS = new Map<string, RegExp>();

function absolute(src: string, base: URL | undefined): string {
  if (!base || /^[a-z][a-z0-9+.-]*:/i.test(src)) return src;
  try {
    return new URL(src, base).href;
  } catch {
    return src;
  }
}
