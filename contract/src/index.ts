export * from './credits.ts';
export * from './domain.ts';
export * from './envelope.ts';
export * from './page-paths.ts';
export * from './pricing.ts';
export * from './routes/index.ts';
export { HomeResults, AboutUsResults } from './routes/pages.ts';
export { ClientErrorReport, Health } from './routes/system.ts';
export * from './search.ts';
