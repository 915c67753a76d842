import type { SampleDomain } from '@techcensus/contract';

/** A visible sample row of a crawled site with rank 1 and no contacts, changed by `fields` (tests only). */
export const sampleRow = (fields: Partial<SampleDomain>): SampleDomain => ({
  country: null,
  domain: 'example.com',
  rank: 1,
  rankMask: null,
  contacts: {
    Address: false,
    Linkedin: false,
    Twitter: false,
    Youtube: false,
    Instagram: false,
    Facebook: false,
    Email: false,
    Phone: false,
  },
  hidden: false,
  synthetic: false,
  ...fields,
});
