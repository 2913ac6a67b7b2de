/**
 * Pure order rules (issue 5; docs/decisions/013-install-slots-and-orders.md): the order and
 * reference number formats (the order states are in ./order-states.ts), and which checkout
 * sections are still missing before an order can be submitted.
 */
import {
  CHECKOUT_STEP_LABELS,
  creditCheckComplete,
  prerequisitesOf,
  type CheckoutStep,
} from '../checkout/sequence';
import { UNFULFILLED_ORDER_CANCEL_DAYS } from '../constants';
import type { CheckoutProgress } from '../wire/checkout';

/** An order number from 10 random digits (the caller draws them; the rule only formats). */
export function orderNumberFrom(digits: readonly number[]): string {
  if (digits.length !== 10 || digits.some((d) => !Number.isInteger(d) || d < 0 || d > 9)) {
    throw new Error('an order number needs 10 digits 0-9');
  }
  return `MB${digits.join('')}`;
}

/** A reference number from 9 random digits. */
export function refNumberFrom(digits: readonly number[]): string {
  if (digits.length !== 9 || digits.some((d) => !Number.isInteger(d) || d < 0 || d > 9)) {
    throw new Error('a reference number needs 9 digits 0-9');
  }
  return `R${digits.join('')}`;
}

/** Order numbers as people type them: spaces and dashes dropped, any case. */
export function normalizeOrderNumber(input: string): string {
  return input.replace(/[\s-]/g, '').toUpperCase();
}

/** An unfulfilled order is cancelled after this instant (002 §9: 10 days after submission). */
export function cancelAfter(submittedAt: Date): Date {
  return new Date(submittedAt.getTime() + UNFULFILLED_ORDER_CANCEL_DAYS * 24 * 3600_000);
}

/**
 * Every section still missing before submit, in checkout order (the prerequisites of 'submit'
 * in checkout/sequence.ts: a credit FAILURE needs business info, the credit check and terms).
 */
export function missingSections(p: CheckoutProgress): CheckoutStep[] {
  return prerequisitesOf('submit', p).filter((s) =>
    s === 'creditCheck' ? !creditCheckComplete(p) : p[s] !== 'Y',
  );
}

/** 'Please complete these sections before submitting: installation, terms.' */
export function missingSectionsMessage(missing: readonly CheckoutStep[]): string {
  return `Please complete these sections before submitting: ${missing
    .map((s) => CHECKOUT_STEP_LABELS[s])
    .join(', ')}.`;
}

/** The public lookup's answer when number and ZIP do not both match. */
export const ORDER_NOT_FOUND_MESSAGE = 'We could not find an order with that number and ZIP code.';
