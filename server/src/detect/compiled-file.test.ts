import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readCompiled, writeCompiled } from './compiled-file.ts';
import { detect } from './detect.ts';
import { loadFingerprintSet } from './load.ts';

/** Real pages the repository carries for tests (fixtures/pages, MIT, see its README). */
const PAGES = fileURLToPath(new URL('../../../fixtures/pages/', import.meta.url));

const UNLIMITED = { budgetMs: Number.POSITIVE_INFINITY };

describe('compiled file', () => {
  it('reads back a set that detects exactly what the freshly compiled one does', () => {
    const fresh = loadFingerprintSet({ cache: false });
    const reread = readCompiled(writeCompiled(fresh), fresh.catalogue);
    expect(reread.patterns.length).toBe(fresh.patterns.length);
    const files = readdirSync(PAGES).filter((f) => f.endsWith('.html'));
    expect(files.length).toBeGreaterThanOrEqual(12);
    let found = 0;
    for (const f of files) {
      const signals = { html: readFileSync(PAGES + f, 'utf8'), url: `https://${f.replace(/\.html$/, '')}/` };
      // No time budget: the two sets must agree on everything, however busy the machine is.
      const a = detect(fresh, signals, UNLIMITED);
      expect(detect(reread, signals, UNLIMITED)).toEqual(a);
      found += a.length;
    }
    // WordPress, Drupal, jQuery, Vue, React, AMP, analytics…: about four a page.
    expect(found).toBeGreaterThan(files.length * 3);
  });

  it('serves the catalogue with slugs, categories, CPE and pricing', () => {
    const set = loadFingerprintSet();
    const { technologies, categories } = set.catalogue();
    expect(technologies.length).toBeGreaterThan(7000);
    expect(categories.length).toBeGreaterThan(100);
    const wp = technologies.find((t) => t.name === 'WordPress');
    expect(wp).toMatchObject({
      slug: 'wordpress',
      oss: true,
      categories: [
        { id: 1, slug: 'content-management-system' },
        { id: 11, slug: 'blogs' },
      ],
    });
    expect(wp?.cpe).toMatch(/^cpe:2\.3:a:wordpress:wordpress/);
    expect(technologies.find((t) => t.name === 'Google Analytics')?.slug).toBe('google-analytics');
    expect(categories.find((c) => c.id === 1)).toMatchObject({
      name: 'CMS',
      slug: 'content-management-system',
      priority: 1,
      groups: [3],
    });
  });
});
