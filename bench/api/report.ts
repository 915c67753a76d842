/** The bench's printed lines: phases, CPU shares, the SQL profile and the CPU profile. */
import type { ProfileSummary } from './cpu-profile-summary.ts';
import type { PhaseResult } from './load.ts';
import type { QueryProfile } from './query-profile.ts';

export const log = (line: string) => console.log(`[bench/api] ${line}`);

export const int = (n: number) => Math.round(n).toLocaleString('en-US');
const ms = (n: number) => `${n < 10 ? n.toFixed(1) : Math.round(n)} ms`;
const pct = (n: number) => `${Math.round(n * 100)} %`;

export function phaseLine(engine: string, r: PhaseResult): string {
  const failures = Object.entries(r.failures)
    .map(([code, n]) => `${code}×${int(n)}`)
    .join(' ');
  return (
    `${engine} ${r.name.padEnd(8)} ${int(r.okPerSecond).padStart(6)} 2xx/s  ` +
    `(${int(r.requestsPerSecond)} answers/s over ${r.seconds.toFixed(0)} s)  ` +
    `p50 ${ms(r.latencyMs.p50)}  p99 ${ms(r.latencyMs.p99)}  max ${ms(r.latencyMs.max)}  ` +
    `non-2xx ${int(r.non2xx)}${failures ? ` (${failures})` : ''}  errors ${r.errors}  timeouts ${r.timeouts}`
  );
}

export interface CpuShares {
  seconds: number;
  server: number;
  database: number;
  loadGenerator: number;
  /** null with several HTTP workers (each has its own loop). */
  eventLoopUtilization: number | null;
  /** HTTP worker processes that served (WEB_CONCURRENCY). */
  workers: number;
}

/**
 * CPU seconds per call of each party (the server's summed over its processes), and the rates they
 * allow on an otherwise idle machine.
 */
export function cpuCeiling(calls: number, c: CpuShares, cores: number) {
  const n = Math.max(calls, 1);
  const perCall = { server: c.server / n, database: c.database / n, loadGenerator: c.loadGenerator / n };
  const total = perCall.server + perCall.database + perCall.loadGenerator;
  // Each HTTP worker is one event loop: the server can never use more cores than it has workers.
  const eventLoop = perCall.server > 0 ? c.workers / perCall.server : Number.POSITIVE_INFINITY;
  const machine = total > 0 ? cores / total : Number.POSITIVE_INFINITY;
  return { perCall, eventLoop, machine, ceiling: Math.min(eventLoop, machine) };
}

export function cpuLine(engine: string, phase: string, calls: number, c: CpuShares, cores: number): string {
  const { perCall, eventLoop, machine } = cpuCeiling(calls, c, cores);
  const us = (s: number) => `${(s * 1e6).toFixed(0)} µs`;
  const used = (s: number) => (s / c.seconds).toFixed(2);
  const database =
    c.database > 0 ? `, PostgreSQL backends ${used(c.database)} (${us(perCall.database)}/call)` : '';
  return (
    `${engine} ${phase} CPU in cores: server ${used(c.server)} (${us(perCall.server)}/call)${database}, ` +
    `autocannon ${used(c.loadGenerator)} (${us(perCall.loadGenerator)}/call); ` +
    (c.eventLoopUtilization === null
      ? `${c.workers} HTTP workers (server CPU summed over them and the primary). `
      : `event loop ${pct(c.eventLoopUtilization)} busy. `) +
    `Idle-machine ceiling from CPU per call: ${int(Math.min(eventLoop, machine))}/s ` +
    `(server event loop${c.workers > 1 ? 's' : ''} ${int(eventLoop)}/s, ${cores} cores ${int(machine)}/s)`
  );
}

/** A list phase's CPU per row returned (and charged). */
export interface PerRow {
  rows: number;
  /** CPU seconds per row. */
  server: number;
  database: number;
}

export function perRowLine(engine: string, phase: string, p: PerRow): string {
  const us = (s: number) => `${(s * 1e6).toFixed(1)} µs`;
  return (
    `${engine} ${phase} CPU per row returned (${int(p.rows)} rows): server ${us(p.server)}, ` +
    `PostgreSQL backends ${us(p.database)}, together ${us(p.server + p.database)}`
  );
}

/** What a server and its database spend with nothing to answer, in cores. */
export function idleLine(engine: string, seconds: number, server: number, database: number): string {
  return (
    `${engine} idle ${seconds} s, CPU in cores: server ${(server / seconds).toFixed(3)}, ` +
    `PostgreSQL backends ${(database / seconds).toFixed(3)}`
  );
}

export function queryLines(q: QueryProfile, calls: number, top = 12): string[] {
  const n = Math.max(calls, 1);
  const statements = q.statements.reduce((s, x) => s + x.count, 0);
  const sqlMs = q.statements.reduce((s, x) => s + x.totalMs, 0);
  const lines = [
    `SQL per call: ${(statements / n).toFixed(2)} statements, ${(sqlMs / n).toFixed(2)} ms in the client ` +
      `(sum over statements in flight), pool waits ${(q.poolWaits / n).toFixed(2)} taking ${(q.poolWaitMs / n).toFixed(2)} ms`,
  ];
  for (const s of q.statements.slice(0, top)) {
    lines.push(
      `  ${(s.count / n).toFixed(2).padStart(5)}×/call  ${(s.totalMs / s.count).toFixed(2).padStart(7)} ms each  ${s.sql}`,
    );
  }
  return lines;
}

export function profileLines(p: ProfileSummary): string[] {
  const lines = [`server CPU profile: ${int(p.busyMs)} ms busy, ${int(p.idleMs)} ms idle in the phase`];
  lines.push('  self time by area:');
  for (const a of p.byArea) lines.push(`    ${pct(a.share).padStart(5)}  ${a.name}`);
  lines.push('  busiest functions (self time):');
  for (const f of p.byFunction) lines.push(`    ${pct(f.share).padStart(5)}  ${f.name}`);
  return lines;
}
