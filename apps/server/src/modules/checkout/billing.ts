/**
 * Business info: the contact, the billing and shipping blocks and their validation (classic:
 * the billing address is valid after three retries; the new flow's OmniBillingAddressValidate).
 */
import { BILLING_RETRY_LIMIT } from '@bizline/domain/constants';
import { digitsOnly } from '@bizline/domain/format';
import { isBillingAddressValidClassic } from '@bizline/domain/validators/billing';
import { validateEmail } from '@bizline/domain/validators/email';
import { validateName } from '@bizline/domain/validators/names';
import { validatePhone } from '@bizline/domain/validators/phone';
import type { nextButtonBIRequest } from '@bizline/domain/wire/checkout';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { badRequest } from '../../http-errors';
import { lookupZips } from '../address/service';
import type { Session } from '../session/service';
import type { CheckoutAnswers } from './answers';
import { serviceAddressOf } from './details';
import { fieldError } from './field-error';
import { loadCheckout, updateCheckout } from './store';

type AddressParsed = NonNullable<CheckoutAnswers['businessInfo']>;

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
  // Judged and kept as typed: an address with a character the pattern refuses is INVALID, never
  // quietly shortened to someone else's (validators/email.ts).
  const email = c.email.trim();
  const emailStatus = validateEmail(email) ? 'INVALID' : 'VALID';
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
        contact: { ...c, email, phoneNumber: digitsOnly(c.phoneNumber) },
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
