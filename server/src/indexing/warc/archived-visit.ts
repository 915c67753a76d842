// An archived home-page capture turned into the same CrawlResult a live visit gives: the response
// is put in hand as the fetcher would hand it over, and the crawler's own code reads it, with the
// archive instead of the network as the source of scripts, style sheets and ads.txt.

import {
  decodeBody,
  type FetchResponse,
  looksLikeHtml,
  MAX_PAGE_BYTES,
  outcomeFromResponse,
  readPageInHand,
  sameSite,
} from '../../crawl/index.ts';
import type { ArchiveVisit, CrawlResult } from '../../crawl/types.ts';
import type { HomeCapture } from './home-pages.ts';
import { type ArchivedMeta, readArchived } from './read-warc.ts';

export interface ArchiveReader {
  /** the WARC file on disk */
  path: string;
  /** the segment's name as the profile shows it (its file name, or its URL) */
  name: string;
  byUrl: Map<string, ArchivedMeta[]>;
  /** told what was passed over in a record that was read */
  warn?: (message: string) => void;
}

/** The capture of `url` nearest in time to `date`, when the archive holds one that answered 200. */
function nearest(reader: ArchiveReader, url: string, date: string): ArchivedMeta | null {
  let key: string;
  try {
    key = new URL(url).href;
  } catch {
    return null;
  }
  const when = Date.parse(date);
  let best: ArchivedMeta | null = null;
  for (const m of reader.byUrl.get(key) ?? []) {
    if (m.status !== 200) continue;
    if (!best || Math.abs(Date.parse(m.date) - when) < Math.abs(Date.parse(best.date) - when)) best = m;
  }
  return best;
}

async function text(reader: ArchiveReader, meta: ArchivedMeta, maxBytes: number) {
  const read = await readArchived(reader.path, meta, maxBytes);
  if (!read) return null;
  return { read, body: decodeBody(read.body, meta.contentType) };
}

/** The visit a capture stands for, or null when its page record cannot be read after all. */
export async function archivedVisit(
  reader: ArchiveReader,
  capture: HomeCapture,
): Promise<CrawlResult | null> {
  const started = Date.now();
  const got = await text(reader, capture.page, MAX_PAGE_BYTES);
  if (!got) return null;
  const { read, body } = got;
  // As a live visit reads a page: its first 2 MiB, however far the rest would inflate.
  if (read.overCap)
    reader.warn?.(
      `${capture.page.url} (${capture.page.date}): its body decodes to more than ${MAX_PAGE_BYTES / 1024 / 1024} MiB: the rest was skipped`,
    );
  const page: FetchResponse = {
    ok: true,
    url: capture.hops[0]?.url ?? capture.page.url,
    finalUrl: capture.page.url,
    status: read.status,
    headers: read.headers,
    setCookie: read.setCookie,
    contentType: capture.page.contentType,
    body,
    bytes: read.body.length,
    truncated: read.truncated,
    redirectChain: capture.hops.map((h) => ({ url: h.url, status: h.status, location: h.location ?? '' })),
    ip: capture.page.ip,
    certificate: null,
  };
  const adsTxt = nearest(reader, new URL('/ads.txt', page.finalUrl).href, capture.date);
  const archive: ArchiveVisit = {
    name: reader.name,
    // A WARC never holds DNS answers or certificates; ads.txt only when its crawler fetched it.
    unknown: [...(adsTxt ? [] : ['adsTxt' as const]), 'dns', 'certificate'],
  };
  const result = await readPageInHand(
    {
      domain: capture.domain,
      page,
      outcome: outcomeFromResponse(page, sameSite(capture.domain, new URL(page.finalUrl).hostname)),
      robotsText: null,
      certificate: null,
      redirectChain: page.redirectChain,
      fetchedAt: capture.date,
    },
    {
      asset: async (url, maxBytes) => {
        const meta = nearest(reader, url, capture.date);
        if (!meta) return null;
        const got = await text(reader, meta, maxBytes);
        return got && !looksLikeHtml({ contentType: meta.contentType, body: got.body }) ? got.body : null;
      },
      adsTxt: async () => {
        if (!adsTxt) return '';
        const got = await text(reader, adsTxt, 1024 * 1024);
        return got && !looksLikeHtml({ contentType: adsTxt.contentType, body: got.body }) ? got.body : '';
      },
      dns: Promise.resolve({}),
    },
    // Nothing is sent anywhere: every byte comes from the archive.
    { requests: () => 0, started },
  );
  return { ...result, archive };
}
