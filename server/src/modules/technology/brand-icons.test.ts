import { describe, expect, it } from 'vitest';
import { brandMatcher, luminance } from './brand-icons.ts';

describe('the matcher', () => {
  const icons = [
    { title: 'Envoy Proxy', slug: 'envoyproxy', hex: 'AC6199', source: 'https://www.envoyproxy.io' },
    { title: 'Square', slug: 'square', hex: '3E4348', source: 'https://squareup.com' },
    {
      title: 'Vue.js',
      slug: 'vuedotjs',
      hex: '4FC08D',
      source: 'https://vuejs.org',
      license: { type: 'CC-BY-NC-SA-4.0' },
    },
    { title: 'WordPress', slug: 'wordpress', hex: '21759B', source: 'https://wordpress.org/about/logos' },
    // biome-ignore lint/suspicious/noExplicitAny: the package's type has more optional fields
  ] as any[];
  const m = brandMatcher(icons);

  it('matches by name, slug and the brand site, never by a page on a shared site', () => {
    expect(m.match({ slug: 'wordpress', name: 'WordPress', website: null })?.by).toBe('name');
    expect(m.match({ slug: 'envoy', name: 'Envoy', website: 'https://www.envoyproxy.io/' })?.title).toBe(
      'Envoy Proxy',
    );
    expect(
      m.match({ slug: 'x', name: 'Some Plugin', website: 'https://wordpress.org/plugins/x' }),
    ).toBeNull();
    expect(
      m.match({ slug: 'parts-square', name: 'Parts Square', website: 'https://square.parts' }),
    ).toBeNull();
    expect(m.match({ slug: 'vue-js', name: 'Vue.js', website: 'https://vuejs.org' })).toBeNull();
    expect(m.size).toBe(3);
  });

  it('puts a dark glyph on light brand colours', () => {
    expect(luminance('FFFFFF')).toBeCloseTo(1);
    expect(luminance('000000')).toBe(0);
  });
});
