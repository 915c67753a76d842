// One WARC segment into the index: its home-page captures, oldest first, each run through the
// same engine and document builder as a live visit, dated by its capture.

import type { CrawlResult } from '../../crawl/types.ts';
import { type IndexDeps, indexSite } from '../index-site.ts';
import { archivedVisit } from './archived-visit.ts';
import { homePages } from './home-pages.ts';
import { scanWarc } from './read-warc.ts';

export interface SegmentSummary {
  /** WARC records read (every type) */
  records: number;
  responses: number;
  /** home-page captures found */
  captures: number;
  /** captures that wrote a site's document */
  indexed: number;
  /** distinct sites written */
  sites: number;
  /** captures dated no later than the visit the index already holds: nothing written */
  older: number;
  /** captures dated after the moment they were read: refused */
  future: number;
  /** captures whose page was not read (an error page, a bot wall, an unreadable record) */
  unread: number;
  /** captures whose domain's owner asked for its removal */
  suppressed: number;
  redirectsNotArchived: number;
  warnings: string[];
  /** why the file was not read to its end, naming the byte offset (the captures before it were indexed) */
  failure: string | null;
}

export interface SegmentInput {
  /** the WARC file on disk */
  path: string;
  /** what the profile names it by */
  name: string;
}

/** A segment of which nothing was read (yet), and why when it cannot be. */
export const unreadSegment = (failure: string | null = null): SegmentSummary => ({
  records: 0,
  responses: 0,
  captures: 0,
  indexed: 0,
  sites: 0,
  older: 0,
  future: 0,
  unread: 0,
  suppressed: 0,
  redirectsNotArchived: 0,
  warnings: [],
  failure,
});

/** Told of each capture written, for progress lines. */
export type CaptureWritten = (domain: string, result: CrawlResult, technologies: number) => void;

export async function indexSegment(
  segment: SegmentInput,
  deps: Omit<IndexDeps, 'crawler'>,
  onWritten?: CaptureWritten,
): Promise<SegmentSummary> {
  const scan = await scanWarc(segment.path);
  const { captures, redirectsNotArchived, byUrl } = homePages(scan.responses);
  const warnings = [...scan.warnings];
  const reader = { path: segment.path, name: segment.name, byUrl, warn: (w: string) => warnings.push(w) };
  const summary: SegmentSummary = {
    ...unreadSegment(scan.failure),
    records: scan.records,
    responses: scan.responses.length,
    captures: captures.length,
    redirectsNotArchived,
    warnings,
  };
  const sites = new Set<string>();
  for (const capture of captures) {
    const now = deps.now?.() ?? new Date();
    if (Date.parse(capture.date) > now.getTime()) {
      summary.future++;
      summary.warnings.push(`${capture.page.url} is dated ${capture.date}, in the future: refused`);
      continue;
    }
    const crawl = await archivedVisit(reader, capture);
    if (!crawl) {
      summary.unread++;
      summary.warnings.push(`${capture.page.url} (${capture.date}) could not be read: skipped`);
      continue;
    }
    if (await deps.isSuppressed?.(capture.domain)) {
      summary.suppressed++;
      continue;
    }
    const out = await indexSite(
      capture.domain,
      { ...deps, crawler: { crawlSite: async () => crawl } },
      { onlyIfNewer: true },
    );
    if (out.stale) summary.older++;
    else if (!out.doc) summary.unread++;
    else {
      summary.indexed++;
      sites.add(capture.domain);
      onWritten?.(capture.domain, crawl, out.doc.technologies.length);
    }
  }
  summary.sites = sites.size;
  return summary;
}
