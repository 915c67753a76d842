export { websitePageLoaders } from './pages.ts';
export { realSubdomains, technologyRows } from './technologies.ts';
