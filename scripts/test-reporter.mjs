// The Vitest reporter `npm test` (scripts/test.mjs) adds to read the run's outcome from. Vitest's own
// counts call a test whose suite's setup failed "skipped", like one skipped on purpose; here such a
// test is "not run" and counted with the failures. Writes one JSON file (the path in
// TECHCENSUS_TEST_SUMMARY): the counts, and every file's project, time and outcome.

/** @typedef {{ passed: number, failed: number, notRun: number, skipped: number }} Counts */

const fresh = () => ({ passed: 0, failed: 0, notRun: 0, skipped: 0 });

/** A suite or file whose own hooks failed: its tests that were meant to run never did. */
function setupFailed(entity) {
  for (let e = entity; e && e.type !== undefined; e = e.parent) {
    if (typeof e.errors === 'function' && e.errors().length > 0) return true;
    if (e.type === 'module') break;
  }
  return false;
}

export default class TestSummaryReporter {
  onTestRunEnd(testModules, unhandledErrors, reason) {
    const out = process.env.TECHCENSUS_TEST_SUMMARY;
    if (!out) return;
    const total = fresh();
    const files = [];
    for (const module of testModules) {
      const counts = fresh();
      let tests = 0;
      for (const test of module.children.allTests()) {
        tests += 1;
        const { state } = test.result();
        if (state === 'passed') counts.passed += 1;
        else if (state === 'failed') counts.failed += 1;
        else if (state === 'skipped' && (test.options.mode === 'skip' || test.options.mode === 'todo'))
          counts.skipped += 1;
        else if (state === 'skipped' && !setupFailed(test.parent)) counts.skipped += 1;
        else counts.notRun += 1;
      }
      const loadFailed = tests === 0 && module.errors().length > 0;
      if (loadFailed) counts.failed += 1;
      for (const k of Object.keys(total)) total[k] += counts[k];
      const d = module.diagnostic();
      files.push({
        file: module.relativeModuleId,
        project: module.project.name,
        // Import, collection and setup included: what the file costs a worker.
        ms: Math.round(d.duration + d.collectDuration + d.setupDuration + d.prepareDuration),
        // Of which the tests themselves; the rest is hooks (servers started and stopped), import and setup.
        testsMs: Math.round(
          [...module.children.allTests()].reduce((sum, t) => sum + (t.diagnostic()?.duration ?? 0), 0),
        ),
        ...counts,
        loadFailed,
        errors: module.errors().map((e) => e.message),
      });
    }
    const summary = { reason, unhandledErrors: unhandledErrors.length, ...total, files };
    return import('node:fs').then(({ writeFileSync }) => writeFileSync(out, JSON.stringify(summary)));
  }
}
