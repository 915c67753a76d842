export { vulnerableTo } from './page-queries.ts';
export { normaliseCveId } from './pages/common.ts';
export { vulnerabilityPageLoaders } from './pages.ts';
