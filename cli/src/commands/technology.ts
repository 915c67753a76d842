import { Flags } from '@oclif/core';
import { creditCostText, type TechnologyLookup, type WebsiteRow } from '@techcensus/sdk';
import { requiredText } from '../args.ts';
import { TechCensusCommand } from '../base.ts';
import { EXIT } from '../exit-codes.ts';
import { CliFailure } from '../failure.ts';
import { technologySlug } from '../filter-flags.ts';
import { technologyText } from '../output/technology-text.ts';
import { plural } from '../output/text.ts';
import { websiteTable } from '../output/website-table.ts';

type Result = TechnologyLookup | { technology: string; version: string | null; websites: WebsiteRow[] };

export default class Technology extends TechCensusCommand {
  static override summary = 'Show a technology and its usage, or the websites using it.';
  static override description =
    `Without --websites: the catalogue entry, how many indexed sites use it, its most used versions and countries, and its known CVEs (free).
With --websites: the best-ranked sites using it, optionally one --version only, --limit at most (${creditCostText('technologyWebsites')}).`;
  static override examples = [
    '<%= config.bin %> technology wordpress',
    '<%= config.bin %> technology "Google Analytics" --json',
    '<%= config.bin %> technology wordpress --websites --version 6.4.2 --limit 25',
  ];

  static override args = {
    name: requiredText('Technology slug or name (wordpress, "Google Analytics").'),
  };

  static override flags = {
    websites: Flags.boolean({ description: 'List the websites using it (charged per site).' }),
    version: Flags.string({ description: 'Only sites running this exact version.', dependsOn: ['websites'] }),
    limit: Flags.integer({
      description: 'Most websites to list [default: 10].',
      min: 1,
      dependsOn: ['websites'],
    }),
  };

  async run(): Promise<Result> {
    const { args, flags } = await this.parse(Technology);
    const slug = technologySlug(args.name, 'NAME');
    // An empty --version would otherwise list (and charge for) the sites of every version.
    if (flags.version !== undefined && !flags.version.trim()) {
      throw new CliFailure(
        `--version "${flags.version}" names no version: give one, or leave the flag out.`,
        EXIT.usage,
        'empty_value',
      );
    }
    const client = await this.client(flags);
    if (!flags.websites) {
      const tech = await client.technology(slug);
      this.log(technologyText(tech));
      return tech;
    }
    const websites = await client
      .technologyWebsites(slug, { version: flags.version, limit: flags.limit ?? 10 })
      .toArray();
    const what = `${slug}${flags.version ? ` ${flags.version}` : ''}`;
    this.log(`${plural(websites.length, 'website')} using ${what}:`);
    if (websites.length) {
      this.log(websiteTable(websites));
    }
    return { technology: slug, version: flags.version ?? null, websites };
  }
}
