/** One timed autocannon phase against the server, reduced to the figures the bench prints. */
import autocannon from 'autocannon';

export interface PhaseResult {
  name: string;
  seconds: number;
  /** Answers per second, any status. */
  requestsPerSecond: number;
  /** 2xx answers per second: for a metered route, the calls that were charged. */
  okPerSecond: number;
  ok: number;
  non2xx: number;
  /** Status code → count, non-2xx only. */
  failures: Record<string, number>;
  errors: number;
  timeouts: number;
  latencyMs: { p50: number; p99: number; max: number };
}

export interface PhaseOptions {
  name: string;
  url: string;
  /** How long the phase runs; calls still in flight when it ends are answered but not counted. */
  seconds: number;
  /** Instead of a duration: exactly this many calls, every answer counted. */
  amount?: number;
  connections: number;
  /** Per-request path (cycling through domains); unset: the url's own path. */
  nextPath?: () => string;
  /** One set of headers per connection, handed out in turn (one API key each). */
  connectionHeaders?: Record<string, string>[];
}

export async function runPhase(opts: PhaseOptions): Promise<PhaseResult> {
  let client = 0;
  const { nextPath, connectionHeaders } = opts;
  const result = await autocannon({
    url: opts.url,
    connections: opts.connections,
    ...(opts.amount ? { amount: opts.amount } : { duration: opts.seconds }),
    timeout: 10,
    setupClient: connectionHeaders?.length
      ? (c) => c.setHeaders(connectionHeaders[client++ % connectionHeaders.length])
      : undefined,
    requests: nextPath
      ? [
          {
            setupRequest: (req) => {
              req.path = nextPath();
              return req;
            },
          },
        ]
      : undefined,
  });
  const failures: Record<string, number> = {};
  for (const [code, { count }] of Object.entries(result.statusCodeStats ?? {})) {
    if (!code.startsWith('2')) failures[code] = Number(count);
  }
  const seconds = result.duration;
  const answered = result['2xx'] + result.non2xx;
  return {
    name: opts.name,
    seconds,
    requestsPerSecond: answered / seconds,
    okPerSecond: result['2xx'] / seconds,
    ok: result['2xx'],
    non2xx: result.non2xx,
    failures,
    errors: result.errors,
    timeouts: result.timeouts,
    latencyMs: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
  };
}
