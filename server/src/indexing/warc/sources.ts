// Where segments come from: a WARC path or URL, or a list of them one a line (Common Crawl's
// warc.paths, gzipped or not, whose relative paths are under https://data.commoncrawl.org/).
// A URL is downloaded to a temporary file first, through the SSRF guard like every fetch of the
// product: the reader needs its records by offset.

import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { Fetcher, SsrfGuard, userAgentFor } from '../../crawl/index.ts';
import { MAX_LINE_BYTES, streamLines } from '../lines.ts';
import { openListFile } from '../ranked-list.ts';

export const COMMON_CRAWL_BASE = 'https://data.commoncrawl.org/';

const isUrl = (s: string) => /^https?:\/\//i.test(s);
const isWarcName = (s: string) => /\.warc(\.gz)?$/i.test(s.split(/[?#]/, 1)[0]);

export class SourceError extends Error {
  /** `final`: trying again cannot help (the guard refused the address, the file is not there). */
  constructor(
    message: string,
    readonly final = false,
  ) {
    super(message);
  }
}

/**
 * What segments are downloaded with: the SSRF guard of every fetch, whose allow-list names the
 * hosts of archive mirrors on a private network (WARC_ALLOW_HOSTS), and a client that connects
 * only to the addresses the guard vetted.
 */
export interface ArchiveClient {
  guard: SsrfGuard;
  fetcher: Fetcher;
}

export function archiveClient(allowHosts: string[], baseUrl: string): ArchiveClient {
  const guard = new SsrfGuard({ allowHosts });
  return { guard, fetcher: new Fetcher({ guard, userAgent: userAgentFor(baseUrl) }) };
}

/**
 * The segments `input` names: itself when it is a WARC (path or URL), else the lines of the list
 * file it is, read as a stream. Blank lines and `#` comments are skipped; a relative path that is
 * not on disk is taken as Common Crawl's. A line that is not a segment (another scheme, longer
 * than MAX_LINE_BYTES) refuses the list, naming the line.
 */
export async function segmentList(input: string, base = COMMON_CRAWL_BASE): Promise<string[]> {
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(input) && !isUrl(input))
    throw new SourceError(`${input}: only http and https URLs are read`);
  if (isUrl(input)) {
    if (isWarcName(input)) return [input];
    throw new SourceError(`${input}: a URL must name a .warc or .warc.gz file`);
  }
  const info = await stat(input).catch(() => null);
  if (!info?.isFile()) throw new SourceError(`${input}: no such file`);
  if (isWarcName(input)) return [input];
  const out: string[] = [];
  let lines: Awaited<ReturnType<typeof openListFile>> | null = null;
  try {
    lines = await openListFile(input);
    for await (const read of streamLines(lines)) {
      if ('tooLong' in read)
        throw new SourceError(
          `${input}: line ${read.n} is longer than ${MAX_LINE_BYTES} bytes (${read.tooLong.bytes}): not a list of segments`,
        );
      const line = read.text.trim();
      if (!line || line.startsWith('#')) continue;
      if (/^[a-z][a-z0-9+.-]*:\/\//i.test(line) && !isUrl(line))
        throw new SourceError(`${input}: line ${read.n}: ${line}: only http and https URLs are read`);
      if (isUrl(line) || line.startsWith('/')) out.push(line);
      else out.push((await stat(line).catch(() => null)) ? line : new URL(line, base).href);
    }
  } catch (err) {
    if (err instanceof SourceError) throw err;
    // A gzip list that does not inflate, a zip without a file: unreadable input, said as such.
    throw new SourceError(`${input}: ${(err as Error).message}`);
  } finally {
    lines?.destroy();
  }
  return out;
}

/** A segment as a file on disk; `done()` removes it when it was downloaded. */
export async function openSegment(
  source: string,
  archives: ArchiveClient,
): Promise<{ path: string; name: string; done(): Promise<void> }> {
  const name = basename(source.split(/[?#]/, 1)[0]);
  if (!isUrl(source)) return { path: source, name, done: async () => {} };
  const dir = await mkdtemp(join(tmpdir(), 'techcensus-warc-'));
  const path = join(dir, name);
  try {
    const got = await archives.fetcher.download(source, path);
    if (!got.ok) throw new SourceError(`${source}: ${got.reason}`, got.kind === 'refused');
    if (got.status !== 200)
      throw new SourceError(`${source}: HTTP ${got.status}`, got.status >= 400 && got.status < 500);
  } catch (err) {
    await rm(dir, { recursive: true, force: true });
    throw err;
  }
  return { path, name, done: () => rm(dir, { recursive: true, force: true }) };
}
