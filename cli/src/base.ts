import { Command, Flags } from '@oclif/core';
import { createClient, type RetryEvent, type TechCensusClient } from '@techcensus/sdk';
import { EXIT } from './exit-codes.ts';
import { CliFailure, describeFailure, LOGIN_HINT } from './failure.ts';
import { readLogin, type StoredLogin } from './stored-login.ts';

export const DEFAULT_BASE_URL = 'http://localhost:3000';

/**
 * Flags, key lookup and error handling every command shares. `--json` (oclif's JSON flag) makes
 * a command print only the JSON of what `run()` returns, or `{ "error": … }`, on stdout.
 */
export abstract class TechCensusCommand extends Command {
  static override enableJsonFlag = true;

  static override baseFlags = {
    'base-url': Flags.string({
      description: `Service address [default: the one you logged in to, else ${DEFAULT_BASE_URL}].`,
      env: 'TECHCENSUS_URL',
      helpGroup: 'GLOBAL',
    }),
    'api-key': Flags.string({
      description: 'API key for this call [default: TECHCENSUS_API_KEY, else the key stored by `login`].',
      env: 'TECHCENSUS_API_KEY',
      helpGroup: 'GLOBAL',
    }),
  };

  private stored: StoredLogin | null | undefined;
  private baseUrlInUse = DEFAULT_BASE_URL;

  protected async storedLogin(): Promise<StoredLogin | null> {
    if (this.stored === undefined) this.stored = await readLogin(this.config.configDir).catch(() => null);
    return this.stored;
  }

  /** --base-url, then TECHCENSUS_URL (both the flag), then the stored login's, then the default. */
  protected async baseUrl(flags: { 'base-url'?: string }): Promise<string> {
    const url = flags['base-url'] || (await this.storedLogin())?.baseUrl || DEFAULT_BASE_URL;
    this.baseUrlInUse = url.replace(/\/+$/, '');
    return this.baseUrlInUse;
  }

  /** --api-key, then TECHCENSUS_API_KEY (both the flag), then the stored login's key. */
  protected async apiKey(flags: { 'api-key'?: string }): Promise<string | undefined> {
    return flags['api-key']?.trim() || (await this.storedLogin())?.apiKey || undefined;
  }

  /** A client for the service; with `needsKey`, a missing key stops here instead of costing a call. */
  protected async client(
    flags: { 'base-url'?: string; 'api-key'?: string },
    opts: { needsKey?: boolean } = {},
  ): Promise<TechCensusClient> {
    const baseUrl = await this.baseUrl(flags);
    const apiKey = await this.apiKey(flags);
    if (opts.needsKey !== false && !apiKey) {
      throw new CliFailure(`No API key. ${LOGIN_HINT}`, EXIT.auth, 'missing_api_key');
    }
    return createClient({
      baseUrl,
      apiKey,
      onRetry: (e) => this.noteRetry(e),
      headers: { 'user-agent': this.config.userAgent },
    });
  }

  private noteRetry(e: RetryEvent): void {
    const why = e.status === 429 ? 'Rate limited' : e.status ? `HTTP ${e.status}` : 'Connection failed';
    this.logToStderr(`${why}; retrying in ${(e.delayMs / 1000).toFixed(1)} s…`);
  }

  /** A line for people on stderr (never in --json mode), keeping stdout for the result. */
  protected note(message: string): void {
    this.logToStderr(message);
  }

  protected override async catch(err: Error & { exitCode?: number }): Promise<unknown> {
    const failure = describeFailure(err, this.baseUrlInUse);
    if (!failure) return super.catch(err);
    process.exitCode = failure.exit;
    if (this.jsonEnabled()) this.logJson({ error: failure.json });
    // Written as is rather than through oclif's error box, which wraps lines mid-URL.
    process.stderr.write(`Error: ${failure.message}\n`);
  }
}
