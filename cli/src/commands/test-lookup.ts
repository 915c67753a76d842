import { creditCostText, type DomainProfile } from '@techcensus/sdk';
import { TechCensusCommand } from '../base.ts';
import { profileText } from '../output/profile-text.ts';

export default class TestLookup extends TechCensusCommand {
  static override summary = 'Show the profile of the test domain, free: try your key and the answer.';
  static override description =
    `The same answer as \`lookup\`, for one domain the service picks (the answer names it). ${creditCostText('testDomainLookup')}: use it to check a key or a script before spending credits.`;
  static override examples = ['<%= config.bin %> test-lookup', '<%= config.bin %> test-lookup --json'];

  async run(): Promise<DomainProfile> {
    const { flags } = await this.parse(TestLookup);
    const profile = await (await this.client(flags)).testLookup();
    this.log(profileText(profile));
    return profile;
  }
}
