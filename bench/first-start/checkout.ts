import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, symlinkSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * Another commit of the repository, runnable with this checkout's installed packages: its files
 * from `git archive`, and a node_modules whose entries point into this checkout's, except the
 * workspace packages, which point at the unpacked commit's own folders (a link to this checkout's
 * would run today's contract under yesterday's server).
 */
export function checkoutOf(repo: string, ref: string, dir: string): string {
  mkdirSync(dir, { recursive: true });
  const tar = execFileSync('git', ['archive', '--format=tar', ref], { cwd: repo, maxBuffer: 1 << 30 });
  execFileSync('tar', ['-x', '-C', dir], { input: tar });
  linkPackages(repo, dir);
  return dir;
}

/**
 * This checkout as a fresh clone of it would be: the files git tracks or would track, as they are
 * now, without what builds and runs leave behind (web/dist, data/).
 */
export function copyOfWorkingTree(repo: string, dir: string): string {
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: repo,
    encoding: 'utf8',
    maxBuffer: 1 << 30,
  });
  for (const file of files.split('\0').filter(Boolean)) {
    // A file deleted but not yet staged is listed and absent.
    if (!existsSync(join(repo, file))) continue;
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    cpSync(join(repo, file), join(dir, file), { preserveTimestamps: true });
  }
  linkPackages(repo, dir);
  return dir;
}

function linkPackages(repo: string, dir: string): void {
  const modules = join(dir, 'node_modules');
  mkdirSync(join(modules, '@techcensus'), { recursive: true });
  for (const name of readdirSync(join(repo, 'node_modules'))) {
    // Vite's cache would be written into this checkout's folder.
    if (name === '@techcensus' || name === '.vite') continue;
    symlinkSync(join(repo, 'node_modules', name), join(modules, name));
  }
  for (const name of readdirSync(join(repo, 'node_modules/@techcensus')))
    symlinkSync(join('..', '..', name), join(modules, '@techcensus', name));
}
