// The fixture farm in a process of its own, for the throughput benchmark: serving every request
// and the server half of every TLS handshake then costs the farm's CPU, not the crawler's. The
// farm is the same one the tests use (real HTTPS with its own CA, real HTTP/1.1 over TCP).
// Protocol over the IPC channel: it sends { ready, httpPort, httpsPort, ca } once listening,
// answers 'requests' with { requests: n }, and exits on 'close'.

import { startFarm } from '../../fixtures/farm/farm.ts';

const farm = await startFarm({ benchSites: Number(process.argv[2] ?? 0) });
const send = (m: unknown) => process.send?.(m);
process.on('message', async (m) => {
  if (m === 'requests') send({ requests: farm.requests.length, cpu: process.cpuUsage() });
  if (m === 'close') {
    await farm.close();
    process.exit(0);
  }
});
process.on('disconnect', () => process.exit(0));
send({ ready: true, httpPort: farm.httpPort, httpsPort: farm.httpsPort, ca: farm.ca });
