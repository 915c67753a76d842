import { ownershipRouter } from './routes.ts';
import { createOwnershipService, type OwnershipDeps } from './service.ts';

export { ownershipPageLoaders } from './pages.ts';
export { isSuppressed, suppressedAmong, suppressionCheck } from './suppression.ts';
export { ownershipOf, verifiedDomainsOf } from './verified.ts';

/** The verified-domain, removal and suggestion calls, built from the app's parts. */
export function createOwnership(deps: OwnershipDeps) {
  return { router: () => ownershipRouter(createOwnershipService(deps)) };
}
