import { ownershipRouter } from './routes.ts';
import { createOwnershipService, type OwnershipDeps } from './service.ts';

export { isSuppressed, suppressedAmong, suppressionCheck } from '../../indexing/suppression.ts';
export { ownershipPageLoaders } from './pages.ts';
export { ownershipOf, verifiedDomainsOf } from './verified.ts';

/** The verified-domain, removal and suggestion calls, built from the app's parts. */
export function createOwnership(deps: OwnershipDeps) {
  return { router: () => ownershipRouter(createOwnershipService(deps)) };
}
