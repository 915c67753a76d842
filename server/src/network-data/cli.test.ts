import { spawnSync } from 'node:child_process';
import { expect, it } from 'vitest';

const ip = (...args: string[]) =>
  spawnSync('npx', ['tsx', 'server/src/network-data/cli.ts', ...args], { encoding: 'utf8' });

it('the ip command prints one JSON line per address, IPv6 included, in order', () => {
  const run = ip('8.8.8.8', '1.1.1.1', '2001:4860:4860::8888', '10.0.0.1');
  expect(run.status).toBe(0);
  const lines = run.stdout
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l));
  expect(lines).toEqual([
    { ip: '8.8.8.8', asn: 15169, asnName: 'Google LLC', country: 'US' },
    { ip: '1.1.1.1', asn: 13335, asnName: 'Cloudflare, Inc.', country: 'AU' },
    { ip: '2001:4860:4860::8888', asn: 15169, asnName: 'Google LLC', country: 'US' },
    { ip: '10.0.0.1', asn: null, asnName: null, country: null },
  ]);
});

it('a bad address gets an error line and a failing exit status; the good ones are still answered', () => {
  const run = ip('8.8.8.8', 'not-an-ip');
  expect(run.status).toBe(1);
  const lines = run.stdout
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l));
  expect(lines[0]).toMatchObject({ ip: '8.8.8.8', asn: 15169 });
  expect(lines[1]).toEqual({ ip: 'not-an-ip', error: 'not an IP address' });
});

it('no address is a usage error; --sources names the packages and their versions', () => {
  const none = ip();
  expect(none.status).toBe(64);
  expect(none.stderr).toContain('usage: ip');
  const sources = ip('--sources');
  expect(sources.status).toBe(0);
  const names = sources.stdout
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l).name);
  expect(names).toEqual(['@ip-location-db/asn', '@ip-location-db/geo-whois-asn-country-mmdb']);
});
