import type { FeatureModule } from '../../http/feature-module.ts';
import type { AlertWorks } from '../api/index.ts';
import type { AlertsDeps } from './deps.ts';
import { alertWorks } from './works.ts';

/**
 * Alerts (docs/alerts.md). Its routes are public API routes (`apiV1`), so they are served by the
 * API's meter: this module gives their works, which app.ts hands to createApiModule.
 */
export function createAlertsModule(deps: AlertsDeps): FeatureModule & { works: AlertWorks } {
  return { name: 'alerts', works: alertWorks(deps) };
}
