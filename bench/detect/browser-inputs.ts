// What a browser hands the reference's analyser for a static page: meta, absolute script URLs,
// inline scripts, inline style and body text, read with a full HTML parser (htmlparser2).

import { Parser } from 'htmlparser2';

const TEXT_LIMIT = 512 * 1024;
const SKIP_TEXT = new Set(['script', 'style', 'noscript', 'template', 'title']);

export interface BrowserInputs {
  meta: Record<string, string[]>;
  scriptSrc: string[];
  scripts: string[];
  css: string[];
  text: string;
}

export function browserInputs(html: string, url?: string): BrowserInputs {
  const meta: Record<string, string[]> = {};
  const scriptSrc: string[] = [];
  const scripts: string[] = [];
  const css: string[] = [];
  const text: string[] = [];
  let textLength = 0;
  let base: URL | undefined;
  try {
    base = url ? new URL(url) : undefined;
  } catch {
    base = undefined;
  }
  let rawText: string[] | null = null;
  let skipDepth = 0;
  const parser = new Parser(
    {
      onopentag(name, attrs) {
        text.push(' '); // element boundaries separate words, as a rendered page's text does
        if (name === 'meta') {
          const key = attrs.name || attrs.property;
          if (key) {
            const k = key.toLowerCase();
            const list = meta[k] ?? [];
            list.push(attrs.content ?? '');
            meta[k] = list;
          }
        } else if (name === 'script') {
          const src = attrs.src;
          if (src && !src.startsWith('data:text/javascript;')) scriptSrc.push(absolute(src, base));
          rawText = [];
        } else if (name === 'style') {
          rawText = [];
        }
        if (SKIP_TEXT.has(name)) skipDepth++;
      },
      ontext(data) {
        if (rawText) rawText.push(data);
        else if (skipDepth === 0 && textLength < TEXT_LIMIT) {
          text.push(data);
          textLength += data.length;
        }
      },
      onclosetag(name) {
        text.push(' ');
        if (name === 'script' || name === 'style') {
          const body = rawText ? rawText.join('') : '';
          rawText = null;
          if (body.trim()) (name === 'script' ? scripts : css).push(body);
        }
        if (SKIP_TEXT.has(name) && skipDepth > 0) skipDepth--;
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.end(html);
  return { meta, scriptSrc, scripts, css, text: text.join('').replace(/\s+/g, ' ').trim() };
}

function absolute(src: string, base: URL | undefined): string {
  if (!base || /^[a-z][a-z0-9+.-]*:/i.test(src)) return src;
  try {
    return new URL(src, base).href;
  } catch {
    return src;
  }
}
