// Who owns an embedded data directory: one process; a lock of a process that is gone is taken over.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FOREIGN_LOCK_STALE_MS, type LockOwner, lockDataDir, StoreInUseError } from './data-dir-lock.ts';

const root = mkdtempSync(join(tmpdir(), 'techcensus-lock-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
let dirs = 0;
/** A data directory's path; its parent exists, as openDb makes it. */
const freshDir = () => {
  const parent = join(root, `data-${++dirs}`);
  mkdirSync(parent);
  return join(parent, 'pg');
};

/** A lock as another process left it. */
function leaveLock(dataDir: string, owner: Partial<LockOwner>): string {
  const file = `${dataDir}.lock`;
  const full: LockOwner = {
    pid: 1,
    host: hostname(),
    since: new Date().toISOString(),
    command: 'elsewhere',
    token: 'left-behind',
    ...owner,
  };
  writeFileSync(file, JSON.stringify(full));
  return file;
}

const ownerOf = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as LockOwner;

/** A process that has ended: its pid runs nothing (pids are not reused this soon). */
const deadPid = () => {
  const run = spawnSync(process.execPath, ['-e', '']);
  return run.pid as number;
};

/** A process that runs until killed, and a promise of its end. */
function sleeper(): { child: ChildProcess; ended: Promise<unknown> } {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 60_000)'], { stdio: 'ignore' });
  return { child, ended: new Promise((resolve) => child.once('exit', resolve)) };
}

describe('lockDataDir', () => {
  it('holds the directory for this process until released, then lets the next one take it', () => {
    const dir = freshDir();
    const lock = lockDataDir(dir);
    expect(ownerOf(lock.file)).toMatchObject({ pid: process.pid, host: hostname() });
    let refusal: unknown;
    try {
      lockDataDir(dir);
    } catch (err) {
      refusal = err;
    }
    expect(refusal).toBeInstanceOf(StoreInUseError);
    expect((refusal as StoreInUseError).exitStatus).toBe(75);
    expect((refusal as Error).message).toContain(`in use by process ${process.pid}`);
    expect((refusal as Error).message).toContain(`${dir} is in use`);
    lock.release();
    lock.release();
    const again = lockDataDir(dir);
    expect(ownerOf(again.file).pid).toBe(process.pid);
    again.release();
  });

  it('refuses while the owning process runs, and takes the lock over once it has ended', async () => {
    const dir = freshDir();
    const { child, ended } = sleeper();
    try {
      leaveLock(dir, { pid: child.pid, command: 'npm start' });
      expect(() => lockDataDir(dir)).toThrow(`in use by process ${child.pid} (npm start)`);
    } finally {
      child.kill('SIGKILL');
      await ended;
    }
    const lock = lockDataDir(dir);
    expect(ownerOf(lock.file)).toMatchObject({ pid: process.pid });
    lock.release();
  });

  it('takes over the lock of a process killed long ago, and one that is not a lock at all', () => {
    const dir = freshDir();
    leaveLock(dir, { pid: deadPid() });
    const lock = lockDataDir(dir);
    expect(ownerOf(lock.file).pid).toBe(process.pid);
    lock.release();

    writeFileSync(`${dir}.lock`, '');
    const second = lockDataDir(dir);
    expect(ownerOf(second.file).pid).toBe(process.pid);
    second.release();
  });

  it('tells a live process that reuses a dead owner’s pid from the owner (Linux start times)', async () => {
    if (process.platform !== 'linux') return;
    const dir = freshDir();
    const { child, ended } = sleeper();
    try {
      leaveLock(dir, { pid: child.pid, procStart: '1' });
      const lock = lockDataDir(dir);
      expect(ownerOf(lock.file).pid).toBe(process.pid);
      lock.release();
    } finally {
      child.kill('SIGKILL');
      await ended;
    }
  });

  it('leaves another host’s lock alone while it is refreshed, and takes it over once it is not', () => {
    const dir = freshDir();
    const file = leaveLock(dir, { pid: process.pid, host: 'other-host.internal' });
    expect(() => lockDataDir(dir)).toThrow(`process ${process.pid} on host other-host.internal`);
    const old = new Date(Date.now() - FOREIGN_LOCK_STALE_MS - 60_000);
    utimesSync(file, old, old);
    const lock = lockDataDir(dir);
    expect(ownerOf(lock.file)).toMatchObject({ pid: process.pid, host: hostname() });
    lock.release();
  });

  it('removes only its own lock: one taken over meanwhile stays its new owner’s', () => {
    const dir = freshDir();
    const lock = lockDataDir(dir);
    const file = leaveLock(dir, { pid: deadPid(), token: 'the-new-owner' });
    lock.release();
    expect(ownerOf(file).token).toBe('the-new-owner');
  });
});
