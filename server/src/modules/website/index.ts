// The website profile and its sub-pages.

export { websitePageLoaders } from './pages.ts';
export { realSubdomains, technologyRows } from './technologies.ts';
