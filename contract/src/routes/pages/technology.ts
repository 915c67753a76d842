import { initContract } from '@ts-rest/core';

const c = initContract();

/** Technologies, categories, search and the home page's blocks (part 2 §2.2 Technologies overview, Category page, Technology page, versions, changes). */
export const technologyPages = c.router({});
