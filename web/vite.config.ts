import { relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { AREA_STYLESHEETS } from './src/pages/area-styles.ts';

const webDir = fileURLToPath(new URL('.', import.meta.url));

/**
 * Each area's stylesheets become imports of the area's views module in the browser bundle, so
 * Vite's manifest names them as that chunk's CSS (the server inlines them into the area's pages)
 * and the browser loads them with the chunk, before a navigation shows one of its pages.
 */
/** `technology-` for a file made from src/pages/technology/views.tsx, else nothing. */
const areaPrefix = (modules: readonly (string | null)[]) => {
  const area = modules.map((m) => /pages\/([^/]+)\/views\.tsx$/.exec(m ?? '')?.[1]).find(Boolean);
  return area ? `${area}-` : '';
};

function areaStylesheets(): Plugin {
  const byModule = new Map<string, readonly string[]>(Object.entries(AREA_STYLESHEETS));
  return {
    name: 'techcensus-area-stylesheets',
    transform(code, id) {
      const sheets = byModule.get(relative(webDir, id).split(sep).join('/'));
      if (!sheets?.length) return null;
      // Appended: an import takes effect wherever it stands, and the code above keeps its map.
      return { code: `${code}\n${sheets.map((sheet) => `import '/${sheet}';`).join('\n')}\n`, map: null };
    },
  };
}

/**
 * Builds only the browser bundle: the server renders pages itself (entry-server.tsx runs in
 * Node) and reads `dist/.vite/manifest.json` to find the entry's hashed JS and CSS.
 * The root is pinned to web/ so `npm run build:web` works from the repository root.
 */
export default defineConfig({
  root: webDir,
  base: '/',
  publicDir: 'public',
  // keepNames: crash reports carry the component stack, which is only useful with real names.
  esbuild: { jsx: 'automatic', keepNames: true },
  plugins: [areaStylesheets()],
  resolve: {
    // OpenAPI decoration of a few contract schemas: only the server's OpenAPI document reads it.
    alias: {
      '@anatine/zod-openapi': fileURLToPath(
        new URL('../contract/build/zod-openapi-shim.ts', import.meta.url),
      ),
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    assetsDir: 'assets',
    sourcemap: true,
    // The entry holds what every page needs (React, React Query, the shell, the page addresses);
    // each page area is a chunk of its own (web/src/pages/areas.ts), and the contract's routes
    // with their zod schemas load with the first call (web/src/data/client.ts).
    chunkSizeWarningLimit: 900,
    // Absolute, because Rollup resolves inputs from the working directory, not the root.
    rollupOptions: {
      input: fileURLToPath(new URL('./src/entry-client.tsx', import.meta.url)),
      // Modules that only define things, so one whose exports nobody uses is left out. The
      // contract: its index re-exports every schema, and a zod schema is a call the bundler must
      // otherwise keep, so importing a message or a page address would bring them all. The
      // domain rules' tables (UTS-46 mappings, the public suffix list) are plain data that only
      // the forms taking a domain (scans, ownership) use.
      treeshake: {
        moduleSideEffects: (id) =>
          !/node_modules\/(?:tr46|tldts|tldts-core|punycode)\/|\/contract\/src\//.test(id),
      },
      output: {
        // Every area's module is called views.tsx: its folder names its chunk and the chunk's CSS.
        chunkFileNames: (chunk) => `assets/${areaPrefix([chunk.facadeModuleId])}[name]-[hash].js`,
        assetFileNames: (asset) => `assets/${areaPrefix(asset.originalFileNames)}[name]-[hash][extname]`,
      },
      onwarn(warning, warn) {
        // React Query marks its modules "use client" for server-component bundlers; meaningless here.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE' || warning.code === 'SOURCEMAP_ERROR') return;
        warn(warning);
      },
    },
  },
});
