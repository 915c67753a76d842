// Country flags served as images.

export { flagRoutes } from './flags.ts';
export { createFlagsModule } from './module.ts';
