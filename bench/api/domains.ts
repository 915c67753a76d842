/** The lookup paths of a bench run: real domains of the seeded demo dataset. */
import { demoDomain } from '../../server/src/demo/index.ts';
import { Rng } from '../../server/src/demo/prng.ts';

/** Every seeded domain once, shuffled (the same order every run), handed out round and round. */
export function domainCycle(seed: number, sites: number): () => string {
  const paths = Array.from(
    { length: sites },
    (_, i) => `/api/v1/domains/${encodeURIComponent(demoDomain(seed, sites, i))}`,
  );
  const rng = new Rng(seed);
  for (let i = paths.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [paths[i], paths[j]] = [paths[j], paths[i]];
  }
  let next = 0;
  return () => paths[next++ % paths.length];
}

/** Server-rendered pages the statistics cache serves (the home page, a technology, a category). */
const LANDING_PAGES = ['/', '/technology/wordpress', '/technology-type/web-servers'];

/**
 * The website's pages, rendered on the server: every other one a website's own page (a seeded
 * domain, shuffled as the lookups are), the others the landing pages in turn.
 */
export function pageCycle(seed: number, sites: number): () => string {
  const lookups = domainCycle(seed, sites);
  let next = 0;
  return () => {
    const i = next++;
    if (i % 2) return LANDING_PAGES[(i >> 1) % LANDING_PAGES.length];
    return `/website/${lookups().slice('/api/v1/domains/'.length)}`;
  };
}
