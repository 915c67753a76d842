/**
 * Where sites are hosted: real autonomous systems with their registered names, and addresses
 * drawn from prefixes those networks announce. Real prefixes make the ASN and IP facets look like
 * production data (a reader recognises 104.21.x.x as Cloudflare); the documents are never used to
 * connect anywhere, and the synthetic domains do not resolve, so no real host is pointed at in a
 * way that matters. (Documentation ranges, 192.0.2.0/24 and friends, hold only 762 addresses and
 * would put every provider in the same three blocks.)
 *
 * Shared hosting is the norm: each network has a pool of addresses sized to the dataset (many
 * sites per address on the shared hosts, fewer on clouds), and addresses are drawn with a skew so
 * a few carry hundreds of sites, as real shared-hosting servers do.
 */

import type { Rng } from './prng.ts';

export interface Network {
  asn: number;
  name: string;
  /** IPv4 prefixes as [first octets, prefix length]. */
  prefixes: readonly (readonly [string, number])[];
  /** Sites per address on average: high for shared hosting and anycast CDNs. */
  sitesPerIp: number;
}

const net = (asn: number, name: string, prefixes: [string, number][], sitesPerIp: number): Network => ({
  asn,
  name,
  prefixes,
  sitesPerIp,
});

export const CLOUDFLARE = net(
  13335,
  'CLOUDFLARENET',
  [
    ['104.16.0.0', 13],
    ['172.64.0.0', 13],
  ],
  400,
);
export const AMAZON_CLOUDFRONT = net(
  16509,
  'AMAZON-02',
  [
    ['13.32.0.0', 15],
    ['18.64.0.0', 14],
  ],
  100,
);
export const FASTLY = net(54113, 'FASTLY', [['151.101.0.0', 16]], 200);
export const AKAMAI = net(20940, 'Akamai International B.V.', [['23.32.0.0', 11]], 100);
export const SHOPIFY = net(13335, 'CLOUDFLARENET', [['23.227.38.0', 24]], 2000);
export const WIX = net(58182, 'WIX_COM', [['185.230.60.0', 22]], 1500);
export const SQUARESPACE = net(
  53831,
  'SQUARESPACE',
  [
    ['198.185.159.0', 24],
    ['198.49.23.0', 24],
  ],
  1500,
);
export const WEBFLOW = net(16509, 'AMAZON-02', [['3.64.0.0', 12]], 300);
export const AUTOMATTIC = net(2635, 'AUTOMATTIC', [['192.0.78.0', 24]], 1500);

/** Origin hosting for self-hosted sites: [network, weight]. */
export const HOSTING: readonly (readonly [Network, number])[] = [
  [
    net(
      16509,
      'AMAZON-02',
      [
        ['3.0.0.0', 9],
        ['52.0.0.0', 10],
      ],
      8,
    ),
    18,
  ],
  [
    net(
      396982,
      'GOOGLE-CLOUD-PLATFORM',
      [
        ['34.64.0.0', 10],
        ['35.184.0.0', 13],
      ],
      8,
    ),
    6,
  ],
  [
    net(
      8075,
      'MICROSOFT-CORP-MSN-AS-BLOCK',
      [
        ['20.0.0.0', 11],
        ['13.64.0.0', 11],
      ],
      8,
    ),
    5,
  ],
  [
    net(
      16276,
      'OVH',
      [
        ['51.68.0.0', 16],
        ['51.75.0.0', 16],
        ['54.36.0.0', 16],
      ],
      40,
    ),
    8,
  ],
  [
    net(
      24940,
      'HETZNER-AS',
      [
        ['88.198.0.0', 16],
        ['49.12.0.0', 16],
        ['5.9.0.0', 16],
      ],
      30,
    ),
    7,
  ],
  [
    net(
      14061,
      'DIGITALOCEAN-ASN',
      [
        ['159.65.0.0', 16],
        ['167.99.0.0', 16],
        ['138.68.0.0', 16],
      ],
      10,
    ),
    6,
  ],
  [
    net(
      63949,
      'Akamai Connected Cloud',
      [
        ['172.104.0.0', 15],
        ['139.162.0.0', 16],
      ],
      10,
    ),
    3,
  ],
  [
    net(
      46606,
      'UNIFIEDLAYER-AS-1',
      [
        ['162.241.0.0', 16],
        ['192.185.0.0', 16],
      ],
      150,
    ),
    6,
  ],
  [
    net(
      26496,
      'AS-26496-GO-DADDY-COM-LLC',
      [
        ['160.153.0.0', 16],
        ['50.62.0.0', 15],
      ],
      150,
    ),
    7,
  ],
  [
    net(
      47583,
      'AS-HOSTINGER',
      [
        ['145.14.144.0', 20],
        ['153.92.0.0', 16],
      ],
      200,
    ),
    6,
  ],
  [
    net(
      8560,
      'IONOS-AS',
      [
        ['217.160.0.0', 16],
        ['82.165.0.0', 16],
      ],
      80,
    ),
    4,
  ],
  [
    net(
      22612,
      'NAMECHEAP-NET',
      [
        ['162.213.248.0', 21],
        ['198.54.112.0', 20],
      ],
      120,
    ),
    3,
  ],
  [net(15169, 'GOOGLE', [['216.239.32.0', 19]], 400), 1],
  [net(63949, 'Akamai Connected Cloud', [['45.33.0.0', 17]], 10), 1],
];

/** Local hosts that dominate some countries' shared hosting. */
export const LOCAL_HOSTING: Record<string, Network> = {
  DE: net(6724, 'STRATO STRATO AG', [['81.169.128.0', 17]], 120),
  RU: net(198610, 'BEGET-AS', [['87.236.16.0', 20]], 200),
  JP: net(9370, 'SAKURA-B SAKURA Internet Inc.', [['153.120.0.0', 14]], 80),
  CN: net(37963, 'ALIBABA-CN-NET Hangzhou Alibaba Advertising Co.,Ltd.', [['47.96.0.0', 11]], 20),
  BR: net(27715, 'Locaweb Servicos de Internet S/A', [['186.202.0.0', 16]], 120),
  FR: net(
    12876,
    'Online SAS',
    [
      ['51.15.0.0', 16],
      ['163.172.0.0', 16],
    ],
    40,
  ),
  PL: net(15967, 'NETIA-SA', [['46.242.128.0', 17]], 100),
};

function ipToInt(ip: string): number {
  return ip.split('.').reduce((n, o) => n * 256 + Number(o), 0);
}

function intToIp(n: number): string {
  return [24, 16, 8, 0].map((s) => Math.floor(n / 2 ** s) % 256).join('.');
}

/**
 * One address of the network's pool. The pool for a network has about (sites expected on it ÷
 * sitesPerIp) addresses, spread over its prefixes; squaring the uniform draw makes low pool slots
 * busier, so a few addresses host many sites and many host a few.
 */
export function addressIn(network: Network, rng: Rng, expectedSites: number): string {
  const pool = Math.max(4, Math.round(expectedSites / network.sitesPerIp));
  const u = rng.next();
  const slot = Math.floor(u * u * pool);
  const [base, len] = network.prefixes[slot % network.prefixes.length];
  const size = 2 ** (32 - len);
  // Spread pool slots over the prefix with a fixed odd stride; skip .0 and .255 hosts.
  let offset = (Math.imul(Math.floor(slot / network.prefixes.length), 0x9e3779b1) >>> 0) % size;
  if (offset % 256 === 0) offset += 1;
  if (offset % 256 === 255) offset -= 1;
  return intToIp(ipToInt(base) + offset);
}

/** Certificate issuers as they appear in certificates (issuer organisation / CN). */
export const CERT_ISSUERS: readonly (readonly [string, number])[] = [
  ["Let's Encrypt R10", 26],
  ["Let's Encrypt R11", 26],
  ["Let's Encrypt E5", 5],
  ['Google Trust Services WE1', 12],
  ['Sectigo RSA Domain Validation Secure Server CA', 10],
  ['DigiCert Global G2 TLS RSA SHA256 2020 CA1', 7],
  ['GoDaddy Secure Certificate Authority - G2', 4],
  ['Amazon RSA 2048 M02', 5],
  ['GlobalSign GCC R6 AlphaSSL CA 2023', 3],
  ['ZeroSSL RSA Domain Secure Site CA', 2],
];

/** The catalogue technology a certificate authority is detected as, when it has one. */
export function issuerTechnology(issuer: string): string | null {
  if (issuer.startsWith("Let's Encrypt")) return 'let-s-encrypt';
  if (issuer.startsWith('DigiCert')) return 'digicert';
  if (issuer.startsWith('Sectigo')) return 'sectigo';
  return null;
}
