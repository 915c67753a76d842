import { fileURLToPath } from 'node:url';
import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts' },
  format: ['esm'],
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
