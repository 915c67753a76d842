// The network pages: IP addresses, ASNs, headers, ad systems.

export { networkPageLoaders } from './pages.ts';
