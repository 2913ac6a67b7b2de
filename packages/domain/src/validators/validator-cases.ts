/**
 * The cases the validators' tests share, called inside a test file's describe: a field's check
 * (an e-mail field's in particular), and a whole form's.
 */
import { expect, it } from 'vitest';

/**
 * An e-mail field (the save-cart form and dialog, the abandoned-cart tool): a valid address
 * passes; empty, a bare name and an address without its domain are refused with the field's
 * own message.
 */
export function itChecksEmail(validate: (value: unknown) => string | null, message: string) {
  itChecksField(
    validate,
    message,
    ['ana@example.com', 'ops@provider.com'],
    ['', 'ana', 'ana@', 'ops@'],
  );
}

/** One field's check: every `accepted` value passes; every `refused` one gets `message`. */
export function itChecksField(
  validate: (value: unknown) => string | null,
  message: string,
  accepted: unknown[],
  refused: unknown[],
) {
  it.each(accepted)('accepts %j', (value) => {
    expect(validate(value)).toBeNull();
  });

  it.each(refused)(`refuses %j: '${message}'`, (value) => {
    expect(validate(value)).toBe(message);
  });
}

/**
 * A whole form (the agent's save-cart form, the waitlist): no errors for `valid`; an empty form
 * reports every failing field with its message (`errorsOfEmpty`).
 */
export function itValidatesForm(
  validate: (values: unknown) => Record<string, string>,
  valid: Record<string, unknown>,
  errorsOfEmpty: Record<string, string>,
) {
  it('is empty for a valid form', () => {
    expect(validate(valid)).toEqual({});
  });

  it('reports every failing field of an empty form with its message', () => {
    expect(validate({})).toEqual(errorsOfEmpty);
  });
}
