// Alerts (docs/alerts.md, docs/alerts-website.md).

export { userAlertsPage } from './website-page.ts';
export { alertWebsiteHandlers, createAlertsWebsiteModule } from './website-routes.ts';
