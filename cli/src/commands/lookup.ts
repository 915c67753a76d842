import { creditCostText, type DomainProfile } from '@techcensus/sdk';
import { requiredText } from '../args.ts';
import { TechCensusCommand } from '../base.ts';
import { profileText } from '../output/profile-text.ts';

export default class Lookup extends TechCensusCommand {
  static override summary = 'Show the technology profile of a website.';
  static override description =
    `Technologies with versions, categories and dates, rank, country, language, IP and network, contacts and social links, as last indexed. ${creditCostText('domainLookup')}; a domain that is not indexed costs nothing (exit 6).`;
  static override examples = [
    '<%= config.bin %> lookup example.com',
    '<%= config.bin %> lookup https://www.example.com/shop --json',
  ];

  static override args = {
    domain: requiredText('Host name; a scheme, www. or path is dropped.'),
  };

  async run(): Promise<DomainProfile> {
    const { args, flags } = await this.parse(Lookup);
    const profile = await (await this.client(flags)).domainLookup(args.domain);
    this.log(profileText(profile));
    return profile;
  }
}
