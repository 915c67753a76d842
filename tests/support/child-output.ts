import type { ChildProcess } from 'node:child_process';

/** How a child process ended, with everything it wrote. */
export interface ChildOutput {
  /** Null when a signal ended it. */
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Both output streams of `child` (spawned with pipes for them), and its exit code once it has
 * closed — after its streams, so nothing it wrote is missed. Rejects when it could not start.
 */
export function childOutput(child: ChildProcess): Promise<ChildOutput> {
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (d) => {
    stdout += d;
  });
  child.stderr?.on('data', (d) => {
    stderr += d;
  });
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}
