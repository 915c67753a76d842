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
    // One chunk on purpose: the contract (zod schemas, domain rules) is most of it and every page needs it.
    chunkSizeWarningLimit: 700,
    // Absolute, because Rollup resolves inputs from the working directory, not the root.
    rollupOptions: {
      input: fileURLToPath(new URL('./src/entry-client.tsx', import.meta.url)),
      onwarn(warning, warn) {
        // React Query marks its modules "use client" for server-component bundlers; meaningless here.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE' || warning.code === 'SOURCEMAP_ERROR') return;
        warn(warning);
      },
    },
  },
});
