/** Latency samples and the table the benchmark prints. */

export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return Number.NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i];
}

export interface Row {
  adapter: string;
  operation: string;
  p50: number;
  p95: number;
  runs: number;
  target?: number;
}

/**
 * Runs `fn` `warmup` times untimed, then up to `runs` times timed, one after another; stops
 * early (after at least three timed runs) once `budgetMs` is spent, so slow operations keep the
 * whole run bounded.
 */
export async function measure(
  fn: () => Promise<unknown>,
  runs: number,
  warmup = 2,
  budgetMs = 20_000,
): Promise<number[]> {
  const start = performance.now();
  for (let i = 0; i < warmup && performance.now() - start < budgetMs; i++) await fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    if (times.length >= 3 && performance.now() - start > budgetMs) break;
    const t0 = performance.now();
    await fn();
    times.push(performance.now() - t0);
  }
  return times.sort((a, b) => a - b);
}

export function row(adapter: string, operation: string, times: number[], target?: number): Row {
  return {
    adapter,
    operation,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    runs: times.length,
    target,
  };
}

const ms = (n: number) => (Number.isNaN(n) ? '-' : n >= 100 ? n.toFixed(0) : n.toFixed(1));

export function table(rows: Row[]): string {
  const head = ['adapter', 'operation', 'p50 ms', 'p95 ms', 'runs', 'target p50', 'p50/target'];
  const body = rows.map((r) => [
    r.adapter,
    r.operation,
    ms(r.p50),
    ms(r.p95),
    String(r.runs),
    r.target ? `≤ ${r.target}` : '',
    r.target ? `${(r.p50 / r.target).toFixed(2)}${r.p50 <= r.target ? '' : ' MISS'}` : '',
  ]);
  return markdown(head, body);
}

/**
 * p50 of each operation on every adapter after the first, as a ratio to the first's (same run,
 * same machine): above 1 is slower.
 */
export function ratioTable(rows: Row[], adapters: string[]): string {
  const [base, ...others] = adapters;
  const p50 = new Map(rows.map((r) => [`${r.adapter} ${r.operation}`, r.p50]));
  const operations = [...new Set(rows.filter((r) => r.adapter === base).map((r) => r.operation))];
  const head = ['operation', `${base} p50 ms`, ...others.flatMap((o) => [`${o} p50 ms`, 'ratio'])];
  const body = operations.map((op) => {
    const b = p50.get(`${base} ${op}`)!;
    return [
      op,
      ms(b),
      ...others.flatMap((o) => {
        const v = p50.get(`${o} ${op}`);
        return v === undefined ? ['-', '-'] : [ms(v), (v / b).toFixed(2)];
      }),
    ];
  });
  return markdown(head, body);
}

/** A Markdown table with padded columns. */
function markdown(head: string[], body: string[][]): string {
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i].length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  return [line(head), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...body.map(line)].join('\n');
}
