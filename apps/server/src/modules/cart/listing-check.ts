/**
 * ListingDuplicateCheck: is another live cart listing the same business under the
 * same phone?
 */
import { matchKey } from '@bizline/domain/format';
import { cleanPhone } from '@bizline/domain/cart/rules';
import {
  isBusinessListingFormIncomplete,
  listingOutcome,
  listingOutcomeMessage,
} from '@bizline/domain/validators/forms-001';
import { validatePhone } from '@bizline/domain/validators/phone';
import type { BusinessListing } from '@bizline/domain/wire/cart';
import type { AppContext } from '../../context';
import { badRequest } from '../../http-errors';
import type { Session } from '../session/service';
import { loadOrCreateCart, parseSelections } from './load-cart';
import * as repo from './repo';

const LISTING_FIELDS = [
  'businessName',
  'businessCategory',
  'categoryName',
  'isBillingPhoneRequired',
] as const;

/**
 * ListingDuplicateCheck: approved when billing phone is required ('Yes'); otherwise a
 * potential duplicate when another live cart holds a local business listing for the same
 * business name and phone; failed when the business phone is not a valid number.
 */
export async function listingDuplicateCheck(
  ctx: AppContext,
  session: Session,
  form: BusinessListing,
) {
  const cart = await loadOrCreateCart(ctx, session);
  if (isBusinessListingFormIncomplete(form)) {
    const field = LISTING_FIELDS.find((f) => !form[f].trim()) ?? 'businessPhone';
    throw badRequest(`${field}: is required`, field);
  }
  const answer = (success: boolean, potentialDuplicate: boolean, fallback = '') => {
    const outcome = listingOutcome({ success, potentialDuplicate });
    return { success, potentialDuplicate, message: listingOutcomeMessage(outcome) ?? fallback };
  };
  if (form.isBillingPhoneRequired === 'Yes') return answer(true, false);
  const phone = cleanPhone(form.businessPhone);
  const phoneProblem = validatePhone(phone);
  if (phoneProblem) return answer(false, false, phoneProblem);
  const name = matchKey(form.businessName);
  const others = await repo.cartsWithBusinessListing(
    ctx.db.kysely,
    cart.cartId,
    new Date().toISOString(),
  );
  const duplicate = others.some(({ selections }) => {
    const internet = parseSelections(selections).internet;
    const listing = internet?.businessListing;
    return (
      !!internet?.localListingId &&
      !!listing &&
      matchKey(listing.businessName) === name &&
      cleanPhone(listing.businessPhone) === phone
    );
  });
  return answer(true, duplicate);
}
