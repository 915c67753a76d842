import { initContract } from '@ts-rest/core';

const c = initContract();

/** ASN, IP, tag ID, advertiser and response-header lookups (part 2 §2.2). */
export const networkPages = c.router({});
