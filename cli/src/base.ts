import { Command, Flags } from '@oclif/core';
import { createClient, TechCensusError } from '@techcensus/sdk';

/** Flags and error handling every command shares. */
export abstract class TechCensusCommand extends Command {
  static override baseFlags = {
    json: Flags.boolean({ description: 'Print the result as JSON.', default: false }),
    'base-url': Flags.string({
      description: 'Service address.',
      env: 'TECHCENSUS_URL',
      default: 'http://localhost:3000',
    }),
  };

  protected client(baseUrl: string) {
    return createClient({ baseUrl, apiKey: process.env.TECHCENSUS_API_KEY });
  }

  protected override async catch(err: Error & { exitCode?: number }): Promise<unknown> {
    if (err instanceof TechCensusError)
      this.error(`${err.message} (HTTP ${err.status}, ${err.code})`, { exit: 2 });
    if ((err as { cause?: { code?: string } }).cause?.code === 'ECONNREFUSED') {
      this.error('Cannot reach the service. Is it running, and is --base-url (or TECHCENSUS_URL) right?', {
        exit: 3,
      });
    }
    return super.catch(err);
  }
}
