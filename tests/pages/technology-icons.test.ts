/** /s/ti/{icon}: brand artwork from Simple Icons where the catalogue's technology has a brand there, the initials tile otherwise. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/src/main.ts';
import { startTestServer } from '../support/server.ts';

const require = createRequire(import.meta.url);
const pathOf = (slug: string) =>
  readFileSync(require.resolve(`simple-icons/icons/${slug}.svg`), 'utf8').match(/<path d="([^"]+)"/)?.[1];

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

async function icon(name: string) {
  const res = await fetch(`${server.url}/s/ti/${encodeURIComponent(name)}`);
  return { res, svg: await res.text() };
}

describe('technology icons over HTTP', () => {
  it.each([
    ['WordPress.svg', 'wordpress', '21759B'],
    ['React.svg', 'react', '61DAFB'],
    ['jQuery.svg', 'jquery', '0769AD'],
  ])('%s is the Simple Icons artwork in the brand colour, cached a week', async (name, slug, hex) => {
    const { res, svg } = await icon(name);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=604800, stale-while-revalidate=86400');
    expect(svg).toContain(`fill="#${hex}"`);
    expect(svg).toContain(`d="${pathOf(slug)}"`);
    expect(svg).toContain('Simple Icons');
    expect(svg).not.toContain('<text');
  });

  it('a technology without a brand in the set gets the initials tile', async () => {
    const { res, svg } = await icon('11Sight.svg');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(svg).toContain('>11</text>');
    expect(svg).not.toContain('Simple Icons');
  });

  it('matches by the website when the names differ: Envoy (envoyproxy.io) is "Envoy Proxy"', async () => {
    const { svg } = await icon('Envoy.svg');
    expect(svg).toContain('<title>Envoy Proxy</title>');
    expect(svg).toContain(`d="${pathOf('envoyproxy')}"`);
  });

  it.each([
    ['Apache.svg', 'Apache HTTP Server', 'apache', 'Apache'],
    ['Google Font API.svg', 'Google Font API', 'googlefonts', 'Google Fonts'],
    ['jQuery UI.svg', 'jQuery UI', 'jquery', 'jQuery'],
  ])(
    '%s (%s) has its brand artwork through the table of brand products',
    async (name, _tech, slug, title) => {
      const { svg } = await icon(name);
      expect(svg).toContain(`<title>${title}</title>`);
      expect(svg).toContain(`d="${pathOf(slug)}"`);
    },
  );

  it('keeps icons whose licence adds conditions out: PHP (CC-BY-SA-4.0) stays a tile', async () => {
    const { svg } = await icon('PHP.svg');
    expect(svg).toContain('>PH</text>');
  });
});
