export { flagRoutes } from './flags.ts';
export { createFlagsModule } from './module.ts';
