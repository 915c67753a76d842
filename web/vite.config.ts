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
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    assetsDir: 'assets',
    sourcemap: true,
    // The entry holds what every page needs (React, the router, the contract's zod schemas,
    // domain rules); each page area is a chunk of its own (web/src/pages/areas.ts).
    chunkSizeWarningLimit: 900,
    // Absolute, because Rollup resolves inputs from the working directory, not the root.
    rollupOptions: {
      input: fileURLToPath(new URL('./src/entry-client.tsx', import.meta.url)),
      // The domain rules' tables (UTS-46 mappings, the public suffix list: a third of the entry)
      // are plain data: without this they ride along with the contract's index on every page,
      // though only the forms that take a domain (scans, ownership) use them.
      treeshake: {
        moduleSideEffects: (id) => !/node_modules\/(?:tr46|tldts|tldts-core|punycode)\//.test(id),
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
