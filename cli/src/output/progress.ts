import cliProgress from 'cli-progress';

export interface Progress {
  update(done: number): void;
  stop(): void;
}

const silent: Progress = { update() {}, stop() {} };

/**
 * A progress bar on stderr, for people watching a terminal: none with --json or when stderr is
 * not a terminal (a pipe or a log file would fill with redraws).
 */
export function progressBar(total: number, opts: { json: boolean; label: string; start?: number }): Progress {
  if (opts.json || !process.stderr.isTTY || total <= 0) return silent;
  const bar = new cliProgress.SingleBar(
    {
      stream: process.stderr,
      format: `${opts.label} [{bar}] {percentage}% | {value}/{total} | ETA {eta_formatted}`,
      hideCursor: true,
      clearOnComplete: false,
    },
    cliProgress.Presets.shades_classic,
  );
  bar.start(total, Math.min(opts.start ?? 0, total));
  return {
    update: (done) => bar.update(Math.min(done, total)),
    stop: () => bar.stop(),
  };
}
