// One process owns an embedded data directory. Two PGlite instances writing the same files
// destroy the cluster (the next start aborts inside Postgres), and Postgres's own postmaster.pid
// does not protect PGlite: it runs single-user in each process that opens the directory.
//
// The lock is a file beside the data directory (`DATA_DIR/pg.lock` for `DATA_DIR/pg`), not in it:
// a dump of the data directory (`Db.dump`) must not carry it along into another store.

import { randomUUID } from 'node:crypto';
import { linkSync, readFileSync, renameSync, statSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { resolve } from 'node:path';

/** The exit status of a command refused because another process owns the store (EX_TEMPFAIL: try again later). */
export const STORE_IN_USE_STATUS = 75;

/** How often an owner refreshes its lock's modification time, the only sign of life another host can see. */
export const LOCK_REFRESH_MS = 60_000;

/** A lock written on another host and not refreshed for this long belongs to a process that is gone. */
export const FOREIGN_LOCK_STALE_MS = 5 * LOCK_REFRESH_MS;

/** What a lock file holds (JSON): who owns the directory, and since when. */
export interface LockOwner {
  pid: number;
  host: string;
  /** ISO time the lock was taken. */
  since: string;
  /** The owner's command line, to say what to stop. */
  command: string;
  /** Linux: the process's start in clock ticks since boot, which tells a reused pid from its owner. */
  procStart?: string;
  /** Tells this owner's lock from a later one at the same path. */
  token: string;
}

export class StoreInUseError extends Error {
  readonly exitStatus = STORE_IN_USE_STATUS;
  constructor(
    readonly lockFile: string,
    readonly owner: LockOwner,
  ) {
    super(inUseMessage(lockFile, owner));
    this.name = 'StoreInUseError';
  }
}

function inUseMessage(lockFile: string, owner: LockOwner): string {
  const here = owner.host === hostname();
  const who = `process ${owner.pid}${here ? '' : ` on host ${owner.host}`} (${owner.command})`;
  const gone = here
    ? ''
    : ` If no process on ${owner.host} uses it any more, it is taken over once ${lockFile} has not been refreshed for ${FOREIGN_LOCK_STALE_MS / 60_000} minutes.`;
  return (
    `The embedded store in ${lockFile.replace(/\.lock$/, '')} is in use by ${who} since ${owner.since}. ` +
    `One process at a time may open it: stop that one first (Ctrl-C where it runs, or kill ${owner.pid}), ` +
    `or use PostgreSQL (DATABASE_URL) for several processes at once.${gone}`
  );
}

export interface DataDirLock {
  readonly file: string;
  /** Removes the lock if it is still this process's; again is a no-op. */
  release(): void;
}

/** The lock files this process holds, released at exit however the process ends its event loop. */
const held = new Map<string, { token: string; refresh: NodeJS.Timeout }>();

let exitHook = false;

/**
 * Takes `dataDir`'s lock, or throws StoreInUseError naming the process that holds it. A lock left
 * by a process that is gone is taken over: on this host, one whose pid no longer runs (or runs a
 * later process, which Linux's start times tell); from another host, one not refreshed for
 * FOREIGN_LOCK_STALE_MS.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  const file = `${resolve(dataDir)}.lock`;
  const me: LockOwner = {
    pid: process.pid,
    host: hostname(),
    since: new Date().toISOString(),
    command: process.argv.slice(1).join(' ').slice(0, 300),
    procStart: procStart(process.pid),
    token: randomUUID(),
  };
  // Written whole under a name of its own, then linked into place: the link is atomic and fails
  // when a lock exists, so no other process ever reads a half-written one.
  const draft = `${file}.${me.token}`;
  writeFileSync(draft, `${JSON.stringify(me)}\n`);
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        linkSync(draft, file);
        break;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      }
      const found = readLock(file);
      if (!found) continue;
      if (!isStale(file, found) || attempt >= 3) {
        if (found.owner) throw new StoreInUseError(file, found.owner);
        throw new Error(`${file} could not be taken over; remove it if no process uses ${dataDir}`);
      }
      takeOver(file, found);
    }
  } finally {
    unlinkSync(draft);
  }

  const refresh = setInterval(() => {
    const now = new Date();
    try {
      utimesSync(file, now, now);
    } catch {
      // Gone (someone removed it by hand): nothing to keep fresh, and nothing to gain by failing here.
    }
  }, LOCK_REFRESH_MS);
  refresh.unref();
  held.set(file, { token: me.token, refresh });
  if (!exitHook) {
    exitHook = true;
    process.on('exit', () => {
      for (const f of [...held.keys()]) releaseFile(f);
    });
  }
  return { file, release: () => releaseFile(file, me.token) };
}

function releaseFile(file: string, token?: string): void {
  const mine = held.get(file);
  if (!mine || (token && mine.token !== token)) return;
  held.delete(file);
  clearInterval(mine.refresh);
  // Only the lock this process wrote: a process that took over a lock judged stale keeps its own.
  if (readLock(file)?.owner?.token === mine.token) unlinkSync(file);
}

interface FoundLock {
  /** Undefined when the file is not a lock this code wrote (empty, foreign): nothing names an owner. */
  owner?: LockOwner;
  mtimeMs: number;
}

/** The lock at `file`, or undefined when there is none (it was released meanwhile). */
function readLock(file: string): FoundLock | undefined {
  let text: string;
  let mtimeMs: number;
  try {
    mtimeMs = statSync(file).mtimeMs;
    text = readFileSync(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
  try {
    const owner = JSON.parse(text) as LockOwner;
    if (Number.isInteger(owner.pid) && typeof owner.host === 'string' && typeof owner.token === 'string')
      return { owner, mtimeMs };
  } catch {
    // Not JSON: judged below as a lock without an owner.
  }
  return { mtimeMs };
}

function isStale(file: string, { owner, mtimeMs }: FoundLock): boolean {
  // Every lock is written whole before it appears, so a file without an owner was never one of ours.
  if (!owner) return true;
  // Another host's processes cannot be seen from here; its owner refreshes the file while it runs.
  if (owner.host !== hostname()) return Date.now() - mtimeMs > FOREIGN_LOCK_STALE_MS;
  // This pid: another store in this process holds it, or an earlier process had the same pid
  // (a container's first process is always pid 1).
  if (owner.pid === process.pid) return held.get(file)?.token !== owner.token;
  try {
    process.kill(owner.pid, 0);
  } catch (err) {
    // EPERM: alive, another user's.
    if ((err as NodeJS.ErrnoException).code === 'ESRCH') return true;
  }
  const start = procStart(owner.pid);
  return owner.procStart !== undefined && start !== undefined && start !== owner.procStart;
}

/**
 * Removes a stale lock, unless another process replaced it meanwhile: it is moved aside under a
 * name of this process's (a rename is atomic), and put back if what moved is not what was judged.
 */
function takeOver(file: string, judged: FoundLock): void {
  const aside = `${file}.stale-${randomUUID()}`;
  try {
    renameSync(file, aside);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw err;
  }
  const moved = readLock(aside);
  if (moved?.owner?.token !== judged.owner?.token) {
    try {
      linkSync(aside, file);
    } catch {
      // Another lock is in place already; it wins.
    }
  }
  unlinkSync(aside);
}

/** Linux: field 22 of /proc/PID/stat (start time in ticks since boot); undefined elsewhere. */
function procStart(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may hold spaces: count from after it.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}
