import type { ReportFilter, WebsiteCount } from '@techcensus/sdk';
import { TechCensusCommand } from '../../base.ts';
import { describeFilters, filterFlags, filtersOf } from '../../filter-flags.ts';
import { plural } from '../../output/text.ts';

export default class ReportEstimate extends TechCensusCommand {
  static override summary = 'Count the websites a report would hold (free).';
  static override description =
    `How many indexed websites match the filters, and so what a report of all of them would cost (1 credit per website). Filters of different kinds must all hold; the values of one --country, --region, --language or --tld flag are alternatives. --filters-file adds a JSON list in the API's filter language (the change and vulnerability filters too); the flags add to it.`;
  static override examples = [
    '<%= config.bin %> report estimate --technology wordpress --country DE,AT,CH',
    '<%= config.bin %> report estimate -t shopify --exclude-technology klaviyo --tld com',
    '<%= config.bin %> report estimate --technology wordpress@6.4.2 --json',
    '<%= config.bin %> report estimate --filters-file filters.json --country DE',
  ];

  static override flags = { ...filterFlags };

  async run(): Promise<WebsiteCount & { filters: ReportFilter[] }> {
    const { flags } = await this.parse(ReportEstimate);
    const filters = await filtersOf(flags);
    const estimate = await (await this.client(flags)).countWebsites(filters);
    this.log(`${plural(estimate.count, 'website')} match ${describeFilters(filters)}.`);
    const most = Math.min(estimate.count, estimate.maxDomainsInReport);
    if (estimate.count > 0) {
      this.log(
        `A report of ${most === estimate.count ? 'all of them' : `the top ${plural(most, 'website')}`} costs ${plural(most, 'credit')}: \`${this.config.bin} report create\` with the same filters and --limit ${most}.`,
      );
    }
    return { ...estimate, filters };
  }
}
