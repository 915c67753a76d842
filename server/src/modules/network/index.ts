export { networkPageLoaders } from './pages.ts';
