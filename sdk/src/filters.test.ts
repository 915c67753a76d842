import { describe, expect, it } from 'vitest';
import { checkReportFilters } from './filters.ts';
import { Paged } from './paging.ts';

describe('checkReportFilters', () => {
  it('takes the API’s filter language and gives the filters back as written', () => {
    const filters = [
      { module: 'technology', technology: 'wordpress', version: '6.4.2' },
      { module: 'vulnerability', minSeverity: 7, exclude: true },
    ];
    expect(checkReportFilters(filters)).toEqual({ ok: true, filters });
  });

  it('names each problem by its place: unknown filters, wrong values, fields the API would drop', () => {
    const check = checkReportFilters([
      { module: 'colour', values: ['red'] },
      { module: 'country', values: ['Germany'] },
    ]);
    expect(check.ok).toBe(false);
    expect(!check.ok && check.issues.map((i) => i.path)).toEqual(['0.module', '1.values.0']);
    expect(checkReportFilters([{ module: 'technology', technology: 'wordpress', verison: '6' }])).toEqual({
      ok: false,
      issues: [{ path: '0.verison', message: '"technology" filters have no field "verison"' }],
    });
    expect(checkReportFilters({ filters: [] }).ok).toBe(false);
    // A field left undefined is never sent, so it is no mistake.
    expect(checkReportFilters([{ module: 'technology', technology: 'wordpress', note: undefined }]).ok).toBe(
      true,
    );
  });
});

describe('Paged with a cursor', () => {
  it('starts at the cursor given, and the limit counts from there', async () => {
    const asked: { limit: number; cursor?: string }[] = [];
    const items = Array.from({ length: 10 }, (_, i) => i);
    const paged = new Paged(
      async (q: { limit: number; cursor?: string }) => {
        asked.push(q);
        const from = q.cursor ? Number(q.cursor) : 0;
        const page = items.slice(from, from + q.limit);
        const next = from + page.length;
        return { items: page, nextCursor: next < items.length ? String(next) : null };
      },
      (p) => p.items,
      { pageSize: 3, maxPageSize: 100, limit: 5, cursor: '4' },
    );
    expect(await paged.toArray()).toEqual([4, 5, 6, 7, 8]);
    expect(asked).toEqual([
      { limit: 3, cursor: '4' },
      { limit: 2, cursor: '7' },
    ]);
  });
});
