/**
 * A small, seeded generator of values from the JSON schemas of the OpenAPI document (what
 * fastify-type-provider-zod makes of the wire schemas), and the mutations the fuzz test sends.
 */
import { seededRandom } from '@bizline/domain/random';

export type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
export type Schema = Record<string, unknown> & {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: Json[];
  const?: Json;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  $ref?: string;
};

/** A seeded generator: the fuzz inputs are reproducible. */
export const rng = (seed: number): (() => number) => seededRandom(seed);

export class Gen {
  constructor(
    readonly random: () => number,
    private readonly refs: Record<string, Schema> = {},
  ) {}

  int(min: number, max: number): number {
    return min + Math.floor(this.random() * (max - min + 1));
  }

  pick<T>(items: readonly T[]): T {
    return items[this.int(0, items.length - 1)]!;
  }

  resolve(schema: Schema): Schema {
    if (schema.$ref) {
      const name = schema.$ref.split('/').pop()!;
      return this.refs[name] ?? {};
    }
    return schema;
  }

  private string(schema: Schema): string {
    const format = schema.format as string | undefined;
    if (format === 'email') return `fuzz${this.int(0, 999)}@example.com`;
    if (format === 'date-time')
      return new Date(Date.now() + this.int(0, 9) * 86400_000).toISOString();
    if (format === 'date')
      return new Date(Date.now() + this.int(0, 9) * 86400_000).toISOString().slice(0, 10);
    if (format === 'uri' || format === 'url') return 'https://example.com/x';
    const min = Number(schema.minLength ?? 0);
    const max = Math.min(Number(schema.maxLength ?? min + 12), min + 40);
    const pattern = schema.pattern as string | undefined;
    if (pattern && /\\d|\[0-9\]/.test(pattern) && !/[A-Za-z]/.test(pattern.replace(/\\d/g, ''))) {
      return Array.from({ length: Math.max(min, Math.min(max, 10)) }, () => this.int(0, 9)).join(
        '',
      );
    }
    const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789 -';
    return Array.from({ length: this.int(min, Math.max(min, max)) }, () =>
      this.pick([...alphabet]),
    ).join('');
  }

  /** A value the schema accepts (best effort: patterns are only approximated). */
  value(input: Schema, depth = 0): Json {
    const schema = this.resolve(input);
    if (schema.const !== undefined) return schema.const;
    if (schema.enum) return this.pick(schema.enum);
    const choices = schema.anyOf ?? schema.oneOf;
    if (choices?.length) return this.value(this.pick(choices), depth);
    if (schema.allOf?.length) return this.value(schema.allOf[0]!, depth);
    const type = Array.isArray(schema.type)
      ? this.pick(
          schema.type.filter((t) => t !== 'null').length
            ? schema.type.filter((t) => t !== 'null')
            : schema.type,
        )
      : schema.type;
    switch (type) {
      case 'object': {
        const out: Record<string, Json> = {};
        const required = new Set(schema.required ?? []);
        for (const [key, sub] of Object.entries(schema.properties ?? {})) {
          if (required.has(key) || (depth < 4 && this.random() < 0.5))
            out[key] = this.value(sub, depth + 1);
        }
        return out;
      }
      case 'array': {
        const min = Number(schema.minItems ?? 0);
        const max = Math.min(Number(schema.maxItems ?? min + 2), min + 3);
        return depth > 5
          ? []
          : Array.from({ length: this.int(min, max) }, () =>
              this.value(schema.items ?? {}, depth + 1),
            );
      }
      case 'string':
        return this.string(schema);
      case 'integer': {
        const min = Number(schema.minimum ?? 0);
        const max = Number(schema.maximum ?? min + 100);
        return this.int(min, Math.min(max, min + 1000));
      }
      case 'number':
        return Number(schema.minimum ?? 0) + this.random() * 100;
      case 'boolean':
        return this.random() < 0.5;
      case 'null':
        return null;
      default:
        return this.pick<Json>(['x', 1, true, null, {}]);
    }
  }
}

export const MUTATIONS = [
  'valid',
  'malformed-json',
  'wrong-types',
  'missing-fields',
  'megabyte-string',
  'deep-nesting',
  'nul-and-surrogates',
  'wrong-content-type',
  'extra-parameters',
] as const;
export type Mutation = (typeof MUTATIONS)[number];

const WRONG: Json[] = [123, -1, 1e308, true, null, [], {}, 'x', [1, [2]], { a: { b: 1 } }];

/** Every string in a value replaced by `f(string)`. */
function mapStrings(value: Json, f: (s: string) => Json): Json {
  if (typeof value === 'string') return f(value);
  if (Array.isArray(value)) return value.map((v) => mapStrings(v, f));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapStrings(v, f)]));
  return value;
}

/** The body text and content type of one mutation of a valid body. */
export function mutateBody(
  gen: Gen,
  mutation: Mutation,
  valid: Json,
): { text: string; contentType: string } {
  const json = (v: Json) => ({ text: JSON.stringify(v), contentType: 'application/json' });
  const isObject = valid !== null && typeof valid === 'object' && !Array.isArray(valid);
  switch (mutation) {
    case 'valid':
      return json(valid);
    case 'malformed-json':
      return {
        text: gen.pick(['{"a":', '{,}', '[1,2', '{"a":1}}', 'nul', '"\\u12"', '\u0000']),
        contentType: 'application/json',
      };
    case 'wrong-types': {
      if (!isObject) return json(gen.pick(WRONG));
      const out = { ...(valid as Record<string, Json>) };
      for (const key of Object.keys(out)) if (gen.random() < 0.6) out[key] = gen.pick(WRONG);
      return json(out);
    }
    case 'missing-fields':
      return json(gen.pick<Json>([{}, [], null, 0, '']));
    case 'megabyte-string': {
      const big = 'A'.repeat(1024 * 1024);
      return json(
        isObject && Object.keys(valid as object).length ? mapStrings(valid, () => big) : { x: big },
      );
    }
    case 'deep-nesting': {
      const n = gen.pick([100, 1000, 5000]);
      return { text: `${'{"a":'.repeat(n)}1${'}'.repeat(n)}`, contentType: 'application/json' };
    }
    case 'nul-and-surrogates': {
      const bad = gen.pick([
        '\u0000',
        'a\u0000b',
        '\ud800',
        'x\udc00y',
        '\ud83d',
        '\uffff',
        '\u202e',
      ]);
      const text = JSON.stringify(isObject ? mapStrings(valid, (s) => `${s}${bad}`) : { x: bad });
      return { text, contentType: 'application/json' };
    }
    case 'wrong-content-type':
      return {
        text: gen.pick([JSON.stringify(valid), 'a=1&b[c]=2', '<x/>']),
        contentType: gen.pick([
          'text/plain',
          'application/xml',
          'application/x-www-form-urlencoded',
          'multipart/form-data; boundary=x',
          'application/octet-stream',
          'application/json; charset=latin1',
        ]),
      };
    case 'extra-parameters':
      return json(
        isObject
          ? { ...(valid as Record<string, Json>), __proto__x: 1, extra: 'y', constructor: 'z' }
          : valid,
      );
  }
}

const STACK = /\n\s+at .+[(:]\d+:\d+|node:internal|\/src\/.+\.ts\b|Error: .+\n\s+at /;
const SQL =
  /\b(select\s.+\sfrom|insert\s+into|update\s+\S+\s+set|delete\s+from)\b|SQLITE_|syntax error at or near|relation ".+" does not exist|violates (unique|foreign key|check|not-null) constraint|kysely/i;

/** Something in an answer that must never reach a client. */
export function leak(text: string): string | null {
  if (STACK.test(text)) return 'stack trace';
  if (SQL.test(text)) return 'SQL text';
  return null;
}
