import type { ImportReport } from '../importer.ts';

export function printReport(report: ImportReport, out: (line: string) => void = console.log): void {
  out(`imported ${report.imported}, updated ${report.updated}, unchanged ${report.unchanged}`);
  out(`unmapped ${report.unmapped.length}${report.unmapped.length ? ':' : ''}`);
  for (const u of report.unmapped) out(`  ${u.id}: ${u.reason}`);
  if (report.skipped.length) {
    out(`skipped ${report.skipped.length}:`);
    for (const s of report.skipped) out(`  ${s.id}: ${s.reason}`);
  }
}
