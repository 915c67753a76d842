/**
 * A month's trends as a post: structured sections (heading, paragraphs of text and links, a
 * table, chart data) that the website draws with its own components. Pure.
 */

import { type BlogSection, type BlogText, type BlogTrendRow, countOf, nounFor } from '@techcensus/contract';
import type { z } from 'zod';
import { type Month, monthName } from './months.ts';
import type { CategoryTrend, MonthTrends, TechTrend } from './trends.ts';

type Section = z.infer<typeof BlogSection>;
type Text = z.infer<typeof BlogText>;
type Row = z.infer<typeof BlogTrendRow>;

/** Category sections in one post: the busiest categories; the rest would bury them. */
export const MAX_CATEGORY_SECTIONS = 8;

export interface ComposedPost {
  id: string;
  month: string;
  title: string;
  summary: string;
  sections: Section[];
  /** YYYY-MM-DD: the day after its month, when a post is due, also for one caught up later. */
  date: string;
}

export const postId = (month: string) => `technology-trends-${month}`;

const count = (n: number) => n.toLocaleString('en-US');
const websites = (n: number) => countOf(n, 'website');
/** Signed, with a real minus sign: "+120", "−57"; a percent keeps its sign on its line. */
const signed = (n: number) => `${n < 0 ? '−' : '+'}${count(Math.abs(n))}`;
const percent = (p: number | null) =>
  p === null ? 'new this month' : `${p < 0 ? '−' : '+'}${Math.abs(p).toFixed(1)}\u00a0%`;

const text = (Text: string): Text => ({ Text, URL: null });
const technologyLink = (t: TechTrend): Text => ({ Text: t.name, URL: `/technology/${t.slug}` });
const categoryLink = (c: CategoryTrend): Text => ({ Text: c.name, URL: `/technology-type/${c.slug}` });

function row(t: TechTrend): Row {
  return {
    Name: t.name,
    URL: `/technology/${t.slug}`,
    Added: t.added,
    Dropped: t.dropped,
    Net: t.net,
    ChangePercent: t.changePercent,
  };
}

/** "A (+12, +0.4 %), B (+9, new this month) and C (+3, +1.0 %)" with each name a link. */
function listed(trends: TechTrend[]): Text[] {
  const out: Text[] = [];
  trends.forEach((t, i) => {
    if (i > 0) out.push(text(i === trends.length - 1 ? ' and ' : ', '));
    out.push(technologyLink(t), text(` (${signed(t.net)}, ${percent(t.changePercent)})`));
  });
  return out;
}

function leaderSentence(t: TechTrend, verb: 'gained' | 'lost'): Text[] {
  return [
    technologyLink(t),
    text(
      ` ${verb} the most: ${websites(t.added)} started using it and ${count(t.dropped)} stopped, a net ${verb === 'gained' ? 'gain' : 'loss'} of ${websites(Math.abs(t.net))} (${percent(t.changePercent)}).`,
    ),
  ];
}

function tableAndChart(growing: TechTrend[], declining: TechTrend[], what: string, name: string) {
  const shown = [...growing, ...declining];
  return {
    Table: {
      Caption: `${what}: websites that started and stopped using each technology in ${name}`,
      Rows: shown.map(row),
    },
    Chart: {
      Title: `Net change in websites, ${name}`,
      Bars: shown.map((t) => ({ Label: t.name, Value: t.net })),
    },
  };
}

function categorySection(c: CategoryTrend, name: string): Section {
  const [up] = c.growing;
  const [down] = c.declining;
  const opening: Text[] = [
    text('In '),
    categoryLink(c),
    text(`, ${websites(c.changes)} started or stopped using one of its technologies in ${name}. `),
  ];
  const paragraphs: Text[][] = [
    [
      ...opening,
      ...(up ? leaderSentence(up, 'gained') : [text('None of its technologies gained websites overall.')]),
    ],
  ];
  if (down) paragraphs.push(leaderSentence(down, 'lost'));
  else paragraphs.push([text(`None of its technologies lost websites overall in ${name}.`)]);
  return {
    Heading: c.name,
    URL: `/technology-type/${c.slug}`,
    Paragraphs: paragraphs,
    ...tableAndChart(c.growing, c.declining, c.name, name),
  };
}

export function composePost(month: Month, trends: MonthTrends): ComposedPost {
  const name = monthName(month.key);
  const categories = trends.categories.slice(0, MAX_CATEGORY_SECTIONS);
  const [up] = trends.growing;
  const [down] = trends.declining;
  const leaders = [
    up ? `${up.name} gained the most (${signed(up.net)} ${nounFor(Math.abs(up.net), 'website')})` : '',
    down ? `${down.name} lost the most (${signed(down.net)})` : '',
  ]
    .filter(Boolean)
    .join('; ');
  const summary = `In ${name}, websites in our index started using a technology ${count(trends.added)} times and stopped ${count(trends.dropped)} times.${leaders ? ` ${leaders}.` : ''}`;

  const overview: Section = {
    Heading: 'Across all categories',
    URL: null,
    Paragraphs: [
      [
        text(
          `In ${name} the websites we track started using a technology ${count(trends.added)} times and stopped using one ${count(trends.dropped)} times. `,
        ),
        ...(trends.growing.length
          ? [
              text('The technologies that gained the most websites were '),
              ...listed(trends.growing),
              text('.'),
            ]
          : [text('No technology gained websites overall.')]),
      ],
      trends.declining.length
        ? [text('The largest declines: '), ...listed(trends.declining), text('.')]
        : [text('No technology lost websites overall.')],
      [
        text(
          `Below, the ${categories.length} categor${categories.length === 1 ? 'y' : 'ies'} with the most change${trends.categories.length > categories.length ? ` (of ${trends.categories.length} with enough data)` : ''}; a category where fewer than ten websites changed is left out.`,
        ),
      ],
    ],
    ...tableAndChart(trends.growing, trends.declining, 'All categories', name),
  };

  const method: Section = {
    Heading: 'How these numbers are made',
    URL: null,
    Paragraphs: [
      [
        text(
          'Each website in the index is visited again from time to time, and every technology that appears or disappears between two visits is recorded with the day it was seen. A website counts once per technology and direction in a month. The change in percent compares the net change with the websites that used the technology when the month began. ',
        ),
        text(
          `This post is dated ${month.until}, the day after the month it covers; its numbers stay as they were when it was written. `,
        ),
        text('Every technology page lists its recent '),
        { Text: 'changes', URL: up ? `/technology/${up.slug}/changes` : null },
        text('.'),
      ],
    ],
    Table: null,
    Chart: null,
  };

  return {
    id: postId(month.key),
    month: month.key,
    title: `Technology trends, ${name}`,
    summary,
    sections: [overview, ...categories.map((c) => categorySection(c, name)), method],
    date: month.until,
  };
}
