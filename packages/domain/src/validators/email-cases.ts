/**
 * The cases every e-mail field's check shares (the save-cart form and dialog, the abandoned-cart
 * tool): a valid address passes; empty, a bare name and an address without its domain are
 * refused with the field's own message. Called inside a test file's describe.
 */
import { expect, it } from 'vitest';

export function itChecksEmail(validate: (value: unknown) => string | null, message: string) {
  it.each(['ana@example.com', 'ops@provider.com'])('accepts %j', (email) => {
    expect(validate(email)).toBeNull();
  });

  it.each(['', 'ana', 'ana@', 'ops@'])(`refuses %j: '${message}'`, (email) => {
    expect(validate(email)).toBe(message);
  });
}
