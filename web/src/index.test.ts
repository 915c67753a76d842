import { describe, expect, it } from 'vitest';
import { clientEntryAssets, serializePageData } from './index.ts';

describe('clientEntryAssets', () => {
  it('finds the entry script, the chunks to preload and every stylesheet', () => {
    const assets = clientEntryAssets({
      'src/entry-client.tsx': { file: 'assets/entry.js', css: ['assets/entry.css'], imports: ['_vendor.js'] },
      '_vendor.js': { file: 'assets/vendor.js', css: ['assets/vendor.css'] },
    });
    expect(assets).toEqual({
      script: '/assets/entry.js',
      preload: ['/assets/vendor.js'],
      css: ['/assets/entry.css', '/assets/vendor.css'],
    });
  });

  it('adds the chunk of a page area and what it imports, once each', () => {
    const assets = clientEntryAssets(
      {
        'src/entry-client.tsx': { file: 'assets/entry.js', imports: ['_vendor.js'] },
        '_vendor.js': { file: 'assets/vendor.js' },
        '_charts.js': { file: 'assets/charts.js' },
        'src/pages/technology/views.tsx': {
          file: 'assets/technology.js',
          css: ['assets/technology.css'],
          imports: ['src/entry-client.tsx', '_vendor.js', '_charts.js'],
        },
      },
      ['src/pages/technology/views.tsx'],
    );
    expect(assets).toEqual({
      script: '/assets/entry.js',
      preload: ['/assets/vendor.js', '/assets/technology.js', '/assets/charts.js'],
      css: ['/assets/technology.css'],
    });
  });

  it('fails clearly when the manifest lacks the entry', () => {
    expect(() => clientEntryAssets({})).toThrow(/entry-client/);
  });
});

describe('serializePageData', () => {
  it('cannot be closed early by a string in the data, and parses back unchanged', () => {
    const doc = {
      url: '/search?q=</script><script>alert(1)</script>',
      envelope: { err: 'a\u2028b', User: { LoggedIn: false } },
    };
    const json = serializePageData(doc);
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual(doc);
  });
});
