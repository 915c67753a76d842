import { initContract } from '@ts-rest/core';

const c = initContract();

/** Website profile and its sub-pages (part 2 §2.2 Website profile). */
export const websitePages = c.router({});
