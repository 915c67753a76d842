// `npm run -s ip -- 8.8.8.8 2001:4860:4860::8888 …`: one JSON line per address, in order, with
// what the shipped databases say (`ip`, `asn`, `asnName`, `country`). A bad address gets a line
// with `error` instead, and the exit status is 1; no address at all is a usage error (64).
// `--sources` prints the packages the data comes from and their versions.

import { InvalidAddressError, networkData, packagedSources } from './index.ts';

const args = process.argv.slice(2);
if (args.includes('--sources')) {
  for (const source of packagedSources()) console.log(JSON.stringify(source));
  process.exit(0);
}
if (!args.length || args.some((a) => a.startsWith('--'))) {
  console.error('usage: ip <address> [<address> …]  |  ip --sources');
  process.exit(64);
}
const data = networkData();
let bad = 0;
for (const ip of args) {
  try {
    console.log(JSON.stringify(await data.lookup(ip)));
  } catch (err) {
    if (!(err instanceof InvalidAddressError)) throw err;
    bad++;
    console.log(JSON.stringify({ ip, error: 'not an IP address' }));
  }
}
process.exitCode = bad ? 1 : 0;
