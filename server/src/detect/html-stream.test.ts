import { readdirSync, readFileSync } from 'node:fs';
import { Parser } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { type HtmlHandler, MAX_DEPTH, streamHtml } from './html-stream.ts';

const PAGES = new URL('../../../fixtures/pages/', import.meta.url);

/** Every event, in order; consecutive text pieces joined, as a tree builder would keep them. */
function record(): { handler: HtmlHandler; events: string[] } {
  const events: string[] = [];
  const text = (t: string) => {
    const last = events.length - 1;
    if (events[last]?.startsWith('text ')) events[last] += t;
    else events.push(`text ${t}`);
  };
  return {
    events,
    handler: {
      onopentag: (name, attribs, implied) =>
        events.push(`open ${name} ${JSON.stringify(attribs)} ${implied}`),
      onclosetag: (name, implied) => events.push(`close ${name} ${implied}`),
      ontext: text,
      oncomment: (c) => events.push(`comment ${c}`),
      onprocessinginstruction: (name, data) => events.push(`pi ${name} ${data}`),
      onend: () => events.push('end'),
    },
  };
}

function viaStream(html: string): string[] {
  const r = record();
  streamHtml(html, r.handler);
  return r.events;
}

function viaParser(html: string): string[] {
  const r = record();
  const parser = new Parser(r.handler);
  parser.write(html);
  parser.end();
  return r.events;
}

describe('streamHtml', () => {
  it("reports the same events as htmlparser2's Parser on real pages", () => {
    const files = readdirSync(PAGES).filter((f) => f.endsWith('.html'));
    expect(files.length).toBeGreaterThan(5);
    for (const f of files) {
      const html = readFileSync(new URL(f, PAGES), 'utf8');
      const events = viaStream(html);
      expect(events.length, f).toBeGreaterThan(100);
      expect(events, f).toEqual(viaParser(html));
    }
  });

  it.each([
    ['paragraphs and list items ended by the next start tag', '<p>a<div>b</div><ul><li>x<li>y</ul>'],
    ['an end tag that closes what is inside it', '<div><span><b>x</div>after'],
    ['end tags with nothing to close', '</span>x</p></br></img>'],
    ['a form inside a form', '<form action="/a"><form action="/b"><input name=q></form></form>'],
    [
      'SVG names, self-closing SVG and CDATA',
      '<svg><clippath/><foreignObject><p>x</foreignObject><![CDATA[c]]></svg>',
    ],
    ['an <image> outside SVG', '<image src="a.png">'],
    ['attributes: repeats, entities, no value', '<a href="/x?a=1&amp;b=2" href="/y" data-x>t&eacute;</a>'],
    [
      'raw text, comments and a doctype',
      '<!doctype html><title>a<b></title><script>if(a<b)x()</script><!--c-->',
    ],
    ['tables', '<table><tr><td>1<td>2<tr><th>h</table>'],
    ['elements left open at the end', '<html><body><div><p>open'],
  ])('matches the Parser on %s', (_what, html) => {
    expect(viaStream(html)).toEqual(viaParser(html));
  });

  it('nests no deeper than browsers do', () => {
    let depth = 0;
    let deepest = 0;
    let opened = 0;
    streamHtml(`${'<div>'.repeat(MAX_DEPTH * 3)}x${'</div>'.repeat(MAX_DEPTH * 3)}`, {
      onopentag() {
        opened++;
        deepest = Math.max(deepest, ++depth);
      },
      onclosetag() {
        depth--;
      },
    });
    expect(opened).toBe(MAX_DEPTH * 3);
    expect(deepest).toBe(MAX_DEPTH);
    expect(depth).toBe(0);
  });
});
