/** The fuzz test's own parts: reproducible, schema-true values and a judge that can fail. */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { staffSignInBody } from '@bizline/domain/wire/staff';
import { Gen, MUTATIONS, leak, mutateBody, rng, type Schema } from './generate';

describe('fuzz generator and judge', () => {
  it('generates values the schema accepts, the same for the same seed', () => {
    const schema = z.toJSONSchema(staffSignInBody) as Schema;
    const a = new Gen(rng(7));
    const b = new Gen(rng(7));
    for (let i = 0; i < 50; i++) {
      const value = a.value(schema);
      expect(staffSignInBody.safeParse(value).success).toBe(true);
      expect(b.value(schema)).toEqual(value);
    }
  });

  it('makes each mutation class', () => {
    const gen = new Gen(rng(1));
    const bodies = MUTATIONS.map((m) => mutateBody(gen, m, { email: 'a@b.co', password: 'pw' }));
    expect(bodies[MUTATIONS.indexOf('megabyte-string')]!.text.length).toBeGreaterThan(1_000_000);
    expect(bodies[MUTATIONS.indexOf('deep-nesting')]!.text).toMatch(/^(\{"a":){100,}/);
    expect(() => JSON.parse(bodies[MUTATIONS.indexOf('malformed-json')]!.text)).toThrow();
    expect(bodies[MUTATIONS.indexOf('wrong-content-type')]!.contentType).not.toBe(
      'application/json',
    );
  });

  it('recognizes a stack trace or SQL text in an answer', () => {
    expect(leak('{"message":"ok"}')).toBeNull();
    expect(leak('TypeError: x is undefined\n    at run (/app/src/cart/service.ts:12:3)')).toBe(
      'stack trace',
    );
    expect(leak('{"message":"select id from carts where cart_id = $1"}')).toBe('SQL text');
    expect(leak('{"message":"SQLITE_CONSTRAINT: UNIQUE failed"}')).toBe('SQL text');
    expect(leak('{"message":"duplicate key value violates unique constraint \\"x\\""}')).toBe(
      'SQL text',
    );
  });
});
