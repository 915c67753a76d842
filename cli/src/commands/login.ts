import { Flags } from '@oclif/core';
import { TechCensusCommand } from '../base.ts';
import { EXIT } from '../exit-codes.ts';
import { CliFailure } from '../failure.ts';
import { askForKey } from '../key-prompt.ts';
import { plural } from '../output/text.ts';
import { saveLogin } from '../stored-login.ts';

export default class Login extends TechCensusCommand {
  static override summary = 'Check an API key and store it for the next commands.';
  static override description =
    `Asks for the key (input hidden) unless --api-key gives it; a piped stdin is read as the key. The key is checked with the free credits call, then stored with the service address in <%= config.configDir %>/config.json, readable by you only (mode 0600). $XDG_CONFIG_HOME moves that folder.

Which key a command uses: --api-key, then TECHCENSUS_API_KEY, then the stored one.`;
  static override examples = [
    '<%= config.bin %> login',
    '<%= config.bin %> login --api-key tc_abcd1234_…',
    {
      description: 'Read the key from a pipe, for a service elsewhere:',
      command: 'echo "$KEY" | <%= config.bin %> login --base-url https://techcensus.example',
    },
  ];

  static override flags = {
    // Unlike the other commands, login does not read TECHCENSUS_API_KEY: it stores what it is given.
    'api-key': Flags.string({
      description: 'The key to store (asked for when omitted).',
      helpGroup: 'GLOBAL',
    }),
  };

  async run(): Promise<{ baseUrl: string; configFile: string; balance: number }> {
    const { flags } = await this.parse(Login);
    const apiKey = flags['api-key']?.trim() || (await askForKey());
    if (!apiKey) throw new CliFailure('No API key given.', EXIT.usage, 'missing_api_key');
    const client = await this.client({ 'base-url': flags['base-url'], 'api-key': apiKey });
    const { balance } = await client.credits();
    const baseUrl = client.options.baseUrl.replace(/\/+$/, '');
    const configFile = await saveLogin(this.config.configDir, {
      apiKey,
      baseUrl,
      savedAt: new Date().toISOString(),
    });
    this.log(`Logged in to ${baseUrl}. Balance: ${plural(balance, 'credit')}.`);
    this.log(`Key stored in ${configFile} (readable by you only).`);
    return { baseUrl, configFile, balance };
  }
}
