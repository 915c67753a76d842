// Verified domains, removal requests and technology suggestions (docs/ownership.md).

export { isSuppressed, suppressedAmong, suppressionCheck } from '../../indexing/suppression.ts';
export { createOwnershipModule } from './module.ts';
export { ownershipPageLoaders } from './pages.ts';
export { ownershipOf, verifiedDomainsOf } from './verified.ts';
