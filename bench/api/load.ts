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
  /** Sum of X-Credits-Charged over the counted 2xx answers, when the phase was asked to add it up. */
  charged?: number;
  /** Websites in the counted 2xx answers' bodies (`websites`), when the phase was asked to count them. */
  rows?: number;
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
  /** A JSON body per request, POSTed (a website list's filters). */
  nextBody?: () => string;
  /** One set of headers per connection, handed out in turn (one API key each). */
  connectionHeaders?: Record<string, string>[];
  /** Add up X-Credits-Charged of the 2xx answers. */
  countCharged?: boolean;
  /** Count the websites in the 2xx answers' bodies (parses each body: for counted phases). */
  countRows?: boolean;
}

export async function runPhase(opts: PhaseOptions): Promise<PhaseResult> {
  let client = 0;
  let charged = 0;
  let rows = 0;
  let stopped = false;
  const { nextPath, nextBody, connectionHeaders, countCharged, countRows } = opts;
  const onResponse =
    countCharged || countRows
      ? (status: number, body: string, _context: unknown, headers: Record<string, string | string[]>) => {
          // Answers that arrive after a timed phase's end are not in its counts: not in these either.
          if (stopped || status < 200 || status > 299) return;
          if (countCharged)
            charged += Number(headers['x-credits-charged'] ?? headers['X-Credits-Charged'] ?? 0);
          if (countRows) rows += (JSON.parse(body) as { websites: unknown[] }).websites.length;
        }
      : undefined;
  const running = autocannon({
    url: opts.url,
    connections: opts.connections,
    ...(opts.amount ? { amount: opts.amount } : { duration: opts.seconds }),
    timeout: 10,
    setupClient: connectionHeaders?.length
      ? (c) => c.setHeaders(connectionHeaders[client++ % connectionHeaders.length])
      : undefined,
    requests:
      nextPath || nextBody || onResponse
        ? [
            {
              setupRequest: (req) => {
                if (nextPath) req.path = nextPath();
                if (nextBody) {
                  req.method = 'POST';
                  req.body = nextBody();
                  req.headers = { ...req.headers, 'content-type': 'application/json' };
                }
                return req;
              },
              onResponse,
            },
          ]
        : undefined,
  });
  const result = await running;
  stopped = true;
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
    ...(countCharged ? { charged } : {}),
    ...(countRows ? { rows } : {}),
  };
}
