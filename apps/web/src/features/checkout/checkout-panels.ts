/**
 * Which accordion panels of the classic checkout show, which can be opened, which are complete,
 * and which opens next. Pure, over the server's progress; the order rules are the
 * domain's (packages/domain/src/checkout/sequence.ts), so page and server agree.
 */
import {
  creditCheckComplete,
  missingBefore,
  type CheckoutStep,
} from '@bizline/domain/checkout/sequence';
import { CHECKOUT_SECTIONS } from '@bizline/domain/constants';
import type { CheckoutProgress } from '@bizline/domain/wire/checkout';
import type { CheckoutPanel } from '../../shared/store/checkout-slice';

/** The panels in page order: the sections of 002 §2, then the 'check your answers' review. */
export const PANELS: readonly CheckoutPanel[] = [...CHECKOUT_SECTIONS, 'review'];

/** The progress step a panel saves (winback saves none; review stands for submit). */
const STEP_OF: Record<CheckoutPanel, CheckoutStep | 'submit' | null> = {
  businessInfo: 'personalInfo',
  creditCheck: 'creditCheck',
  winbackqualified: null,
  requiredrefund: 'refundableDeposit',
  terms: 'terms',
  installment: 'installments',
  installation: 'installation',
  review: 'submit',
};

export interface PanelContext {
  progress: CheckoutProgress;
  /** The winback offer was read (a UI-only step). */
  winbackSeen: boolean;
}

/** Sections that do not apply are hidden: winback only when qualified, the deposit
 * only when required, installments and installation not after a credit FAILURE (a
 * representative arranges them, 002 §4). */
export function isShown(panel: CheckoutPanel, { progress }: PanelContext): boolean {
  if (panel === 'winbackqualified') return progress.winbackQualified === 'Y';
  if (panel === 'requiredrefund') return progress.depositRequired === 'Y';
  if (panel === 'installment' || panel === 'installation')
    return progress.CreditCheckStatus !== 'FAILURE';
  return true;
}

export function isDone(panel: CheckoutPanel, { progress, winbackSeen }: PanelContext): boolean {
  switch (panel) {
    case 'businessInfo':
      return progress.personalInfo === 'Y';
    case 'creditCheck':
      return creditCheckComplete(progress);
    case 'winbackqualified':
      return winbackSeen;
    case 'requiredrefund':
      return progress.refundableDeposit === 'Y';
    case 'terms':
      return progress.terms === 'Y';
    case 'installment':
      return progress.installments === 'Y';
    case 'installation':
      return progress.installation === 'Y';
    case 'review':
      return false;
  }
}

/** The credit check ran (its passcode may still be to verify); also after a reload. */
export function creditCheckRan(progress: CheckoutProgress): boolean {
  return progress.creditCheck === 'Y' || progress.CreditCheckStatus !== '';
}

/** The step is under way but not complete: the credit check ran and its passcode is still to
 * be verified. Other steps save in one go. */
export function isStarted(panel: CheckoutPanel, { progress }: PanelContext): boolean {
  return panel === 'creditCheck' && creditCheckRan(progress) && !creditCheckComplete(progress);
}

/** A panel can be opened once every step before it in the sequence is complete. */
export function isReachable(panel: CheckoutPanel, ctx: PanelContext): boolean {
  if (panel === 'winbackqualified') return creditCheckComplete(ctx.progress);
  const step = STEP_OF[panel];
  if (step === null) return true;
  if (missingBefore(step, ctx.progress) !== null) return false;
  // The review comes last: after the winback offer too.
  if (panel === 'review' && isShown('winbackqualified', ctx)) return ctx.winbackSeen;
  return true;
}

/** The panel to open after `from` saved: the first shown, reachable, incomplete panel after it
 * (top to bottom), else the first one anywhere, else the review. */
export function nextPanel(from: CheckoutPanel | null, ctx: PanelContext): CheckoutPanel {
  const open = (p: CheckoutPanel) => isShown(p, ctx) && isReachable(p, ctx) && !isDone(p, ctx);
  const start = from ? PANELS.indexOf(from) + 1 : 0;
  return PANELS.slice(start).find(open) ?? PANELS.find(open) ?? 'review';
}

/** Submit order is allowed when the server's sequence allows it and the winback was read. */
export function canSubmit(ctx: PanelContext): boolean {
  return isReachable('review', ctx);
}
