import { fileURLToPath } from 'node:url';
import { defineConfig } from 'tsup';

// The published package is this build, committed in dist/ (npm pack runs no build here: the
// repo's .npmrc turns scripts off). `npm run build:packages` rebuilds it; a test fails when the
// committed files differ from a fresh build.
export default defineConfig({
  entry: { index: 'src/index.ts' },
  format: ['esm', 'cjs'],
  platform: 'neutral',
  target: 'es2022',
  tsconfig: 'tsconfig.build.json',
  clean: true,
  // The contract's API modules (src/contract.ts) are bundled, code and types: the contract is a
  // private workspace package, so the published SDK depends on ts-rest and zod alone.
  external: ['@ts-rest/core', 'zod'],
  dts: true,
  esbuildOptions(options) {
    options.alias = {
      '@anatine/zod-openapi': fileURLToPath(
        new URL('../contract/build/zod-openapi-shim.ts', import.meta.url),
      ),
    };
  },
});
