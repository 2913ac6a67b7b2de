/**
 * The classic checkout sequence, enforced by the server and read by the page:
 * 1. personal info (businessInfo) saved with a valid billing address;
 * 2. the credit check ran AND the one-time passcode was verified (only then is the credit-check
 *    section complete);
 * 3. the refundable deposit, where the credit answer asks for one;
 * 4. installments and payment, installation and terms;
 * 5. submit.
 * A credit-check FAILURE can still be submitted (it goes to /confirmation-contact-rep, where a
 * representative sets up installation and payment), so it needs only steps 1, 2 and terms.
 */
import type { CheckoutProgress } from '../wire/checkout';

/** Steps whose saved flag is in CheckoutProgress, in their order. */
const CHECKOUT_STEPS = [
  'personalInfo',
  'creditCheck',
  'refundableDeposit',
  'installments',
  'installation',
  'terms',
] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

/** How the 409 of a step taken too early names what is missing. */
export const CHECKOUT_STEP_LABELS: Readonly<Record<CheckoutStep, string>> = {
  personalInfo: 'business information',
  creditCheck: 'credit check',
  refundableDeposit: 'refundable deposit',
  installments: 'installments and payment',
  installation: 'installation',
  terms: 'terms',
};

/** Before anything is saved. */
export function initialProgress(winbackQualified: 'Y' | 'N' = 'N'): CheckoutProgress {
  return {
    personalInfo: 'N',
    creditCheck: 'N',
    otpVerified: 'N',
    refundableDeposit: 'N',
    installments: 'N',
    installation: 'N',
    terms: 'N',
    CreditCheckStatus: '',
    depositRequired: 'N',
    depositAmount: '',
    winbackQualified,
  };
}

/** Whether the credit check counts as complete: it ran and the passcode was verified. */
export function creditCheckComplete(p: CheckoutProgress): boolean {
  return p.CreditCheckStatus !== '' && p.otpVerified === 'Y';
}

/** The steps that must be complete before `step` can be saved, in order. */
export function prerequisitesOf(step: CheckoutStep | 'passcode' | 'submit', p: CheckoutProgress) {
  const needed: CheckoutStep[] = [];
  if (step === 'personalInfo') return needed;
  needed.push('personalInfo');
  if (step === 'creditCheck' || step === 'passcode') return needed;
  needed.push('creditCheck');
  if (step === 'refundableDeposit') return needed;
  if (p.depositRequired === 'Y') needed.push('refundableDeposit');
  if (step === 'installments' || step === 'terms') return needed;
  needed.push('installments');
  if (step === 'installation') return needed;
  // submit
  if (p.CreditCheckStatus === 'FAILURE') return ['personalInfo', 'creditCheck', 'terms'] as const;
  needed.push('installation', 'terms');
  return needed;
}

function isDone(step: CheckoutStep, p: CheckoutProgress): boolean {
  if (step === 'creditCheck') return creditCheckComplete(p);
  return p[step] === 'Y';
}

/** The first prerequisite of `step` not yet complete, or null when `step` may be saved. */
export function missingBefore(
  step: CheckoutStep | 'passcode' | 'submit',
  p: CheckoutProgress,
): CheckoutStep | null {
  return prerequisitesOf(step, p).find((s) => !isDone(s, p)) ?? null;
}

/** The 409 message of a step taken too early. */
export function missingStepMessage(missing: CheckoutStep): string {
  return `Complete the ${CHECKOUT_STEP_LABELS[missing]} section first.`;
}

/** The step the page should open next (the first one not complete), or 'submit'. */
export function nextStep(p: CheckoutProgress): CheckoutStep | 'submit' {
  for (const step of CHECKOUT_STEPS) {
    if (step === 'refundableDeposit' && p.depositRequired !== 'Y') continue;
    if (p.CreditCheckStatus === 'FAILURE' && (step === 'installments' || step === 'installation'))
      continue;
    if (!isDone(step, p)) return step;
  }
  return 'submit';
}
