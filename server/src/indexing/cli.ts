// `npm run -s crawl -- …`: the crawl command (crawl-command.ts, which lists its arguments and exit
// statuses) in this process. The first SIGINT or SIGTERM lets it stop cleanly (running crawls get
// a few seconds, the store is closed); a second one ends the process at once.

import { crawlCommand } from './crawl-command.ts';

const stop = new AbortController();
const onSignal = (status: number) => () => {
  if (stop.signal.aborted) process.exit(status);
  stop.abort(status);
};
process.on('SIGINT', onSignal(130));
process.on('SIGTERM', onSignal(143));

process.exit(await crawlCommand(process.argv.slice(2), { signal: stop.signal }));
