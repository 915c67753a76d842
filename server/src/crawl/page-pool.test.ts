import { readdirSync, readFileSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createPagePool, type PagePool } from './page-pool.ts';
import {
  type FinishInput,
  inThreadPageWork,
  PageBudget,
  PageOverBudget,
  type PageWork,
  workOnPage,
} from './page-work.ts';

const PAGES = new URL('../../../fixtures/pages/', import.meta.url);
const pages = readdirSync(PAGES)
  .filter((f) => f.endsWith('.html'))
  .map((f) => ({
    url: `https://${f.replace(/\.html$/, '')}/`,
    html: readFileSync(new URL(f, PAGES), 'utf8'),
  }));

/** 200,000 nested elements: a page no worker reads in a millisecond. */
const HOSTILE = `${'<div>'.repeat(200_000)}${'</div>'.repeat(200_000)}`;

async function read(work: PageWork, page: { url: string; html: string }) {
  const budget = new PageBudget(60_000);
  return { ...(await workOnPage(work, page, budget)), spentMs: budget.spentMs };
}

describe('the page pool', () => {
  let pool: PagePool;
  beforeAll(async () => {
    pool = createPagePool({ size: 1, budgetMs: 60_000 });
    await pool.ready();
  });
  afterAll(async () => {
    await pool?.close();
  });

  it('reads real pages exactly as the calling thread does, all at once', async () => {
    const here = inThreadPageWork();
    // More pages in flight than a worker holds the HTML of: their steps take turns on the one worker.
    expect(pages.length).toBeGreaterThan(4);
    const theirs = await Promise.all(pages.map((page) => read(pool, page)));
    for (const [i, page] of pages.entries()) {
      const mine = await read(here, page);
      expect(theirs[i].detected?.detections.length, page.url).toBeGreaterThan(0);
      expect(theirs[i].facts, page.url).toEqual(mine.facts);
      expect(theirs[i].site, page.url).toEqual(mine.site);
      expect(theirs[i].detected?.detections, page.url).toEqual(mine.detected?.detections);
      expect(theirs[i].spentMs).toBeGreaterThan(0);
    }
  });

  it('never lends a step without HTML the HTML of the page before', async () => {
    const page = pages[0];
    const withHtml = await read(pool, page);
    const bare = { url: page.url, meta: withHtml.facts.meta };
    const alone = await pool.detect(bare, new PageBudget(60_000));
    expect(alone.detections).toEqual(
      (await inThreadPageWork().detect(bare, new PageBudget(60_000))).detections,
    );
    expect(alone.detections.length).toBeLessThan(withHtml.detected!.detections.length);
  });

  it('ends a page over its budget and goes on with a fresh worker', async () => {
    const budget = new PageBudget(1);
    const late = pool.facts(HOSTILE, 'https://hostile.example/', budget);
    await expect(late).rejects.toBeInstanceOf(PageOverBudget);
    await expect(late).rejects.toThrow('took longer than its budget of 1 ms');
    expect(pool.replaced).toBe(1);
    expect(budget.leftMs).toBeLessThanOrEqual(0);
    // A page with no budget left is refused without a worker's time.
    await expect(pool.detect({ html: '<p>x' }, budget)).rejects.toBeInstanceOf(PageOverBudget);
    expect(pool.replaced).toBe(1);

    const after = await read(pool, pages[0]);
    expect(after.detected?.detections).toEqual(
      (await read(inThreadPageWork(), pages[0])).detected?.detections,
    );
  });

  it('reads the same hostile page in full when the budget allows', async () => {
    const facts = await pool.facts(HOSTILE, 'https://hostile.example/', new PageBudget(60_000));
    expect(facts.text).toBe('');
    expect(pool.replaced).toBe(1);
  });

  it('sends the task behind a page over its budget to the fresh worker, and reads it in full', async () => {
    const before = pool.replaced;
    const late = pool.facts(HOSTILE, 'https://hostile.example/', new PageBudget(1));
    // Sent to the busy worker already, behind the hostile page.
    const next = read(pool, pages[2]);
    await expect(late).rejects.toBeInstanceOf(PageOverBudget);
    const done = await next;
    expect(pool.replaced).toBe(before + 1);
    const mine = await read(inThreadPageWork(), pages[2]);
    expect(done.facts).toEqual(mine.facts);
    expect(done.detected?.detections).toEqual(mine.detected?.detections);
  });

  it("sends a page's HTML to its worker once, and its facts never back: the last step carries only what was fetched beside the page", async () => {
    const page = { url: pages[1].url, html: `${pages[1].html}\n<!-- read once -->` };
    const posted = vi.spyOn(Worker.prototype, 'postMessage');
    try {
      const mine = await read(inThreadPageWork(), page);
      const theirs = await read(pool, page);
      expect(theirs.site).toEqual(mine.site);
      expect(theirs.detected?.detections).toEqual(mine.detected?.detections);
      const sent = posted.mock.calls.map(([m]) => m as { op: string; body?: string; args: unknown[] });
      expect(sent.map((m) => m.op)).toEqual(['facts', 'finish']);
      expect(sent[0].body).toBe(page.html);
      const last = sent[1].args[0] as FinishInput;
      expect(sent[1].body).toBeUndefined();
      expect(last.site.page?.body).toBeUndefined();
      expect(last.site.facts).toBeUndefined();
      expect(last.signals).toEqual({ url: page.url });
    } finally {
      posted.mockRestore();
    }
  });

  it('refuses work once closed', async () => {
    const closing = createPagePool({ size: 1, budgetMs: 1000 });
    await closing.close();
    await expect(closing.facts('<p>', 'https://a.example/', new PageBudget(1000))).rejects.toThrow(
      'the page pool is closed',
    );
  });
});
