// A page's work is linear in its size whatever its shape: 200,000 nested elements (and the other
// shapes that once cost the square of their length) may cost at most 2.5 × a page of siblings of
// the same bytes. CPU time of this thread, best of a few runs each, so a busy machine slows
// both sides alike instead of failing the test.

import { describe, expect, it } from 'vitest';
import { inThreadPageWork, workOnPage } from './page-work.ts';

const ELEMENTS = 200_000;
const RATIO = 2.5;
const RUNS = 3;

const work = inThreadPageWork();

async function cpuMs(html: string): Promise<number> {
  const before = process.cpuUsage();
  await workOnPage(work, { url: 'https://shape.example/', html });
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
}

/** Siblings of the same length as `html`. */
function siblingsLike(html: string): string {
  const unit = '<div></div>';
  const body = unit.repeat(Math.floor(html.length / unit.length));
  return body + ' '.repeat(html.length - body.length);
}

const SHAPES: Record<string, string> = {
  'nested elements': `${'<div>'.repeat(ELEMENTS)}${'</div>'.repeat(ELEMENTS)}`,
  'elements never closed': '<div>'.repeat(ELEMENTS * 2),
  'end tags with nothing open': `${'<div>'.repeat(ELEMENTS / 2)}${'</span>'.repeat(ELEMENTS)}`,
  'nested SVG': `${'<svg>'.repeat(ELEMENTS)}${'</svg>'.repeat(ELEMENTS)}`,
  'nested tables': `${'<table><tr><td>'.repeat(ELEMENTS / 4)}${'</td></tr></table>'.repeat(ELEMENTS / 4)}`,
  'nested forms and lists': `${'<form><ul><li>'.repeat(ELEMENTS / 4)}x`,
  'one long affiliate-link run': 'amazon.com/'.repeat(ELEMENTS),
};

describe('page work on hostile shapes', { timeout: 300_000 }, () => {
  it.each(Object.entries(SHAPES))('costs no more than 2.5 × siblings for %s', async (_shape, html) => {
    const siblings = siblingsLike(html);
    expect(siblings.length).toBe(html.length);
    // compiled once, outside the measurements
    await workOnPage(work, { url: 'https://shape.example/', html: siblings.slice(0, 50_000) });
    let shaped = Number.POSITIVE_INFINITY;
    let flat = Number.POSITIVE_INFINITY;
    for (let run = 0; run < RUNS; run++) {
      flat = Math.min(flat, await cpuMs(siblings));
      shaped = Math.min(shaped, await cpuMs(html));
      if (shaped <= RATIO * flat) break;
    }
    expect(shaped, `${shaped.toFixed(0)} ms against ${flat.toFixed(0)} ms for siblings`).toBeLessThanOrEqual(
      RATIO * flat,
    );
  });
});
