/**
 * Checkout wire contract: terms, submit, confirmation and the quote-based checkout.
 */
import { z } from 'zod';
import { pricedCartSummary } from '../cart/views';
import { ynInput } from '../entry/blocks';
import { orderContents } from '../order-contents';
import { text, required, statusAnswer } from './sections';

// ---------------------------------------------------------------------------------------------
// Terms, submit, confirmation
// ---------------------------------------------------------------------------------------------

/** POST Checkout/LetterOfAuthorization. */
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
  /** The text-message consent checkbox beside the terms (unticked: N); kept with the order with
   * the words shown and the time. Absent: N. */
  smsConsent: ynInput.optional(),
});
/** GET Checkout/BroadbandLabelTemplate: the broadband facts of the cart's
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

/** The order number and its reference number, as the submit and the confirmation answer them. */
const orderNumbers = { svc_orderNo: z.string(), Refno: z.string() };
const creditCheckStatus = z.enum(['SUCCESS', 'FAILURE']);

/**
 * The installation as the confirmation and the order-status lookup show it. `when`: the day and
 * window in the service address's zone, as the e-mails say it ('Technician visit on Tuesday,
 * December 1, 2026, 8:00 AM – 12:00 PM ET'); '' when no day is set.
 */
const orderInstallation = z.object({
  dueDate: z.string(),
  timeSlot: z.string(),
  type: z.string(),
  when: z.string().optional(),
});

/** What the order was placed with, from its stored snapshot (confirmation, order-status lookup). */
const orderSnapshot = {
  /** The labeled figures of the order's priced snapshot; null for older orders. */
  pricedCart: pricedCartSummary.nullable().optional(),
  /** The terms accepted with the order: version id and ISO time ('' for older orders). */
  termsVersion: z.string().optional(),
  termsAcceptedAt: z.string().optional(),
  /** What was bought, as the order's e-mails list it; empty for orders that kept no items. */
  contents: orderContents.optional(),
  /** The service address's time zone (IANA): the page shows times in it, as the e-mails do. */
  timeZone: z.string().optional(),
};

/** POST Checkout/SubmitOrder (form) with the Idempotency-Key header. */
export const submitOrderResponse = statusAnswer.extend({
  CreditCheckStatus: creditCheckStatus,
  ...orderNumbers,
});
export type SubmitOrderResponse = z.infer<typeof submitOrderResponse>;

/** GET OrderStatus/Confirm?orderNo= : what the confirmation pages show. */
export const orderConfirmation = z.object({
  ...orderNumbers,
  status: z.string(),
  CreditCheckStatus: creditCheckStatus,
  businessName: z.string(),
  email: z.string(),
  serviceAddress: z.string(),
  installation: orderInstallation,
  /** The priced cart at submission (wire/cart.ts PlanDetails). */
  monthlyTotal: z.string(),
  oneTimeTotal: z.string(),
  ...orderSnapshot,
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
  /**
   * The milestones, oldest first: each state the order reached, and each reschedule of the
   * installation (kind 'rescheduled', its new date and slot).
   */
  statusHistory: z.array(
    z.object({
      status: z.string(),
      at: z.string(),
      kind: z.enum(['state', 'rescheduled']).optional(),
      dueDate: z.string().optional(),
      timeSlot: z.string().optional(),
      /** A reschedule's new day and window in the service address's zone. */
      when: z.string().optional(),
    }),
  ),
  installation: orderInstallation.extend({
    /** True when staff moved the installation after the order was placed. */
    rescheduled: z.boolean().optional(),
  }),
  ...orderSnapshot,
});

// ---------------------------------------------------------------------------------------------
// Quote-based checkout
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
/** POST OmniOLODetails. */
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
/** POST Checkout/GetDueDatesByCoA: the raw quote-based answer. */
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
  CreditCheckStatus: creditCheckStatus,
});
