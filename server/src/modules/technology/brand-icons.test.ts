import { describe, expect, it } from 'vitest';
import { technologyCatalogue } from '../../catalogue/index.ts';
import { BRAND_ALIASES } from './brand-aliases.ts';
import { brandMatcher, luminance, simpleIconsMatcher } from './brand-icons.ts';

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

  it('the table of brand products maps names the rules miss, never past the licence filter or an exact name', () => {
    const t = brandMatcher(icons, {
      envoyproxy: ['Envoy Gateway'],
      vuedotjs: ['Vue Router'],
      square: ['WordPress'],
      nosuchicon: ['Anything'],
    });
    expect(t.match({ slug: 'envoy-gateway', name: 'Envoy Gateway', website: null })).toMatchObject({
      slug: 'envoyproxy',
      by: 'table',
    });
    expect(t.match({ slug: 'vue-router', name: 'Vue Router', website: null })).toBeNull();
    expect(t.match({ slug: 'wordpress', name: 'WordPress', website: null })).toMatchObject({
      slug: 'wordpress',
      by: 'name',
    });
    expect(t.match({ slug: 'anything', name: 'Anything', website: null })).toBeNull();
  });

  it('every entry of the shipped table is a catalogue technology and a servable icon, matched through it', async () => {
    const catalogue = new Map(technologyCatalogue().technologies.map((x) => [x.name, x]));
    const shipped = await simpleIconsMatcher();
    const entries = Object.entries(BRAND_ALIASES).flatMap(([slug, names]) => names.map((n) => [slug, n]));
    expect(entries.length).toBeGreaterThan(50);
    for (const [slug, name] of entries) {
      const tech = catalogue.get(name);
      expect(tech, name).toBeDefined();
      expect(shipped.match(tech!), name).toMatchObject({ slug, by: 'table' });
    }
  });

  it('puts a dark glyph on light brand colours', () => {
    expect(luminance('FFFFFF')).toBeCloseTo(1);
    expect(luminance('000000')).toBe(0);
  });
});
