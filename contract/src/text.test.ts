import { type AppRoute, type AppRouter, isAppRoute } from '@ts-rest/core';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contract } from './routes/index.ts';
import { isPlainText, MULTILINE_TEXT_MESSAGE, multilineText, TEXT_MESSAGE, text } from './text.ts';

const PEOPLE_WRITE = [
  'Müller & Söhne GmbH',
  'münchen.de',
  'xn--mnchen-3ya.de',
  'ｅｘａｍｐｌｅ．ｃｏｍ',
  '北京大学.中国',
  'Ελληνικά',
  'עברית ‏RTL‏',
  'emoji 😀 and 👩‍💻',
  '\u{10FFFF}',
  'tab-free, single line',
  '',
];

describe('text', () => {
  it.each(PEOPLE_WRITE)('takes %j', (value) => {
    expect(text().safeParse(value).success).toBe(true);
    expect(multilineText().safeParse(value).success).toBe(true);
    expect(isPlainText(value)).toBe(true);
  });

  const refused = [
    ['NUL', '\u0000'],
    ['NUL inside', 'a\u0000b'],
    ['lone high surrogate', '\uD800'],
    ['lone high surrogate at the end', 'ok\uD83D'],
    ['lone low surrogate', '\uDE00ok'],
    ['swapped pair', '\uDE00\uD83D'],
    ['bell', 'a\u0007'],
    ['escape', '\u001B[31m'],
    ['DEL', 'a\u007F'],
  ];
  it.each(refused)('refuses a %s, one line or many', (_what, value) => {
    const one = text().safeParse(value);
    expect(one.success).toBe(false);
    expect(one.error?.issues[0].message).toBe(TEXT_MESSAGE);
    const many = multilineText().safeParse(value);
    expect(many.success).toBe(false);
    expect(many.error?.issues[0].message).toBe(MULTILINE_TEXT_MESSAGE);
    expect(isPlainText(value)).toBe(false);
  });

  it.each([
    ['line feed', 'a\nb'],
    ['carriage return', 'a\r\nb'],
    ['tab', 'a\tb'],
  ])('a %s only where people write paragraphs', (_what, value) => {
    expect(text().safeParse(value).success).toBe(false);
    expect(multilineText().safeParse(value).success).toBe(true);
  });

  it('keeps the checks chained after it', () => {
    const slug = text()
      .max(5)
      .regex(/^[a-z]+$/, 'a slug');
    expect(slug.safeParse('abc').success).toBe(true);
    expect(slug.safeParse('abcdef').success).toBe(false);
    expect(slug.safeParse('a\u0000').error?.issues.map((i) => i.message)).toContain(TEXT_MESSAGE);
  });

  it('reads the same without the u flag, as an OpenAPI validator may', () => {
    const [pattern] = text()
      ._def.checks.filter((c) => c.kind === 'regex')
      .map((c) => (c as { regex: RegExp }).regex);
    expect(pattern.flags).toBe('');
    const unicode = new RegExp(pattern.source, 'u');
    for (const v of PEOPLE_WRITE) expect(unicode.test(v), v).toBe(true);
    for (const [, v] of refused) expect(unicode.test(v), v).toBe(false);
  });

  it('stays linear on a long string', () => {
    const long = 'ab😀'.repeat(300_000);
    const started = performance.now();
    expect(text().safeParse(long).success).toBe(true);
    expect(text().safeParse(`${long}\u0000`).success).toBe(false);
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});

// ---------------------------------------------------------------------------------------------

/**
 * Every string a schema takes, with where it sits; every place it takes arbitrary JSON; and every
 * object that drops the fields it does not name instead of refusing them.
 */
function walk(
  schema: z.ZodTypeAny,
  at: string,
  out: { strings: [string, z.ZodString][]; free: string[]; open: string[] },
) {
  const def = schema._def as { typeName: z.ZodFirstPartyTypeKind } & Record<string, unknown>;
  switch (def.typeName) {
    case z.ZodFirstPartyTypeKind.ZodString:
      out.strings.push([at, schema as z.ZodString]);
      return;
    case z.ZodFirstPartyTypeKind.ZodObject:
      for (const [k, v] of Object.entries((schema as z.AnyZodObject).shape))
        walk(v as z.ZodTypeAny, `${at}.${k}`, out);
      if (!(def.catchall instanceof z.ZodNever) || def.unknownKeys === 'passthrough')
        out.free.push(`${at}.*`);
      if (def.unknownKeys !== 'strict') out.open.push(at);
      return;
    case z.ZodFirstPartyTypeKind.ZodArray:
      return walk(def.type as z.ZodTypeAny, `${at}[]`, out);
    case z.ZodFirstPartyTypeKind.ZodOptional:
    case z.ZodFirstPartyTypeKind.ZodNullable:
      return walk(def.innerType as z.ZodTypeAny, at, out);
    case z.ZodFirstPartyTypeKind.ZodDefault:
      return walk(def.innerType as z.ZodTypeAny, at, out);
    case z.ZodFirstPartyTypeKind.ZodEffects:
      return walk(def.schema as z.ZodTypeAny, at, out);
    case z.ZodFirstPartyTypeKind.ZodUnion:
    case z.ZodFirstPartyTypeKind.ZodDiscriminatedUnion:
      for (const o of def.options as z.ZodTypeAny[]) walk(o, at, out);
      return;
    case z.ZodFirstPartyTypeKind.ZodRecord:
      out.free.push(`${at}{}`);
      return walk(def.valueType as z.ZodTypeAny, `${at}{}`, out);
    case z.ZodFirstPartyTypeKind.ZodAny:
    case z.ZodFirstPartyTypeKind.ZodUnknown:
      out.free.push(at);
      return;
    case z.ZodFirstPartyTypeKind.ZodNumber:
    case z.ZodFirstPartyTypeKind.ZodBoolean:
    case z.ZodFirstPartyTypeKind.ZodLiteral:
    case z.ZodFirstPartyTypeKind.ZodEnum:
      return;
    default:
      out.free.push(`${at} (${def.typeName})`);
  }
}

function routes(router: AppRouter, prefix = ''): [string, AppRoute][] {
  return Object.entries(router).flatMap(([name, value]) =>
    isAppRoute(value)
      ? [[`${prefix}${name}`, value] as [string, AppRoute]]
      : routes(value as AppRouter, `${prefix}${name}.`),
  );
}

const requestSchemas = routes(contract).flatMap(([name, route]) => {
  const parts: [string, unknown][] = [
    ['pathParams', route.pathParams],
    ['query', route.query],
    ['headers', route.headers],
    ['body', 'body' in route ? route.body : undefined],
  ];
  return parts
    .filter(([, s]) => s instanceof z.ZodType)
    .map(([part, s]) => ({ where: `${name} ${part}`, schema: s as z.ZodTypeAny }));
});

/** What walk() finds in one request schema. */
function walked(schema: z.ZodTypeAny, where: string) {
  const out = { strings: [] as [string, z.ZodString][], free: [] as string[], open: [] as string[] };
  walk(schema, where, out);
  return out;
}

describe('every request schema of the contract', () => {
  it('was found', () => {
    expect(requestSchemas.length).toBeGreaterThan(40);
  });

  it.each(requestSchemas)('$where: every string is text, no free-form JSON', ({ where, schema }) => {
    const out = walked(schema, where);
    expect(out.free).toEqual([]);
    for (const [at, s] of out.strings) {
      const messages = s.safeParse('a\u0000b').error?.issues.map((i) => i.message) ?? [];
      expect(
        messages.some((m) => m === TEXT_MESSAGE || m === MULTILINE_TEXT_MESSAGE),
        `${at} is not text()`,
      ).toBe(true);
      expect(s.safeParse('\uD800').success, `${at} takes a lone surrogate`).toBe(false);
    }
  });
});

describe('every request body of the public API', () => {
  const bodies = requestSchemas.filter(({ where }) => where.startsWith('apiV1.') && where.endsWith(' body'));

  it('was found', () => {
    expect(bodies.length).toBeGreaterThan(5);
  });

  // A field the schema does not name is refused (closed()), so a misspelt one cannot go unnoticed.
  it.each(bodies)('$where: every object refuses unknown fields', ({ where, schema }) => {
    expect(walked(schema, where).open).toEqual([]);
  });
});
