// The contract decorates a few schemas with OpenAPI examples through @anatine/zod-openapi, a
// CommonJS package the SDK does not need: its bundle carries this ESM stand-in, which keeps the
// schema and drops the decoration, so the published package depends on zod and ts-rest alone.
export function extendApi<T>(schema: T, _openApi?: unknown): T {
  return schema;
}
