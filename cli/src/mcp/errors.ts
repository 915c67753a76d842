import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { describeFailure, LOGIN_HINT } from '../failure.ts';

const failed = (text: string): CallToolResult => ({ content: [{ type: 'text', text }], isError: true });

/** Said before any call when the command found no key (the API would only answer 401). */
export const noKeyResult = (): CallToolResult =>
  failed(
    `No API key. Set TECHCENSUS_API_KEY in the env of this server's entry in the assistant's MCP configuration. ${LOGIN_HINT}`,
  );

/**
 * An API refusal or a fault as a tool error: the CLI's own wording (the 402's cost and balance,
 * the 429's wait, the validation details), then the error's fields for an assistant to act on.
 */
export function errorResult(err: unknown, baseUrl: string): CallToolResult {
  const failure = describeFailure(err, baseUrl);
  if (!failure) {
    // fetch says only "fetch failed"; the reason ("bad port", a TLS error) is in its cause.
    const cause = (err as { cause?: { message?: string } })?.cause?.message;
    const message = err instanceof Error ? err.message : String(err);
    return failed(`The call to ${baseUrl} failed: ${message}${cause ? ` (${cause})` : ''}`);
  }
  return failed(`${failure.message}\n${JSON.stringify({ error: failure.json })}`);
}
