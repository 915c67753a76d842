// A module resolution hook for bin/dev.js: @techcensus/sdk resolves to its TypeScript source (tsx
// compiles it) rather than its committed build, however and wherever the script was started.
// tsconfig.json's "paths" and vitest.config.ts's alias say the same to tsc and the tests.
const SDK_SOURCE = new URL('../../sdk/src/index.ts', import.meta.url).href;

export async function resolve(specifier, context, next) {
  if (specifier === '@techcensus/sdk') return { url: SDK_SOURCE, shortCircuit: true };
  return next(specifier, context);
}
