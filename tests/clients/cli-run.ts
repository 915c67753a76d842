import { spawn } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

// The CLI from its TypeScript source (the SDK's too); tests/packages/ runs the published build.
export const BIN = fileURLToPath(new URL('../../cli/bin/dev.js', import.meta.url));

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** The environment of the test process without any TechCensus setting that could leak in. */
export function cleanEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(process.env)) if (!k.startsWith('TECHCENSUS_')) env[k] = v;
  return { ...env, NO_COLOR: '1', ...extra };
}

/** A fresh XDG_CONFIG_HOME: where `login` stores the key is under `<dir>/techcensus`. */
export const tempConfigHome = () => mkdtemp(join(tmpdir(), 'techcensus-cli-'));

/** Runs `techcensus …` as a person or a script would: a child process, exit code and both streams. */
export function cli(
  args: string[],
  opts: { env?: NodeJS.ProcessEnv; input?: string; cwd?: string } = {},
): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, ...args], { env: opts.env ?? cleanEnv(), cwd: opts.cwd });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => {
      stdout += d;
    });
    child.stderr.on('data', (d) => {
      stderr += d;
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(opts.input ?? '');
  });
}
