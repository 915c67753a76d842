export { recordClientError } from './client-errors.ts';
export { checkHealth } from './health.ts';
export { createSystemModule } from './module.ts';
