/**
 * The exit status of every command, stable for scripts (listed in `techcensus --help`, from
 * package.json, and in the README). 1 is also what an unexpected fault exits with.
 */
export const EXIT = {
  ok: 0,
  /** A negative result: the service is degraded, the scan failed or did not finish in time. */
  negative: 1,
  /** Wrong usage or a request the API refused as invalid (400, 403). */
  usage: 2,
  /** The service cannot be reached. */
  unreachable: 3,
  /** No API key, or the key was refused (401). */
  auth: 4,
  /** Not enough credits (402). */
  credits: 5,
  /** Not found (404). */
  notFound: 6,
  /** Rate limited (429) after the retries. */
  rateLimited: 7,
  /** The service failed (5xx). */
  server: 8,
  /** An optional part the command needs is not installed (the MCP SDK, for `mcp`). */
  notInstalled: 9,
} as const;
