// One streaming pass over a page's HTML that keeps everything the crawler reports or hands the
// engine: title, language, meta, scripts, styles, links, JSON-LD, <address> blocks and the text.

import { streamHtml } from '../../detect/index.ts';

export interface HtmlFacts {
  title: string | null;
  /** <html lang>, else a content-language meta */
  lang: string | null;
  /** `<meta name|property>` (lower-cased) → contents */
  meta: Record<string, string[]>;
  /** `<meta http-equiv>` (lower-cased) → contents */
  httpEquiv: Record<string, string[]>;
  canonical: string | null;
  /** absolute URLs */
  scriptSrc: string[];
  /** bodies of inline executable scripts (not JSON-LD, not templates) */
  inlineScripts: string[];
  jsonLd: string[];
  /** absolute URLs of `<link rel=stylesheet>` */
  styleHrefs: string[];
  inlineCss: string[];
  /** absolute http(s) URLs of <a>/<area> hrefs, in page order */
  links: string[];
  /** raw mailto:/tel: hrefs */
  contactHrefs: string[];
  /** absolute URLs of iframes, forms and images: only their hosts matter (subdomains seen) */
  otherUrls: string[];
  addressBlocks: string[];
  /** visible text, whitespace collapsed, capped */
  text: string;
}

const TEXT_LIMIT = 256 * 1024;
const SCRIPT_LIMIT = 256 * 1024;
const NOT_TEXT = new Set(['script', 'style', 'noscript', 'template', 'title', 'svg']);
const EXECUTABLE =
  /^(|text\/javascript|application\/javascript|module|text\/ecmascript|application\/ecmascript)$/i;

export function parseHtml(html: string, pageUrl: string): HtmlFacts {
  const facts: HtmlFacts = {
    title: null,
    lang: null,
    meta: {},
    httpEquiv: {},
    canonical: null,
    scriptSrc: [],
    inlineScripts: [],
    jsonLd: [],
    styleHrefs: [],
    inlineCss: [],
    links: [],
    contactHrefs: [],
    otherUrls: [],
    addressBlocks: [],
    text: '',
  };
  let base: URL | null = null;
  try {
    base = new URL(pageUrl);
  } catch {
    base = null;
  }
  const abs = (href: string | undefined): string | null => {
    if (!href) return null;
    const h = href.trim();
    if (!h || /^(javascript|data|about|blob):/i.test(h)) return null;
    try {
      const u = base ? new URL(h, base) : new URL(h);
      return u.protocol === 'http:' || u.protocol === 'https:' ? u.href : null;
    } catch {
      return null;
    }
  };

  const text: string[] = [];
  let textLength = 0;
  let raw: { kind: 'script' | 'json' | 'style' | 'title' | 'skip'; parts: string[] } | null = null;
  let skipDepth = 0;
  let addressDepth = 0;
  let address: string[] = [];
  let scriptBytes = 0;

  streamHtml(html, {
    onopentag(name, attrs) {
      switch (name) {
        case 'html':
          if (attrs.lang) facts.lang = attrs.lang.trim();
          break;
        case 'base': {
          const b = abs(attrs.href);
          if (b) base = new URL(b);
          break;
        }
        case 'meta': {
          const key = (attrs.name || attrs.property || attrs.itemprop)?.toLowerCase();
          if (key) push(facts.meta, key, attrs.content ?? '');
          const equiv = attrs['http-equiv']?.toLowerCase();
          if (equiv) push(facts.httpEquiv, equiv, attrs.content ?? '');
          break;
        }
        case 'link': {
          const rel = (attrs.rel ?? '').toLowerCase().split(/\s+/);
          const href = abs(attrs.href);
          if (!href) break;
          if (rel.includes('stylesheet')) facts.styleHrefs.push(href);
          else if (rel.includes('canonical')) facts.canonical ??= href;
          else facts.otherUrls.push(href);
          break;
        }
        case 'script': {
          const src = abs(attrs.src);
          const type = (attrs.type ?? '').trim();
          if (src) facts.scriptSrc.push(src);
          if (type.toLowerCase() === 'application/ld+json') raw = { kind: 'json', parts: [] };
          else if (!src && EXECUTABLE.test(type)) raw = { kind: 'script', parts: [] };
          else raw = { kind: 'skip', parts: [] };
          break;
        }
        case 'style':
          raw = { kind: 'style', parts: [] };
          break;
        case 'title':
          if (facts.title === null && skipDepth === 0) raw = { kind: 'title', parts: [] };
          break;
        case 'a':
        case 'area': {
          const href = attrs.href?.trim() ?? '';
          if (/^(mailto|tel|callto):/i.test(href)) facts.contactHrefs.push(href);
          else {
            const a = abs(href);
            if (a) facts.links.push(a);
          }
          break;
        }
        case 'iframe':
        case 'img':
        case 'form':
        case 'source':
        case 'video':
        case 'audio': {
          const u = abs(attrs.src ?? attrs.action);
          if (u) facts.otherUrls.push(u);
          break;
        }
        case 'address':
          addressDepth++;
          break;
      }
      if (NOT_TEXT.has(name)) skipDepth++;
    },
    ontext(data) {
      if (raw) {
        raw.parts.push(data);
        return;
      }
      if (skipDepth > 0) return;
      if (addressDepth > 0) address.push(data);
      if (textLength < TEXT_LIMIT) {
        text.push(data);
        textLength += data.length;
      }
    },
    onclosetag(name) {
      if (raw && (name === 'script' || name === 'style' || name === 'title')) {
        const body = raw.parts.join('');
        if (raw.kind === 'title') facts.title = collapse(decodeEntities(body)) || null;
        else if (raw.kind === 'json') facts.jsonLd.push(body);
        else if (raw.kind === 'style') facts.inlineCss.push(body);
        else if (raw.kind === 'script' && body.trim() && scriptBytes < SCRIPT_LIMIT) {
          facts.inlineScripts.push(body);
          scriptBytes += body.length;
        }
        raw = null;
      }
      if (NOT_TEXT.has(name)) skipDepth = Math.max(0, skipDepth - 1);
      if (name === 'address' && addressDepth > 0) {
        addressDepth--;
        if (addressDepth === 0) {
          const block = collapse(address.join(' '));
          if (block) facts.addressBlocks.push(block);
          address = [];
        }
      }
      // Block elements end words; without a space "Home</li><li>About" would read "HomeAbout".
      if (textLength < TEXT_LIMIT) text.push(' ');
    },
  });

  facts.text = collapse(text.join(''));
  if (!facts.lang) {
    const cl =
      facts.httpEquiv['content-language']?.[0] ?? facts.meta.language?.[0] ?? facts.meta['og:locale']?.[0];
    if (cl) facts.lang = cl.split(',')[0].trim();
  }
  if (facts.lang) facts.lang = normaliseLanguage(facts.lang);
  return facts;
}

/** "en_US" / "EN-us" → "en-US"; an empty or nonsense value → null. */
export function normaliseLanguage(lang: string): string | null {
  const m = lang.trim().match(/^([a-z]{2,3})(?:[-_]([a-z0-9]{2,8}))?/i);
  if (!m) return null;
  const primary = m[1].toLowerCase();
  if (!m[2]) return primary;
  return `${primary}-${m[2].length === 2 ? m[2].toUpperCase() : m[2]}`;
}

function push(map: Record<string, string[]>, key: string, value: string): void {
  const list = map[key];
  if (list) list.push(value);
  else map[key] = [value];
}

function collapse(s: string): string {
  return s.replace(/\s+/g, ' ').trim();
}

// htmlparser2 leaves <title> raw text encoded; the few entities that matter in titles.
function decodeEntities(s: string): string {
  return s
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#0?39;|&apos;/g, "'")
    .replace(/&#(\d+);/g, (_, d) => String.fromCodePoint(Number(d)))
    .replace(/&#x([0-9a-f]+);/gi, (_, h) => String.fromCodePoint(Number.parseInt(h, 16)));
}
