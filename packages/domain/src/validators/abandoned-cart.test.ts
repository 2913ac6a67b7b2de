import { describe, expect, it } from 'vitest';
import { canUploadAbandonedCarts, validateAbandonedCartEmail } from './abandoned-cart';
import { itChecksEmail } from './validator-cases';

describe('abandoned-cart tool (002 §5)', () => {
  itChecksEmail(validateAbandonedCartEmail, 'Please provide a valid email to proceed');

  it('refuses the upload without a target e-mail', () => {
    expect(canUploadAbandonedCarts(undefined)).toBe(false);
    expect(canUploadAbandonedCarts('ops@provider.com')).toBe(true);
  });
});
