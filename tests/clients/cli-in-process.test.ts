import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXIT } from '../../cli/src/exit-codes.ts';
import { cleanEnv, cli, tempConfigHome } from './cli-run.ts';

// The in-process runner the CLI suites use gives each call what a child process would have had of
// its own, and leaves the test process as it was. No service: port 1 is one fetch refuses at once.
const NOWHERE = 'http://127.0.0.1:1';

describe('techcensus run inside the test process', () => {
  it('calls made at the same time each have their own environment; the test keeps its own', async () => {
    const env = process.env;
    const stdout = process.stdout;
    const ownConsole = console;
    const cwd = process.cwd();
    const homes = await Promise.all([tempConfigHome(), tempConfigHome(), tempConfigHome()]);
    const runs = await Promise.all(
      homes.map((home) => cli(['logout', '--json'], { env: cleanEnv({ XDG_CONFIG_HOME: home }) })),
    );
    runs.forEach((run, i) => {
      expect(run.code, run.stderr).toBe(0);
      expect(JSON.parse(run.stdout)).toEqual({
        removed: false,
        configFile: join(homes[i], 'techcensus', 'config.json'),
      });
    });
    expect(process.env).toBe(env);
    expect(process.stdout).toBe(stdout);
    expect(console).toBe(ownConsole);
    expect(process.cwd()).toBe(cwd);
    expect(process.exitCode).toBeUndefined();
  });

  it('an exit status is the call’s, not the test process’s', async () => {
    const run = await cli(['lookup']);
    expect(run.code).toBe(EXIT.usage);
    expect(run.stderr).toContain('Missing 1 required arg');
    expect(run.stdout).toBe('');
    const unreachable = await cli(['status', '--base-url', NOWHERE]);
    expect(unreachable.code).toBe(EXIT.unreachable);
    expect(process.exitCode).toBeUndefined();
  });

  it('stdin is the call’s input, and relative paths are from the call’s cwd', async () => {
    const env = cleanEnv({ XDG_CONFIG_HOME: await tempConfigHome() });
    // The key is read from the piped input, then checked against a service that is not there.
    const piped = await cli(['login', '--base-url', NOWHERE], { env, input: 'tc_abcdefgh_key\n' });
    expect(piped.code, piped.stderr).toBe(EXIT.unreachable);
    const empty = await cli(['login', '--base-url', NOWHERE], { env });
    expect(empty.code, empty.stderr).toBe(EXIT.usage);
    expect(empty.stderr).toContain('No API key given.');

    const dir = await mkdtemp(join(tmpdir(), 'techcensus-cwd-'));
    await writeFile(join(dir, 'domains.txt'), 'acme-shop.com\n');
    const args = ['bulk-lookup', '--file', 'domains.txt', '--api-key', 'tc_x_y', '--base-url', NOWHERE];
    const there = await cli(args, { env, cwd: dir });
    expect(there.code, there.stderr).toBe(EXIT.unreachable);
    const here = await cli(args, { env });
    expect(here.code).toBe(EXIT.usage);
    expect(here.stderr).toContain('--file domains.txt: no such file');
  });
});
