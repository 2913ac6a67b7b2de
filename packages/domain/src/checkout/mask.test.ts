import { describe, expect, it } from 'vitest';
import { last4, maskNumber, maskPhone } from './mask';

describe('masking', () => {
  it('keeps only the last four digits', () => {
    expect(last4('617-555-0142')).toBe('0142');
    expect(last4('12')).toBe('');
    expect(maskPhone('0142')).toBe('(•••) •••-0142');
    expect(maskPhone('')).toBe('');
    expect(maskNumber('6789')).toBe('•••• 6789');
  });
});
