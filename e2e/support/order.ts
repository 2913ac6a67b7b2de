/**
 * The steps every placed order takes in the journeys, in one place: from business info to the
 * verified mobile number, on to the open installation section, and from the review to the
 * confirmation page.
 */
import { expect, type Page } from '@playwright/test';
import {
  SSN_PASS,
  acceptTerms,
  contact,
  fillBusinessInfo,
  payByBank,
  shownOrderNumber,
  soleOwnerCreditCheck,
  submitFromReview,
  verifyPasscode,
  type Contact,
} from './checkout';
import { path } from './customize';

interface CreditCheck {
  /** The business info (default: a new contact with a mobile number of its own). */
  who?: Contact;
  /** The sole owner's SSN (default: one that passes). */
  ssn?: string;
  /** The status line the credit check must answer. */
  answer?: string;
}

/** Business info of `who`, a sole owner's credit check with `ssn`, the passcode verified. */
export async function passCreditCheck(
  page: Page,
  { who = contact(), ssn = SSN_PASS, answer }: CreditCheck = {},
): Promise<Contact> {
  await fillBusinessInfo(page, who);
  const result = await soleOwnerCreditCheck(page, ssn);
  if (answer !== undefined) await expect(result).toHaveText(answer);
  await verifyPasscode(page, who.mobile);
  return who;
}

/** On from a credit check that passes: the terms accepted and a bank account to pay by. */
export async function throughPayment(page: Page, who: Contact = contact()): Promise<Contact> {
  await passCreditCheck(page, { who });
  await acceptTerms(page);
  await payByBank(page);
  return who;
}

/** Submit order from the review; the confirmation page opens. */
export async function submitToConfirmation(page: Page): Promise<void> {
  await submitFromReview(page);
  await expect.poll(() => path(page)).toBe('/confirmation');
}

/** The order number the confirmation page shows. */
export async function confirmedOrderNo(page: Page): Promise<string> {
  return (await shownOrderNumber(page).textContent())!.trim();
}
