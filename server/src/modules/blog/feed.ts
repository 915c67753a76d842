import type { PostSummary } from './store.ts';

const escapeXml = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/**
 * The blog as an Atom feed (RFC 4287): every post, newest first, with absolute links on the
 * public base URL. Its `updated` is the newest post's; a feed with no post yet says `now`.
 */
export function atomFeed(input: {
  baseUrl: string;
  title: string;
  feedPath: string;
  posts: PostSummary[];
  now: Date;
}): string {
  const { baseUrl, posts } = input;
  const newest = posts.reduce<string | null>(
    (m, p) => (m === null || p.WrittenAt > m ? p.WrittenAt : m),
    null,
  );
  const entries = posts.map((p) => {
    const url = `${baseUrl}/blog/${encodeURIComponent(p.BlogId)}`;
    return [
      '  <entry>',
      `    <id>${escapeXml(url)}</id>`,
      `    <title type="text">${escapeXml(p.Title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${escapeXml(url)}"/>`,
      `    <published>${p.WrittenAt}</published>`,
      `    <updated>${p.WrittenAt}</updated>`,
      `    <summary type="text">${escapeXml(p.Summary)}</summary>`,
      '  </entry>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `  <id>${escapeXml(`${baseUrl}/blog`)}</id>`,
    `  <title type="text">${escapeXml(input.title)}</title>`,
    '  <subtitle type="text">Monthly web technology trends, written from the TechCensus index.</subtitle>',
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(`${baseUrl}${input.feedPath}`)}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(`${baseUrl}/blog`)}"/>`,
    `  <updated>${newest ?? input.now.toISOString()}</updated>`,
    '  <author><name>TechCensus</name></author>',
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}
