// The health check and the website's crash reports.

export { recordClientError } from './client-errors.ts';
export { checkHealth } from './health.ts';
export { createSystemModule } from './module.ts';
