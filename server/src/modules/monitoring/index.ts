// Monitored websites: calls, pages, scheduled rescans and notices (docs/monitoring.md).

export { monitoringHandlers } from './handlers.ts';
export { createMonitoringModule } from './module.ts';
export { monitoringPageLoaders } from './pages.ts';
export { startMonitoring } from './start.ts';
export { monitoringStore } from './store.ts';
