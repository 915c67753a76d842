// `crawl --domains FILE`'s import, wherever it runs: in the crawl command's own process, or in the
// server that holds the embedded store when the command hands it over (list-handoff.ts).

import { stat } from 'node:fs/promises';
import { normalizeDomain } from '@techcensus/contract';
import { literalVerdict } from '../crawl/ssrf.ts';
import type { SiteIndex } from '../siteindex/port.ts';
import type { Db } from '../store/db.ts';
import type { CrawlOutput } from './command-output.ts';
import { importRankedList } from './list-import.ts';
import {
  LIST_FORMATS,
  ListError,
  type ListFormat,
  listDateOf,
  type NameCheck,
  openListFile,
} from './ranked-list.ts';

/** What the command line says about a list. */
export interface ListArgs {
  file: string;
  /** `--list` */
  name?: string;
  /** `--list-date`, YYYY-MM-DD */
  date?: string;
  format?: ListFormat;
  top?: number;
}

/** What is wrong with `args`, in the words of the usage line, or null. */
export function listArgsProblem(args: Partial<Record<keyof ListArgs, unknown>>): string | null {
  if (typeof args.file !== 'string' || !args.file) return '--domains: a file';
  if (args.format !== undefined && !LIST_FORMATS.includes(args.format as ListFormat))
    return `--format: one of ${LIST_FORMATS.join(', ')}`;
  if (args.top !== undefined && !(Number.isSafeInteger(args.top) && (args.top as number) >= 1))
    return '--top: a whole number of at least 1';
  if (args.date !== undefined && !(typeof args.date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(args.date)))
    return '--list-date: YYYY-MM-DD';
  if (args.name !== undefined && typeof args.name !== 'string') return '--list: a name';
  return null;
}

/**
 * How the command checks a name from its command line or a list: IP literals refused in the
 * guard's words, allow-listed (fixture) names as they are, else a domain. `refused()` counts the
 * refusals, which make the exit status 2.
 */
export function nameCheck(isAllowListed: (host: string) => boolean): {
  check: NameCheck;
  refused(): number;
} {
  let refused = 0;
  const check: NameCheck = (name) => {
    const refusal = refusedLiteral(name);
    if (refusal) {
      refused++;
      return { ok: false, reason: refusal };
    }
    const host = name.trim().toLowerCase();
    if (isAllowListed(host)) return { ok: true, domain: host };
    const n = normalizeDomain(name);
    return n.ok ? n : { ok: false, reason: 'not a valid domain name' };
  };
  return { check, refused: () => refused };
}

/**
 * Imports the list and reports it on stderr. The exit status when the command ends here (66: the
 * file cannot be read; 1 or 2: it held no valid entry), else null: the list is in.
 */
export async function importListFile(
  deps: { db: Db; siteIndex: SiteIndex },
  args: ListArgs,
  names: ReturnType<typeof nameCheck>,
  io: CrawlOutput,
): Promise<number | null> {
  const { file } = args;
  const started = Date.now();
  let input: Awaited<ReturnType<typeof openListFile>>;
  try {
    input = await openListFile(file);
  } catch (err) {
    io.err(`${file}: ${(err as Error).message}`);
    return 66;
  }
  const date = args.date ?? listDateOf(file, (await stat(file)).mtime);
  let result: Awaited<ReturnType<typeof importRankedList>>;
  try {
    result = await importRankedList(
      deps,
      input,
      { name: args.name, date },
      { format: args.format, top: args.top, check: names.check },
    );
  } catch (err) {
    // A gzip list that does not inflate, a header without a domain column: said, not thrown.
    if (!(err instanceof ListError)) throw err;
    io.err(`${file}: ${err.message}`);
    return 66;
  }
  const { report } = result;
  for (const bad of report.invalidShown) io.err(`line ${bad.line}: skipped "${bad.text}": ${bad.reason}`);
  if (report.invalid > report.invalidShown.length)
    io.err(`… and ${report.invalid - report.invalidShown.length} more invalid lines`);
  io.err(
    `${file}: ${report.format ?? 'empty'}${report.header ? ' (with a header)' : ''}, ` +
      `${report.entries} sites from ${report.lines} lines, ${report.invalid} invalid` +
      (result.list ? `; ranks of list "${result.list.name}" dated ${result.list.date}` : '; no ranks') +
      `; ${result.ranksUpdated} indexed sites took a new rank, ${result.ranksOld} left the list` +
      ` (${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
  if (!report.entries) return names.refused() ? 2 : 1;
  return null;
}

/**
 * IP literals in any spelling are not domains, but saying only "invalid" would hide why they
 * can never be crawled: the guard's words are clearer ("refused: 0x7f000001 (= 127.0.0.1) is a
 * loopback address"). Nothing is queued and no request is sent for them.
 */
function refusedLiteral(name: string): string | null {
  const host = name
    .replace(/^https?:\/\//i, '')
    .split(/[/?#]/, 1)[0]
    .replace(/:\d+$/, '');
  const verdict = literalVerdict(host);
  return verdict && !verdict.ok ? verdict.reason : null;
}
