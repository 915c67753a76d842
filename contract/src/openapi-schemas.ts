import { generateSchema } from '@anatine/zod-openapi';
import type { z } from 'zod';

/**
 * Zod schemas as the schemas of an OpenAPI 3.1 document in which every named schema is written
 * once, under `components.schemas`, and referred to by `$ref` wherever it appears. A client
 * generator names its classes after those components; a schema written inline instead gets a
 * name the generator makes up from where it sits (`…200ResponseDeliveriesInner`).
 *
 * Names are given by schema object, not by shape, so two objects of the same fields can carry
 * different names. A copy that only adds a description, strictness or examples (`.describe()`,
 * `.strict()`, `extendApi`) keeps the name of what it copies: zod copies such a schema with the
 * same shape (or, for a union, the same options), and the name follows the shape.
 */

export type Json = Record<string, unknown>;
type Schema = z.ZodTypeAny;
/** The name of each schema; a name may cover several schemas that write the same JSON. */
export type SchemaNames = Record<string, Schema | Schema[]>;

const REF = '#/components/schemas/';
const schemaRef = (name: string) => ({ $ref: `${REF}${name}` });

const def = (schema: Schema) => schema._def as Record<string, unknown> & { typeName: string };

/** What a name follows: an object's shape, a union's options, else the schema's definition. */
const identityOf = (schema: Schema): unknown => {
  const d = def(schema);
  if (d.typeName === 'ZodObject') return d.shape;
  if (d.typeName === 'ZodDiscriminatedUnion' || d.typeName === 'ZodUnion') return d.options;
  return d;
};

/** extendApi's additions to a schema (examples, a description), not its title. */
const metaOf = (schema: Schema): Json => {
  const { title: _title, ...meta } = ((schema as unknown as { metaOpenApi?: Json }).metaOpenApi ??
    {}) as Json;
  return meta;
};

const describedBy = (schema: Schema): Json => ({
  ...(schema.description ? { description: schema.description } : {}),
  ...metaOf(schema),
});

/** The generator's `type: ["string"]` as the plain `type: "string"` the rest of the document uses. */
const plainType = (schema: Json): Json =>
  Array.isArray(schema.type) && schema.type.length === 1 ? { ...schema, type: schema.type[0] } : schema;

/** `schema` or null, in JSON Schema's spelling (OpenAPI 3.1 has no `nullable`). */
function orNull(schema: Json): Json {
  if (typeof schema.type === 'string' && !('$ref' in schema)) {
    const enumerated = Array.isArray(schema.enum) ? { enum: [...schema.enum, null] } : {};
    return { ...schema, type: [schema.type, 'null'], ...enumerated };
  }
  const { description, ...rest } = schema;
  return { oneOf: [rest, { type: 'null' }], ...(description ? { description } : {}) };
}

export class SchemaComponents {
  /** `components.schemas` as built so far. */
  private readonly built = new Map<string, Json>();
  /** Which schemas have been built, as a request and as an answer. */
  private readonly done = new Map<unknown, Set<boolean>>();
  private readonly building = new Set<string>();
  private readonly names = new Map<unknown, { name: string; schema: Schema }>();

  constructor(names: SchemaNames) {
    for (const [name, schemas] of Object.entries(names)) {
      for (const schema of [schemas].flat()) {
        const id = identityOf(schema);
        const taken = this.names.get(id);
        if (taken && taken.name !== name)
          throw new Error(`one schema is named both ${taken.name} and ${name}`);
        this.names.set(id, { name, schema });
      }
    }
  }

  /** The components referred to so far, by name. */
  schemas(): Record<string, Json> {
    return Object.fromEntries([...this.built].sort(([a], [b]) => (a < b ? -1 : 1)));
  }

  /**
   * The document's schema for `schema`: a `$ref` when it is named, else its JSON with every
   * named schema inside it referred to. `output` reads it as an answer (defaults filled in).
   */
  of(schema: Schema, output: boolean): Json {
    const id = identityOf(schema);
    const named = this.names.get(id);
    if (!named) return this.inline(schema, output);
    this.component(id, named, output);
    const description = schema.description !== named.schema.description ? schema.description : undefined;
    return { ...schemaRef(named.name), ...(description ? { description } : {}) };
  }

  /** Makes `name` a component even where no operation refers to it. */
  add(name: string, output: boolean): void {
    const found = [...this.names.entries()].find(([, n]) => n.name === name);
    if (!found) throw new Error(`no schema is named ${name}`);
    this.component(found[0], found[1], output);
  }

  private component(id: unknown, { name, schema }: { name: string; schema: Schema }, output: boolean) {
    const modes = this.done.get(id) ?? new Set<boolean>();
    // A schema that contains itself refers to itself while it is being built.
    if (modes.has(output) || this.building.has(name)) return;
    this.building.add(name);
    const json = this.inline(schema, output);
    this.building.delete(name);
    this.done.set(id, modes.add(output));
    const before = this.built.get(name);
    if (before && JSON.stringify(before) !== JSON.stringify(json)) {
      throw new Error(
        `${name} names schemas that differ, or one that differs as a request and as an answer: give each its own name`,
      );
    }
    this.built.set(name, json);
  }

  private inline(schema: Schema, output: boolean): Json {
    const d = def(schema);
    const own = describedBy(schema);
    switch (d.typeName) {
      case 'ZodOptional':
        return { ...this.of((schema as z.ZodOptional<Schema>).unwrap(), output), ...own };
      case 'ZodNullable':
        return { ...orNull(this.of((schema as z.ZodNullable<Schema>).unwrap(), output)), ...own };
      case 'ZodDefault':
        return {
          ...this.of(d.innerType as Schema, output),
          default: (d.defaultValue as () => unknown)(),
          ...own,
        };
      case 'ZodEffects': {
        const inner = d.schema as Schema;
        // A refined object keeps its shape; a refined or transformed value is the generator's.
        if (def(inner).typeName === 'ZodObject') return { ...this.of(inner, output), ...own };
        return plainType(generateSchema(schema, output) as Json);
      }
      case 'ZodObject':
        return { ...this.object(schema as z.AnyZodObject, output), ...own };
      case 'ZodArray': {
        const array = d as unknown as {
          type: Schema;
          minLength: { value: number } | null;
          maxLength: { value: number } | null;
          exactLength: { value: number } | null;
        };
        const min = array.exactLength ?? array.minLength;
        const max = array.exactLength ?? array.maxLength;
        return {
          type: 'array',
          items: this.of(array.type, output),
          ...(min ? { minItems: min.value } : {}),
          ...(max ? { maxItems: max.value } : {}),
          ...own,
        };
      }
      case 'ZodDiscriminatedUnion':
        return { ...this.discriminated(schema, output), ...own };
      case 'ZodUnion':
        return { oneOf: (d.options as Schema[]).map((o) => this.of(o, output)), ...own };
      default:
        return plainType(generateSchema(schema, output) as Json);
    }
  }

  private object(schema: z.AnyZodObject, output: boolean): Json {
    const d = def(schema) as unknown as { unknownKeys: string; catchall: Schema };
    const shape = schema.shape as Record<string, Schema>;
    const properties = Object.fromEntries(Object.entries(shape).map(([k, v]) => [k, this.of(v, output)]));
    const required = Object.keys(shape).filter(
      (k) => !shape[k].isOptional() && def(shape[k]).typeName !== 'ZodDefault',
    );
    const additional =
      def(d.catchall).typeName !== 'ZodNever'
        ? { additionalProperties: this.of(d.catchall, output) }
        : d.unknownKeys === 'passthrough'
          ? { additionalProperties: true }
          : d.unknownKeys === 'strict'
            ? { additionalProperties: false }
            : {};
    return { type: 'object', properties, ...(required.length ? { required } : {}), ...additional };
  }

  /**
   * A tagged union as generators read one: each variant a component, and the tag's values mapped
   * to them, so a client picks the class from the tag instead of trying each variant in turn.
   */
  private discriminated(schema: Schema, output: boolean): Json {
    const d = def(schema) as unknown as { discriminator: string; options: z.AnyZodObject[] };
    const mapping: Record<string, string> = {};
    const oneOf = d.options.map((option) => {
      const ref = this.of(option, output);
      if (typeof ref.$ref !== 'string') {
        throw new Error(`every variant of a union tagged by "${d.discriminator}" needs a name`);
      }
      const tag = def(option.shape[d.discriminator] as Schema) as { value?: unknown; values?: unknown };
      const values = 'value' in tag ? [tag.value] : Object.values(tag.values as object);
      for (const value of values) mapping[String(value)] = ref.$ref;
      return { $ref: ref.$ref };
    });
    return { oneOf, discriminator: { propertyName: d.discriminator, mapping } };
  }
}
