import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { cleanEnv, BIN as SOURCE_BIN } from '../clients/cli-run.ts';

// The built CLI (bin/techcensus.js, its commands listed when building) offers exactly the
// commands oclif finds in src/commands when the source runs (bin/dev.js, which the CLI suites use).
const run = promisify(execFile);
const BUILT_BIN = fileURLToPath(new URL('../../cli/bin/techcensus.js', import.meta.url));

async function help(bin: string, args: string[]): Promise<string> {
  const { stdout } = await run(process.execPath, [bin, ...args, '--help'], { env: cleanEnv() });
  return stdout;
}

/** The names under a heading of oclif's help (TOPICS, COMMANDS). */
function listed(text: string, heading: string): string[] {
  const section = text.split(`\n${heading}\n`)[1]?.split('\n\n')[0] ?? '';
  // A name starts its line after two spaces; a wrapped description goes on further in.
  return [...section.matchAll(/^ {2}(\S+)/gm)].map((m) => m[1]);
}

describe('the built CLI and its source', { timeout: 120_000 }, () => {
  it('list the same topics and commands, with the same help', async () => {
    const source = await help(SOURCE_BIN, []);
    const topics = listed(source, 'TOPICS');
    expect(topics).toEqual(expect.arrayContaining(['alerts', 'report']));
    expect(listed(source, 'COMMANDS')).toEqual(expect.arrayContaining(['lookup', 'credits']));
    expect(await help(BUILT_BIN, [])).toBe(source);
    for (const topic of topics) {
      const inTopic = await help(SOURCE_BIN, [topic]);
      expect(listed(inTopic, 'COMMANDS').length, topic).toBeGreaterThan(0);
      expect(await help(BUILT_BIN, [topic]), topic).toBe(inTopic);
    }
  });
});
