import { spawn } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type ChildOutput, childOutput } from '../support/child-output.ts';
import { InProcessStdio, runInProcess } from './cli-in-process.ts';

// The CLI from its TypeScript source (the SDK's too); tests/packages/ runs the published build.
export const BIN = fileURLToPath(new URL('../../cli/bin/dev.js', import.meta.url));

export type CliResult = ChildOutput;

// The test process's own environment: while a CLI call runs in this process, process.env is that
// call's, and an environment made for another call at the same time must not inherit from it.
const OWN_ENV = process.env;

/** The environment of the test process without any TechCensus setting that could leak in. */
export function cleanEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(OWN_ENV)) if (!k.startsWith('TECHCENSUS_')) env[k] = v;
  return { ...env, NO_COLOR: '1', ...extra };
}

/** A fresh XDG_CONFIG_HOME: where `login` stores the key is under `<dir>/techcensus`. */
export const tempConfigHome = () => mkdtemp(join(tmpdir(), 'techcensus-cli-'));

type CliOptions = { env?: NodeJS.ProcessEnv; input?: string; cwd?: string };

/**
 * Runs `techcensus …` as a person or a script would, with its own environment, stdin and cwd, and
 * gives its exit code and both streams; inside this process (cli-in-process.ts), one call at a time.
 */
export function cli(args: string[], opts: CliOptions = {}): Promise<CliResult> {
  return runInProcess(args, { ...opts, env: opts.env ?? cleanEnv() });
}

/** An MCP client transport to `techcensus …args` (`mcp` and its flags) run inside this process. */
export function cliStdio(args: string[], opts: { env?: NodeJS.ProcessEnv } = {}): InProcessStdio {
  return new InProcessStdio(args, { env: opts.env ?? cleanEnv() });
}

/** `cli()` as a child process of bin/dev.js: for what only a process of its own shows. */
export function spawnCli(args: string[], opts: CliOptions = {}): Promise<CliResult> {
  const child = spawn(process.execPath, [BIN, ...args], { env: opts.env ?? cleanEnv(), cwd: opts.cwd });
  const output = childOutput(child);
  child.stdin.end(opts.input ?? '');
  return output;
}
