import type { contract, PageKey } from '@techcensus/contract';
import type { ReactNode } from 'react';
import type { z } from 'zod';

type PageRoutes = typeof contract.pages;

/** Worked out once for every key: indexing the contract generically is too much for the compiler. */
type ResultsByKey = {
  [K in PageKey]: PageRoutes[K] extends { responses: { 200: infer S extends z.ZodTypeAny } }
    ? NonNullable<z.infer<S>['results']>
    : never;
};

/** A page's results, as the contract's data route for it answers them (PageMeta included). */
export type PageResultsOf<K extends PageKey> = ResultsByKey[K];

/** What shows one page: its results in, the page out. */
export type PageView<K extends PageKey> = (results: PageResultsOf<K>) => ReactNode;

/**
 * Views by the contract's page key. An area's table is `satisfies AreaViews`, so a key the
 * contract does not have is an error there; the registry's `PageViews` makes a missing one an
 * error, and each view's results are typed from its own route.
 */
export type PageViews = { [K in PageKey]: PageView<K> };
export type AreaViews = Partial<PageViews>;
