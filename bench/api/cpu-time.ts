/**
 * CPU seconds used by other processes (the server, PostgreSQL backends), read from /proc. On a
 * 2-core machine the question is not only how fast but who spends the two cores: the load
 * generator, the service's event loop or the database.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const TICKS_PER_SECOND = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** User + system CPU seconds of a process so far, or 0 when it is gone or /proc is missing. */
export function cpuSecondsOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name is in parentheses and may hold spaces: count fields after the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** CPU seconds of a set of processes, taken at two moments. */
export function cpuMeter(pids: number[]) {
  const before = new Map(pids.map((p) => [p, cpuSecondsOf(p)]));
  return {
    /** Seconds used since the meter started, summed over the processes. */
    used(): number {
      let sum = 0;
      for (const [pid, start] of before) sum += Math.max(0, cpuSecondsOf(pid) - start);
      return sum;
    },
  };
}
