import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script, without declarations
import { check, differences, FIX } from '../../scripts/packages/check.mjs';

// sdk/dist and cli/dist are committed (npm pack, with scripts off, packs what git holds): they
// must be what the sources build to now. A failure here names the command that fixes it.
const ROOT = fileURLToPath(new URL('../../', import.meta.url));

describe('the committed package builds', { timeout: 300_000 }, () => {
  it.each(['sdk', 'cli'])('%s/dist equals a fresh build', (name) => {
    const stale: string | null = check(name);
    expect(stale, `${stale}\nRun \`${FIX}\` and commit sdk/dist and cli/dist.`).toBeNull();
  });

  it('a missing, changed, extra or absent file is reported', async () => {
    const work = await mkdtemp(join(tmpdir(), 'techcensus-build-check-'));
    try {
      const fresh = join(work, 'fresh');
      const committed = join(work, 'committed');
      await cp(join(ROOT, 'sdk/dist'), fresh, { recursive: true });
      expect(differences(fresh, committed)).toEqual(['missing']);
      await cp(fresh, committed, { recursive: true });
      expect(differences(fresh, committed)).toEqual([]);
      await writeFile(join(committed, 'index.js'), '// edited by hand\n');
      await rm(join(committed, 'index.cjs'));
      await writeFile(join(committed, 'old.js'), '');
      expect(differences(fresh, committed)).toEqual([
        'index.cjs missing',
        'index.js differs',
        'old.js is not built any more',
      ]);
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  });
});
