import { readFileSync } from 'node:fs';

/**
 * The fenced blocks of a markdown file marked `<!-- quickstart: NAME -->` on the line before the
 * fence, by name. The mark is an HTML comment so the rendered page does not show it.
 */
export function markedBlocks(file: string): Map<string, string> {
  const text = readFileSync(file, 'utf8');
  const blocks = new Map<string, string>();
  for (const m of text.matchAll(/^<!-- quickstart: ([\w-]+) -->\n(`{3,})[^\n]*\n([\s\S]*?)\n\2$/gm)) {
    if (blocks.has(m[1])) throw new Error(`${file}: two blocks marked "quickstart: ${m[1]}"`);
    blocks.set(m[1], `${m[3]}\n`);
  }
  return blocks;
}
