// HTML as a stream of open, text and close events, in time linear in the page whatever its shape.
//
// htmlparser2's Parser reports the same events, but keeps its open elements innermost-first with
// `unshift`/`shift` and searches them for every end tag and every <form>: each costs the page's
// current depth, so 2 MiB of nested <div> took 47 s. Here the open elements are pushed and popped
// at the end of an array, a count per name answers "is one open?" at once, and nesting stops at
// the depth browsers stop at, so a tree built from these events stays shallow enough for walks
// that climb to the root. Tokenising is htmlparser2's Tokenizer; what happens to the open
// elements (implied end tags, void elements, SVG names, a second <form>) follows its Parser, so
// ordinary pages give the same events as before (html-stream.test.ts compares them on real pages).

import { type Handler, Tokenizer, type TokenizerCallbacks } from 'htmlparser2';

/** Blink and WebKit stop nesting here: a deeper start tag closes the innermost element first. */
export const MAX_DEPTH = 512;

export type HtmlHandler = Partial<
  Pick<
    Handler,
    | 'onopentag'
    | 'onclosetag'
    | 'ontext'
    | 'oncomment'
    | 'oncommentend'
    | 'oncdatastart'
    | 'oncdataend'
    | 'onprocessinginstruction'
    | 'onend'
  >
>;

enum Context {
  Html = 0,
  Svg = 1,
  MathMl = 2,
}

const VOID = new Set([
  'area',
  'base',
  'basefont',
  'br',
  'col',
  'command',
  'embed',
  'frame',
  'hr',
  'img',
  'input',
  'isindex',
  'keygen',
  'link',
  'meta',
  'param',
  'source',
  'track',
  'wbr',
]);

// Start tags that end the innermost open element when it is one of these (HTML's optional end tags).
const P = new Set(['p']);
const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p']);
const FORM_CONTROLS = new Set(['input', 'option', 'optgroup', 'select', 'button', 'datalist', 'textarea']);
const DD_DT = new Set(['dd', 'dt']);
const RT_RP = new Set(['rt', 'rp']);
const TABLE_SECTIONS = new Set(['thead', 'tbody']);
const ENDS: Map<string, Set<string>> = new Map([
  ['tr', new Set(['tr', 'th', 'td'])],
  ['th', new Set(['th'])],
  ['td', new Set(['thead', 'th', 'td'])],
  ['body', new Set(['head', 'link', 'script'])],
  ['a', new Set(['a'])],
  ['li', new Set(['li'])],
  ['option', new Set(['option'])],
  ['optgroup', new Set(['optgroup', 'option'])],
  ['tbody', TABLE_SECTIONS],
  ['tfoot', TABLE_SECTIONS],
  ['dd', DD_DT],
  ['dt', DD_DT],
  ['rt', RT_RP],
  ['rp', RT_RP],
  ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].map((h): [string, Set<string>] => [h, HEADINGS]),
  ...['select', 'input', 'output', 'button', 'datalist', 'textarea'].map((f): [string, Set<string>] => [
    f,
    FORM_CONTROLS,
  ]),
  ...[
    'p',
    'address',
    'article',
    'aside',
    'blockquote',
    'details',
    'div',
    'dl',
    'fieldset',
    'figcaption',
    'figure',
    'footer',
    'form',
    'header',
    'hr',
    'main',
    'nav',
    'ol',
    'pre',
    'section',
    'table',
    'ul',
  ].map((b): [string, Set<string>] => [b, P]),
]);

/** Elements inside which HTML content comes back (SVG and MathML text integration points). */
const INTEGRATION = new Set([
  'mi',
  'mo',
  'mn',
  'ms',
  'mtext',
  'annotation-xml',
  'foreignObject',
  'desc',
  'title',
]);

/** SVG element names HTML lower-cases but SVG spells in camelCase. */
const SVG_NAMES = new Map(
  [
    'altGlyph',
    'altGlyphDef',
    'altGlyphItem',
    'animateColor',
    'animateMotion',
    'animateTransform',
    'clipPath',
    'feBlend',
    'feColorMatrix',
    'feComponentTransfer',
    'feComposite',
    'feConvolveMatrix',
    'feDiffuseLighting',
    'feDisplacementMap',
    'feDistantLight',
    'feDropShadow',
    'feFlood',
    'feFuncA',
    'feFuncB',
    'feFuncG',
    'feFuncR',
    'feGaussianBlur',
    'feImage',
    'feMerge',
    'feMergeNode',
    'feMorphology',
    'feOffset',
    'fePointLight',
    'feSpecularLighting',
    'feSpotLight',
    'feTile',
    'feTurbulence',
    'foreignObject',
    'glyphRef',
    'linearGradient',
    'radialGradient',
    'textPath',
  ].map((n) => [n.toLowerCase(), n]),
);

/** Feeds `html` through `handler` as htmlparser2's Parser would, in linear time. */
export function streamHtml(html: string, handler: HtmlHandler): void {
  const stream = new HtmlStream(html, handler);
  const tokenizer = new Tokenizer({}, stream);
  tokenizer.write(html);
  tokenizer.end();
}

class HtmlStream implements TokenizerCallbacks {
  /** open elements, outermost first */
  private readonly names: string[] = [];
  /** the context inside each open element */
  private readonly contexts: Context[] = [];
  /** how many of each name are open */
  private readonly open = new Map<string, number>();
  /** open <svg>, <math> and integration points: SVG names are read back only inside one */
  private foreignOpen = 0;
  private tagName = '';
  private attribs: Record<string, string> | null = null;
  private attribName = '';
  private attribValue = '';

  constructor(
    private readonly html: string,
    private readonly cbs: HtmlHandler,
  ) {}

  isInForeignContext(): boolean {
    const n = this.contexts.length;
    return n > 0 && this.contexts[n - 1] !== Context.Html;
  }

  ontext(start: number, end: number): void {
    this.cbs.ontext?.(this.html.slice(start, end));
  }

  ontextentity(cp: number): void {
    this.cbs.ontext?.(String.fromCodePoint(cp));
  }

  onopentagname(start: number, end: number): void {
    this.openTag(this.readName(start, end));
  }

  onattribname(start: number, end: number): void {
    this.attribName = this.html.slice(start, end).toLowerCase();
  }

  onattribdata(start: number, end: number): void {
    this.attribValue += this.html.slice(start, end);
  }

  onattribentity(cp: number): void {
    this.attribValue += String.fromCodePoint(cp);
  }

  onattribend(): void {
    if (this.attribs && !Object.hasOwn(this.attribs, this.attribName))
      this.attribs[this.attribName] = this.attribValue;
    this.attribValue = '';
  }

  onopentagend(): void {
    this.endOpenTag(false);
  }

  onselfclosingtag(): void {
    // HTML ignores the slash, except on SVG and MathML elements.
    if (!this.isInForeignContext()) {
      this.endOpenTag(false);
      return;
    }
    const name = this.tagName;
    this.endOpenTag(false);
    if (this.top() === name) this.pop(true);
  }

  onclosetag(start: number, end: number): void {
    const name = this.readName(start, end);
    if (VOID.has(name)) {
      if (name === 'br') {
        // </br> is read as <br>
        this.cbs.onopentag?.('br', {}, true);
        this.cbs.onclosetag?.('br', false);
      }
      return;
    }
    if (this.open.get(name)) {
      // Amortised constant: every element looked at on the way is closed.
      while (this.top() !== name) this.pop(true);
      this.pop(false);
    } else if (name === 'p') {
      // </p> without a <p> is an empty paragraph
      this.openTag('p');
      this.endOpenTag(true);
      if (this.top() === 'p') this.pop(false);
    }
  }

  oncomment(start: number, end: number, offset: number): void {
    this.cbs.oncomment?.(this.html.slice(start, end - offset));
    this.cbs.oncommentend?.();
  }

  oncdata(start: number, end: number, offset: number): void {
    const value = this.html.slice(start, end - offset);
    if (this.isInForeignContext()) {
      this.cbs.ontext?.(value);
    } else {
      this.cbs.oncomment?.(`[CDATA[${value}]]`);
      this.cbs.oncommentend?.();
    }
  }

  ondeclaration(start: number, end: number): void {
    this.cbs.onprocessinginstruction?.('!doctype', `!${this.html.slice(start, end)}`);
  }

  onprocessinginstruction(start: number, end: number): void {
    const value = this.html.slice(start, end);
    const cut = value.search(/\s|\//);
    this.cbs.onprocessinginstruction?.(
      `?${(cut < 0 ? value : value.slice(0, cut)).toLowerCase()}`,
      `?${value}`,
    );
  }

  onend(): void {
    for (let i = this.names.length - 1; i >= 0; i--) this.cbs.onclosetag?.(this.names[i], true);
    this.cbs.onend?.();
  }

  private top(): string | undefined {
    return this.names[this.names.length - 1];
  }

  private readName(start: number, end: number): string {
    const name = this.html.slice(start, end).toLowerCase();
    if (this.contexts[this.contexts.length - 1] === Context.Svg) return SVG_NAMES.get(name) ?? name;
    if (this.foreignOpen > 0) {
      // the end tag of an SVG element closed from inside one of its integration points
      const svg = SVG_NAMES.get(name);
      if (svg !== undefined && this.open.get(svg)) return svg;
    }
    if (!this.isInForeignContext()) return name === 'image' ? 'img' : name;
    return name;
  }

  private openTag(name: string): void {
    this.tagName = name;
    // A <form> inside a form is dropped, attributes and all.
    if (name === 'form' && this.open.get('form')) {
      this.tagName = '';
      return;
    }
    const ends = ENDS.get(name);
    if (ends) {
      while (this.names.length > 0 && ends.has(this.top()!)) this.pop(true);
    }
    if (!VOID.has(name)) {
      if (this.names.length >= MAX_DEPTH) this.pop(true);
      this.push(name);
    }
    this.attribs = {};
  }

  private endOpenTag(implied: boolean): void {
    if (this.attribs) {
      this.cbs.onopentag?.(this.tagName, this.attribs, implied);
      this.attribs = null;
    }
    if (VOID.has(this.tagName)) this.cbs.onclosetag?.(this.tagName, true);
    this.tagName = '';
  }

  private push(name: string): void {
    const parent = this.contexts.length ? this.contexts[this.contexts.length - 1] : Context.Html;
    const context =
      name === 'svg'
        ? Context.Svg
        : name === 'math'
          ? Context.MathMl
          : INTEGRATION.has(name)
            ? Context.Html
            : parent;
    if (name === 'svg' || name === 'math' || INTEGRATION.has(name)) this.foreignOpen++;
    this.names.push(name);
    this.contexts.push(context);
    this.open.set(name, (this.open.get(name) ?? 0) + 1);
  }

  private pop(implied: boolean): void {
    const name = this.names.pop()!;
    this.contexts.pop();
    this.open.set(name, this.open.get(name)! - 1);
    if (name === 'svg' || name === 'math' || INTEGRATION.has(name)) this.foreignOpen--;
    this.cbs.onclosetag?.(name, implied);
  }
}
