/**
 * The one way tests wait: on a condition, never on the clock. `until` asks `probe` until it gives a
 * value that is not undefined, null or false, and returns that value; asking starts every 20 ms
 * and slows to every 250 ms, so a quick answer is seen at once and a slow one costs little. Past
 * `timeoutMs` it throws, naming what it waited for and the last value seen, which says more than
 * the test timeout would.
 */
export interface UntilOptions {
  /** What is awaited, for the error: "the scan to finish". */
  what: string;
  /** Default 60 s: generous for a loaded machine; the test's own timeout still bounds it. */
  timeoutMs?: number;
}

export async function until<T>(
  probe: () => T | Promise<T>,
  opts: UntilOptions,
): Promise<Exclude<T, undefined | null | false>> {
  const deadline = performance.now() + (opts.timeoutMs ?? 60_000);
  let pause = 20;
  let last: unknown;
  for (;;) {
    const value = await probe();
    if (value !== undefined && value !== null && value !== false)
      return value as Exclude<T, undefined | null | false>;
    last = value;
    if (performance.now() >= deadline) break;
    await new Promise((r) => setTimeout(r, pause));
    pause = Math.min(250, pause * 2);
  }
  throw new Error(
    `timed out after ${opts.timeoutMs ?? 60_000} ms waiting for ${opts.what} (last: ${String(last)})`,
  );
}

/**
 * Waits until `probe` stops throwing (an assertion that holds eventually) and returns its value;
 * past the deadline the probe's last error is thrown, so the failure reads like the assertion.
 */
export async function eventually<T>(probe: () => T | Promise<T>, opts: UntilOptions): Promise<T> {
  let lastError: unknown;
  const ok = await until(async () => {
    try {
      return { value: await probe() };
    } catch (err) {
      lastError = err;
      return undefined;
    }
  }, opts).catch((timeout) => {
    throw lastError ?? timeout;
  });
  return ok.value;
}
