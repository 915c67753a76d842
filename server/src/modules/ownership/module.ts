import type { FeatureModule } from '../../http/feature-module.ts';
import { ownershipRouter } from './routes.ts';
import { createOwnershipService, type OwnershipDeps } from './service.ts';

/** Verified domains, removal requests and technology suggestions. */
export function createOwnershipModule(deps: OwnershipDeps): FeatureModule {
  return { name: 'ownership', routes: { ownership: ownershipRouter(createOwnershipService(deps)) } };
}
