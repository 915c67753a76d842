import type { FeatureModule } from '../../http/feature-module.ts';
import { type ReportBuilderDeps, reportBuilderHandlers } from './handlers.ts';

/** The /create-report calls: background counts, suggestions. */
export function createReportBuilderModule(deps: ReportBuilderDeps): FeatureModule {
  return { name: 'report-builder', routes: { reportBuilder: reportBuilderHandlers(deps) } };
}
