// The fixture farm in a process of its own for the stall benchmark: the sites scanned and crawled
// are served there, so serving them costs neither the measured server nor the measuring client.
// argv[2] is a JSON object of names → fixture hosts (demo domains the scans revisit).
// Over IPC it sends { httpPort, httpsPort, ca, hosts } once listening and exits on 'close'.

import { startFarm } from '../../fixtures/farm/farm.ts';

const farm = await startFarm({ aliases: JSON.parse(process.argv[2] ?? '{}') as Record<string, string> });
process.on('message', async (m) => {
  if (m === 'close') {
    await farm.close();
    process.exit(0);
  }
});
process.on('disconnect', () => process.exit(0));
process.send?.({ httpPort: farm.httpPort, httpsPort: farm.httpsPort, ca: farm.ca, hosts: farm.hosts });
