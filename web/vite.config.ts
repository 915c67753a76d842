import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const webDir = fileURLToPath(new URL('.', import.meta.url));

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
        // Every area's module is called views.tsx: its folder names its chunk.
        chunkFileNames: (chunk) => {
          const area = /pages\/([^/]+)\/views\.tsx$/.exec(chunk.facadeModuleId ?? '')?.[1];
          return `assets/${area ? `${area}-` : ''}[name]-[hash].js`;
        },
      },
      onwarn(warning, warn) {
        // React Query marks its modules "use client" for server-component bundlers; meaningless here.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE' || warning.code === 'SOURCEMAP_ERROR') return;
        warn(warning);
      },
    },
  },
});
