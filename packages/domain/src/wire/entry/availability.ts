/**
 * Entry wire contract: availability (qualification) and pending orders.
 */
import { z } from 'zod';
import { validateEmail } from '../../validators/email';
import { yesNo, trueFalse, text, zip5, addressId, ynInput, optionalPhone } from './blocks';
import { addressSuggestion, type AddressSuggestion } from './address';

// ---------------------------------------------------------------------------------------------
// Availability (qualification)
// ---------------------------------------------------------------------------------------------

const myLinkCollataeral = z.object({
  SalesAgentId: text(64).optional(),
  VendorSalesLoc: text(64).optional(),
  MyLinkId: text(64).optional(),
});

/**
 * 000 §3 "Availability (qualification) request": the body of Qualify/HasPendingOrder,
 * DoLoopQualification, CheckAvailability and CheckAvailabilityWithQuotes. JSON or form.
 *
 * The address is resolved, in this order, from: SublocationId (a unit), AddressID (building or
 * unit; with `unit` naming one of the building's units, that unit), BaseAddressID /
 * BaselocationId (a building), then the text (houseNumber + streetName, or streetAddress /
 * streetTerm) within zipCode. An id that is not in the footprint is a 400 naming it. Text that
 * matches nothing is answered as "not in the footprint" (every status N, DefaultReg Y) and
 * still recorded as an attempt. The lean variant sends only zipCode, AddressID, BaselocationId,
 * SublocationId.
 *
 * `unit` may be a listed unit ('STE 700') or a special choice of 000 §3 ('I don't live in a
 * unit'...), which qualifies the building. TelephNoLQ / EmailLQ, when sent, must pass the
 * address page's rules; VZWTN is the phone without dashes.
 */
export const availabilityRequest = z
  .object({
    zipCode: zip5,
    city: text(64).optional(),
    state: text(20).optional(),
    unit: text(64).optional(),
    houseNumber: text(20).optional(),
    streetName: text(100).optional(),
    streetAddress: text(200).optional(),
    streetTerm: text(200).optional(),
    unitTerm: text(64).optional(),
    AddressID: addressId.optional(),
    BaseAddressID: addressId.optional(),
    Retry: ynInput.optional(),
    RememberMe: ynInput.optional(),
    IsNonDO: ynInput.optional(),
    TelephNoLQ: optionalPhone,
    EmailLQ: text(254)
      .optional()
      .superRefine((v, ctx) => {
        if (v === undefined || v.trim() === '') return;
        const message = validateEmail(v);
        if (message) ctx.addIssue({ code: 'custom', message });
      }),
    GUID: text(100).optional(),
    page_URL: text(2000).optional(),
    JourneyEntryURL: text(2000).optional(),
    campaign_Id: text(100).optional(),
    EntryPoint: text(100).optional(),
    VeteranDiscount: ynInput.optional(),
    SkipPendingOrderFlag: ynInput.optional(),
    VZWTN: optionalPhone,
    ABLogicValue: ynInput.optional(),
    ProductRecommend: ynInput.optional(),
    FiosTVReStructure: ynInput.optional(),
    myLinkCollataeral: myLinkCollataeral.optional(),
    cmpCode: text(100).optional(),
    BaselocationId: addressId.optional(),
    SublocationId: addressId.optional(),
    OneFiberOverlay: ynInput.optional(),
    CloverMLP: ynInput.optional(),
    FromAmexMLP: ynInput.optional(),
  })
  .superRefine((v, ctx) => {
    const hasText =
      (v.houseNumber?.trim() && v.streetName?.trim()) ||
      v.streetAddress?.trim() ||
      v.streetTerm?.trim();
    if (!v.AddressID && !v.BaseAddressID && !v.BaselocationId && !v.SublocationId && !hasText) {
      ctx.addIssue({
        code: 'custom',
        path: ['AddressID'],
        message: 'is required (or streetAddress with zipCode)',
      });
    }
  });
export type AvailabilityRequest = z.input<typeof availabilityRequest>;
export type AvailabilityRequestParsed = z.output<typeof availabilityRequest>;

/** Query of DoLoopQualification (000 §7: BDVCETC=N, cetctest=N). */
export const doLoopQuery = z.object({
  BDVCETC: ynInput.optional(),
  cetctest: ynInput.optional(),
});
export type DoLoopQuery = z.input<typeof doLoopQuery>;

/** The fields of a plan line that the entry plan and the catalogue's plan tile share (001 §3). */
export const planLine = {
  ServiceType: z.string(),
  Flowtype: z.string(),
  /** 'Dynamic' or 'Static'. */
  IPType: z.string(),
  LineType: z.string(),
  IsSelected: yesNo,
  ProductName: z.string(),
  BDVId: z.string(),
};

/** 000 §3 "Plan" (001 §3 adds the TV/data ids; the catalogue of issue 4 fills them). */
export const plan = z.object({
  ProductId: z.string(),
  PackageId: z.string(),
  BundleId: z.string(),
  /** 'MonthToMonth' or 'TwoYears'. */
  Contract: z.string(),
  /** Monthly price in dollars with two decimals, e.g. '99.99'. */
  Price: z.string(),
  /** ServiceType: 'FIOS' (fiber) or 'DSL' (HSI), the internet type. */
  ...planLine,
  /** Download speed in Mbps (bizline's addition, for display and sorting). */
  SpeedMbps: z.number(),
});
export type Plan = z.infer<typeof plan>;

/** Router list item (001 §3: PrdID, PrdName, IsRecomd, IsSelected) with its price. */
export const router = z.object({
  PrdID: z.string(),
  /** 'Name|rent', 'Name|buy' or 'Name|own' (001 §3: the router type follows the '|'). */
  PrdName: z.string(),
  IsRecomd: yesNo,
  IsSelected: yesNo,
  /** Dollars with two decimals (monthly for rent, one-time for buy, '0.00' for own). */
  Price: z.string(),
});
export type Router = z.infer<typeof router>;

export const dataInfo = z.object({ Plans: z.array(plan), Routers: z.array(router) });
export type DataInfo = z.infer<typeof dataInfo>;

export const phoneInfo = z.object({
  /** Business digital voice bundle id; '' when phone is not available. */
  BID: z.string(),
  /** The bundle's monthly recurring charge, dollars; '' when none. */
  BundleRC: z.string(),
  /** Telephone numbers offered; filled by the catalogue stage, [] here. */
  TNList: z.array(z.string()),
});
export type PhoneInfo = z.infer<typeof phoneInfo>;

/**
 * LQPost: what the address can get. Status flags Y/N; fiber and HSI are never both Y
 * (the server applies the 000 §4 rule "fiber and HSI both Y: HSI set to N").
 */
export const lqPost = z.object({
  FiOSDataStatus: yesNo,
  HSIStatus: yesNo,
  S2SLBO: yesNo,
  bdvStatus: yesNo,
  PhoneStatus: yesNo,
  FiOSTVStatus: yesNo,
  /** Active service at the address (000 §4: disables Check availability, active-service modal). */
  INGPON2ONT: yesNo,
  /** The footprint's speed type ('2G', '15M'...), '' when none. */
  SpeedType: z.string(),
  IsShowLiveChat: yesNo,
  Is_BaltimoreDCzipcode: yesNo,
  /** The cart id; '' when the qualification did not resolve one address (decision 008). */
  EPSessionID: z.string(),
  /** The request's GUID echoed, '' when none was sent. */
  GUISessionID: z.string(),
  /** The qualified address as text ("100 Light St FL 10, Baltimore, MD 21202"), for the
   * 000 §4 re-search "from LQPost.Address"; '' when nothing was resolved. */
  Address: z.string(),
});
export type LqPost = z.infer<typeof lqPost>;

/** Joint offer. Prices carry a minus sign (credits); the storefront strips it. */
export const jointOffer = z.object({
  JointOfferPrice: z.string(),
  JointOfferStatus: z.enum(['Y', 'N', 'Not Eligible']),
  OneGigSpeedPrice: z.string(),
  jointOfferPreSelected: yesNo,
});
export type JointOffer = z.infer<typeof jointOffer>;

export const priceQuote = z.object({ quoteNumberField: z.string(), monField: z.string() });
export type PriceQuote = z.infer<typeof priceQuote>;

/** A multiple-address chooser option (000 §2 screen 2). */
export const addressListEntry = addressSuggestion;
export type AddressListEntry = AddressSuggestion;

/**
 * 000 §3 "Availability response", every field present. Answered by DoLoopQualification,
 * CheckAvailability and CheckAvailabilityWithQuotes.
 */
export const availabilityResponse = z.object({
  /** 5G qualified ('true'/'false'). */
  Qualified: trueFalse,
  QualifiedCBand: trueFalse,
  /** 4G/LTE qualified: the "4G redirect flag" of 000 §4. */
  Qualified_4g: trueFalse,
  /** 4G home internet: bizline's footprint has no separate column; equals Qualified_4g. */
  Qualified4GHome: trueFalse,
  /** Y: AddressList holds the buildings sharing house number, street and ZIP. Qualifying one of
   * them next (its AddressID) answers N: the choice is remembered in the session. */
  HasMultipleAddress: yesNo,
  /** Y when nothing stands in the way of /customize-order (outcome 10 of 000 §4). */
  RedirectToNextPage: yesNo,
  HasExistingService: yesNo,
  HasPendingOrder: yesNo,
  /** From the building, also when a unit is qualified. */
  BaseAddressBlocked: yesNo,
  IsETFBuyOutQualified: yesNo,
  OOF: yesNo,
  HasError: yesNo,
  /** Y when the address is not in the footprint: the visitor is offered the waitlist. */
  DefaultReg: yesNo,
  AddressList: z.array(addressListEntry),
  /** Id of this qualification attempt (use it as lqsessionId on wireless redirects). */
  sessionId: z.string(),
  /** The request's GUID echoed, '' when none. */
  GUISessionId: z.string(),
  /** The provider's wireless site for 4G/LTE ('' unless Qualified_4g is 'true'). The storefront
   * appends redirectedFrom=GBCOM, lqsessionId and cmp. */
  LTERedirectUrl: z.string(),
  /** The wireless site for 5G ('' unless Qualified or QualifiedCBand is 'true'). */
  FiveGRedirectUrl: z.string(),
  LQPost: lqPost,
  DataInfo: dataInfo,
  PhoneInfo: phoneInfo,
  /** Y when the address has existing price quotes (listed in quoteResultsField). */
  VBMQuotes: yesNo,
  quoteResultsField: z.object({ priceQuotesSetField: z.array(priceQuote) }),
  jointoffer: jointOffer,
  /** Y while the qualification is not ready: ask again (000 §4, up to 5 times). */
  Retry: yesNo,
});
export type AvailabilityResponse = z.infer<typeof availabilityResponse>;

/** POST Qualify/HasPendingOrder: the same body; Y when the resolved address has a pending order. */
export const pendingOrderResponse = z.object({ HasPendingOrder: yesNo });
export type PendingOrderResponse = z.infer<typeof pendingOrderResponse>;
