import type { FeatureModule } from '../../http/feature-module.ts';
import { flagRoutes } from './flags.ts';

/** Country flags, /s/ci/{code}.png. */
export function createFlagsModule(): FeatureModule {
  return { name: 'flags', afterContract: (app) => app.use(flagRoutes()) };
}
