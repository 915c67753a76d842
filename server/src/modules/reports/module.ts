import type { FeatureModule } from '../../http/feature-module.ts';
import { type DownloadDeps, reportDownloads } from './download.ts';

/** Bought reports' owner-only downloads (the report page is in the page registry). */
export function createReportsModule(deps: DownloadDeps): FeatureModule {
  return { name: 'reports', afterContract: (app) => app.use(reportDownloads(deps)) };
}
