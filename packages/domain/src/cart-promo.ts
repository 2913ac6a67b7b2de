/**
 * Who sees the '$75 statement credit' banner of the cart detail panel: an enrolled
 * eligible business card credit offered only when a campaign code is present, not on the phone
 * tab, not on checkout, and not for internet-only or standard-phone carts. Also the cart's phone
 * kind, which the panel uses for its phone section title. Pure: decided from the cart answer.
 */
import type { PlanDetails } from './wire/cart';

export type CartPhoneKind = 'none' | 'bdv' | 'standard';

type PhoneFacts = {
  headerInfo: Pick<PlanDetails['headerInfo'], 'selectedService'>;
  phoneInfo: Pick<PlanDetails['phoneInfo'], 'planName' | 'noOfLines'>;
};

/** BDV when the header or the plan name says so; any other phone plan is a standard phone. */
export function cartPhoneKind(cart: PhoneFacts): CartPhoneKind {
  const name = cart.phoneInfo.planName.trim();
  if (!name && cart.phoneInfo.noOfLines <= 0) return 'none';
  if (cart.headerInfo.selectedService === 'BDV' || /digital voice|\bbdv\b/i.test(name))
    return 'bdv';
  return 'standard';
}

export interface CardPromoInput {
  /** The stored campaign code ('' when none). */
  campaignCode: string;
  /** The phone tab of the customise page is showing. */
  onPhoneTab: boolean;
  /** The cart is shown on /checkout. */
  onCheckout: boolean;
  cart:
    | (PhoneFacts & {
        tvInfo: Pick<PlanDetails['tvInfo'], 'planName'>;
      })
    | null;
}

export function isCardPromoShown(input: CardPromoInput): boolean {
  const { cart } = input;
  if (!input.campaignCode.trim() || input.onPhoneTab || input.onCheckout || !cart) return false;
  const phone = cartPhoneKind(cart);
  if (phone === 'standard') return false;
  // Internet alone is excluded by the spec, and an empty cart has nothing the credit applies to:
  // the cart must hold TV or Business Digital Voice.
  return cart.tvInfo.planName.trim() !== '' || phone === 'bdv';
}
