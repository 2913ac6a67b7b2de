/**
 * Checkout wire contract: deposit, installments, payment and installation.
 */
import { z } from 'zod';
import { yesNo, ynInput } from '../entry/blocks';
import { text, required, statusAnswer, checkoutProgress } from './sections';

// ---------------------------------------------------------------------------------------------
// Deposit, installments and payment
// ---------------------------------------------------------------------------------------------

/** Card form. Numbers are tokenised by the server's payments provider and dropped. */
export const cardForm = z.object({
  cardType: z.enum(['VISA', 'MASTERCARD', 'AMEX', 'DISCOVER']).default('VISA'),
  cardNumber: text(23),
  expMonth: z.coerce.number().int().min(1).max(12),
  expYear: z.coerce.number().int().min(2000).max(2100),
  cvv: z.string().regex(/^\d{3,4}$/, 'must be 3 or 4 digits'),
  nameOnCard: text(60).default(''),
  isDebitCard: ynInput.default('N'),
  billingZip: text(10).default(''),
});
export const bankForm = z.object({
  routingNumber: z.string().regex(/^\d{9}$/, 'must be 9 digits'),
  accountNumber: z.string().regex(/^\d{4,17}$/, 'must be 4 to 17 digits'),
});
export const paymentMethod = z.enum(['BankAccount', 'Card']);

/** POST Checkout/RefundableDeposit: pay the deposit the credit answer asked for. */
export const depositRequest = z.object({
  paymentMethod,
  bank: bankForm.optional(),
  card: cardForm.optional(),
});

/** POST Checkout/NextButtonIPM */
export const nextButtonIPMRequest = z.object({
  /** Months: one-time 3, equipment 12, router 12 by default. 0 = pay at once. */
  oneTimeInstallments: z.coerce.number().int().min(0).max(36).default(3),
  equipmentInstallments: z.coerce.number().int().min(0).max(36).default(12),
  routerInstallments: z.coerce.number().int().min(0).max(36).default(12),
  paperFreeBilling: ynInput.default('Y'),
  autoPay: ynInput.default('N'),
  paymentMethod: paymentMethod.default('BankAccount'),
  bank: bankForm.optional(),
  card: cardForm.optional(),
});
export type NextButtonIPMRequest = z.input<typeof nextButtonIPMRequest>;

/** Installment lines as the server priced them ('price' per month). */
const installmentLine = z.object({
  months: z.number().int(),
  price: z.string(),
  /** Each number of months offered (besides 0, paid at once) with its monthly price and its
   * last payment (less when the total does not split evenly). */
  options: z.array(z.object({ months: z.number().int(), price: z.string(), last: z.string() })),
});
export const installmentsResponse = z.object({
  oneTimeInstallments: installmentLine,
  equipmentInstallments: installmentLine,
  routerInstallments: installmentLine,
});

/** Due dates as the classic flow gets them: DueDates, DueDateIntervals, appointmentCode as JSON
 * text the page parses. */
export const dueDateAnswer = z.object({
  GetDueDateStatus: z.enum(['SUCCESS', 'FAILURE']),
  /** JSON text of string[] ('2026-12-01'). */
  DueDates: z.string(),
  /** JSON text of Record<date, { code: string; interval: string; available: number }[]>. */
  DueDateIntervals: z.string(),
  /** JSON text of the appointment code. */
  appointmentCode: z.string(),
  /** The install options; price (dollars text) is the catalogue item's one-time charge. */
  techOptionFields: z.array(
    z.object({ code: z.string(), description: z.string(), price: z.string().optional() }),
  ),
  ShowSelfTechInstall: yesNo,
  SIselected: z.enum(['self', 'tech', '']),
});
export type DueDateAnswer = z.infer<typeof dueDateAnswer>;
export const nextButtonIPMResponse = statusAnswer.extend({
  progress: checkoutProgress,
  paymentLast4: z.string(),
  dueDates: dueDateAnswer,
});

/** POST Checkout/AutoPayLog */
export const autoPayLogRequest = z.object({ APEntrolled: ynInput, AutoPayPmtType: text(20) });
export const autoPayPaymentMethodResponse = z.object({
  responseStatus: z.string(),
  responseMessage: z.string(),
});

// ---------------------------------------------------------------------------------------------
// Installation (install slots are real capacity)
// ---------------------------------------------------------------------------------------------

/** POST Checkout/GenerateSelfInstallment */
export const generateSelfInstallmentRequest = z.object({
  isSelfInstall: ynInput,
  isTechInstall: ynInput,
});
/** POST Checkout/SetDueDate: hold a slot for the cart (held until submit or expiry). */
export const setDueDateRequest = z.object({
  dueDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD'),
  timeSlotCode: required(20),
  SIselected: z.enum(['self', 'tech']).optional(),
});
export const setDueDateResponse = z.object({
  /** 'SUCCESS' or 'FAIL'. */
  Status: z.enum(['SUCCESS', 'FAIL']),
  message: z.string(),
  dueDate: z.string(),
  timeSlot: z.string(),
  heldUntil: z.string(),
});
/** The 002 §8 text of a taken slot (two spaces after the first period, as the spec has it). */
export const SLOT_TAKEN_MESSAGE =
  'Selected Slot in the given Due Date is not available.  Please select other Slot/Date';
export const covidQuestionRequest = z.object({ answer: ynInput });
