import { describe, expect, it } from 'vitest';
import { completeMonths, monthName } from './months.ts';
import { composePost } from './post.ts';
import { LISTED, MIN_CATEGORY_CHANGES, monthTrends, type TrendInput } from './trends.ts';

const tech = (name: string, ...categorySlugs: string[]) => ({ name, categorySlugs });

const TECHNOLOGIES = new Map([
  ['wordpress', tech('WordPress', 'cms')],
  ['joomla', tech('Joomla', 'cms')],
  ['drupal', tech('Drupal', 'cms')],
  ['wix', tech('Wix', 'cms')],
  ['nginx', tech('Nginx', 'web-servers')],
  ['apache', tech('Apache', 'web-servers')],
  ['hotjar', tech('Hotjar', 'analytics')],
  ['matomo', tech('Matomo', 'analytics')],
]);
const CATEGORIES = new Map([
  ['cms', { longName: 'Content management systems' }],
  ['web-servers', { longName: 'Web servers' }],
  ['analytics', { longName: 'Analytics' }],
]);

const input = (month: Record<string, number>, extra: Partial<TrendInput> = {}): TrendInput => ({
  month: Object.entries(month).map(([key, count]) => ({ key, count })),
  after: [],
  users: [],
  technologies: TECHNOLOGIES,
  categories: CATEGORIES,
  ...extra,
});

describe('a month of technology trends', () => {
  it('ranks growth by websites gained and decline by websites lost, net of both directions', () => {
    const t = monthTrends(
      input({
        'added:wordpress': 30,
        'dropped:wordpress': 5,
        'added:joomla': 2,
        'dropped:joomla': 14,
        'added:drupal': 4,
        'versionchanged:wordpress': 50,
      }),
    );
    expect(t.growing.map((x) => [x.slug, x.net])).toEqual([
      ['wordpress', 25],
      ['drupal', 4],
    ]);
    expect(t.declining.map((x) => [x.slug, x.net])).toEqual([['joomla', -12]]);
    // Version changes are neither growth nor decline.
    expect(t.added).toBe(36);
    expect(t.dropped).toBe(19);
  });

  it('breaks ties in net change by the larger relative change, then by slug', () => {
    const t = monthTrends(
      input(
        {
          'added:wordpress': 10,
          'added:drupal': 10,
          'added:wix': 10,
          'dropped:nginx': 6,
          'dropped:apache': 6,
          'dropped:joomla': 6,
        },
        {
          // Users now (no change after the month): start = now − net.
          users: [
            { key: 'wordpress', count: 1010 },
            { key: 'drupal', count: 110 },
            { key: 'wix', count: 110 },
            { key: 'nginx', count: 94 },
            { key: 'apache', count: 994 },
            { key: 'joomla', count: 994 },
          ],
        },
      ),
    );
    // Drupal and Wix both grew 10 %: equal on both counts, so by slug.
    expect(t.growing.map((x) => [x.slug, x.changePercent])).toEqual([
      ['drupal', 10],
      ['wix', 10],
      ['wordpress', 1],
    ]);
    // Nginx lost 6 of 100; Apache and Joomla 6 of 1000 each, so they go by slug.
    expect(t.declining.map((x) => [x.slug, x.changePercent])).toEqual([
      ['nginx', -6],
      ['apache', -0.6],
      ['joomla', -0.6],
    ]);
  });

  it('backs the changes after the month out of today’s users to find the month’s start', () => {
    const t = monthTrends(
      input(
        { 'added:wordpress': 20 },
        {
          users: [{ key: 'wordpress', count: 250 }],
          after: [
            { key: 'added:wordpress', count: 60 },
            { key: 'dropped:wordpress', count: 10 },
          ],
        },
      ),
    );
    // End of month: 250 − 60 + 10 = 200; start: 200 − 20 = 180.
    expect(t.growing[0]).toMatchObject({ startUsers: 180, changePercent: 11.11 });
  });

  it('ranks a technology no website used before as the fastest growing of equal gains', () => {
    const t = monthTrends(
      input(
        { 'added:wordpress': 8, 'added:wix': 8, 'added:drupal': 1 },
        { users: [{ key: 'wordpress', count: 80 }] },
      ),
    );
    expect(t.growing.map((x) => [x.slug, x.changePercent])).toEqual([
      ['wix', null],
      ['wordpress', 11.11],
      ['drupal', null],
    ]);
  });

  it('leaves out categories with too little data, and keeps those with enough', () => {
    const t = monthTrends(
      input({
        // CMS: 12 websites changed over three technologies: enough.
        'added:wordpress': 8,
        'dropped:joomla': 3,
        'added:drupal': 1,
        // Web servers: 9 changes, one short of the threshold.
        'added:nginx': 5,
        'dropped:apache': 4,
        // Analytics: many changes, but one technology only: nothing to rank.
        'added:hotjar': 40,
      }),
    );
    expect(MIN_CATEGORY_CHANGES).toBe(10);
    expect(t.categories.map((c) => [c.slug, c.changes])).toEqual([['cms', 12]]);
    expect(t.categories[0].growing.map((x) => x.slug)).toEqual(['wordpress', 'drupal']);
    expect(t.categories[0].declining.map((x) => x.slug)).toEqual(['joomla']);
    // The overall lists still count every technology.
    expect(t.growing.map((x) => x.slug)).toEqual(['hotjar', 'wordpress', 'nginx', 'drupal']);
  });

  it('orders categories by how much changed, and lists at most LISTED technologies a direction', () => {
    const many = new Map(
      Array.from(
        { length: 8 },
        (_, i) => [`cms-${i}`, tech(`CMS ${i}`, 'cms')] as [string, ReturnType<typeof tech>],
      ),
    );
    const t = monthTrends({
      ...input({
        ...Object.fromEntries([...many.keys()].map((slug, i) => [`added:${slug}`, 10 + i])),
        'added:nginx': 30,
        'dropped:apache': 200,
      }),
      technologies: new Map([...TECHNOLOGIES, ...many]),
    });
    expect(t.categories.map((c) => c.slug)).toEqual(['web-servers', 'cms']);
    expect(t.categories[1].growing).toHaveLength(LISTED);
    expect(t.categories[1].growing[0].slug).toBe('cms-7');
  });

  it('has no category for an empty month', () => {
    expect(monthTrends(input({})).categories).toEqual([]);
  });
});

describe('months and the post', () => {
  it('takes the complete months before the current one, across a year boundary', () => {
    const months = completeMonths(new Date('2026-02-15T10:00:00Z'), 3);
    expect(months).toEqual([
      { key: '2025-11', since: '2025-11-01', until: '2025-12-01' },
      { key: '2025-12', since: '2025-12-01', until: '2026-01-01' },
      { key: '2026-01', since: '2026-01-01', until: '2026-02-01' },
    ]);
    expect(monthName('2026-01')).toBe('January 2026');
  });

  it('writes numbers and links into structured sections, no HTML', () => {
    const trends = monthTrends(
      input({ 'added:wordpress': 1200, 'dropped:wordpress': 3, 'dropped:joomla': 57, 'added:drupal': 2 }),
    );
    const [month] = completeMonths(new Date('2026-11-27T00:00:00Z'), 1);
    const post = composePost(month, trends);
    expect(post.date).toBe('2026-11-01');
    expect(post).toMatchObject({ id: 'technology-trends-2026-10', title: 'Technology trends, October 2026' });
    expect(post.summary).toBe(
      'In October 2026, websites in our index started using a technology 1,202 times and stopped 60 times. WordPress gained the most (+1,197 websites); Joomla lost the most (−57).',
    );
    expect(post.sections.map((s) => s.Heading)).toEqual([
      'Across all categories',
      'Content management systems',
      'How these numbers are made',
    ]);
    const cms = post.sections[1];
    expect(cms.URL).toBe('/technology-type/cms');
    expect(cms.Paragraphs.flat()).toContainEqual({ Text: 'WordPress', URL: '/technology/wordpress' });
    expect(
      cms.Paragraphs.flat()
        .map((r) => r.Text)
        .join(''),
    ).toContain(
      'WordPress gained the most: 1,200 websites started using it and 3 stopped, a net gain of 1,197 websites',
    );
    expect(cms.Table?.Rows.map((r) => [r.Name, r.Net])).toEqual([
      ['WordPress', 1197],
      ['Drupal', 2],
      ['Joomla', -57],
    ]);
    expect(cms.Chart?.Bars).toEqual([
      { Label: 'WordPress', Value: 1197 },
      { Label: 'Drupal', Value: 2 },
      { Label: 'Joomla', Value: -57 },
    ]);
    expect(JSON.stringify(post.sections)).not.toMatch(/<[a-z]/i);
  });
});
