import { describe, expect, it } from 'vitest';
import { cartPhoneKind, isCardPromoShown, type CardPromoInput } from './cart-promo';

type Cart = NonNullable<CardPromoInput['cart']>;

function cart(over: { tv?: string; phone?: string; lines?: number; selected?: string } = {}): Cart {
  return {
    headerInfo: { selectedService: over.selected ?? '' },
    phoneInfo: { planName: over.phone ?? '', noOfLines: over.lines ?? 0 },
    tvInfo: { planName: over.tv ?? '' },
  };
}

const base = { campaignCode: 'SPRING24|fios', onPhoneTab: false, onCheckout: false };

describe('cartPhoneKind', () => {
  it('none, BDV (header or plan name) or standard phone', () => {
    expect(cartPhoneKind(cart())).toBe('none');
    expect(cartPhoneKind(cart({ phone: 'Business Digital Voice', lines: 2 }))).toBe('bdv');
    expect(cartPhoneKind(cart({ phone: 'Unlimited', lines: 1, selected: 'BDV' }))).toBe('bdv');
    expect(cartPhoneKind(cart({ phone: 'Business Line Unlimited', lines: 1 }))).toBe('standard');
    expect(cartPhoneKind(cart({ phone: 'Standard phone', lines: 1, selected: 'VOICE' }))).toBe(
      'standard',
    );
  });
});

describe('isCardPromoShown ($75 statement credit, 001 §2)', () => {
  const bdvCart = cart({ phone: 'Business Digital Voice', lines: 1, selected: 'BDV' });
  const tvCart = cart({ tv: 'Custom TV', selected: 'TV' });

  it('shows for a BDV or TV cart when a campaign code is present', () => {
    expect(isCardPromoShown({ ...base, cart: bdvCart })).toBe(true);
    expect(isCardPromoShown({ ...base, cart: tvCart })).toBe(true);
  });

  it('needs a campaign code', () => {
    expect(isCardPromoShown({ ...base, campaignCode: '', cart: bdvCart })).toBe(false);
    expect(isCardPromoShown({ ...base, campaignCode: '  ', cart: tvCart })).toBe(false);
  });

  it('never on the phone tab or on checkout', () => {
    expect(isCardPromoShown({ ...base, onPhoneTab: true, cart: bdvCart })).toBe(false);
    expect(isCardPromoShown({ ...base, onCheckout: true, cart: tvCart })).toBe(false);
  });

  it('not for internet-only, empty or standard-phone carts', () => {
    expect(isCardPromoShown({ ...base, cart: cart() })).toBe(false);
    expect(isCardPromoShown({ ...base, cart: null })).toBe(false);
    const standard = cart({ phone: 'Business Line', lines: 2, selected: 'VOICE' });
    expect(isCardPromoShown({ ...base, cart: standard })).toBe(false);
    // Standard phone with TV is still a standard-phone cart.
    expect(isCardPromoShown({ ...base, cart: { ...standard, tvInfo: { planName: 'TV' } } })).toBe(
      false,
    );
  });
});
