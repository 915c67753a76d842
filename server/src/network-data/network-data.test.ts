// Lookups against the shipped databases. The expected answers are what the installed package
// versions say about well-known networks; a package update that moves one of these blocks is
// worth noticing, so the test names the addresses and their owners.

import { describe, expect, it } from 'vitest';
import { InvalidAddressError, networkData } from './index.ts';

const data = networkData();

describe('the shipped network databases', () => {
  it('8.8.8.8 is Google (AS15169), registered in the US', async () => {
    expect(await data.lookup('8.8.8.8')).toEqual({
      ip: '8.8.8.8',
      asn: 15169,
      asnName: 'Google LLC',
      country: 'US',
    });
  });

  it('1.1.1.1 is Cloudflare (AS13335); the block is registered through APNIC in Australia', async () => {
    expect(await data.lookup('1.1.1.1')).toEqual({
      ip: '1.1.1.1',
      asn: 13335,
      asnName: 'Cloudflare, Inc.',
      country: 'AU',
    });
  });

  it('IPv6: Google public DNS and a Google block located in Ireland', async () => {
    expect(await data.lookup('2001:4860:4860::8888')).toMatchObject({
      asn: 15169,
      asnName: 'Google LLC',
      country: 'US',
    });
    expect(await data.lookup('2a00:1450:4001:80b::200e')).toMatchObject({ asn: 15169, country: 'IE' });
    expect(await data.lookup('2606:4700:4700::1111')).toMatchObject({ asn: 13335, country: 'US' });
  });

  it('names with quotes and commas come out as written', async () => {
    expect(await data.lookup('193.0.6.139')).toMatchObject({
      asn: 3333,
      asnName: 'Reseaux IP Europeens Network Coordination Centre (RIPE NCC)',
      country: 'NL',
    });
    expect(await data.lookup('151.101.1.69')).toMatchObject({ asn: 54113, asnName: 'Fastly, Inc.' });
  });

  it('an IPv4-mapped IPv6 address is looked up as its IPv4 address', async () => {
    expect(await data.lookup('::ffff:8.8.8.8')).toMatchObject({ ip: '8.8.8.8', asn: 15169, country: 'US' });
  });

  it('private, loopback, link-local and documentation addresses have no network and no country', async () => {
    for (const ip of ['10.1.2.3', '192.168.1.1', '127.0.0.1', '::1', 'fe80::1', 'fd00::1', '192.0.2.1']) {
      expect(await data.lookup(ip)).toMatchObject({ asn: null, asnName: null, country: null });
      expect(data.country(ip)).toBeNull();
    }
  });

  it('text that is not an address is refused by lookup and has no country', async () => {
    for (const bad of ['nope', '8.8.8', '256.1.1.1', '', 'example.com']) {
      await expect(data.lookup(bad)).rejects.toBeInstanceOf(InvalidAddressError);
      expect(data.country(bad)).toBeNull();
    }
  });

  it('the country alone, synchronously, for request handlers', () => {
    expect(data.country('8.8.8.8')).toBe('US');
    expect(data.country('2a00:1450:4001:80b::200e')).toBe('IE');
  });
});
