import { parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { atomFeed } from './feed.ts';

type Node = {
  type: string;
  name?: string;
  attribs?: Record<string, string>;
  children?: Node[];
  data?: string;
};
const tags = (n: Node, name: string): Node[] =>
  (n.children ?? []).filter((c) => c.type === 'tag' && c.name === name);
const text = (n: Node): string =>
  (n.children ?? []).map((c) => (c.type === 'text' ? c.data : text(c))).join('');

const post = (id: string, title: string, summary: string, at: string) => ({
  BlogId: id,
  Title: title,
  Date: at.slice(0, 10),
  Summary: summary,
  Month: '2026-10',
  WrittenAt: at,
});

describe('the Atom feed', () => {
  it('escapes text, so markup-like names read back as the same text and make no element', () => {
    const title = 'Trends: <script>alert("x")</script> & Co\'s "best"';
    const summary = 'AT&T <b>grew</b> by 5 % — ]]> too';
    const xml = atomFeed({
      baseUrl: 'https://techcensus.example',
      title: 'Blog & news',
      feedPath: '/blog/feed.xml',
      posts: [post('technology-trends-2026-10', title, summary, '2026-11-01T04:00:00.000Z')],
      now: new Date('2026-11-27T00:00:00Z'),
    });
    const [feed] = tags(parseDocument(xml, { xmlMode: true }) as unknown as Node, 'feed');
    expect(text(tags(feed, 'title')[0])).toBe('Blog & news');
    const [entry] = tags(feed, 'entry');
    expect(text(tags(entry, 'title')[0])).toBe(title);
    expect(text(tags(entry, 'summary')[0])).toBe(summary);
    expect(tags(entry, 'summary')[0].children?.every((c) => c.type === 'text')).toBe(true);
    expect(tags(entry, 'link')[0].attribs?.href).toBe(
      'https://techcensus.example/blog/technology-trends-2026-10',
    );
    expect(text(tags(feed, 'updated')[0])).toBe('2026-11-01T04:00:00.000Z');
  });

  it('dates the feed by its newest post, and by now when it has none', () => {
    const base = {
      baseUrl: 'https://t.example',
      title: 'Blog',
      feedPath: '/blog/feed.xml',
      now: new Date('2026-11-27T00:00:00Z'),
    };
    const empty = atomFeed({ ...base, posts: [] });
    expect(empty).toContain('<updated>2026-11-27T00:00:00.000Z</updated>');
    expect(empty).not.toContain('<entry>');
    const two = atomFeed({
      ...base,
      posts: [
        post('b', 'B', 'b', '2026-11-01T04:00:00.000Z'),
        post('a', 'A', 'a', '2026-10-01T04:00:00.000Z'),
      ],
    });
    expect(two.match(/<updated>[^<]+<\/updated>/)?.[0]).toBe('<updated>2026-11-01T04:00:00.000Z</updated>');
  });
});
