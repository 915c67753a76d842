import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { urlFromName } from './cli.ts';

const root = join(import.meta.dirname, '../../..');
const cli = (...args: string[]) =>
  execFileSync(process.execPath, ['--import', 'tsx', 'server/src/detect/cli.ts', ...args], {
    cwd: root,
    encoding: 'utf8',
  });

describe('detect command', () => {
  const dir = mkdtempSync(join(tmpdir(), 'detect-cli-'));
  writeFileSync(join(dir, 'shop.example.html'), '<meta name="generator" content="WordPress 6.1">');
  writeFileSync(join(dir, 'other.html'), '<p>plain</p>');
  writeFileSync(join(dir, 'headers.json'), JSON.stringify({ Server: 'Apache/2.4.57' }));
  writeFileSync(join(dir, 'urls.json'), JSON.stringify({ other: 'https://me.blogspot.com/' }));

  it('prints name, version, confidence and categories for one page', () => {
    const out = JSON.parse(
      cli('--html', join(dir, 'shop.example.html'), '--headers', join(dir, 'headers.json')),
    );
    expect(out).toContainEqual({
      name: 'WordPress',
      version: '6.1',
      confidence: 100,
      categories: ['CMS', 'Blogs'],
    });
    expect(out.find((d: { name: string }) => d.name === 'Apache HTTP Server')?.version).toBe('2.4.57');
  });

  it('runs a folder, keyed by file name, with urls from a map', () => {
    const out = JSON.parse(cli('--dir', dir, '--urls', join(dir, 'urls.json')));
    expect(Object.keys(out).sort()).toEqual(['other', 'shop.example']);
    expect(out.other.map((d: { name: string }) => d.name)).toContain('Blogger');
  });

  it('takes the url from the file name', () => {
    expect(urlFromName('arstechnica.com')).toBe('https://arstechnica.com/');
    expect(urlFromName('www.theverge.com--feature')).toBe('https://www.theverge.com/');
  });
});
