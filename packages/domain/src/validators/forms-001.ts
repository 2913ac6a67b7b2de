/**
 * Customise-stage form and answer rules (001 §4, §5; repeated in 002 §5).
 */
import {
  CONTRACT,
  CONTRACT_LABEL_NO_ANNUAL,
  IP_TYPE,
  STATIC_IP_PRODUCTS,
  STATUS_SUCCESS,
  type Contract,
} from '../constants';
import { ERROR_MESSAGES } from '../errors';
import { asList, asRecord, asText, isBlank, readField } from '../input';

/** 'No annual contract' maps to MonthToMonth; any other choice to TwoYears. */
export function contractFromLabel(label: unknown): Contract {
  return asText(label) === CONTRACT_LABEL_NO_ANNUAL ? CONTRACT.monthToMonth : CONTRACT.twoYears;
}

/** An order call counts as a success only when Status equals SUCCESS. */
export function isOrderUpdateSuccess(response: unknown): boolean {
  return readField(response, 'Status') === STATUS_SUCCESS;
}

/**
 * Static IP choice defaults to Dynamic unless a selected product name contains Static IP Single
 * or Static IP Block of 5.
 */
export function staticIpChoice(selectedProductNames: unknown): 'Static' | 'Dynamic' {
  const isStatic = asList(selectedProductNames).some((name) => {
    const text = asText(name);
    return STATIC_IP_PRODUCTS.some((product) => text.includes(product));
  });
  return isStatic ? IP_TYPE.static : IP_TYPE.dynamic;
}

/**
 * Incomplete if category, category name, billing-phone-required answer or business name is
 * empty, or if the billing-phone answer is 'No' and the business phone is empty.
 */
export function isBusinessListingFormIncomplete(form: unknown): boolean {
  const required = ['businessCategory', 'categoryName', 'isBillingPhoneRequired', 'businessName'];
  if (required.some((key) => isBlank(readField(form, key)))) return true;
  const answer = asText(readField(form, 'isBillingPhoneRequired')).trim();
  return answer === 'No' && isBlank(readField(form, 'businessPhone'));
}

/** Whether one yellow-pages entry mentions 're-enter' (in its text, or any text field). */
function mentionsReEnter(entry: unknown): boolean {
  const record = asRecord(entry);
  const texts = record === null ? [asText(entry)] : Object.values(record).map(asText);
  return texts.some((text) => text.toLowerCase().includes('re-enter'));
}

/** A yellow-pages result with a single entry containing 're-enter' is treated as empty (001 §5,
 * 002 §5). Returns the entries to show. */
export function normalizeYellowPagesResults(results: unknown): readonly unknown[] {
  const list = asList(results);
  return list.length === 1 && mentionsReEnter(list[0]) ? [] : list;
}

/** Listing duplicate-check outcomes. */
export type ListingOutcome = 'approved' | 'duplicate' | 'failed';

/**
 * Outcome of YslPerformDupeCheckEligilibity (001 §5, 002 §7: success, potentialDuplicate):
 * a potential duplicate wins, then success, otherwise failed.
 */
export function listingOutcome(response: unknown): ListingOutcome {
  if (readField(response, 'potentialDuplicate') === true) return 'duplicate';
  return readField(response, 'success') === true ? 'approved' : 'failed';
}

/** "If billing phone is required (Yes), approval is assumed first": the outcome to show
 * before the check answers. */
export function initialListingOutcome(isBillingPhoneRequired: unknown): ListingOutcome | null {
  return asText(isBillingPhoneRequired).trim() === 'Yes' ? 'approved' : null;
}

/** The duplicate check runs only when the listing service is being added. */
export function shouldRunListingDupeCheck(isAddingListing: unknown): boolean {
  return isAddingListing === true;
}

/** Message of a listing outcome: 'Listing Approved' or 'Paid listing already exists for this
 * business location'; a failed check has no message of its own. */
export function listingOutcomeMessage(outcome: ListingOutcome): string | null {
  if (outcome === 'approved') return ERROR_MESSAGES.listingApproved;
  if (outcome === 'duplicate') return ERROR_MESSAGES.listingPaidExists;
  return null;
}
