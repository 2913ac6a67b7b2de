/**
 * The classic checkout of the session's cart (issue 5, spec 002 §2-§5).
 *
 * - One `checkouts` row per cart: the progress flags (wire/checkout.ts CheckoutProgress) and the
 *   non-sensitive answers of each section (CheckoutAnswers, JSON). Every write is one transaction
 *   with an optimistic `version` check (retried once), like the cart.
 * - The sequence of 002 §4 is enforced here (packages/domain/src/checkout/sequence.ts): a step
 *   taken before an earlier one is complete answers 409 naming the missing section.
 * - Sensitive values never reach the database, the logs or an answer in clear: the SSN and tax
 *   id arrive encrypted, are decrypted in memory for the credit provider and dropped; card and
 *   bank numbers become a token and the last four digits; the passcode is kept only as a hash.
 */
import { createHash, randomInt, randomUUID } from 'node:crypto';
import { BILLING_RETRY_LIMIT, type CustomerType } from '@bizline/domain/constants';
import { maskPhone, last4 } from '@bizline/domain/checkout/mask';
import {
  installmentLines,
  isOfferedMonths,
  type InstallmentMonths,
} from '@bizline/domain/checkout/installments';
import {
  initialProgress,
  missingBefore,
  missingStepMessage,
  nextStep,
  creditCheckComplete,
  type CheckoutStep,
} from '@bizline/domain/checkout/sequence';
import { installTypeOfCart } from '@bizline/domain/checkout/installation';
import { CUSTOMER_MESSAGES } from '@bizline/domain/errors';
import {
  LOA_REQUIRED_MESSAGE,
  TERMS_CHANGED_MESSAGE,
  loaCovers,
  movedNumbers,
  type LetterOfAuthorizationRecord,
} from '@bizline/domain/checkout/terms';
import { digitsOnly } from '@bizline/domain/format';
import { formatCents } from '@bizline/domain/pricing/money';
import {
  dobOrDefault,
  meetsSsnRule,
  normalizeCustomerType,
} from '@bizline/domain/validators/credit';
import { isBillingAddressValidClassic } from '@bizline/domain/validators/billing';
import { sanitizeEmail, validateEmail } from '@bizline/domain/validators/email';
import { validateName } from '@bizline/domain/validators/names';
import { isValidPhoneDigits, validatePhone } from '@bizline/domain/validators/phone';
import type { PlanDetails } from '@bizline/domain/wire/cart';
import type { CheckoutProgress } from '@bizline/domain/wire/checkout';
import type { z } from 'zod';
import type {
  addressBlock,
  bankForm,
  cardForm,
  contactInfo,
  creditCheckRequest,
  depositRequest,
  letterOfAuthorizationRequest,
  nextButtonBIRequest,
  nextButtonIPMRequest,
  ownerBlock,
} from '@bizline/domain/wire/checkout';
import { checkoutProgress } from '@bizline/domain/wire/checkout';
import type { AppContext } from '../../context';
import type { Db } from '../../db/index';
import { inTransaction } from '../../db/transaction';
import { deliverSoon, queueSms } from '../../jobs/deliveries';
import { HttpError, badRequest, conflict } from '../../http-errors';
import { claimOtpDestination } from './sms-destinations';
import { CREDIT_INPUT_MESSAGES, CreditInputError } from '../../providers/credit/index';
import { PaymentInputError } from '../../providers/payments/index';
import { SensitiveDataError } from '../../providers/sensitive/index';
import { lookupZips } from '../address/service';
import { loadOrCreateCart, priceSelections, writeCart, type LoadedCart } from '../cart/service';
import { getActiveCatalogue } from '../catalogue/service';
import type { Session } from '../session/service';
import type { CreditAnswer } from '../../providers/credit/index';
import { releaseHolds, scheduleForCart } from '../scheduling/service';
import { heldNumbers } from '../tn/service';
import * as repo from './repo';
import { currentTerms } from './terms';

// ---------------------------------------------------------------------------------------------
// Types
// ---------------------------------------------------------------------------------------------

type ContactParsed = z.output<typeof contactInfo>;
type AddressParsed = z.output<typeof addressBlock>;

/** An owner block as kept: names and the date of birth, never the SSN (only whether given). */
export interface OwnerAnswer {
  firstName: string;
  lastName: string;
  middleInitial: string;
  isNoSsn: 'Y' | 'N';
  /** 'Y' when an SSN was supplied (the value itself went to the credit provider only). */
  ssnGiven: 'Y' | 'N';
  /** 'month/day/year', '0/0/0' for a missing partner (002 §5). */
  dob: string;
}

/** The non-sensitive answers of each section, as stored in checkouts.answers. */
export interface CheckoutAnswers {
  contact?: ContactParsed;
  businessInfo?: AddressParsed;
  shippingInfo?: AddressParsed;
  billing?: {
    status: 'SUCCESS' | 'FAILURE';
    retryCount: number;
    emailStatus: 'VALID' | 'INVALID';
    mobileStatus: 'VALID' | 'INVALID';
  };
  /** E-mail validation failure counter (002 §4: +1 on failure, 0 on success). */
  emailValidationFailures?: number;
  /** Customer type, owner names and dob, company billing name; NO ssn, NO tax id. */
  credit?: {
    customerType: CustomerType;
    soleOwner?: OwnerAnswer;
    partner1?: OwnerAnswer;
    partner2?: OwnerAnswer;
    billingName?: string;
    /** 'Y' when a tax id was supplied. */
    taxIdGiven?: 'Y' | 'N';
    status: 'SUCCESS' | 'FAILURE';
    creditworthiness: string;
    depositCents: number;
    reference: string;
    checkedAt: string;
  };
  /** The passcode's mobile number: last four digits only. */
  otp?: { mobileLast4: string; sentAt?: string; verifiedAt?: string };
  deposit?: {
    token: string;
    last4: string;
    amountCents: number;
    reference: string;
    paidAt: string;
  };
  installments?: InstallmentMonths;
  payment?: { method: 'BankAccount' | 'Card'; token: string; last4: string; brand: string };
  paperless?: 'Y' | 'N';
  autopay?: { enrolled: 'Y' | 'N'; paymentType: string; authorized: 'Y' | 'N' };
  loa?: LetterOfAuthorizationRecord;
  /** The terms accepted: when, and which version (issue 10 §3). */
  terms?: { accepted: 'Y' | 'N'; at: string; version?: string; effectiveDate?: string };
  covid?: 'Y' | 'N';
  /** Written by the scheduling module (slot holds). */
  installation?: {
    dueDate: string;
    timeSlotCode: string;
    timeSlot: string;
    type: 'self' | 'tech' | '';
    holdId: number | null;
  };
}

export interface Checkout {
  cartId: string;
  progress: CheckoutProgress;
  answers: CheckoutAnswers;
  /** The order submitted from this checkout, if any: it can no longer change (issue 10 §4). */
  placedOrderNo?: string | null;
}

/** The session's cart as the checkout sees it: the loaded cart and its prices. */
export type CheckoutCart = LoadedCart & { planDetails: PlanDetails };

export const EMPTY_CART_MESSAGE = 'Your cart is empty: there is nothing to check out.';

// ---------------------------------------------------------------------------------------------
// Loading and writing
// ---------------------------------------------------------------------------------------------

function parseProgress(json: string, fallback: CheckoutProgress): CheckoutProgress {
  const parsed = checkoutProgress.safeParse(JSON.parse(json));
  return parsed.success ? parsed.data : fallback;
}

function toCheckout(row: repo.CheckoutRow, winback: 'Y' | 'N'): Checkout {
  return {
    cartId: row.cart_id,
    progress: parseProgress(row.progress, initialProgress(winback)),
    answers: JSON.parse(row.answers) as CheckoutAnswers,
  };
}

const isEmptyCart = (c: LoadedCart) =>
  !c.selections.internet && !c.selections.tv && !c.selections.phone && !c.selections.bdv;

/**
 * The session's cart and its checkout (created on first use). 409 without a cart (qualify an
 * address first) and when the cart is empty (nothing to check out).
 */
export async function loadCheckout(
  ctx: AppContext,
  session: Session,
  now = new Date(),
): Promise<{ cart: CheckoutCart; checkout: Checkout }> {
  const loaded = await loadOrCreateCart(ctx, session, now);
  if (isEmptyCart(loaded)) throw conflict(EMPTY_CART_MESSAGE);
  const doc = await getActiveCatalogue(ctx);
  const cart = { ...loaded, planDetails: priceSelections(doc, session, loaded, loaded.selections) };
  const winback = loaded.address.existing_service === 'Y' ? 'Y' : 'N';
  let row = await repo.findCheckout(ctx.db.kysely, loaded.cartId);
  if (!row) {
    const iso = now.toISOString();
    await repo.insertCheckout(ctx.db.kysely, {
      cart_id: loaded.cartId,
      session_id: session.id,
      progress: JSON.stringify(initialProgress(winback)),
      answers: '{}',
      version: 0,
      created_at: iso,
      updated_at: iso,
    });
    row = await repo.findCheckout(ctx.db.kysely, loaded.cartId);
    if (!row) throw new Error('checkout row vanished after insert');
  }
  const placed = await repo.placedOrderNo(ctx.db.kysely, loaded.cartId);
  const read = toCheckout(row, winback);
  // A placed order's checkout stays as it was submitted.
  const checkout = placed ? read : await followCartInstallation(ctx, doc, cart, read);
  return { cart, checkout: { ...checkout, placedOrderNo: placed } };
}

/**
 * The cart's installation is the one choice (issue 10 §2): when it changed on customise after a
 * slot of the other type was chosen, that slot goes back and the date is asked again.
 */
async function followCartInstallation(
  ctx: AppContext,
  doc: Awaited<ReturnType<typeof getActiveCatalogue>>,
  cart: LoadedCart,
  checkout: Checkout,
): Promise<Checkout> {
  const type = installTypeOfCart(doc, cart.selections);
  const inst = checkout.answers.installation;
  if (!type || !inst?.type || inst.type === type) return checkout;
  await releaseHolds(ctx, cart.cartId);
  return updateCheckout(ctx, cart.cartId, (c) => ({
    progress: { ...c.progress, installation: 'N' },
    answers: {
      ...c.answers,
      installation: { dueDate: '', timeSlotCode: '', timeSlot: '', type, holdId: null },
    },
  }));
}

class VersionConflict extends Error {}

/**
 * One checkout write: `change` gets the current checkout (and the transaction) and returns the
 * new one; it is written only if nobody wrote in between (retried once, then 409). Throwing in
 * `change` (an HttpError for bad input) writes nothing.
 */
export async function updateCheckout(
  ctx: AppContext,
  cartId: string,
  change: (
    c: Checkout,
    db: Db,
  ) =>
    | Checkout
    | Pick<Checkout, 'progress' | 'answers'>
    | Promise<Pick<Checkout, 'progress' | 'answers'>>,
): Promise<Checkout> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await inTransaction(ctx.db, async (trx) => {
        const row = await repo.findCheckout(trx, cartId);
        if (!row) throw conflict('No checkout for this cart: open the checkout first');
        // Submitted: an edit would be silently ignored by the order, so it is refused.
        if (await repo.placedOrderNo(trx, cartId))
          throw conflict(CUSTOMER_MESSAGES.orderAlreadyPlaced, 'order');
        const current = toCheckout(row, 'N');
        const next = await change(current, { ...ctx.db, kysely: trx });
        const written = await repo.updateCheckout(trx, cartId, row.version, {
          progress: JSON.stringify(checkoutProgress.parse(next.progress)),
          answers: JSON.stringify(next.answers),
          updated_at: new Date().toISOString(),
        });
        if (!written) throw new VersionConflict();
        return { cartId, progress: next.progress, answers: next.answers };
      });
    } catch (e) {
      if (e instanceof VersionConflict && attempt === 0) continue;
      if (e instanceof VersionConflict)
        throw conflict('The checkout changed meanwhile; please try again');
      throw e;
    }
  }
}

/** 409 when the checkout's order was placed: nothing of it changes any more (issue 10 §4). */
export function assertNotPlaced(checkout: Checkout): void {
  if (checkout.placedOrderNo) throw conflict(CUSTOMER_MESSAGES.orderAlreadyPlaced, 'order');
}

/** 409 naming the missing section when `step` comes too early (002 §4). */
export function assertStepAllowed(
  step: CheckoutStep | 'passcode' | 'submit',
  progress: CheckoutProgress,
): void {
  const missing = missingBefore(step, progress);
  if (missing) throw conflict(missingStepMessage(missing), missing);
}

// ---------------------------------------------------------------------------------------------
// Reading
// ---------------------------------------------------------------------------------------------

/** What the qualification left in the session for PhoneNumFromLQ / EmailFromLQ (002 §3). */
function lqContact(session: Session): { phone: string; email: string } {
  const { lqContact } = session.data;
  return { phone: lqContact?.phone ?? '', email: lqContact?.email ?? '' };
}

function serviceAddressOf(cart: LoadedCart) {
  const a = cart.address;
  return {
    address: `${a.house_number} ${a.street_name}`.trim(),
    city: a.city,
    state: a.state,
    zipCode: a.zip,
    unit: a.unit ?? '',
  };
}

const ownerView = (o: OwnerAnswer | undefined) =>
  o && {
    firstName: o.firstName,
    lastName: o.lastName,
    middleInitial: o.middleInitial,
    isNoSsn: o.isNoSsn,
    ssnGiven: o.ssnGiven,
    dob: o.dob,
  };

/**
 * GET Checkout/CheckOutDetails: progress and answers for a reload at any step. Before business
 * info is saved the contact is prefilled from the qualification (PhoneNumFromLQ, EmailFromLQ)
 * and the service address.
 */
export async function checkoutDetails(ctx: AppContext, session: Session) {
  const { cart, checkout } = await loadCheckout(ctx, session);
  const a = checkout.answers;
  const service = serviceAddressOf(cart);
  const lq = lqContact(session);
  const billing = a.businessInfo?.selected === 'N' ? a.businessInfo : service;
  return {
    Status: 'SUCCESS' as const,
    EPSessionID: cart.cartId,
    progress: checkout.progress,
    nextSection: nextStep(checkout.progress),
    /** The order placed from this checkout ('' before submit): the page shows it, not a form. */
    placedOrderNo: checkout.placedOrderNo ?? '',
    contactInfo: a.contact ?? {
      ...service,
      firstName: '',
      lastName: '',
      email: lq.email,
      phoneNumber: lq.phone,
      unitType: '',
      businessName: '',
      selectedMailType: 'E' as const,
    },
    serviceAddress: service,
    businessInfo: a.businessInfo ?? { selected: 'Y' as const, ...service },
    shippingInfo: a.shippingInfo ?? a.businessInfo ?? { selected: 'Y' as const, ...service },
    retryCount: a.billing?.retryCount ?? 0,
    BillAddrValidatedStatus: a.billing?.status ?? '',
    EmailValidationStatus: a.billing?.emailStatus ?? '',
    MobileValidationStatus: a.billing?.mobileStatus ?? '',
    emailValidationFailures: a.emailValidationFailures ?? 0,
    customerType: a.credit?.customerType ?? 'SoleOwner',
    soleOwner: ownerView(a.credit?.soleOwner),
    partner1: ownerView(a.credit?.partner1),
    partner2: ownerView(a.credit?.partner2),
    billingName: a.credit?.billingName ?? '',
    otpMobileMasked: maskPhone(a.otp?.mobileLast4 ?? last4(a.contact?.phoneNumber ?? '')),
    depositLast4: a.deposit?.last4 ?? '',
    installments: installmentLines(
      cart.planDetails.equipmentAndOnetimeCharges,
      cart.selections.installments ?? a.installments,
    ),
    paymentMethod: a.payment?.method ?? 'BankAccount',
    paymentLast4: a.payment?.last4 ?? '',
    paperFreeBilling: a.paperless ?? 'Y',
    autoPay: a.autopay?.enrolled ?? 'N',
    installation: a.installation ?? null,
    loa: a.loa ?? null,
    tosCheck: a.terms?.accepted ?? 'N',
    covidAnswer: a.covid ?? '',
    // 002 §3 billing-address payload fields.
    PhoneNumFromLQ: lq.phone,
    EmailFromLQ: lq.email,
    BillingAddress: [billing.address, billing.city, billing.state, billing.zipCode]
      .filter(Boolean)
      .join(', '),
    BillingStreeAddress: billing.address,
    BillingZipCode: billing.zipCode,
    BillingState: billing.state,
    BillingCity: billing.city,
    BillingAddressId: a.businessInfo?.selected === 'N' ? '' : cart.address.address_id,
    BillingUnitNO: billing.unit ?? '',
    BillingUnitType: a.contact?.unitType ?? '',
    OwnerType: a.credit?.customerType ?? 'SoleOwner',
    BusinessName: a.contact?.businessName ?? '',
  };
}

/** GET Checkout/Checkout and Checkout/GetCartInfo: the cart being checked out, priced. */
export async function checkoutCart(ctx: AppContext, session: Session) {
  const { cart, checkout } = await loadCheckout(ctx, session);
  return {
    Status: 'SUCCESS' as const,
    EPSessionID: cart.cartId,
    ServicesInCart: cart.selections.services,
    Contract: cart.selections.contract,
    serviceAddress: serviceAddressOf(cart),
    planDetails: cart.planDetails,
    progress: checkout.progress,
  };
}

/** GET Checkout/GetCheckoutData: objDOBBind, the owners' dates of birth as saved. */
export async function checkoutData(ctx: AppContext, session: Session) {
  const { checkout } = await loadCheckout(ctx, session);
  const c = checkout.answers.credit;
  return {
    Status: 'SUCCESS' as const,
    objDOBBind: {
      customerType: c?.customerType ?? 'SoleOwner',
      soleOwner: c?.soleOwner?.dob ?? '',
      partner1: c?.partner1?.dob ?? '',
      partner2: c?.partner2?.dob ?? '',
    },
  };
}

/** GET Checkout/GetInstallments: the installment lines priced from the cart. */
export async function installments(ctx: AppContext, session: Session) {
  const { cart, checkout } = await loadCheckout(ctx, session);
  // The cart holds the choice (issue 10 §2); the checkout's copy stands in for older carts.
  return installmentLines(
    cart.planDetails.equipmentAndOnetimeCharges,
    cart.selections.installments ?? checkout.answers.installments,
  );
}

/** GET Checkout/GetVoiceOfferStatus: whether the cart carries voice (standard phone or BDV). */
export async function voiceOfferStatus(ctx: AppContext, session: Session) {
  const { cart } = await loadCheckout(ctx, session);
  const s = cart.selections;
  return {
    Status: 'SUCCESS' as const,
    status: s.bdv ? 'BDV' : s.phone ? 'VOICE' : 'NONE',
    hasVoice: s.bdv || s.phone ? ('Y' as const) : ('N' as const),
  };
}

/**
 * GET Checkout/LOANEXT: whether the letter of authorisation applies and its answers. It applies
 * only when a phone number is moved from another provider (issue 10 §3): a line whose number was
 * not assigned from the provider's pool for this cart.
 */
export async function loaNext(ctx: AppContext, session: Session) {
  const { cart, checkout } = await loadCheckout(ctx, session);
  const moved = await movedNumbersOf(ctx, cart);
  return {
    Status: 'SUCCESS' as const,
    loaRequired: moved.length > 0 ? ('Y' as const) : ('N' as const),
    /** The numbers the letter moves (issue 10 §3). */
    numbers: moved,
    loa: checkout.answers.loa ?? null,
  };
}

/** The cart's numbers moved from another provider (none: no letter of authorisation). */
export async function movedNumbersOf(
  ctx: AppContext,
  cart: Pick<LoadedCart, 'cartId' | 'selections'>,
): Promise<string[]> {
  return movedNumbers(
    cart.selections,
    await heldNumbers(ctx.db, cart.cartId, new Date().toISOString()),
  );
}

/** 409 naming 'loa' unless the signed letter covers every moved number (issue 10 §3). */
export async function assertLoaCovers(
  ctx: AppContext,
  cart: Pick<LoadedCart, 'cartId' | 'selections'>,
  loa: LetterOfAuthorizationRecord | undefined,
): Promise<void> {
  if (!loaCovers(loa, await movedNumbersOf(ctx, cart))) throw conflict(LOA_REQUIRED_MESSAGE, 'loa');
}

// ---------------------------------------------------------------------------------------------
// Business info (002 §3, §4, §5)
// ---------------------------------------------------------------------------------------------

type BIRequest = z.output<typeof nextButtonBIRequest>;

/** Classic billing validation: the service address, or a ZIP of the ZIP list in its state. */
async function billingAddressStatus(
  ctx: AppContext,
  block: AddressParsed,
): Promise<'SUCCESS' | 'FAILURE'> {
  if (block.selected === 'Y') return 'SUCCESS';
  const zip = block.zipCode.trim();
  if (!/^\d{5}$/.test(zip) || !block.address.trim() || !block.city.trim()) return 'FAILURE';
  const [entry] = await lookupZips(ctx.db, zip, 1);
  return entry &&
    entry.zip === zip &&
    entry.state.toUpperCase() === block.state.trim().toUpperCase()
    ? 'SUCCESS'
    : 'FAILURE';
}

function fieldError(message: string | null, field: string): void {
  if (message) throw badRequest(`${field}: ${message}`, field);
}

/** POST Checkout/NextButtonBI: contact info and the billing and shipping blocks. */
export async function nextButtonBI(ctx: AppContext, session: Session, req: BIRequest) {
  const { cart } = await loadCheckout(ctx, session);
  const c = req.contactInfo;
  fieldError(validateName(c.firstName, 'first'), 'contactInfo.firstName');
  fieldError(validateName(c.lastName, 'last'), 'contactInfo.lastName');
  const service = serviceAddressOf(cart);
  const businessInfo: AddressParsed =
    req.businessInfo.selected === 'Y' ? { ...service, selected: 'Y' } : req.businessInfo;
  if (businessInfo.selected === 'N') {
    if (!businessInfo.address)
      throw badRequest('businessInfo.address: is required', 'businessInfo.address');
    if (!businessInfo.city) throw badRequest('businessInfo.city: is required', 'businessInfo.city');
    if (!/^[A-Za-z]{2}$/.test(businessInfo.state))
      throw badRequest('businessInfo.state: must be a 2-letter state', 'businessInfo.state');
    if (!/^\d{5}$/.test(businessInfo.zipCode))
      throw badRequest('businessInfo.zipCode: must be 5 digits', 'businessInfo.zipCode');
  }
  const emailStatus = validateEmail(sanitizeEmail(c.email)) ? 'INVALID' : 'VALID';
  const mobileStatus = validatePhone(c.phoneNumber) ? 'INVALID' : 'VALID';
  const status = await billingAddressStatus(ctx, businessInfo);

  const saved = await updateCheckout(ctx, cart.cartId, (co) => {
    // Retries are counted here (the server is the authority): a FAILURE adds one. The
    // request's retryCount is not trusted, or a client could skip the validation.
    const before = co.answers.billing?.retryCount ?? 0;
    const retryCount = status === 'SUCCESS' ? before : before + 1;
    const billing = { status, retryCount, emailStatus, mobileStatus } as const;
    const valid = isBillingAddressValidClassic({
      status,
      retryCount,
      emailValidationStatus: emailStatus,
      mobileValidationStatus: mobileStatus,
    });
    const failures = co.answers.emailValidationFailures ?? 0;
    return {
      // Saved as typed either way (for a reload); the section counts only when valid.
      progress: { ...co.progress, personalInfo: valid ? 'Y' : 'N' },
      answers: {
        ...co.answers,
        billing,
        emailValidationFailures: emailStatus === 'INVALID' ? failures + 1 : 0,
        contact: { ...c, email: sanitizeEmail(c.email), phoneNumber: digitsOnly(c.phoneNumber) },
        businessInfo,
        shippingInfo: req.shippingInfo ?? businessInfo,
      },
    };
  });
  const billing = saved.answers.billing!;
  const ok = saved.progress.personalInfo === 'Y';
  return {
    Status: ok ? ('SUCCESS' as const) : ('FAILURE' as const),
    message: ok ? undefined : biFailureMessage(billing),
    BillAddrValidatedStatus: billing.status,
    EmailValidationStatus: billing.emailStatus,
    MobileValidationStatus: billing.mobileStatus,
    retryCount: billing.retryCount,
    AutopayUrl: `${ctx.config.apiBase}/Checkout/VEPSAutoPayAuthorize`,
    AutopayScript: '',
    progress: saved.progress,
  };
}

function biFailureMessage(b: NonNullable<CheckoutAnswers['billing']>): string {
  if (b.emailStatus === 'INVALID') return 'Please enter your valid email address.';
  if (b.mobileStatus === 'INVALID') return 'Please enter your valid phone number.';
  const left = BILLING_RETRY_LIMIT - b.retryCount;
  return left > 0
    ? `We could not verify the billing address. Check it and try again (${left} ${left === 1 ? 'try' : 'tries'} left).`
    : 'We could not verify the billing address.';
}

/** POST OmniBillingAddressValidate (new flow, 002 §5): description SUCCESS and statusCode 0. */
export async function omniBillingAddressValidate(
  ctx: AppContext,
  session: Session,
  req: {
    StreetAddress: string;
    Zipcode: string;
    communityName: string;
    State: string;
    useServiceAddressForBilling: 'Y' | 'N';
  },
) {
  // The session must have a cart to check out, even though only the address is validated.
  await loadCheckout(ctx, session);
  const status = await billingAddressStatus(ctx, {
    selected: req.useServiceAddressForBilling,
    address: req.StreetAddress,
    city: req.communityName,
    state: req.State,
    zipCode: req.Zipcode,
    unit: '',
  });
  return status === 'SUCCESS'
    ? { description: 'SUCCESS', statusCode: 0 }
    : { description: 'Please enter a valid billing address.', statusCode: 1 };
}

// ---------------------------------------------------------------------------------------------
// Credit check (002 §3, §5)
// ---------------------------------------------------------------------------------------------

type CreditRequest = z.output<typeof creditCheckRequest>;
type OwnerParsed = z.output<typeof ownerBlock>;

function decryptField(ctx: AppContext, kid: string, cipher: string, field: string): string {
  if (!cipher) return '';
  try {
    return ctx.providers.sensitive.decrypt(kid, cipher);
  } catch (e) {
    // Never echo the value: only that it could not be read.
    if (e instanceof SensitiveDataError) throw badRequest(`${field}: ${e.message}`, field);
    throw e;
  }
}

function ownerAnswer(o: OwnerParsed | undefined, ssnGiven: boolean): OwnerAnswer {
  return {
    firstName: o?.firstName ?? '',
    lastName: o?.lastName ?? '',
    middleInitial: o?.middleInitial ?? '',
    isNoSsn: o?.isNoSsn ?? 'N',
    ssnGiven: ssnGiven ? 'Y' : 'N',
    dob: dobOrDefault(o?.dob),
  };
}

const SSN_PATTERN = /^\d{9}$/;

/** Runs the credit check; the clear SSN and tax id live only inside this function. */
async function runCreditCheck(ctx: AppContext, session: Session, req: CreditRequest) {
  const { cart, checkout } = await loadCheckout(ctx, session);
  assertStepAllowed('creditCheck', checkout.progress);
  const type = normalizeCustomerType(req.customerType);
  if (!type)
    throw badRequest(
      'customerType: must be SoleOwner, partners, corporation, llc or scorp',
      'customerType',
    );

  const owners: Partial<
    Record<'soleOwner' | 'partner1' | 'partner2', { block: OwnerParsed; ssn: string }>
  > = {};
  const ownerKeys =
    type === 'SoleOwner'
      ? (['soleOwner'] as const)
      : type === 'partners'
        ? (['partner1', 'partner2'] as const)
        : ([] as const);
  for (const key of ownerKeys) {
    const block = req[key];
    if (!block) continue;
    const ssn = digitsOnly(decryptField(ctx, req.kid, block.ssn, `${key}.ssn`));
    if (block.ssn && !SSN_PATTERN.test(ssn))
      throw badRequest(`${key}.ssn: ${CREDIT_INPUT_MESSAGES.ssn}`, `${key}.ssn`);
    owners[key] = { block, ssn: block.isNoSsn === 'Y' ? '' : ssn };
  }
  if (type === 'SoleOwner') {
    const o = req.soleOwner;
    fieldError(o ? validateName(o.firstName, 'first') : 'is required', 'soleOwner.firstName');
    fieldError(o ? validateName(o.lastName, 'last') : 'is required', 'soleOwner.lastName');
  }
  if (type === 'partners') {
    const named = (['partner1', 'partner2'] as const).filter(
      (k) => req[k]?.firstName || req[k]?.lastName,
    );
    if (!named.length) throw badRequest('partner1.firstName: is required', 'partner1.firstName');
    for (const k of named) {
      fieldError(validateName(req[k]!.firstName, 'first'), `${k}.firstName`);
      fieldError(validateName(req[k]!.lastName, 'last'), `${k}.lastName`);
    }
  }
  const ssnRuleInput = {
    customerType: type,
    soleOwner: owners.soleOwner && {
      isNoSsn: owners.soleOwner.block.isNoSsn === 'Y',
      ssn: owners.soleOwner.ssn,
    },
    partner1: owners.partner1 && { ssn: owners.partner1.ssn },
    partner2: owners.partner2 && { ssn: owners.partner2.ssn },
  };
  if (!meetsSsnRule(ssnRuleInput)) {
    const field = type === 'partners' ? 'partner1.ssn' : 'soleOwner.ssn';
    const message =
      type === 'partners'
        ? 'At least one partner must give a social security number.'
        : 'Enter the social security number, or check the no-SSN box.';
    throw badRequest(`${field}: ${message}`, field);
  }

  let company: { billingName: string; taxId: string } | null = null;
  if (type === 'corporation' || type === 'llc' || type === 'scorp') {
    const block = req[type];
    if (!block?.billingName)
      throw badRequest(`${type}.billingName: is required`, `${type}.billingName`);
    // Tax ids have non-alphanumerics removed (002 §5).
    const taxId = decryptField(ctx, req.kid, block.taxIdNumber, `${type}.taxIdNumber`).replace(
      /[^A-Za-z0-9]/g,
      '',
    );
    if (!taxId) throw badRequest(`${type}.taxIdNumber: is required`, `${type}.taxIdNumber`);
    company = { billingName: block.billingName, taxId };
  }

  let result: CreditAnswer;
  try {
    result = await ctx.providers.credit.check({
      customerType: type,
      address: { zip: cart.address.zip, state: cart.address.state },
      owners: Object.values(owners).map((o) => ({
        firstName: o.block.firstName,
        lastName: o.block.lastName,
        dob: dobOrDefault(o.block.dob),
        ssn: o.ssn || null,
      })),
      company,
    });
  } catch (e) {
    if (e instanceof CreditInputError) {
      const key = e.field === 'ssn' ? (type === 'partners' ? 'partner1' : 'soleOwner') : type;
      throw badRequest(`${key}.${e.field}: ${e.message}`, `${key}.${e.field}`);
    }
    throw e;
  }
  const status: 'SUCCESS' | 'FAILURE' = result.creditworthiness === 'fail' ? 'FAILURE' : 'SUCCESS';
  const depositCents = result.creditworthiness === 'deposit' ? result.depositCents : 0;

  const saved = await updateCheckout(ctx, cart.cartId, (co) => ({
    progress: {
      ...co.progress,
      CreditCheckStatus: status,
      depositRequired: depositCents > 0 ? 'Y' : 'N',
      depositAmount: depositCents > 0 ? formatCents(depositCents) : '',
      refundableDeposit: depositCents > 0 ? co.progress.refundableDeposit : 'N',
      creditCheck: co.progress.otpVerified === 'Y' ? 'Y' : 'N',
    },
    answers: {
      ...co.answers,
      credit: {
        customerType: type,
        ...(owners.soleOwner
          ? { soleOwner: ownerAnswer(owners.soleOwner.block, !!owners.soleOwner.ssn) }
          : {}),
        ...(type === 'partners'
          ? {
              partner1: ownerAnswer(owners.partner1?.block, !!owners.partner1?.ssn),
              partner2: ownerAnswer(owners.partner2?.block, !!owners.partner2?.ssn),
            }
          : {}),
        ...(company ? { billingName: company.billingName, taxIdGiven: 'Y' as const } : {}),
        status,
        creditworthiness: result.creditworthiness,
        depositCents,
        reference: result.reference,
        checkedAt: new Date().toISOString(),
      },
    },
  }));
  return { saved, result, status, depositCents };
}

/** POST Checkout/NextButtonCC: CreditCheckStatus SUCCESS (pass or deposit) or FAILURE. */
export async function nextButtonCC(ctx: AppContext, session: Session, req: CreditRequest) {
  const { saved, status, depositCents } = await runCreditCheck(ctx, session, req);
  const phoneLast4 =
    saved.answers.otp?.mobileLast4 ?? last4(saved.answers.contact?.phoneNumber ?? '');
  return {
    CreditCheckStatus: status,
    message:
      status === 'FAILURE'
        ? 'We could not approve credit online. You can still submit the order: a representative will contact you.'
        : depositCents > 0
          ? `A refundable deposit of $${formatCents(depositCents)} is required.`
          : undefined,
    depositRequired: saved.progress.depositRequired,
    depositAmount: saved.progress.depositAmount,
    otpMobileMasked: maskPhone(phoneLast4),
    progress: saved.progress,
  };
}

/** POST Checkout/CreditCheckByCoA (new flow): outputField.icreditField.creditworthiness. */
export async function creditCheckByCoA(ctx: AppContext, session: Session, req: CreditRequest) {
  const { result } = await runCreditCheck(ctx, session, req);
  return { outputField: { icreditField: { creditworthiness: result.creditworthiness } } };
}

// ---------------------------------------------------------------------------------------------
// One-time passcode (002 §4; DESIGN quality bar)
// ---------------------------------------------------------------------------------------------

export const OTP_TTL_SECONDS = 5 * 60;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_MAX_SENDS_PER_HOUR = 5;
export const OTP_MESSAGES = {
  sent: 'We sent a 6-digit code to your mobile number. It is valid for 5 minutes.',
  verified: 'Your mobile number is verified.',
  noCode: 'There is no active code. Ask for a new code.',
  expired: 'The code has expired. Ask for a new code.',
  locked: 'Too many wrong tries. Ask for a new code.',
  tooManySends: 'Too many codes were sent to this number in the last hour. Please try again later.',
  wrong: (left: number) =>
    `That code is not right. You have ${left} ${left === 1 ? 'try' : 'tries'} left.`,
  smsText: (code: string) => `Your order verification code is ${code}. It expires in 5 minutes.`,
} as const;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const codeHash = (cartId: string, sessionId: string, mobileHash: string, code: string) =>
  sha256(`otp:${cartId}:${sessionId}:${mobileHash}:${code}`);

/** POST Checkout/SendOTPSMS: a new 6-digit code (replacing the old one) texted to smsNumber. */
export async function sendOtp(ctx: AppContext, session: Session, req: { smsNumber: string }) {
  const { cart, checkout } = await loadCheckout(ctx, session);
  assertStepAllowed('passcode', checkout.progress);
  const mobile = digitsOnly(req.smsNumber);
  if (validatePhone(req.smsNumber) || !isValidPhoneDigits(mobile))
    throw badRequest('smsNumber: Please enter your valid phone number.', 'smsNumber');
  const mobileHash = sha256(`mobile:${mobile}`);
  const now = new Date();
  await claimOtpDestination(ctx.db, {
    sessionId: session.id,
    cartId: cart.cartId,
    mobileHash,
    now,
  });
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const smsKey = `otp-sms:${randomUUID()}`;

  await inTransaction(ctx.db, async (trx) => {
    await repo.lockMobileSends(trx, ctx.db.dialect, mobileHash);
    const since = new Date(now.getTime() - 3600_000).toISOString();
    if ((await repo.countSendsSince(trx, mobileHash, since)) >= OTP_MAX_SENDS_PER_HOUR)
      throw new HttpError(429, OTP_MESSAGES.tooManySends, {
        field: 'smsNumber',
        code: 'OTP_SEND_LIMIT',
      });
    await repo.replaceActiveOtps(trx, cart.cartId);
    await repo.insertOtp(trx, {
      cart_id: cart.cartId,
      session_id: session.id,
      mobile_hash: mobileHash,
      code_hash: codeHash(cart.cartId, session.id, mobileHash, code),
      attempts: 0,
      status: 'active',
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + OTP_TTL_SECONDS * 1000).toISOString(),
    });
    // The text is queued with the code it carries (src/jobs) and delivered at once below.
    await queueSms(
      trx,
      { to: mobile, text: OTP_MESSAGES.smsText(code), topic: `otp:${cart.cartId}` },
      { key: smsKey },
    );
  });
  await deliverSoon(ctx, smsKey);
  await updateCheckout(ctx, cart.cartId, (co) => ({
    // A new number must be verified again.
    progress: { ...co.progress, otpVerified: 'N', creditCheck: 'N' },
    answers: { ...co.answers, otp: { mobileLast4: last4(mobile), sentAt: now.toISOString() } },
  }));
  return {
    Status: 'SUCCESS' as const,
    message: OTP_MESSAGES.sent,
    expiresInSeconds: OTP_TTL_SECONDS,
  };
}

/** POST Checkout/VerifyOTPSMS: single use, 5 minutes, 5 wrong tries per code. */
export async function verifyOtp(ctx: AppContext, session: Session, req: { OTPPin: string }) {
  const { cart, checkout } = await loadCheckout(ctx, session);
  assertStepAllowed('passcode', checkout.progress);
  const otp = await repo.findActiveOtp(ctx.db.kysely, cart.cartId);
  const failure = (message: string, attemptsLeft: number, status = 400) =>
    new HttpError(status, message, { field: 'OTPPin', code: 'OTP_REFUSED', attemptsLeft });
  if (!otp || otp.session_id !== session.id) {
    const last = await ctx.db.kysely
      .selectFrom('otp_codes')
      .select('status')
      .where('cart_id', '=', cart.cartId)
      .orderBy('id', 'desc')
      .executeTakeFirst();
    throw failure(last?.status === 'locked' ? OTP_MESSAGES.locked : OTP_MESSAGES.noCode, 0);
  }
  if (otp.expires_at <= new Date().toISOString()) throw failure(OTP_MESSAGES.expired, 0);
  // The try is counted before the passcode is compared (issue 11): at most OTP_MAX_ATTEMPTS
  // comparisons per code, whatever the concurrency.
  const tries = await repo.takeTry(ctx.db.kysely, otp.id, OTP_MAX_ATTEMPTS);
  if (tries === null) {
    const state = await repo.otpState(ctx.db.kysely, otp.id);
    const usedUp = state?.status === 'locked' || (state?.attempts ?? 0) >= OTP_MAX_ATTEMPTS;
    throw failure(usedUp ? OTP_MESSAGES.locked : OTP_MESSAGES.noCode, 0);
  }
  if (codeHash(cart.cartId, session.id, otp.mobile_hash, req.OTPPin) !== otp.code_hash) {
    const left = OTP_MAX_ATTEMPTS - tries;
    if (left <= 0) await repo.lockOtp(ctx.db.kysely, otp.id);
    throw failure(left > 0 ? OTP_MESSAGES.wrong(left) : OTP_MESSAGES.locked, left);
  }
  if (!(await repo.useOtp(ctx.db.kysely, otp.id))) throw failure(OTP_MESSAGES.noCode, 0);
  const saved = await updateCheckout(ctx, cart.cartId, (co) => {
    const progress = { ...co.progress, otpVerified: 'Y' as const };
    return {
      progress: { ...progress, creditCheck: creditCheckComplete(progress) ? 'Y' : 'N' },
      answers: {
        ...co.answers,
        otp: { ...(co.answers.otp ?? { mobileLast4: '' }), verifiedAt: new Date().toISOString() },
      },
    };
  });
  return {
    Status: 'SUCCESS' as const,
    message: OTP_MESSAGES.verified,
    // The right passcode's own try is not held against the visitor.
    attemptsLeft: OTP_MAX_ATTEMPTS - tries + 1,
    progress: saved.progress,
  };
}

// ---------------------------------------------------------------------------------------------
// Deposit, installments and payment
// ---------------------------------------------------------------------------------------------

type CardParsed = z.output<typeof cardForm>;
type BankParsed = z.output<typeof bankForm>;

/** Tokenises the chosen method (the provider validates it); only token, last four and brand
 * come back. A bad number is a 400 naming the field, without the value. */
async function tokenize(
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
  const { cart, checkout } = await loadCheckout(ctx, session);
  assertStepAllowed('refundableDeposit', checkout.progress);
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

const sameMonths = (a: InstallmentMonths | undefined, b: InstallmentMonths) =>
  a?.oneTime === b.oneTime && a.equipment === b.equipment && a.router === b.router;

/** POST Checkout/NextButtonIPM: installments, paperless, autopay and the payment method. */
export async function nextButtonIPM(
  ctx: AppContext,
  session: Session,
  req: z.output<typeof nextButtonIPMRequest>,
) {
  const { cart, checkout } = await loadCheckout(ctx, session);
  assertNotPlaced(checkout);
  assertStepAllowed('installments', checkout.progress);
  const months: InstallmentMonths = {
    oneTime: req.oneTimeInstallments,
    equipment: req.equipmentInstallments,
    router: req.routerInstallments,
  };
  for (const [kind, field] of [
    ['oneTime', 'oneTimeInstallments'],
    ['equipment', 'equipmentInstallments'],
    ['router', 'routerInstallments'],
  ] as const) {
    if (!isOfferedMonths(kind, months[kind]))
      throw badRequest(`${field}: ${months[kind]} months is not offered`, field);
  }
  const method = await tokenize(ctx, cart.cartId, req.paymentMethod, req.bank, req.card);
  // The cart bills the chosen months (issue 10 §2): its priced cart, the review, the order and
  // the e-mail follow.
  await writeCart(ctx, session, async (c) =>
    sameMonths(c.cart.selections.installments, months)
      ? c.abort(null)
      : { selections: { ...c.cart.selections, installments: months }, answer: null },
  );
  const saved = await updateCheckout(ctx, cart.cartId, (co) => ({
    progress: { ...co.progress, installments: 'Y' },
    answers: {
      ...co.answers,
      installments: months,
      paperless: req.paperFreeBilling,
      autopay: {
        enrolled: req.autoPay,
        paymentType: req.paymentMethod,
        authorized: co.answers.autopay?.authorized ?? 'N',
      },
      payment: { method: req.paymentMethod, ...method },
    },
  }));
  const dueDates = await scheduleForCart(
    ctx,
    { area: cart.row.tn_area, selections: cart.selections },
    await getActiveCatalogue(ctx),
    saved.answers.installation?.type,
  );
  return {
    Status: 'SUCCESS' as const,
    progress: saved.progress,
    paymentLast4: method.last4,
    dueDates,
  };
}

/** A section answer that needs the credit check and deposit first (paperless, autopay). */
async function savePaymentAnswer(
  ctx: AppContext,
  session: Session,
  patch: (a: CheckoutAnswers) => CheckoutAnswers,
) {
  const { cart, checkout } = await loadCheckout(ctx, session);
  assertStepAllowed('installments', checkout.progress);
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

// ---------------------------------------------------------------------------------------------
// Terms
// ---------------------------------------------------------------------------------------------

/** POST Checkout/LetterOfAuthorization (002 §3 fields). */
export async function letterOfAuthorization(
  ctx: AppContext,
  session: Session,
  req: z.output<typeof letterOfAuthorizationRequest>,
) {
  const { cart, checkout } = await loadCheckout(ctx, session);
  assertStepAllowed('terms', checkout.progress);
  fieldError(validateName(req.firstName, 'first'), 'firstName');
  fieldError(validateName(req.lastName, 'last'), 'lastName');
  if (req.tDate && !/^\d{2}\/\d{2}\/\d{4}$|^\d{4}-\d{2}-\d{2}$/.test(req.tDate))
    throw badRequest('tDate: must be a date (MM/DD/YYYY)', 'tDate');
  const cNumber = digitsOnly(req.cNumber);
  if (req.cNumber && !isValidPhoneDigits(cNumber))
    throw badRequest('cNumber: Please enter your valid phone number.', 'cNumber');
  const numbers = await movedNumbersOf(ctx, cart);
  if (numbers.length) {
    // A letter that moves numbers is signed: the local service to move, a date, the number.
    if (req.localService !== 'Y')
      throw badRequest(
        'localService: authorize us to move your local phone service',
        'localService',
      );
    if (!req.tDate) throw badRequest('tDate: must be a date (MM/DD/YYYY)', 'tDate');
    if (!cNumber) throw badRequest('cNumber: Please enter your valid phone number.', 'cNumber');
  }
  const at = new Date().toISOString();
  await updateCheckout(ctx, cart.cartId, (co) => ({
    progress: co.progress,
    answers: { ...co.answers, loa: { ...req, cNumber, numbers, at } },
  }));
  return { Status: 'SUCCESS' as const };
}

/**
 * POST Checkout/AcceptTerms: the terms flag (tosCheck Y) with the version in effect; a version
 * named by the storefront must be the one in effect (it is what the customer was shown).
 */
export async function acceptTerms(
  ctx: AppContext,
  session: Session,
  req: { tosCheck: 'Y' | 'N'; termsVersion?: string },
) {
  const { cart, checkout } = await loadCheckout(ctx, session);
  assertStepAllowed('terms', checkout.progress);
  if (req.tosCheck !== 'Y') throw badRequest('tosCheck: accept the terms to continue', 'tosCheck');
  const terms = currentTerms(ctx);
  if (req.termsVersion && req.termsVersion !== terms.version)
    throw conflict(TERMS_CHANGED_MESSAGE, 'termsVersion');
  await assertLoaCovers(ctx, cart, checkout.answers.loa);
  const saved = await updateCheckout(ctx, cart.cartId, (co) => ({
    progress: { ...co.progress, terms: 'Y' },
    answers: {
      ...co.answers,
      terms: {
        accepted: 'Y',
        at: new Date().toISOString(),
        version: terms.version,
        effectiveDate: terms.effectiveDate,
      },
    },
  }));
  return { Status: 'SUCCESS' as const, progress: saved.progress };
}

/** GET Checkout/BroadbandLabelTemplate: the broadband facts label of the cart's internet plan. */
export async function broadbandLabel(ctx: AppContext, session: Session) {
  const { cart } = await loadCheckout(ctx, session);
  const doc = await getActiveCatalogue(ctx);
  const plan = doc.internet.plans.find((p) => p.id === cart.selections.internet?.planId);
  if (!plan)
    return { Status: 'FAILURE' as const, message: 'The cart has no internet plan.', label: null };
  const contract = cart.selections.contract;
  return {
    Status: 'SUCCESS' as const,
    label: {
      planName: plan.name,
      serviceType: plan.serviceType,
      monthlyPrice: formatCents(plan.price[contract]),
      contract,
      downMbps: plan.downMbps,
      upMbps: plan.upMbps,
      typicalDownMbps: plan.fccLabel.typicalDownMbps,
      typicalUpMbps: plan.fccLabel.typicalUpMbps,
      typicalLatencyMs: plan.fccLabel.typicalLatencyMs,
      oneTimeFees: formatCents(plan.fccLabel.oneTimeFeesCents),
      uniqueId: plan.fccLabel.uniqueId,
    },
  };
}

/** The checkout answers of a cart without creating its checkout; null when checkout was never
 * opened (saved carts, issue 6: ContactsInfo and the last page). */
export async function checkoutAnswersOf(
  ctx: AppContext,
  cartId: string,
): Promise<CheckoutAnswers | null> {
  const row = await repo.findCheckout(ctx.db.kysely, cartId);
  return row ? (JSON.parse(row.answers) as CheckoutAnswers) : null;
}
