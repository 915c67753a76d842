import { Flags } from '@oclif/core';
import { creditCostText, type ReportFilter } from '@techcensus/sdk';
import { TechCensusCommand } from '../../base.ts';
import { EXIT } from '../../exit-codes.ts';
import { CliFailure } from '../../failure.ts';
import { describeFilters, filterFlags, filtersFromFlags } from '../../filter-flags.ts';
import { progressBar } from '../../output/progress.ts';
import { formatOf, ReportFile, type ReportFormat } from '../../output/report-file.ts';
import { plural } from '../../output/text.ts';

interface Result {
  file: string;
  format: ReportFormat;
  rows: number;
  matching: number;
  filters: ReportFilter[];
}

export default class ReportCreate extends TechCensusCommand {
  static override summary = 'Write the websites matching filters to a CSV or JSON file.';
  static override description =
    `Fetches the best-ranked matching websites a page at a time and writes each page to --out as it arrives, with a progress bar on a terminal. ${creditCostText('listWebsites')}, so --limit is required: run \`report estimate\` first to see how many match.

CSV (RFC 4180, header row) columns: domain, rank, country, language, tld, title, emails, phones, address, facebook, twitter, instagram, youtube, linkedin, technology_count, last_checked. Several emails or phones share a cell, separated by "; ". JSON: an array of the API's website rows.

If the calls stop early (credits run out, rate limits), the file keeps the rows already written and is still valid.`;
  static override examples = [
    '<%= config.bin %> report create --technology wordpress --country DE --limit 500 --out wordpress-de.csv',
    '<%= config.bin %> report create -t shopify -t klaviyo --limit 100 --out stores.json',
    '<%= config.bin %> report create --category ecommerce --exclude-technology shopify --tld com --limit 1000 --out leads.csv --json',
  ];

  static override flags = {
    ...filterFlags,
    limit: Flags.integer({
      description: 'Most websites to write (and credits to spend).',
      required: true,
      min: 1,
    }),
    out: Flags.string({
      char: 'o',
      description: 'File to write: name ending .csv or .json.',
      required: true,
    }),
    'page-size': Flags.integer({
      description: 'Websites per call (1–1000).',
      default: 1000,
      min: 1,
      max: 1000,
    }),
  };

  async run(): Promise<Result> {
    const { flags } = await this.parse(ReportCreate);
    const format = formatOf(flags.out);
    if (!format)
      throw new CliFailure(`--out must name a .csv or .json file, got "${flags.out}".`, EXIT.usage);
    const filters = filtersFromFlags(flags);
    const client = await this.client(flags);

    // The free count first: it checks the filters before anything is charged, and sizes the bar.
    const { count: matching } = await client.countWebsites(filters);
    const total = Math.min(flags.limit, matching);
    this.note(
      `${plural(matching, 'website')} match ${describeFilters(filters)}; writing ${plural(total, 'row')} to ${flags.out}.`,
    );

    let file: ReportFile;
    try {
      file = await ReportFile.open(flags.out, format);
    } catch (err) {
      throw new CliFailure(`Cannot write ${flags.out}: ${(err as Error).message}`, EXIT.usage, 'file_error');
    }
    const bar = progressBar(total, { json: this.jsonEnabled(), label: 'websites' });
    try {
      if (total > 0) {
        for await (const page of client
          .websites(filters, { limit: total, pageSize: flags['page-size'] })
          .pages()) {
          await file.write(page.websites);
          bar.update(file.rows);
        }
      }
    } catch (err) {
      bar.stop();
      await file.close();
      if (file.rows) this.note(`Stopped after ${plural(file.rows, 'row')}; they are in ${flags.out}.`);
      throw err;
    }
    bar.stop();
    await file.close();
    this.log(`Wrote ${plural(file.rows, 'website')} to ${flags.out}.`);
    return { file: flags.out, format, rows: file.rows, matching, filters };
  }
}
