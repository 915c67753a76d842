import { Flags } from '@oclif/core';
import { creditCostText, type ReportFilter } from '@techcensus/sdk';
import { TechCensusCommand } from '../../base.ts';
import { EXIT } from '../../exit-codes.ts';
import { CliFailure } from '../../failure.ts';
import { describeFilters, filterFlags, filtersOf } from '../../filter-flags.ts';
import { stateFileOf } from '../../output/export-state.ts';
import { progressBar } from '../../output/progress.ts';
import { formatOf, REPORT_EXTENSIONS, type ReportFormat } from '../../output/report-file.ts';
import { plural } from '../../output/text.ts';
import { openExport, runExport } from '../../output/website-export.ts';

interface Result {
  file: string;
  format: ReportFormat;
  rows: number;
  matching: number;
  filters: ReportFilter[];
  /** Rows the file held when --resume picked it up; null for a new export. */
  resumedFrom: number | null;
}

/** ".csv, .json, .jsonl or .ndjson" */
const EXTENSIONS = Object.keys(REPORT_EXTENSIONS)
  .join(', ')
  .replace(/, ([^,]+)$/, ' or $1');

export default class ReportCreate extends TechCensusCommand {
  static override summary = 'Write the websites matching filters to a CSV, JSON or JSON lines file.';
  static override description =
    `Fetches the best-ranked matching websites a page at a time and writes each page to --out as it arrives, with a progress bar on a terminal. ${creditCostText('listWebsites')}, so --limit is required: run \`report estimate\` first to see how many match.

CSV (RFC 4180, header row) columns: domain, rank, country, language, tld, title, emails, phones, address, facebook, twitter, instagram, youtube, linkedin, technology_count, last_checked, synthetic (yes for a generated demo website). Several emails or phones share a cell, separated by "; ". JSON: an array of the API's website rows; JSON lines (.jsonl, .ndjson): one row per line.

While it runs, FILE.techcensus-export.json beside the file says how far it got. If the export stops (credits run out, the connection drops, Ctrl-C), the file keeps the rows already paid for and is left valid; run the same command with --resume to continue where it stopped: no row is written twice or left out, and no page is paid for twice. A resume with other filters is refused. When the export is complete the state file is removed.`;
  static override examples = [
    '<%= config.bin %> report create --technology wordpress --country DE --limit 500 --out wordpress-de.csv',
    '<%= config.bin %> report create -t shopify -t klaviyo --limit 100 --out stores.json',
    '<%= config.bin %> report create --filters-file filters.json --country DE --limit 50000 --out leads.jsonl',
    {
      description: 'Continue an export that stopped, with the same filters:',
      command:
        '<%= config.bin %> report create --filters-file filters.json --country DE --limit 50000 --out leads.jsonl --resume',
    },
  ];

  static override flags = {
    ...filterFlags,
    limit: Flags.integer({
      description: 'Most websites to write (and credits to spend), counting those a resumed file holds.',
      required: true,
      min: 1,
    }),
    out: Flags.string({
      char: 'o',
      description: `File to write: a name ending ${EXTENSIONS}.`,
      required: true,
    }),
    'page-size': Flags.integer({
      description: 'Websites per call (1–1000).',
      default: 1000,
      min: 1,
      max: 1000,
    }),
    resume: Flags.boolean({
      description:
        'Continue the unfinished export in --out (same filters) instead of starting a new file; starts one when there is none.',
    }),
  };

  async run(): Promise<Result> {
    const { flags } = await this.parse(ReportCreate);
    const format = formatOf(flags.out);
    if (!format)
      throw new CliFailure(`--out must name a ${EXTENSIONS} file, got "${flags.out}".`, EXIT.usage);
    const filters = await filtersOf(flags);
    const client = await this.client(flags);

    // The free count first: it checks the filters before anything is charged, and sizes the bar.
    const { count: matching } = await client.countWebsites(filters);
    const total = Math.min(flags.limit, matching);
    const open = await openExport({
      out: flags.out,
      format,
      filters,
      resume: flags.resume,
      baseUrl: client.options.baseUrl,
    });
    const had = open.resumedFrom;
    this.note(
      `${plural(matching, 'website')} match ${describeFilters(filters)}; ${
        had === null
          ? `writing ${plural(total, 'row')} to ${flags.out}.`
          : `resuming ${flags.out} after ${plural(had, 'row')}, up to ${plural(total, 'row')}.`
      }`,
    );

    const bar = progressBar(total, { json: this.jsonEnabled(), label: 'websites', start: had ?? 0 });
    let rows: number;
    try {
      rows = (
        await runExport(client, flags.out, open, {
          limit: flags.limit,
          pageSize: flags['page-size'],
          onPage: (n) => bar.update(n),
        })
      ).rows;
    } catch (err) {
      bar.stop();
      const kept = open.file.rows;
      this.note(
        kept
          ? `Stopped after ${plural(kept, 'row')}; they are in ${flags.out}, and ${stateFileOf(flags.out)} says where to go on: run the same command with --resume to continue.`
          : `Stopped before the first row was written.`,
      );
      throw err;
    }
    bar.stop();
    this.log(
      had === null
        ? `Wrote ${plural(rows, 'website')} to ${flags.out}.`
        : `Wrote ${plural(rows - had, 'more website')} to ${flags.out}: ${plural(rows, 'website')} in all.`,
    );
    return { file: flags.out, format, rows, matching, filters, resumedFrom: had };
  }
}
