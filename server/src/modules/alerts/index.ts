// Alerts: saved filters that tell their owner when websites start or stop matching (docs/alerts.md).

export type { AlertsDeps } from './deps.ts';
export { createAlertsModule } from './module.ts';
export { type MonitoringChange, monitoringEvents } from './monitoring-events.ts';
export { sendDigests, startAlertWorkers } from './queue.ts';
export { alertsDeps } from './start.ts';
// The account's Alerts page and its calls (docs/alerts-website.md).
export { userAlertsPage } from './website-page.ts';
export { alertWebsiteHandlers, createAlertsWebsiteModule } from './website-routes.ts';
