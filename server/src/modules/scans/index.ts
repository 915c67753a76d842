// Live scans: technology, security and single-CVE scans (docs/scans.md).

export { scanHandlers } from './handlers.ts';
export { type LazyIndexDeps, lazyIndexDeps } from './index-deps.ts';
export { createScanLimits, type Requester, type ScanLimits } from './limits.ts';
export { createScansModule } from './module.ts';
export { scanPageLoaders } from './pages.ts';
export { enqueueScan } from './queue.ts';
export { createScanRequests } from './requests.ts';
export { startScanning } from './start.ts';
export { insertScan, type ScanRow, scanOf } from './store.ts';
