/**
 * Back-pressure for the crawl workers of one process: how many crawls it holds at once, sized to
 * what the index and the store absorb. Every write a crawl makes is timed, and smoothed per kind
 * (the site's document in the index, its next visit in the store: a fast store must not hide a
 * slow index). The slower kind's smoothed time above twice the target shrinks the intake by 30 % (at
 * most once per intake's worth of writes, so one slow burst is not punished again and again), a
 * time under the target grows it by half a crawl per write, back up to `max`. The intake never
 * exceeds `max` (CRAWL_CONCURRENCY), which bounds the memory a process holds whatever the index
 * does, and never goes under `min`, so a slow index slows the crawl without stopping it.
 */

export interface IntakeOptions {
  /** the most crawls at once (the memory bound) */
  max: number;
  /** the fewest (default 1) */
  min?: number;
  /** a write time the index is taken to keep up at (default 250 ms) */
  targetWriteMs?: number;
}

export interface IntakeStats {
  limit: number;
  /** smoothed write time of the slower kind (ms), null before the first write */
  writeMs: number | null;
  /** writes started and not yet finished */
  pendingWrites: number;
  writes: number;
}

const SMOOTHING = 0.3;
const SHRINK = 0.7;
const GROWTH_PER_WRITE = 0.5;

export class IntakeControl {
  readonly max: number;
  readonly min: number;
  readonly targetWriteMs: number;
  private level: number;
  private readonly smoothed = new Map<string, number>();
  private hold = 0;
  private pending = 0;
  private writes = 0;

  constructor(opts: IntakeOptions) {
    this.max = Math.max(1, Math.floor(opts.max));
    this.min = Math.min(this.max, Math.max(1, Math.floor(opts.min ?? 1)));
    this.targetWriteMs = opts.targetWriteMs ?? 250;
    this.level = this.max;
  }

  /** Crawls the process may hold now. */
  get limit(): number {
    return Math.max(this.min, Math.min(this.max, Math.floor(this.level)));
  }

  /** Runs one write of a kind ('index', 'store'), timed. */
  async timed<T>(write: () => Promise<T>, kind = 'index'): Promise<T> {
    this.pending++;
    const started = performance.now();
    try {
      return await write();
    } finally {
      this.pending--;
      this.observe(performance.now() - started, kind);
    }
  }

  /** One write of a kind took `ms`. */
  observe(ms: number, kind = 'index'): void {
    this.writes++;
    const held = this.smoothed.get(kind);
    this.smoothed.set(kind, held === undefined ? ms : held + SMOOTHING * (ms - held));
    const slowest = this.slowest()!;
    if (this.hold > 0) this.hold--;
    if (slowest > 2 * this.targetWriteMs) {
      if (this.hold === 0) {
        this.level = Math.max(this.min, this.level * SHRINK);
        this.hold = this.limit;
      }
    } else if (slowest <= this.targetWriteMs) {
      this.level = Math.min(this.max, this.level + GROWTH_PER_WRITE);
    }
  }

  stats(): IntakeStats {
    return { limit: this.limit, writeMs: this.slowest(), pendingWrites: this.pending, writes: this.writes };
  }

  private slowest(): number | null {
    return this.smoothed.size ? Math.max(...this.smoothed.values()) : null;
  }
}
