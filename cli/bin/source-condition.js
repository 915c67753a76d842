// A module resolution hook for bin/dev.js: workspace packages resolve to their TypeScript source,
// as `node --conditions=@techcensus/source` would, however the script was started.
export async function resolve(specifier, context, next) {
  return next(specifier, { ...context, conditions: ['@techcensus/source', ...context.conditions] });
}
