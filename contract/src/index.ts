export * from './credits.ts';
export * from './domain.ts';
export * from './envelope.ts';
export * from './flags.ts';
export {
  API_KEY_SCHEME,
  API_VERSION,
  buildPublicApiDocument,
  buildWebsiteDocument,
  OPENAPI_DOCUMENTS,
  type OpenApiDocumentName,
  serializeOpenApiDocument,
} from './openapi.ts';
export * from './page-paths.ts';
export * from './page-routes.ts';
export * from './percent.ts';
export * from './plans.ts';
export * from './pricing.ts';
export * from './rank-mask.ts';
export * from './report-builder/index.ts';
export * from './reserved-names.ts';
export * from './route-table.ts';
export * from './routes/accounts.ts';
export * from './routes/alerts-website.ts';
export * from './routes/api/alerts.ts';
export * from './routes/api/errors.ts';
export * from './routes/api/filters.ts';
export * from './routes/api/index.ts';
export * from './routes/api/schemas.ts';
export * from './routes/index.ts';
export * from './routes/monitoring.ts';
export * from './routes/ownership.ts';
export * from './routes/pages/about-api.ts';
export * from './routes/pages/alerts.ts';
export * from './routes/pages/common.ts';
export * from './routes/pages/info.ts';
export * from './routes/pages/monitoring.ts';
export * from './routes/pages/network.ts';
export * from './routes/pages/ownership.ts';
export * from './routes/pages/pricing.ts';
export * from './routes/pages/report-builder.ts';
export * from './routes/pages/reports.ts';
export * from './routes/pages/scans.ts';
export * from './routes/pages/technology.ts';
export * from './routes/pages/vulnerability.ts';
export * from './routes/pages/website.ts';
export { AboutUsResults, HomeResults } from './routes/pages.ts';
export * from './routes/purchase.ts';
export * from './routes/report-builder.ts';
export * from './routes/scans.ts';
export * from './routes/search.ts';
export { ClientErrorReport, Health, systemContract } from './routes/system.ts';
export * from './search.ts';
export * from './text.ts';
export * from './words.ts';
