import { describe, expect, it } from 'vitest';
import { classifyAddress, parseLooseIPv4 } from './address.ts';
import { type Resolve, SsrfGuard } from './ssrf.ts';

const fakeDns: Record<string, string[]> = {
  'public.example': ['93.184.216.34'],
  'v6.example': ['2606:2800:220:1:248:1893:25c8:1946'],
  'rebind.example': ['93.184.216.34', '10.0.0.5'],
  'internal.example': ['192.168.1.10'],
  'fixture.test': ['127.0.0.1'],
};
const lookup: Resolve = async (host) => {
  const list = fakeDns[host];
  if (!list) throw Object.assign(new Error(`ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
  return list.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
};
const guard = new SsrfGuard({ lookup, allowHosts: ['fixture.test'] });

describe('SSRF guard refuses every private target with its reason', () => {
  const cases: [string, RegExp][] = [
    ['http://127.0.0.1/', /^refused: 127\.0\.0\.1 is a loopback address$/],
    ['http://127.1/', /^refused: 127\.1 \(= 127\.0\.0\.1\) is a loopback address$/],
    ['http://2130706433/', /^refused: 2130706433 \(= 127\.0\.0\.1\) is a loopback address$/],
    ['http://0x7f000001/', /^refused: 0x7f000001 \(= 127\.0\.0\.1\) is a loopback address$/],
    ['http://017700000001/', /^refused: 017700000001 \(= 127\.0\.0\.1\) is a loopback address$/],
    ['http://0177.0.0.1/', /^refused: 0177\.0\.0\.1 \(= 127\.0\.0\.1\) is a loopback address$/],
    ['http://localhost/', /^refused: localhost is a loopback name$/],
    ['http://api.localhost/', /loopback name/],
    ['http://[::1]/', /^refused: \[::1\] is a loopback address$/],
    ['http://[::ffff:127.0.0.1]/', /IPv4-mapped IPv6 address \(127\.0\.0\.1, a loopback address\)/],
    ['http://[::ffff:7f00:1]/', /IPv4-mapped IPv6 address \(127\.0\.0\.1, a loopback address\)/],
    ['http://10.1.2.3/', /10\.1\.2\.3 is a private address/],
    ['http://172.16.0.1/', /is a private address/],
    ['http://172.31.255.254/', /is a private address/],
    ['http://192.168.0.1/', /is a private address/],
    ['http://169.254.169.254/latest/meta-data/', /169\.254\.169\.254 is a link-local address/],
    ['http://100.64.0.1/', /shared \(carrier-grade NAT\) address/],
    ['http://0.0.0.0/', /0\.0\.0\.0 is an unspecified address/],
    ['http://0/', /unspecified address/],
    ['http://224.0.0.1/', /multicast address/],
    ['http://255.255.255.255/', /broadcast address/],
    ['http://240.0.0.1/', /reserved address/],
    ['http://192.0.0.8/', /protocol-assignment address/],
    ['http://192.0.2.1/', /documentation address/],
    ['http://198.18.0.1/', /benchmarking address/],
    ['http://[fe80::1]/', /link-local address/],
    ['http://[fc00::1]/', /unique-local IPv6 address/],
    ['http://[fd12:3456::1]/', /unique-local IPv6 address/],
    ['http://[::]/', /unspecified address/],
    ['http://[ff02::1]/', /multicast address/],
    ['http://[64:ff9b::a00:1]/', /NAT64 address embedding a non-public IPv4 address \(10\.0\.0\.1\)/],
    ['http://[2002:c0a8:101::1]/', /6to4 address embedding a non-public IPv4 address \(192\.168\.1\.1\)/],
    ['http://[::127.0.0.1]/', /reserved address/],
    ['http://[2001:db8::1]/', /documentation address/],
    ['http://internal.example/', /internal\.example resolves to 192\.168\.1\.10, a private address/],
    ['http://rebind.example/', /rebind\.example resolves to 10\.0\.0\.5, a private address/],
    ['http://printer.local/', /local name/],
    ['http://public.example:22/', /port 22 is not a web port/],
    ['ftp://public.example/', /scheme ftp: is not http\(s\)/],
    ['http://user:pw@public.example/', /credentials/],
  ];
  for (const [url, reason] of cases) {
    it(url, async () => {
      const v = await guard.checkUrl(url);
      expect(v.ok).toBe(false);
      if (!v.ok) {
        expect(v.kind).toBe('refused');
        expect(v.reason).toMatch(reason);
      }
    });
  }

  it('checks raw host strings in every numeric spelling', async () => {
    for (const h of [
      '127.1',
      '2130706433',
      '0x7f000001',
      '017700000001',
      '0177.0.0.1',
      '0x7f.1',
      '127.0.1',
    ]) {
      const v = await guard.checkHost(h);
      expect(v.ok, h).toBe(false);
      if (!v.ok) expect(v.reason).toContain('loopback');
    }
  });
});

describe('SSRF guard allows public targets and the allow-list', () => {
  for (const url of [
    'https://public.example/',
    'https://v6.example/',
    'http://93.184.216.34/',
    'http://[2606:4700::6810:84e5]/',
    'http://[64:ff9b::5db8:d822]/',
    'http://public.example:8080/',
  ]) {
    it(url, async () => {
      const v = await guard.checkUrl(url);
      expect(v.ok).toBe(true);
    });
  }
  it('lets allow-listed fixture hosts resolve to loopback, and only them', async () => {
    const v = await guard.checkUrl('https://fixture.test:4443/');
    expect(v.ok && v.allowListed).toBe(true);
    const other = new SsrfGuard({ lookup });
    expect((await other.checkUrl('https://fixture.test/')).ok).toBe(false);
  });
  it('reports DNS failures as such, not as refusals', async () => {
    const v = await guard.checkUrl('https://nowhere.example/');
    expect(v).toMatchObject({ ok: false, kind: 'dns', code: 'ENOTFOUND' });
  });
  it('gives the connection layer only vetted addresses', async () => {
    const addresses = await new Promise<unknown>((resolve, reject) =>
      guard.connectLookup('public.example', { all: true }, (err, a) => (err ? reject(err) : resolve(a))),
    );
    expect(addresses).toEqual([{ address: '93.184.216.34', family: 4 }]);
    const err = await new Promise<NodeJS.ErrnoException | null>((resolve) =>
      guard.connectLookup('internal.example', { all: true }, (e) => resolve(e)),
    );
    expect(err?.code).toBe('ERR_SSRF_REFUSED');
  });
});

describe('address classification', () => {
  it('reads inet_aton spellings', () => {
    expect(parseLooseIPv4('127.1')).toBe('127.0.0.1');
    expect(parseLooseIPv4('0x7f.0.0.1')).toBe('127.0.0.1');
    expect(parseLooseIPv4('3232235521')).toBe('192.168.0.1');
    expect(parseLooseIPv4('1.2.3.4.5')).toBeNull();
    expect(parseLooseIPv4('example')).toBeNull();
    expect(parseLooseIPv4('256.1.1.1')).toBeNull();
  });
  it('classifies Teredo with an embedded private client', () => {
    // server 65.54.227.120 (public), client 192.168.1.1 obfuscated (inverted bits)
    expect(classifyAddress('2001:0:4136:e378:8000:63bf:3f57:fefe')?.cls).toBe('teredo-private');
  });
  it('treats everything outside 2000::/3 as reserved', () => {
    expect(classifyAddress('4000::1')?.cls).toBe('reserved');
    expect(classifyAddress('2a00:1450:4001:81c::200e')?.cls).toBe('public');
  });
});
