import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './import-graph.ts';
import { filesUnder } from './test-imports.ts';

// Tests write under a temporary folder of their own (mkdtemp in os.tmpdir(), which a run points
// at a folder it removes: tests/global-setup.ts), never at a fixed place every run shares.
const FIXED_TMP = /['"`]\/tmp\//;

describe('temporary files', () => {
  it('no test names a fixed path under /tmp', () => {
    const files = filesUnder('tests', 'server/src', 'web/src', 'cli/src', 'sdk/src').filter(
      (f) => /\.test\.tsx?$/.test(f) || f.startsWith('tests/'),
    );
    expect(files.length).toBeGreaterThan(100);
    const offenders = files.filter((f) => FIXED_TMP.test(readFileSync(join(ROOT, f), 'utf8')));
    expect(offenders).toEqual([]);
  });
});
