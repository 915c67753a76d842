export { flagRoutes } from './flags.ts';
