// Hostile pages: 5 MB built from the set's own literals so that every pattern becomes a candidate
// everywhere, and shaped to make the backtracking-prone patterns work hardest. The bound under test
// is the engine's (caps, windows, time budget), not the machine's speed, hence the generous limit,
// held on the CPU this process spends (the test runs in a process of its own): wall time on a
// loaded machine says how busy the machine is, not how much work the engine did.

import { describe, expect, it } from 'vitest';
import { detectWithReport } from './detect.ts';
import { loadFingerprintSet } from './load.ts';
import { testSet } from './test-set.ts';

const FIVE_MB = 5 * 1024 * 1024;
const LIMIT_MS = 1000;

/** `detectWithReport`'s report, and the milliseconds of CPU the call took. */
function timed(run: () => ReturnType<typeof detectWithReport>) {
  const before = process.cpuUsage();
  const report = run();
  const used = process.cpuUsage(before);
  return { report, cpuMs: (used.user + used.system) / 1000 };
}

function fill(unit: string, size = FIVE_MB): string {
  return unit.repeat(Math.ceil(size / unit.length)).slice(0, size);
}

function tagSoup(literals: string[]): string {
  const tail = ` ${literals.join(' ')} `;
  return (
    fill('<link <script <a <img <div <meta <iframe <input <span <p <ul <li ', FIVE_MB - 2 * tail.length) +
    tail +
    tail
  );
}

describe('adversarial input', () => {
  const set = loadFingerprintSet();
  const htmlLits = set.items.html.automaton.literals;
  const scriptLits = set.items.scripts.automaton.literals;
  const textLits = set.items.text.automaton.literals;

  const pages: Record<string, string> = {
    // every html/scripts/text literal in every window, no closing brackets anywhere
    'literal soup': fill(`<div ${[...htmlLits, ...scriptLits, ...textLits].join(' ')} `),
    // the same soup inside one giant inline script and one giant attribute
    'giant script': `<script>${fill(`${scriptLits.join(';')} `)}</script>`,
    'giant attribute': `<link href="${fill(`${htmlLits.join('/')}/`)}`,
    // long runs that [^>]+, \\s* and .+ style repetitions can eat, between literal starts
    'unclosed tags': fill(`<script src=${'a'.repeat(240)} <link rel=${' '.repeat(240)} <meta content=`),
    // tag openers that never close, every literal at the end: each pattern is a candidate, and an
    // expression run over the whole page would try hundreds of characters at every opener
    'tag soup': tagSoup([...htmlLits, ...scriptLits]),
    // bait for the patterns with two wide repetitions in a row, their literals in every window
    'repetition bait': fill(
      `<iframe ${'a'.repeat(300)} .eveve.co <link${' '.repeat(120)}href=${'a'.repeat(120)} styles/kendo.common ` +
        `<a${' '.repeat(250)}x>prestashop <img${' '.repeat(200)}src="https://www.shinystat.com/cgi-bin/shinystat.cgi?${'a'.repeat(200)} `,
    ),
  };

  for (const [name, html] of Object.entries(pages)) {
    it(`bounds a 5 MB page: ${name}`, () => {
      expect(html.length).toBeGreaterThanOrEqual(FIVE_MB - 64);
      const { cpuMs } = timed(() => detectWithReport(set, { html, url: 'https://example.com/' }));
      expect(cpuMs).toBeLessThan(LIMIT_MS);
    });
  }

  it('never runs a pattern that can backtrack exponentially, and says so', () => {
    const evil = testSet({
      Evil: { cats: [12], html: ['(?:a+)+zzzq', 'evil-marker'] },
    });
    const html = fill(`zzzq evil-marker ${'a'.repeat(40)}!`, 512 * 1024);
    const { report, cpuMs } = timed(() => detectWithReport(evil, { html }));
    expect(cpuMs).toBeLessThan(LIMIT_MS);
    expect(report.detections.map((d) => d.name)).toEqual(['Evil']);
    expect(evil.problems).toEqual([
      expect.objectContaining({ technology: 'Evil', error: expect.stringMatching(/nested/) }),
    ]);
  });

  it('stops matching when the time budget is spent', () => {
    const set = loadFingerprintSet();
    const html = pages['literal soup'];
    const { report, cpuMs } = timed(() => detectWithReport(set, { html }, { budgetMs: 20 }));
    expect(report.budgetExceeded).toBe(true);
    expect(cpuMs).toBeLessThan(LIMIT_MS);
  });
});

describe('broken patterns', () => {
  it('are skipped and reported once, never fatal', () => {
    const set = testSet({
      Broken: { cats: [12], html: ['(unclosed', 'fine-literal'] },
      Other: { cats: [12], html: 'other-literal' },
    });
    const html = '(unclosed fine-literal other-literal';
    const first = detectWithReport(set, { html });
    detectWithReport(set, { html });
    expect(first.detections.map((d) => d.name).sort()).toEqual(['Broken', 'Other']);
    expect(set.problems).toHaveLength(1);
    expect(set.problems[0]).toMatchObject({ technology: 'Broken', kind: 'html', pattern: '(unclosed' });
  });
});
