import { describe, expect, it } from 'vitest';
import { last4, maskNumber, maskPhone } from './mask';

describe('masking', () => {
  const rules = { last4, maskPhone, maskNumber };

  it.each([
    // Only the last four digits are kept...
    ['last4', '617-555-0142', '0142'],
    ['last4', '12', ''],
    // ...and shown behind dots.
    ['maskPhone', '0142', '(•••) •••-0142'],
    ['maskPhone', '', ''],
    ['maskNumber', '6789', '•••• 6789'],
  ] as const)('%s(%j) is %j', (rule, value, shown) => {
    expect(rules[rule](value)).toBe(shown);
  });
});
