/**
 * Paying: the refundable deposit the credit answer asked for, the payment method (tokenised by
 * the provider: only token, last four and brand are kept), paperless billing and autopay.
 */
import { missingStepMessage } from '@bizline/domain/checkout/sequence';
import { formatCents } from '@bizline/domain/pricing/money';
import type { bankForm, cardForm, depositRequest } from '@bizline/domain/wire/checkout';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { badRequest, conflict } from '../../http-errors';
import { PaymentInputError } from '../../providers/payments/index';
import type { Session } from '../session/service';
import type { CheckoutAnswers } from './answers';
import { loadCheckout, loadCheckoutAt, updateCheckout } from './store';

type CardParsed = z.output<typeof cardForm>;
type BankParsed = z.output<typeof bankForm>;

/** Tokenises the chosen method (the provider validates it); only token, last four and brand
 * come back. A bad number is a 400 naming the field, without the value. */
export async function tokenize(
  ctx: AppContext,
  cartId: string,
  method: 'BankAccount' | 'Card',
  bank: BankParsed | undefined,
  card: CardParsed | undefined,
): Promise<{ token: string; last4: string; brand: string }> {
  const prefix = method === 'Card' ? 'card' : 'bank';
  try {
    if (method === 'Card') {
      if (!card) throw badRequest('card: is required for a card payment', 'card');
      const t = await ctx.providers.payments.tokenizeCard(cartId, {
        number: card.cardNumber,
        expMonth: card.expMonth,
        expYear: card.expYear,
        cvv: card.cvv,
        brand: card.cardType,
      });
      return { token: t.token, last4: t.last4, brand: t.brand };
    }
    if (!bank) throw badRequest('bank: is required for a bank account payment', 'bank');
    const t = await ctx.providers.payments.tokenizeBank(cartId, {
      routingNumber: bank.routingNumber,
      accountNumber: bank.accountNumber,
    });
    return { token: t.token, last4: t.last4, brand: 'BANK' };
  } catch (e) {
    if (e instanceof PaymentInputError) {
      const field = `${prefix}.${e.field ?? ''}`;
      throw badRequest(`${field}: ${e.message}`, field);
    }
    throw e;
  }
}

/** POST Checkout/RefundableDeposit: tokenise and charge the deposit the credit answer asked. */
export async function payDeposit(
  ctx: AppContext,
  session: Session,
  req: z.output<typeof depositRequest>,
) {
  const { cart, checkout } = await loadCheckoutAt(ctx, session, 'refundableDeposit');
  const amount = checkout.answers.credit?.depositCents ?? 0;
  if (checkout.progress.depositRequired !== 'Y' || amount <= 0)
    throw conflict('No refundable deposit is required for this order.');
  if (checkout.progress.refundableDeposit === 'Y')
    return { Status: 'SUCCESS' as const, message: 'The deposit is already paid.' };
  const method = await tokenize(ctx, cart.cartId, req.paymentMethod, req.bank, req.card);
  const charge = await ctx.providers.payments.charge(
    method.token,
    amount,
    `deposit:${cart.cartId}:${checkout.answers.credit?.reference ?? ''}`,
  );
  if (charge.status !== 'approved') {
    return {
      Status: 'FAILURE' as const,
      message: 'The payment was declined. Please use another card or account.',
    };
  }
  await updateCheckout(ctx, cart.cartId, (co) => ({
    progress: { ...co.progress, refundableDeposit: 'Y' },
    answers: {
      ...co.answers,
      deposit: {
        token: method.token,
        last4: method.last4,
        amountCents: amount,
        reference: charge.reference,
        paidAt: new Date().toISOString(),
      },
    },
  }));
  return { Status: 'SUCCESS' as const, message: `Deposit of $${formatCents(amount)} paid.` };
}

/** A section answer that needs the credit check and deposit first (paperless, autopay). */
async function savePaymentAnswer(
  ctx: AppContext,
  session: Session,
  patch: (a: CheckoutAnswers) => CheckoutAnswers,
) {
  const { cart } = await loadCheckoutAt(ctx, session, 'installments');
  return updateCheckout(ctx, cart.cartId, (co) => ({
    progress: co.progress,
    answers: patch(co.answers),
  }));
}

/** POST EnrollPFB: paperless billing enrolment. */
export async function enrollPfb(ctx: AppContext, session: Session, req: { enroll: 'Y' | 'N' }) {
  await savePaymentAnswer(ctx, session, (a) => ({ ...a, paperless: req.enroll }));
  return { Status: 'SUCCESS' as const, paperFreeBilling: req.enroll };
}

/** POST Checkout/AutoPayLog: APEntrolled and AutoPayPmtType. */
export async function autoPayLog(
  ctx: AppContext,
  session: Session,
  req: { APEntrolled: 'Y' | 'N'; AutoPayPmtType: string },
) {
  await savePaymentAnswer(ctx, session, (a) => ({
    ...a,
    autopay: {
      enrolled: req.APEntrolled,
      paymentType: req.AutoPayPmtType,
      authorized: a.autopay?.authorized ?? 'N',
    },
  }));
  return { Status: 'SUCCESS' as const };
}

/** POST Checkout/VEPSAutoPayAuthorize: authorise autopay on the saved payment method. */
export async function autoPayAuthorize(ctx: AppContext, session: Session) {
  const { checkout } = await loadCheckout(ctx, session);
  if (!checkout.answers.payment) throw conflict(missingStepMessage('installments'), 'installments');
  await savePaymentAnswer(ctx, session, (a) => ({
    ...a,
    autopay: {
      enrolled: 'Y',
      paymentType: a.payment?.method ?? 'BankAccount',
      authorized: 'Y',
    },
  }));
  return { Status: 'SUCCESS' as const, message: 'Autopay is authorized.' };
}

/** POST Checkout/AutoPayPaymentMethod: the autopay method (responseStatus, responseMessage). */
export async function autoPayPaymentMethod(ctx: AppContext, session: Session) {
  const { checkout } = await loadCheckout(ctx, session);
  const p = checkout.answers.payment;
  if (!p) return { responseStatus: 'FAILURE', responseMessage: 'No payment method saved yet.' };
  const what = p.method === 'Card' ? `${p.brand} card` : 'bank account';
  return {
    responseStatus: 'SUCCESS',
    responseMessage: `Autopay uses the ${what} ending in ${p.last4}.`,
  };
}
