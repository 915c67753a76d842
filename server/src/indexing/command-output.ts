// What the crawl command and its WARC part share: where they write, and their waits between
// looks at the queue, which end early when the command is stopped.

/** Result lines (standard output) and progress and problems (standard error). */
export interface CrawlOutput {
  out(line: string): void;
  err(line: string): void;
}

export const processOutput: CrawlOutput = {
  out: (line) => void process.stdout.write(`${line}\n`),
  err: (line) => void process.stderr.write(`${line}\n`),
};

/** The exit status of a stopped command: the abort's reason when it is one (130, 143), else 130. */
export const stoppedStatus = (signal: AbortSignal): number =>
  typeof signal.reason === 'number' ? signal.reason : 130;

/** Waits `ms`, or less when the command is stopped meanwhile. */
export function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });
}
