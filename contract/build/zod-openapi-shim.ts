// The contract decorates a few schemas with OpenAPI examples through @anatine/zod-openapi, a
// CommonJS package only the OpenAPI document needs. The bundles that never build that document —
// the SDK (sdk/tsup.config.ts) and the website (web/vite.config.ts) — carry this ESM stand-in,
// which keeps the schema and drops the decoration.
export function extendApi<T>(schema: T, _openApi?: unknown): T {
  return schema;
}

/** What the OpenAPI document is made with; those bundles never make it (they only link to it). */
export function generateSchema(): never {
  throw new Error('The OpenAPI document is built by the server, not in this bundle.');
}
