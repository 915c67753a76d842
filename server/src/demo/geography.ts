/**
 * Where sites are and what they speak. Country weights follow the usual picture of the web by
 * hosting country and site language (W3Techs "content languages" and "top-level domains" surveys,
 * Common Crawl language statistics): the US far ahead, then Germany, the UK, Russia, Japan,
 * France, Brazil and India, a long tail after. English is also the second language of most
 * national webs, so every country mixes some English in.
 *
 * Each country names only TLDs that fit it: its own ccTLD (and second-level forms such as co.uk,
 * com.au, com.br where those are how sites register there), and the generic com/org/net/io in the
 * proportions local registrations show (com dominant in the US, the ccTLD dominant in Germany,
 * the Netherlands, Poland or Russia). Sites with an unknown country use generic TLDs and English.
 */

export interface CountryProfile {
  code: string;
  /** Relative number of sites. */
  weight: number;
  languages: readonly (readonly [string, number])[];
  tlds: readonly (readonly [string, number])[];
  /** Phone country calling code, for contact numbers. */
  dial: string;
  /** One city, for postal addresses. */
  city: string;
}

const generic = (com: number, org = 3, net = 3, io = 1) =>
  [
    ['com', com],
    ['org', org],
    ['net', net],
    ['io', io],
  ] as const;

export const COUNTRIES: readonly CountryProfile[] = [
  {
    code: 'US',
    weight: 300,
    languages: [['en', 100]],
    tlds: [...generic(78, 8, 5, 3), ['us', 2], ['co', 2]],
    dial: '1',
    city: 'Springfield',
  },
  {
    code: 'DE',
    weight: 70,
    languages: [
      ['de', 88],
      ['en', 12],
    ],
    tlds: [['de', 68], ...generic(22, 2, 4, 1), ['eu', 2]],
    dial: '49',
    city: 'Berlin',
  },
  {
    code: 'GB',
    weight: 50,
    languages: [['en', 100]],
    tlds: [['co.uk', 52], ['uk', 6], ['org.uk', 5], ...generic(30, 3, 2, 2)],
    dial: '44',
    city: 'London',
  },
  {
    code: 'RU',
    weight: 40,
    languages: [
      ['ru', 92],
      ['en', 8],
    ],
    tlds: [['ru', 72], ['su', 1], ...generic(20, 2, 4, 0)],
    dial: '7',
    city: 'Moscow',
  },
  {
    code: 'JP',
    weight: 40,
    languages: [
      ['ja', 94],
      ['en', 6],
    ],
    tlds: [['jp', 45], ['co.jp', 15], ...generic(32, 2, 5, 1)],
    dial: '81',
    city: 'Tokyo',
  },
  {
    code: 'FR',
    weight: 38,
    languages: [
      ['fr', 92],
      ['en', 8],
    ],
    tlds: [['fr', 55], ...generic(35, 3, 4, 1), ['eu', 2]],
    dial: '33',
    city: 'Lyon',
  },
  {
    code: 'BR',
    weight: 35,
    languages: [
      ['pt', 94],
      ['en', 6],
    ],
    tlds: [['com.br', 62], ['br', 3], ...generic(32, 1, 2, 0)],
    dial: '55',
    city: 'São Paulo',
  },
  {
    code: 'IN',
    weight: 35,
    languages: [
      ['en', 82],
      ['hi', 18],
    ],
    tlds: [['in', 28], ['co.in', 10], ...generic(56, 3, 3, 0)],
    dial: '91',
    city: 'Pune',
  },
  {
    code: 'NL',
    weight: 30,
    languages: [
      ['nl', 80],
      ['en', 20],
    ],
    tlds: [['nl', 70], ...generic(24, 2, 3, 1)],
    dial: '31',
    city: 'Utrecht',
  },
  {
    code: 'CN',
    weight: 28,
    languages: [
      ['zh', 95],
      ['en', 5],
    ],
    tlds: [['cn', 45], ['com.cn', 10], ...generic(40, 1, 4, 0)],
    dial: '86',
    city: 'Hangzhou',
  },
  {
    code: 'IT',
    weight: 25,
    languages: [
      ['it', 92],
      ['en', 8],
    ],
    tlds: [['it', 62], ...generic(32, 2, 3, 1)],
    dial: '39',
    city: 'Bologna',
  },
  {
    code: 'ES',
    weight: 25,
    languages: [
      ['es', 92],
      ['en', 8],
    ],
    tlds: [['es', 50], ...generic(42, 3, 4, 1)],
    dial: '34',
    city: 'Valencia',
  },
  {
    code: 'CA',
    weight: 25,
    languages: [
      ['en', 74],
      ['fr', 26],
    ],
    tlds: [['ca', 45], ...generic(50, 3, 2, 1)],
    dial: '1',
    city: 'Ottawa',
  },
  {
    code: 'AU',
    weight: 20,
    languages: [['en', 100]],
    tlds: [['com.au', 60], ['au', 4], ['org.au', 3], ...generic(30, 1, 2, 1)],
    dial: '61',
    city: 'Adelaide',
  },
  {
    code: 'PL',
    weight: 20,
    languages: [
      ['pl', 93],
      ['en', 7],
    ],
    tlds: [['pl', 74], ...generic(22, 1, 3, 0)],
    dial: '48',
    city: 'Kraków',
  },
  {
    code: 'KR',
    weight: 15,
    languages: [
      ['ko', 94],
      ['en', 6],
    ],
    tlds: [['kr', 30], ['co.kr', 20], ...generic(45, 1, 4, 0)],
    dial: '82',
    city: 'Busan',
  },
  {
    code: 'TR',
    weight: 15,
    languages: [
      ['tr', 94],
      ['en', 6],
    ],
    tlds: [['com.tr', 45], ['tr', 5], ...generic(46, 1, 3, 0)],
    dial: '90',
    city: 'İzmir',
  },
  {
    code: 'SE',
    weight: 12,
    languages: [
      ['sv', 88],
      ['en', 12],
    ],
    tlds: [['se', 66], ...generic(28, 2, 3, 1)],
    dial: '46',
    city: 'Göteborg',
  },
  {
    code: 'CH',
    weight: 12,
    languages: [
      ['de', 58],
      ['fr', 24],
      ['it', 6],
      ['en', 12],
    ],
    tlds: [['ch', 68], ...generic(26, 2, 3, 1)],
    dial: '41',
    city: 'Bern',
  },
  {
    code: 'MX',
    weight: 12,
    languages: [
      ['es', 95],
      ['en', 5],
    ],
    tlds: [['com.mx', 45], ['mx', 8], ...generic(44, 1, 2, 0)],
    dial: '52',
    city: 'Puebla',
  },
  {
    code: 'ID',
    weight: 12,
    languages: [
      ['id', 90],
      ['en', 10],
    ],
    tlds: [['co.id', 25], ['id', 20], ...generic(52, 1, 2, 0)],
    dial: '62',
    city: 'Bandung',
  },
  {
    code: 'UA',
    weight: 10,
    languages: [
      ['uk', 85],
      ['en', 15],
    ],
    tlds: [['com.ua', 40], ['ua', 20], ...generic(36, 1, 3, 0)],
    dial: '380',
    city: 'Lviv',
  },
  {
    code: 'CZ',
    weight: 10,
    languages: [
      ['cs', 92],
      ['en', 8],
    ],
    tlds: [['cz', 78], ...generic(18, 1, 3, 0)],
    dial: '420',
    city: 'Brno',
  },
  {
    code: 'AT',
    weight: 9,
    languages: [
      ['de', 92],
      ['en', 8],
    ],
    tlds: [['at', 70], ...generic(24, 2, 3, 1)],
    dial: '43',
    city: 'Graz',
  },
  {
    code: 'BE',
    weight: 9,
    languages: [
      ['nl', 52],
      ['fr', 40],
      ['en', 8],
    ],
    tlds: [['be', 66], ...generic(28, 2, 3, 1)],
    dial: '32',
    city: 'Ghent',
  },
  {
    code: 'VN',
    weight: 9,
    languages: [
      ['vi', 94],
      ['en', 6],
    ],
    tlds: [['vn', 40], ['com.vn', 15], ...generic(42, 1, 2, 0)],
    dial: '84',
    city: 'Da Nang',
  },
  {
    code: 'AR',
    weight: 8,
    languages: [
      ['es', 96],
      ['en', 4],
    ],
    tlds: [['com.ar', 60], ...generic(37, 1, 2, 0)],
    dial: '54',
    city: 'Rosario',
  },
  {
    code: 'DK',
    weight: 7,
    languages: [
      ['da', 90],
      ['en', 10],
    ],
    tlds: [['dk', 72], ...generic(24, 1, 2, 1)],
    dial: '45',
    city: 'Aarhus',
  },
  {
    code: 'NO',
    weight: 6,
    languages: [
      ['nb', 88],
      ['en', 12],
    ],
    tlds: [['no', 72], ...generic(24, 1, 2, 1)],
    dial: '47',
    city: 'Bergen',
  },
  {
    code: 'FI',
    weight: 6,
    languages: [
      ['fi', 86],
      ['sv', 4],
      ['en', 10],
    ],
    tlds: [['fi', 70], ...generic(26, 1, 2, 1)],
    dial: '358',
    city: 'Tampere',
  },
  {
    code: 'PT',
    weight: 6,
    languages: [
      ['pt', 92],
      ['en', 8],
    ],
    tlds: [['pt', 62], ...generic(34, 1, 2, 1)],
    dial: '351',
    city: 'Porto',
  },
  {
    code: 'IR',
    weight: 6,
    languages: [
      ['fa', 96],
      ['en', 4],
    ],
    tlds: [['ir', 75], ...generic(22, 1, 2, 0)],
    dial: '98',
    city: 'Shiraz',
  },
  {
    code: 'ZA',
    weight: 5,
    languages: [
      ['en', 90],
      ['af', 10],
    ],
    tlds: [['co.za', 70], ...generic(27, 1, 2, 0)],
    dial: '27',
    city: 'Durban',
  },
  {
    code: 'SG',
    weight: 5,
    languages: [
      ['en', 85],
      ['zh', 15],
    ],
    tlds: [['sg', 20], ['com.sg', 20], ...generic(55, 1, 2, 2)],
    dial: '65',
    city: 'Singapore',
  },
  {
    code: 'NZ',
    weight: 4,
    languages: [['en', 100]],
    tlds: [['co.nz', 55], ['nz', 8], ...generic(34, 1, 1, 1)],
    dial: '64',
    city: 'Dunedin',
  },
  {
    code: 'IE',
    weight: 4,
    languages: [['en', 100]],
    tlds: [['ie', 55], ...generic(40, 2, 2, 1)],
    dial: '353',
    city: 'Cork',
  },
  {
    code: 'IL',
    weight: 4,
    languages: [
      ['he', 80],
      ['en', 20],
    ],
    tlds: [['co.il', 50], ...generic(45, 1, 3, 1)],
    dial: '972',
    city: 'Haifa',
  },
  {
    code: 'GR',
    weight: 4,
    languages: [
      ['el', 90],
      ['en', 10],
    ],
    tlds: [['gr', 70], ...generic(27, 1, 2, 0)],
    dial: '30',
    city: 'Patras',
  },
  {
    code: 'HU',
    weight: 4,
    languages: [
      ['hu', 92],
      ['en', 8],
    ],
    tlds: [['hu', 78], ...generic(19, 1, 2, 0)],
    dial: '36',
    city: 'Debrecen',
  },
  {
    code: 'RO',
    weight: 4,
    languages: [
      ['ro', 92],
      ['en', 8],
    ],
    tlds: [['ro', 72], ...generic(25, 1, 2, 0)],
    dial: '40',
    city: 'Cluj-Napoca',
  },
  {
    code: 'TH',
    weight: 4,
    languages: [
      ['th', 88],
      ['en', 12],
    ],
    tlds: [['co.th', 30], ['th', 10], ...generic(56, 1, 3, 0)],
    dial: '66',
    city: 'Chiang Mai',
  },
  {
    code: 'CO',
    weight: 4,
    languages: [
      ['es', 96],
      ['en', 4],
    ],
    tlds: [['com.co', 35], ['co', 15], ...generic(47, 1, 2, 0)],
    dial: '57',
    city: 'Medellín',
  },
];

/** Sites whose country is unknown (anycast hosting, no local signals). */
export const UNKNOWN_COUNTRY_WEIGHT = 25;
export const UNKNOWN_COUNTRY_TLDS = generic(70, 10, 12, 8);

export const COUNTRY_BY_CODE = new Map(COUNTRIES.map((c) => [c.code, c]));
