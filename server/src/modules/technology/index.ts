// The technology pages, the home page and technology icons (docs/technology-pages.md).

export { homePage } from './home-page.ts';
export { technologyAssets } from './icons.ts';
export { warmSearchCounts } from './index-counts.ts';
export { createTechnologyModule } from './module.ts';
export { technologyPageLoaders } from './pages.ts';
export { versionBuckets } from './versions.ts';
