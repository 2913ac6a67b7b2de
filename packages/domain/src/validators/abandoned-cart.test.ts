import { describe, expect, it } from 'vitest';
import { canUploadAbandonedCarts, validateAbandonedCartEmail } from './abandoned-cart';

describe('abandoned-cart tool (002 §5)', () => {
  it("needs a valid e-mail: 'Please provide a valid email to proceed'", () => {
    expect(validateAbandonedCartEmail('ops@provider.com')).toBeNull();
    expect(validateAbandonedCartEmail('')).toBe('Please provide a valid email to proceed');
    expect(validateAbandonedCartEmail('ops@')).toBe('Please provide a valid email to proceed');
  });

  it('refuses the upload without a target e-mail', () => {
    expect(canUploadAbandonedCarts(undefined)).toBe(false);
    expect(canUploadAbandonedCarts('ops@provider.com')).toBe(true);
  });
});
