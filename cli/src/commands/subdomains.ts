import { Flags } from '@oclif/core';
import { creditCostText } from '@techcensus/sdk';
import { requiredText } from '../args.ts';
import { TechCensusCommand } from '../base.ts';
import { plural } from '../output/text.ts';

interface Result {
  domain: string;
  total: number;
  subdomains: string[];
}

export default class Subdomains extends TechCensusCommand {
  static override summary = 'List the subdomains of a website the index knows.';
  static override description =
    `Host names under the domain seen while crawling, in alphabetical order, --limit at most. ${creditCostText('subdomainLookup')}, so a longer list costs more; the count of all of them comes with the first page. A domain that is not indexed costs nothing (exit 6).`;
  static override examples = [
    '<%= config.bin %> subdomains example.com',
    '<%= config.bin %> subdomains example.com --limit 1000 --json',
  ];

  static override args = {
    domain: requiredText('Host name; a scheme, www. or path is dropped.'),
  };

  static override flags = {
    limit: Flags.integer({ description: 'Most subdomains to list.', default: 100, min: 1 }),
  };

  async run(): Promise<Result> {
    const { args, flags } = await this.parse(Subdomains);
    const client = await this.client(flags);
    const result: Result = { domain: args.domain, total: 0, subdomains: [] };
    // As few calls as the API's page size allows: the cost is counted per call, in blocks of 10.
    const pages = client.subdomains(args.domain, { limit: flags.limit, pageSize: flags.limit }).pages();
    for await (const page of pages) {
      result.domain = page.domain;
      result.total = page.total;
      result.subdomains.push(...page.subdomains);
    }
    const shown = result.subdomains.length;
    this.log(
      `${result.domain}: ${plural(result.total, 'subdomain')} known${shown < result.total ? `; the first ${shown}` : ''}${shown ? ':' : '.'}`,
    );
    for (const s of result.subdomains) this.log(`  ${s}`);
    return result;
  }
}
