// The metered public API v1 (docs/api.md).

export { apiCors } from './cors.ts';
export type { ApiCall } from './gate.ts';
export { createApiGate } from './gate.ts';
export { apiV1Handlers } from './handlers.ts';
export type { AlertWorks, Outcome, Work } from './metered.ts';
export { createApiModule } from './module.ts';
