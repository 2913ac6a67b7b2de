/**
 * What the checkout pages read: the progress and answers for a reload at any step, the cart
 * being checked out, the owners' dates of birth, the voice offer and the broadband label.
 */
import { maskPhone, last4 } from '@bizline/domain/checkout/mask';
import { installmentLines } from '@bizline/domain/checkout/installments';
import { nextStep } from '@bizline/domain/checkout/sequence';
import { labelsById } from '@bizline/domain/broadband-label/label';
import { formatCents } from '@bizline/domain/pricing/money';
import { priceCart } from '@bizline/domain/pricing/price-cart';
import { emptySelections } from '@bizline/domain/pricing/selections';
import type { AppContext } from '../../context';
import type { LoadedCart } from '../cart/service';
import { getActiveCatalogue } from '../catalogue/service';
import type { Session } from '../session/service';
import type { OwnerAnswer } from './answers';
import { loadCheckout } from './store';

/** What the qualification left in the session for PhoneNumFromLQ / EmailFromLQ. */
function lqContact(session: Session): { phone: string; email: string } {
  const { lqContact } = session.data;
  return { phone: lqContact?.phone ?? '', email: lqContact?.email ?? '' };
}

export function serviceAddressOf(cart: LoadedCart) {
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
    smsConsent: a.smsConsent?.consented ?? 'N',
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

/** GET Checkout/BroadbandLabelTemplate: the broadband facts label of the cart's internet plan. */
export async function broadbandLabel(ctx: AppContext, session: Session) {
  const { cart } = await loadCheckout(ctx, session);
  const doc = await getActiveCatalogue(ctx);
  const plan = doc.internet.plans.find((p) => p.id === cart.selections.internet?.planId);
  if (!plan)
    return { Status: 'FAILURE' as const, message: 'The cart has no internet plan.', label: null };
  const contract = cart.selections.contract;
  const label = labelsById(doc, ctx.config.brand).get(plan.fccLabel.ids[contract]);
  if (!label) throw new Error(`no broadband label for ${plan.id} ${contract}`);
  // The one-time charges of the internet the cart holds (router, installation), priced alone.
  const internetAlone = priceCart({
    catalogue: doc,
    selections: { ...emptySelections(), contract, internet: cart.selections.internet },
    state: '',
  });
  return {
    Status: 'SUCCESS' as const,
    label: {
      planName: plan.name,
      serviceType: plan.serviceType,
      monthlyPrice: label.monthlyPrice,
      contract,
      downMbps: plan.downMbps,
      upMbps: plan.upMbps,
      typicalDownMbps: label.typicalDownMbps,
      typicalUpMbps: label.typicalUpMbps,
      typicalLatencyMs: label.typicalLatencyMs,
      oneTimeFees: formatCents(internetAlone.subtotals.oneTimeAllCents),
      uniqueId: label.id,
    },
  };
}
