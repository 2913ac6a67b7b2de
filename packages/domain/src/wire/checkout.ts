/**
 * Wire contract of the checkout stage (spec 002 §3, §7; issue 5): the classic checkout, the
 * quote-based (optix) checkout, order submission, confirmation and order status. Server and
 * storefront both read these schemas. Paths are relative to the API base; every call needs the
 * Bearer token and acts on the session's cart (EPSessionID) unless marked otherwise.
 *
 * Model
 * - The server keeps one checkout per cart (progress flags and the non-sensitive answers of each
 *   section). `CheckOutDetails` answers it so the page can be reloaded at any step.
 * - Sensitive values (SSN, tax id) arrive ENCRYPTED: the browser encrypts each with RSA-OAEP
 *   (SHA-256) to the public key of `Checkout/EncryptionKey` and sends base64url ciphertext. The
 *   server decrypts in memory, hands the clear value to the credit provider and never stores,
 *   logs or echoes it. Card and bank numbers are exchanged for a token by the payments provider;
 *   only the token and the last four digits are kept; the cvv is never kept.
 * - Every answer has `Status` 'SUCCESS' | 'FAILURE' (+ `message`) unless the spec names another
 *   field (CreditCheckStatus, APIStatus...). Bad input answers 4xx `ApiError` ({ Status:
 *   'FAILURE', message, field }) and changes nothing.
 * - Form-encoded calls (002 §7 "form") accept form and JSON.
 */
import { z } from 'zod';
import { pricedCartSummary } from './cart';
import { yesNo, ynInput } from './entry';

export const CHECKOUT_CALLS = {
  encryptionKey: { method: 'GET', path: 'Checkout/EncryptionKey' },
  checkoutDetails: { method: 'GET', path: 'Checkout/CheckOutDetails' },
  checkout: { method: 'GET', path: 'Checkout/Checkout' },
  cartInfo: { method: 'GET', path: 'Checkout/GetCartInfo' },
  checkoutData: { method: 'GET', path: 'Checkout/GetCheckoutData' },
  installments: { method: 'GET', path: 'Checkout/GetInstallments' },
  voiceOfferStatus: { method: 'GET', path: 'Checkout/GetVoiceOfferStatus' },
  loaNext: { method: 'GET', path: 'Checkout/LOANEXT' },
  // Business info (form, 90 s)
  nextButtonBI: { method: 'POST', path: 'Checkout/NextButtonBI' },
  omniBillingAddressValidate: { method: 'POST', path: 'OmniBillingAddressValidate' },
  // Credit check (form, 90 s) and passcode
  nextButtonCC: { method: 'POST', path: 'Checkout/NextButtonCC' },
  creditCheckByCoA: { method: 'POST', path: 'Checkout/CreditCheckByCoA' },
  sendOtp: { method: 'POST', path: 'Checkout/SendOTPSMS' },
  verifyOtp: { method: 'POST', path: 'Checkout/VerifyOTPSMS' },
  // Deposit, installments and payment (form, 90 s)
  payDeposit: { method: 'POST', path: 'Checkout/RefundableDeposit' },
  nextButtonIPM: { method: 'POST', path: 'Checkout/NextButtonIPM' },
  enrollPfb: { method: 'POST', path: 'EnrollPFB' },
  autoPayLog: { method: 'POST', path: 'Checkout/AutoPayLog' },
  autoPayAuthorize: { method: 'POST', path: 'Checkout/VEPSAutoPayAuthorize' },
  autoPayPaymentMethod: { method: 'POST', path: 'Checkout/AutoPayPaymentMethod' },
  // Installation
  dueDateDetails: { method: 'GET', path: 'Checkout/GetDueDateDetails' },
  generateSelfInstallment: { method: 'POST', path: 'Checkout/GenerateSelfInstallment' },
  setDueDate: { method: 'POST', path: 'Checkout/SetDueDate' },
  covidQuestion: { method: 'POST', path: 'Checkout/SetCovid19QuestionValue' },
  // Terms
  letterOfAuthorization: { method: 'POST', path: 'Checkout/LetterOfAuthorization' },
  broadbandLabel: { method: 'GET', path: 'Checkout/BroadbandLabelTemplate' },
  acceptTerms: { method: 'POST', path: 'Checkout/AcceptTerms' },
  /** The terms in effect, their version and text (shown before the checkbox, issue 10 §3). */
  termsAndConditions: { method: 'GET', path: 'Checkout/TermsAndConditions' },
  // Submit and confirmation
  submitOrder: { method: 'POST', path: 'Checkout/SubmitOrder' },
  confirmOrderStatus: { method: 'GET', path: 'OrderStatus/Confirm' },
  /** Public: order number + service ZIP (no cart needed). */
  orderStatusLookup: { method: 'POST', path: 'OrderStatus/Lookup' },
  // Quote-based (optix) checkout, behind the omni-cart feature flag
  omniCartInfo: { method: 'POST', path: 'Checkout/OmniCartInfo' },
  omniCartSummary: { method: 'GET', path: 'Checkout/OmniCartSummary' },
  omniOloDetails: { method: 'POST', path: 'OmniOLODetails' },
  dueDatesByCoA: { method: 'POST', path: 'Checkout/GetDueDatesByCoA' },
  setDueDatesByCoA: { method: 'POST', path: 'Checkout/SetDueDatesByCoA' },
  submitQuotesOrderByCoA: { method: 'POST', path: 'Checkout/SubmitQuotesOrderByCoA' },
} as const satisfies Record<string, { method: 'GET' | 'POST'; path: string }>;
export type CheckoutCallName = keyof typeof CHECKOUT_CALLS;

/** Header carrying the submit idempotency key (a UUID the page creates once per order). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

const text = (max: number) => z.string({ error: 'must be text' }).trim().max(max);
const required = (max: number) => text(max).min(1, 'is required');
const statusAnswer = z.object({
  Status: z.enum(['SUCCESS', 'FAILURE']),
  message: z.string().optional(),
});
export type StatusAnswer = z.infer<typeof statusAnswer>;
export { statusAnswer };

// ---------------------------------------------------------------------------------------------
// Sections and progress
// ---------------------------------------------------------------------------------------------

/** Saved/completed flags of 002 §2, plus what the server decided. */
export const checkoutProgress = z.object({
  personalInfo: yesNo,
  creditCheck: yesNo,
  otpVerified: yesNo,
  refundableDeposit: yesNo,
  installments: yesNo,
  installation: yesNo,
  terms: yesNo,
  /** SUCCESS / FAILURE once the credit check ran, '' before. */
  CreditCheckStatus: z.enum(['SUCCESS', 'FAILURE', '']),
  /** Y when the credit answer asks for a refundable deposit. */
  depositRequired: yesNo,
  /** Deposit in dollars ('200.00'), '' when none. */
  depositAmount: z.string(),
  /** Y when the address's customer qualifies as winback (winbackqualified section). */
  winbackQualified: yesNo,
});
export type CheckoutProgress = z.infer<typeof checkoutProgress>;

/** 002 §3 contactInfo. */
export const contactInfo = z.object({
  firstName: required(30),
  lastName: required(30),
  email: required(80),
  phoneNumber: required(14),
  address: text(120).default(''),
  city: text(60).default(''),
  state: text(2).default(''),
  zipCode: text(10).default(''),
  unit: text(30).default(''),
  unitType: text(20).default(''),
  businessName: required(80),
  /** 'E' (e-mail, default) or 'P' (paper). */
  selectedMailType: z.enum(['E', 'P']).default('E'),
});
export type ContactInfo = z.input<typeof contactInfo>;

/** 002 §3 billing and shipping blocks: selected = use the service address for billing. */
export const addressBlock = z.object({
  selected: ynInput,
  address: text(120).default(''),
  city: text(60).default(''),
  state: text(2).default(''),
  zipCode: text(10).default(''),
  unit: text(30).default(''),
});
export type AddressBlock = z.input<typeof addressBlock>;

/** POST Checkout/NextButtonBI */
export const nextButtonBIRequest = z.object({
  contactInfo,
  businessInfo: addressBlock,
  /** A copy of businessInfo (002 §3); the server copies it when absent. */
  shippingInfo: addressBlock.optional(),
  /** Billing retries so far (classic: valid after 3, 002 §5). */
  retryCount: z.coerce.number().int().min(0).max(10).default(0),
});
export type NextButtonBIRequest = z.input<typeof nextButtonBIRequest>;
export const nextButtonBIResponse = statusAnswer.extend({
  BillAddrValidatedStatus: z.enum(['SUCCESS', 'FAILURE']),
  EmailValidationStatus: z.enum(['VALID', 'INVALID']),
  MobileValidationStatus: z.enum(['VALID', 'INVALID']),
  retryCount: z.number().int(),
  AutopayUrl: z.string(),
  AutopayScript: z.string(),
  progress: checkoutProgress,
});

/** POST OmniBillingAddressValidate (json, 002 §7) */
export const omniBillingRequest = z.object({
  sessionId: text(100).default(''),
  StreetAddress: text(120),
  Zipcode: text(10),
  communityName: text(60),
  State: text(2),
  useServiceAddressForBilling: ynInput,
});
export const omniBillingResponse = z.object({ description: z.string(), statusCode: z.number() });

// ---------------------------------------------------------------------------------------------
// Credit check and passcode
// ---------------------------------------------------------------------------------------------

/** GET Checkout/EncryptionKey: RSA-OAEP SHA-256 public key as JWK. */
export const encryptionKeyResponse = z.object({
  kid: z.string(),
  alg: z.literal('RSA-OAEP-256'),
  jwk: z.object({ kty: z.literal('RSA'), n: z.string(), e: z.string() }).loose(),
});

/** base64url RSA-OAEP ciphertext of an SSN or tax id; '' when not given. */
export const encryptedValue = z
  .string()
  .max(1024)
  .regex(/^[A-Za-z0-9_-]*$/, 'must be encrypted');

export const ownerBlock = z.object({
  firstName: text(30).default(''),
  lastName: text(30).default(''),
  middleInitial: text(1).default(''),
  isNoSsn: ynInput.default('N'),
  /** month/day/year; '0/0/0' for a missing partner (002 §5). */
  dob: z
    .object({ month: z.coerce.number(), day: z.coerce.number(), year: z.coerce.number() })
    .optional(),
  /** Encrypted SSN (never clear text). */
  ssn: encryptedValue.default(''),
});
export const companyBlock = z.object({
  billingName: text(80).default(''),
  /** Encrypted tax id; the server strips non-alphanumerics after decrypting (002 §5). */
  taxIdNumber: encryptedValue.default(''),
});

/** POST Checkout/NextButtonCC (and CreditCheckByCoA: same body) */
export const creditCheckRequest = z.object({
  customerType: text(20).default('SoleOwner'),
  soleOwner: ownerBlock.optional(),
  partner1: ownerBlock.optional(),
  partner2: ownerBlock.optional(),
  corporation: companyBlock.optional(),
  llc: companyBlock.optional(),
  scorp: companyBlock.optional(),
  /** The key id the values were encrypted with. */
  kid: text(60),
});
export type CreditCheckRequest = z.input<typeof creditCheckRequest>;
export const nextButtonCCResponse = z.object({
  CreditCheckStatus: z.enum(['SUCCESS', 'FAILURE']),
  message: z.string().optional(),
  depositRequired: yesNo,
  depositAmount: z.string(),
  /** The mobile number the passcode goes to, masked ('(•••) •••-1234'). */
  otpMobileMasked: z.string(),
  progress: checkoutProgress,
});
export const creditCheckByCoAResponse = z.object({
  outputField: z.object({ icreditField: z.object({ creditworthiness: z.string() }) }),
});

/** POST Checkout/SendOTPSMS */
export const sendOtpRequest = z.object({ smsNumber: text(14) });
export const sendOtpResponse = statusAnswer.extend({ expiresInSeconds: z.number().int() });
/** POST Checkout/VerifyOTPSMS */
export const verifyOtpRequest = z.object({
  OTPPin: z.string().regex(/^\d{6}$/, 'must be the 6-digit code'),
});
export const verifyOtpResponse = statusAnswer.extend({
  /** Tries left on this code (0: ask for a new code). */
  attemptsLeft: z.number().int(),
  progress: checkoutProgress,
});

// ---------------------------------------------------------------------------------------------
// Deposit, installments and payment
// ---------------------------------------------------------------------------------------------

/** Card form (002 §3). Numbers are tokenised by the server's payments provider and dropped. */
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
  /** Months: one-time 3, equipment 12, router 12 by default (002 §9). 0 = pay at once. */
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
export const installmentLine = z.object({
  months: z.number().int(),
  price: z.string(),
  /** Each number of months offered (besides 0, paid at once) with its monthly price. */
  options: z.array(z.object({ months: z.number().int(), price: z.string() })).optional(),
});
export const installmentsResponse = z.object({
  oneTimeInstallments: installmentLine,
  equipmentInstallments: installmentLine,
  routerInstallments: installmentLine,
});

/** Due dates as the classic flow gets them: DueDates, DueDateIntervals, appointmentCode as JSON
 * text the page parses (002 §3). */
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
  /** 'SUCCESS' or 'FAIL' (002 §4 "Due-date reservation ends as SUCCESS or FAIL"). */
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

// ---------------------------------------------------------------------------------------------
// Terms, submit, confirmation
// ---------------------------------------------------------------------------------------------

/** POST Checkout/LetterOfAuthorization (002 §3). */
export const letterOfAuthorizationRequest = z.object({
  localService: ynInput,
  intraLATA: ynInput,
  interLATA: ynInput,
  tDate: text(10),
  firstName: required(30),
  lastName: required(30),
  cNumber: text(14),
});
export const acceptTermsRequest = z.object({
  tosCheck: ynInput,
  /** The version of the terms the customer was shown (Checkout/TermsAndConditions); a 409 when
   * another version is in effect now (issue 10 §3: agree only to what is shown). */
  termsVersion: z.string().trim().max(40).optional(),
});
/** GET Checkout/BroadbandLabelTemplate (002 §7 "not shown"): the broadband facts of the cart's
 * internet plan (FCC label); `label` is null when the cart has no internet plan. */
export const broadbandLabelResponse = statusAnswer.extend({
  label: z
    .object({
      planName: z.string(),
      serviceType: z.string(),
      /** Dollars text ('69.99'). */
      monthlyPrice: z.string(),
      contract: z.string(),
      downMbps: z.number(),
      upMbps: z.number(),
      typicalDownMbps: z.number(),
      typicalUpMbps: z.number(),
      typicalLatencyMs: z.number(),
      /** Dollars text. */
      oneTimeFees: z.string(),
      uniqueId: z.string(),
    })
    .nullable(),
});

/** POST Checkout/SubmitOrder (form) with the Idempotency-Key header. */
export const submitOrderResponse = z.object({
  Status: z.enum(['SUCCESS', 'FAILURE']),
  message: z.string().optional(),
  CreditCheckStatus: z.enum(['SUCCESS', 'FAILURE']),
  svc_orderNo: z.string(),
  Refno: z.string(),
});
export type SubmitOrderResponse = z.infer<typeof submitOrderResponse>;

/** GET OrderStatus/Confirm?orderNo= : what the confirmation pages show. */
export const orderConfirmation = z.object({
  svc_orderNo: z.string(),
  Refno: z.string(),
  status: z.string(),
  CreditCheckStatus: z.enum(['SUCCESS', 'FAILURE']),
  businessName: z.string(),
  email: z.string(),
  serviceAddress: z.string(),
  installation: z.object({ dueDate: z.string(), timeSlot: z.string(), type: z.string() }),
  /** The priced cart at submission (wire/cart.ts PlanDetails). */
  monthlyTotal: z.string(),
  oneTimeTotal: z.string(),
  /** The labeled figures of the order's priced snapshot (issue 10); null for older orders. */
  pricedCart: pricedCartSummary.nullable().optional(),
  /** The terms accepted with the order: version id and ISO time ('' for older orders). */
  termsVersion: z.string().optional(),
  termsAcceptedAt: z.string().optional(),
  /** The service ZIP (the order-status link carries it with the order number). */
  serviceZip: z.string().optional(),
});
export type OrderConfirmation = z.infer<typeof orderConfirmation>;

/** POST OrderStatus/Lookup (no cart, rate-limited): order number and service ZIP. */
export const orderStatusLookupRequest = z.object({
  orderNumber: required(30),
  zipCode: z
    .string()
    .trim()
    .regex(/^\d{5}$/, 'must be 5 digits'),
});
export const orderStatusLookupResponse = z.object({
  svc_orderNo: z.string(),
  status: z.string(),
  statusHistory: z.array(z.object({ status: z.string(), at: z.string() })),
  installation: z.object({ dueDate: z.string(), timeSlot: z.string(), type: z.string() }),
  /** The labeled figures of the order's priced snapshot (issue 10); null for older orders. */
  pricedCart: pricedCartSummary.nullable().optional(),
  /** The terms accepted with the order: version id and ISO time ('' for older orders). */
  termsVersion: z.string().optional(),
  termsAcceptedAt: z.string().optional(),
});

// ---------------------------------------------------------------------------------------------
// Quote-based checkout (002 §3, §7)
// ---------------------------------------------------------------------------------------------

/** POST Checkout/OmniCartInfo */
export const omniCartInfoRequest = z.object({
  PriceQuoteNumber: required(30),
  IsDirectCheckout: ynInput,
  IsOrderConfirmed: ynInput,
});
export const omniCartInfoResponse = z.object({
  SessionId: z.string(),
  EpSessionId: z.string(),
  OmniServiceAddressInfo: z.object({
    Address: z.string(),
    City: z.string(),
    State: z.string(),
    ZipCode: z.string(),
  }),
  /** 'active', 'expired' (either case: the storefront flags the omni-cart error), 'ordered'. */
  Status: z.string(),
});
const keyValue = z.object({ Key: z.string(), Value: z.string() });
/** GET Checkout/OmniCartSummary (001 §3, 002 §3 omni cart summary). */
export const omniCartSummary = z.object({
  TotalChargesWithDiscount: z.string(),
  OmniInternetInfo: z.object({
    DataDescription: z.string(),
    DataPrice: z.string(),
    OtherService: z.array(keyValue),
  }),
  OmniPhoneInfo: z.object({
    PhoneDescPrice: z.array(keyValue),
    PhoneLineType: z.string(),
    OtherService: z.array(keyValue),
  }),
  OmniEquipmentOneTimeInfo: z.object({ EquipmentsAndOneTime: z.array(keyValue) }),
  OmniBBEInfo: z.object({ BBEDescription: z.string(), BBEPrice: z.string() }),
  OmniPromoInfo: z.object({ PromoDescription: z.string(), PromoValue: z.string() }),
});
/** POST OmniOLODetails (002 §7). */
export const omniOloDetailsRequest = z.object({
  MonNo: text(30),
  DueDate: text(10).default(''),
  EmailId: text(80),
  LastName: text(30),
  ZipCode: text(10),
  FlowType: z.literal('FIOS').default('FIOS'),
  FirstName: text(30),
  DSLStatus: ynInput.default('N'),
  FiosStatus: ynInput.default('Y'),
  MobileNumber: text(14),
  DSLInstallInfo: text(200).default(''),
});
/** POST Checkout/GetDueDatesByCoA: the raw quote-based answer (002 §3). */
export const dueDatesByCoARequest = z.object({
  Client: text(30).default('SMB'),
  SessionId: text(100).default(''),
  InstallationType: text(20).default(''),
});
export const dueDatesByCoAResponse = z.object({
  outputField: z.object({
    ordersField: z.array(
      z.object({
        messageField: z.string(),
        dueDatesField: z.object({
          dueDateField: z.array(
            z.object({
              valueField: z.string(),
              timeSlotsField: z.array(
                z.object({ intervalField: z.string(), codeField: z.string() }),
              ),
            }),
          ),
        }),
        applicableDuedateOptionsField: z.array(
          z.object({ code: z.string(), description: z.string() }),
        ),
        dispatchInfoField: z.string(),
      }),
    ),
  }),
});
/** POST Checkout/SetDueDatesByCoA */
export const setDueDatesByCoARequest = z.object({
  client: text(30).default('SMB'),
  sessionId: text(100).default(''),
  selectedDueDates: z
    .array(
      z.object({
        orderType: z.literal('TELCO'),
        dueDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD'),
        timeSlots: z.object({ code: required(20) }),
      }),
    )
    .min(1)
    .max(1),
});
export const setDueDatesByCoAResponse = z.object({
  outputField: z.object({ dueDatesSetField: z.array(z.object({ messageField: z.string() })) }),
});
/** POST Checkout/SubmitQuotesOrderByCoA (Idempotency-Key header). */
export const submitQuotesOrderResponse = z.object({
  outputField: z.object({ svcOrderNumbersField: z.array(z.string()) }),
  CreditCheckStatus: z.enum(['SUCCESS', 'FAILURE']),
});
