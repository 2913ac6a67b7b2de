/**
 * Wire contract of the entry stage (spec 000 §3, §7; issue 3): the request and response schema
 * of every address, qualification, bulk, waitlist and captcha call. The server validates with
 * these schemas (fastify-type-provider-zod) and the storefront types its calls with them, so both
 * sides read one definition. Paths are relative to the API base (`/foryoursmallbiz/smb/api` by
 * default); `ENTRY_CALLS` lists them with their method and whether they need the Bearer token.
 *
 * Flag representation (decision 008):
 * - `Qualified`, `QualifiedCBand`, `Qualified_4g`, `Qualified4GHome` (the wireless qualifiers of
 *   the availability response) are the strings 'true' / 'false': the routing rules compare
 *   them to true ("Broadband only and Qualified not 'true'", "When Qualified or QualifiedCBand
 *   is true").
 * - Every other flag is 'Y' / 'N' ("Status flags are Y/N", "Y/N flags used throughout"):
 *   HasMultipleAddress, RedirectToNextPage, HasExistingService, HasPendingOrder,
 *   BaseAddressBlocked, IsETFBuyOutQualified, OOF, HasError, DefaultReg, Retry, VBMQuotes, every
 *   LQPost status, the bulk qualification flags (000 §2 "each Y or N"), Eligible.
 * - JointOfferStatus is 'Y' | 'N' | 'Not Eligible' (000 §3).
 *
 * Every 400 answers `ApiError` (app-config.ts) with `field` naming the offending input and a
 * message starting with that field's name, e.g. `zip: must be 5 digits`.
 */
import { z } from 'zod';
import {
  BULK_ADDRESS_MAX,
  BULK_QUERY_TYPE,
  UNIT_PAGE_SIZE,
  type YesNo as DomainYesNo,
} from '../constants';
import { validateEmail } from '../validators/email';
import { validatePhone } from '../validators/phone';
import {
  validateWaitlistBusinessPhone,
  validateWaitlistConsent,
  validateWaitlistEmail,
  validateWaitlistFirstName,
  validateWaitlistLastName,
  validateWaitlistMobile,
  validateWaitlistRequired,
  validateWaitlistZip,
} from '../validators/waitlist';

// ---------------------------------------------------------------------------------------------
// Calls
// ---------------------------------------------------------------------------------------------

/** Every entry-stage call: method, path under the API base, and whether it needs the token. */
export const ENTRY_CALLS = {
  zipList: { method: 'GET', path: 'Address/GetZipList', auth: true },
  fiberQualifiedZip: { method: 'GET', path: 'Address/IsFiberQualifiedZip', auth: true },
  streetAddresses: { method: 'GET', path: 'Address/GetStreetAddresses', auth: true },
  baseAddresses: { method: 'GET', path: 'Address/GetBaseAddresses', auth: true },
  units: { method: 'GET', path: 'Address/GetUnits', auth: true },
  unitsByLocus: { method: 'GET', path: 'Address/GetUnitsByLocus', auth: true },
  locusByLocation: { method: 'POST', path: 'Address/GetLocusByLocation', auth: true },
  hasPendingOrder: { method: 'POST', path: 'Qualify/HasPendingOrder', auth: true },
  /** Query BDVCETC=N&cetctest=N (000 §7); both optional, Y or N. */
  doLoopQualification: { method: 'POST', path: 'Qualify/DoLoopQualification', auth: true },
  checkAvailability: { method: 'POST', path: 'Qualify/CheckAvailability', auth: true },
  checkAvailabilityWithQuotes: {
    method: 'POST',
    path: 'Qualify/CheckAvailabilityWithQuotes',
    auth: true,
  },
  qualificationDetails: { method: 'GET', path: 'Qualify/GetQualificationDetails', auth: true },
  jointOffer: { method: 'GET', path: 'Qualify/GetJointOffer', auth: true },
  wirelessOfferEligibility: {
    method: 'GET',
    path: 'Checkout/GetVZWOfferEligibility',
    auth: true,
  },
  /** Session cookie optional; no token (also used by later stages' forms). */
  emailPreValidation: { method: 'POST', path: 'Qualify/EmailPreValidation', auth: false },
  captchaChallenge: { method: 'GET', path: 'Captcha/Challenge', auth: false },
  /** Protected by the captcha and a rate limit instead of the token. */
  bulkAddress: { method: 'POST', path: 'Qualify/BulkAddress', auth: false },
  waitlistRegister: { method: 'POST', path: 'Waitlist/Register', auth: false },
  requestCallback: { method: 'POST', path: 'Qualify/RequestCallback', auth: false },
} as const satisfies Record<string, { method: 'GET' | 'POST'; path: string; auth: boolean }>;
export type EntryCallName = keyof typeof ENTRY_CALLS;

// ---------------------------------------------------------------------------------------------
// Building blocks
// ---------------------------------------------------------------------------------------------

export const yesNo = z.enum(['Y', 'N']);
export type YesNo = DomainYesNo;
/** The wireless qualifiers' representation (see the header). */
export const trueFalse = z.enum(['true', 'false']);
export type TrueFalse = z.infer<typeof trueFalse>;

const requiredMessage = (issue: { input: unknown }) =>
  issue.input === undefined ? 'is required' : 'must be text';

/** Text up to `max` characters (a 10,000-character paste is a 400, not a slow query). */
export const text = (max: number) =>
  z.string({ error: requiredMessage }).max(max, `must be at most ${max} characters`);
/** Non-empty text (after trimming) up to `max` characters. */
export const requiredText = (max: number) => text(max).trim().min(1, 'is required');

/** A 5-digit ZIP (000 §9). */
export const zip5 = z
  .string({ error: requiredMessage })
  .trim()
  .regex(/^\d{5}$/, 'must be 5 digits');

/** A footprint address id: printable ASCII without spaces, at most 64 (docs/footprint-format.md). */
export const addressId = z
  .string({ error: requiredMessage })
  .trim()
  .min(1, 'is required')
  .max(64, 'must be at most 64 characters')
  .regex(/^[\x21-\x7e]+$/, 'must be an address id');

/**
 * A Y/N flag as clients send it: 'Y'/'N' in any case, or true/false (JSON or form text).
 * Answers 'Y' or 'N'.
 */
export const ynInput = z
  .union([z.boolean(), z.string().max(5)], { error: 'must be Y or N' })
  .transform((v, ctx): 'Y' | 'N' => {
    if (typeof v === 'boolean') return v ? 'Y' : 'N';
    const s = v.trim().toUpperCase();
    if (['Y', 'YES', 'TRUE', '1', 'ON'].includes(s)) return 'Y';
    if (['N', 'NO', 'FALSE', '0', 'OFF', ''].includes(s)) return 'N';
    ctx.addIssue({ code: 'custom', message: 'must be Y or N' });
    return z.NEVER;
  });

const positiveInt = (max: number) =>
  z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(max, `must be at most ${max}`);

/** A phone number as the address page sends it (digits, optionally dashed); 000 §5 rules. */
const optionalPhone = text(20)
  .optional()
  .superRefine((v, ctx) => {
    if (v === undefined || v.trim() === '') return;
    const message = validatePhone(v);
    if (message) ctx.addIssue({ code: 'custom', message });
  });

// ---------------------------------------------------------------------------------------------
// Zip lookup and fiber-qualified zip check
// ---------------------------------------------------------------------------------------------

/** GET Address/GetZipList?zip=&limit= (zip: 1-5 digits typed so far; limit default 10, max 50). */
export const zipListQuery = z.object({
  zip: z
    .string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be digits') })
    .trim()
    .regex(/^\d{1,5}$/, 'must be 1 to 5 digits'),
  limit: positiveInt(50).default(10),
});
export type ZipListQuery = z.input<typeof zipListQuery>;

/** 000 §3 "Zip list entry". altCity is null when the ZIP list has no other name. */
export const zipListEntry = z.object({
  zip: z.string(),
  city: z.string(),
  altCity: z.string().nullable(),
  state: z.string(),
});
export type ZipListEntry = z.infer<typeof zipListEntry>;
export const zipListResponse = z.object({ zips: z.array(zipListEntry) });
export type ZipListResponse = z.infer<typeof zipListResponse>;

/** GET Address/IsFiberQualifiedZip?zip= */
export const fiberQualifiedZipQuery = z.object({ zip: zip5 });
export type FiberQualifiedZipQuery = z.input<typeof fiberQualifiedZipQuery>;
/** Y when any footprint address in the ZIP has fiber (000 §7 "boolean-like flag"). */
export const fiberQualifiedZipResponse = z.object({ zip: z.string(), IsFiberQualified: yesNo });
export type FiberQualifiedZipResponse = z.infer<typeof fiberQualifiedZipResponse>;

// ---------------------------------------------------------------------------------------------
// Street search (typeahead)
// ---------------------------------------------------------------------------------------------

export const STREET_SEARCH_DEFAULT_LIMIT = 10;
export const STREET_SEARCH_MAX_LIMIT = 25;

/**
 * GET Address/GetStreetAddresses?streetterm=&zip=&limit=
 * streetterm: what the visitor typed, house number first ("123 n main", "123 Main St Bost",
 * "123 MAIN STREET, BOSTON MA 02108"); case, spaces, commas, ST/STREET, N/NORTH... do not
 * matter. zip (optional) restricts the search to one ZIP. Exact house numbers rank first.
 */
export const streetAddressesQuery = z.object({
  streetterm: requiredText(200),
  zip: zip5.optional(),
  limit: positiveInt(STREET_SEARCH_MAX_LIMIT).default(STREET_SEARCH_DEFAULT_LIMIT),
});
export type StreetAddressesQuery = z.input<typeof streetAddressesQuery>;

/** GET Address/GetBaseAddresses?zip=&streetterm=&limit= (the base-address variant, zip required). */
export const baseAddressesQuery = z.object({
  zip: zip5,
  streetterm: requiredText(200),
  limit: positiveInt(STREET_SEARCH_MAX_LIMIT).default(STREET_SEARCH_DEFAULT_LIMIT),
});
export type BaseAddressesQuery = z.input<typeof baseAddressesQuery>;

/**
 * 000 §3 "Address suggestion entry" (AddressId, ZipCode, CommunityName, State, ParsedRawString,
 * UnitType, ElevationType) plus what the storefront needs to select it without another call.
 * Suggestions are buildings: AddressId = BaseAddressId.
 */
export const addressSuggestion = z.object({
  AddressId: z.string(),
  ZipCode: z.string(),
  /** City. */
  CommunityName: z.string(),
  State: z.string(),
  /** Display text, "100 Summer St, Boston, MA 02110": what the dropdown shows and what a typed
   * value is compared with (ignoring spaces, commas and case). */
  ParsedRawString: z.string(),
  /** The unit kind present among the building's units ('STE', 'APT'...), '' when none. */
  UnitType: z.string(),
  /** The elevation kind present among the building's units ('FL'), '' when none. */
  ElevationType: z.string(),
  HouseNumber: z.string(),
  StreetName: z.string(),
  BaseAddressId: z.string(),
  /** Number of units in the building (0: no unit field; > 10: unit typeahead, 000 §5). */
  UnitCount: z.number().int(),
  /** What tells buildings at one address apart in the multiple-address chooser (issue 10 §6):
   * the building's name and the ZIP+4 ('19102-3801'), when the footprint has them. */
  BuildingName: z.string().optional(),
  ZipPlus4: z.string().optional(),
});
export type AddressSuggestion = z.infer<typeof addressSuggestion>;

export const streetAddressesResponse = z.object({ addresses: z.array(addressSuggestion) });
export type StreetAddressesResponse = z.infer<typeof streetAddressesResponse>;
export const baseAddressesResponse = z.object({ addressesbau: z.array(addressSuggestion) });
export type BaseAddressesResponse = z.infer<typeof baseAddressesResponse>;

// ---------------------------------------------------------------------------------------------
// Units
// ---------------------------------------------------------------------------------------------

/** 000 §3 unitQuery: the unit text split into its unit, elevation (floor) and structure parts. */
export const unitQuery = z.object({
  unitType: z.string(),
  unitValue: z.string(),
  elevationType: z.string(),
  elevationValue: z.string(),
  structureType: z.string(),
  structureValue: z.string(),
});
export type UnitQuery = z.infer<typeof unitQuery>;

/**
 * 000 §3 "Unit entry". Ids: addressId = ntasAddrId = sublocation = the unit's own address id
 * (send it as AddressID or SublocationId to qualify the unit); baseAddressId = location_id = the
 * building's address id (BaseAddressID / BaselocationId).
 */
export const unitDetail = z.object({
  /** As the footprint writes it, e.g. 'STE 700', 'FL 10'. */
  unit: z.string(),
  addressId: z.string(),
  baseAddressId: z.string(),
  ntasAddrId: z.string(),
  sublocation: z.string(),
  location_id: z.string(),
  unitQuery,
});
export type UnitDetail = z.infer<typeof unitDetail>;

/**
 * GET Address/GetUnits?ntasAddrID=&unitterm=&page=
 * ntasAddrID: the building (a unit's id lists its building's units). unitterm filters by the
 * start of the unit or of its number ("ste 1", "Suite 1", "1" all find STE 1, STE 10...).
 * Pages of UNIT_PAGE_SIZE (10), page 1 first, sorted ascending naturally (STE 2 before STE 10).
 */
export const unitsQuery = z.object({
  ntasAddrID: addressId,
  unitterm: text(40).optional(),
  page: positiveInt(100_000).default(1),
});
export type UnitsQuery = z.input<typeof unitsQuery>;
export const unitsResponse = z.object({
  /** total: units matching unitterm (all pages). */
  data: z.object({ unitDetails: z.array(unitDetail), total: z.number().int() }),
});
export type UnitsResponse = z.infer<typeof unitsResponse>;
export { UNIT_PAGE_SIZE };

/** GET Address/GetUnitsByLocus?locusID=&unitterm=&size=10 (locusID: the building's address id). */
export const unitsByLocusQuery = z.object({
  locusID: addressId,
  unitterm: text(40).optional(),
  size: positiveInt(50).default(UNIT_PAGE_SIZE),
});
export type UnitsByLocusQuery = z.input<typeof unitsByLocusQuery>;
export const unitsByLocusResponse = z.object({
  data: z.array(unitDetail),
  totalHits: z.number().int(),
});
export type UnitsByLocusResponse = z.infer<typeof unitsByLocusResponse>;

// ---------------------------------------------------------------------------------------------
// Reverse lookup (current location)
// ---------------------------------------------------------------------------------------------

/** Buildings farther than this from the given point are not offered (decision 008). */
export const LOCUS_MAX_DISTANCE_METERS = 2000;

/** POST Address/GetLocusByLocation { latitude, longitude } (decimal degrees). */
export const locusByLocationBody = z.object({
  latitude: z.coerce
    .number({ error: 'must be a number' })
    .min(-90, 'must be between -90 and 90')
    .max(90, 'must be between -90 and 90'),
  longitude: z.coerce
    .number({ error: 'must be a number' })
    .min(-180, 'must be between -180 and 180')
    .max(180, 'must be between -180 and 180'),
});
export type LocusByLocationBody = z.input<typeof locusByLocationBody>;

/** The nearest footprint building within LOCUS_MAX_DISTANCE_METERS; [] when none. */
export const locusAddressInfo = z.object({
  /** "100 Summer St, Boston, MA 02110" (type it into the street search to select it). */
  standardizedAddress: z.string(),
  addressId: z.string(),
  baseAddressId: z.string(),
  zip: z.string(),
  city: z.string(),
  state: z.string(),
  houseNumber: z.string(),
  streetName: z.string(),
  distanceMeters: z.number().int(),
});
export type LocusAddressInfo = z.infer<typeof locusAddressInfo>;
export const locusByLocationResponse = z.object({ addressInfo: z.array(locusAddressInfo) });
export type LocusByLocationResponse = z.infer<typeof locusByLocationResponse>;

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
 * address page's rules (000 §5); VZWTN is the phone without dashes.
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

/** 000 §3 "Plan" (001 §3 adds the TV/data ids; the catalogue of issue 4 fills them). */
export const plan = z.object({
  ProductId: z.string(),
  PackageId: z.string(),
  BundleId: z.string(),
  /** 'MonthToMonth' or 'TwoYears' (002 §9). */
  Contract: z.string(),
  /** Monthly price in dollars with two decimals, e.g. '99.99'. */
  Price: z.string(),
  /** 'FIOS' (fiber) or 'DSL' (HSI): the internet type (000 §4 "from the first plan"). */
  ServiceType: z.string(),
  Flowtype: z.string(),
  /** 'Dynamic' or 'Static'. */
  IPType: z.string(),
  LineType: z.string(),
  IsSelected: yesNo,
  ProductName: z.string(),
  BDVId: z.string(),
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
  /** Telephone numbers offered; filled by the catalogue stage (issue 4), [] here. */
  TNList: z.array(z.string()),
});
export type PhoneInfo = z.infer<typeof phoneInfo>;

/**
 * LQPost (000 §3): what the address can get. Status flags Y/N; fiber and HSI are never both Y
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

/** Joint offer (000 §3). Prices carry a minus sign (credits); the storefront strips it. */
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
   * appends redirectedFrom=GBCOM, lqsessionId and cmp (000 §4). */
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

// ---------------------------------------------------------------------------------------------
// Qualification details, joint offer, wireless-offer eligibility, e-mail pre-validation
// ---------------------------------------------------------------------------------------------

/** GET Qualify/GetQualificationDetails?cid=&orderNumber= (cid: the EPSessionID). */
export const qualificationDetailsQuery = z.object({
  cid: z
    .string({ error: requiredMessage })
    .trim()
    .min(1, 'is required')
    .max(100, 'must be at most 100 characters'),
  orderNumber: text(40).optional(),
});
export type QualificationDetailsQuery = z.input<typeof qualificationDetailsQuery>;
/** Retry Y (DoLoopResponse and jointoffer null) while the cart's qualification is pending. */
export const qualificationDetailsResponse = z.object({
  DoLoopResponse: z.object({ LQPost: lqPost, DataInfo: dataInfo }).nullable(),
  Retry: yesNo,
  jointoffer: jointOffer.nullable(),
});
export type QualificationDetailsResponse = z.infer<typeof qualificationDetailsResponse>;

/** A billing telephone number: 10 digits, dashes allowed. */
const btn = z
  .string({ error: requiredMessage })
  .trim()
  .transform((v) => v.replace(/[-\s.()]/g, ''))
  .pipe(z.string().regex(/^\d{10}$/, 'must be a 10-digit phone number'));

/** GET Qualify/GetJointOffer?BTNumber= */
export const jointOfferQuery = z.object({ BTNumber: btn });
export type JointOfferQuery = z.input<typeof jointOfferQuery>;
/** Joint-offer data for the session's qualified address (Not Eligible without fiber). */
export const jointOfferResponse = jointOffer.extend({ BTNumber: z.string() });
export type JointOfferResponse = z.infer<typeof jointOfferResponse>;

/** GET Checkout/GetVZWOfferEligibility?BTN= */
export const wirelessOfferEligibilityQuery = z.object({ BTN: btn });
export type WirelessOfferEligibilityQuery = z.input<typeof wirelessOfferEligibilityQuery>;
/** One wireless offer the business line is eligible for (payload not shown by the spec). */
export const wirelessOffer = z.object({
  OfferId: z.string(),
  /** e.g. 'Gigabit + Pro wireless plan'. */
  Description: z.string(),
  /** Monthly credit in dollars, e.g. '80.00'. */
  MonthlyCredit: z.string(),
});
export type WirelessOffer = z.infer<typeof wirelessOffer>;
/**
 * Eligible Y with Offers when the feature is on and the session's qualified address has fiber;
 * otherwise N with no offers. Reason says why not: 'FEATURE_OFF', 'NOT_QUALIFIED' or ''.
 */
export const wirelessOfferEligibilityResponse = z.object({
  BTN: z.string(),
  Eligible: yesNo,
  Offers: z.array(wirelessOffer),
  Reason: z.enum(['', 'FEATURE_OFF', 'NOT_QUALIFIED']),
});
export type WirelessOfferEligibilityResponse = z.infer<typeof wirelessOfferEligibilityResponse>;

/** POST Qualify/EmailPreValidation { sessionId?, email }: the address page's rules (000 §5). */
export const emailPreValidationBody = z.object({
  sessionId: text(200).optional(),
  email: text(1000),
});
export type EmailPreValidationBody = z.input<typeof emailPreValidationBody>;
/** Message SUCCESS when valid; INVALID with the 000 §5 message as reason otherwise. */
export const emailPreValidationResponse = z.union([
  z.object({ Message: z.literal('SUCCESS') }),
  z.object({ Message: z.literal('INVALID'), reason: z.string() }),
]);
export type EmailPreValidationResponse = z.infer<typeof emailPreValidationResponse>;

// ---------------------------------------------------------------------------------------------
// Captcha and bulk address
// ---------------------------------------------------------------------------------------------

/** GET Captcha/Challenge: an ALTCHA challenge (hand it to the altcha widget's `challengejson`). */
export const captchaChallenge = z.object({
  algorithm: z.string(),
  challenge: z.string(),
  maxnumber: z.number().int().optional(),
  salt: z.string(),
  signature: z.string(),
});
export type CaptchaChallenge = z.infer<typeof captchaChallenge>;

/** 000 §3 "Bulk row". addressLine2 is the unit. */
export const bulkRow = z.object({
  addressLine1: requiredText(200),
  addressLine2: text(64).optional(),
  city: text(64).optional(),
  stateProvince: text(20).optional(),
  postalCode: zip5,
});
export type BulkRow = z.input<typeof bulkRow>;
export type BulkRowParsed = z.output<typeof bulkRow>;

/**
 * POST Qualify/BulkAddress. captcha: the ALTCHA widget's payload (base64 JSON of the solved
 * challenge); each payload is accepted once and expires with its challenge.
 */
export const bulkAddressBody = z.object({
  QueryType: z.literal(BULK_QUERY_TYPE, { error: `must be '${BULK_QUERY_TYPE}'` }),
  GUID: text(100).optional(),
  ClientID: text(40).optional(),
  inputAddress: z
    .array(bulkRow, { error: 'must be a list of addresses' })
    .min(1, 'must have at least 1 address')
    .max(BULK_ADDRESS_MAX, `must have at most ${BULK_ADDRESS_MAX} addresses`),
  captcha: requiredText(5000),
});
export type BulkAddressBody = z.input<typeof bulkAddressBody>;

/** What an address leads to, as the address page and the bulk tool show it. */
export const ADDRESS_OUTCOME_KINDS = [
  'customize',
  'wireless',
  'internet-options',
  'existing-service',
  'out-of-franchise',
  'special',
  'active-service',
  'multiple-address',
  'pending-order',
  'needs-unit',
  'not-found',
] as const;
export type AddressOutcomeKind = (typeof ADDRESS_OUTCOME_KINDS)[number];

/**
 * One result per input row, in order. FOUND: the address (or its unit) is in the footprint;
 * NEEDS_UNIT: the building has units and addressLine2 names none of them (flags are the
 * building's); NOT_FOUND: not in the footprint (every flag N).
 */
export const bulkResultItem = z.object({
  location: z.object({ formattedAddress: z.string() }),
  qualification: z.object({ Qualified4G: yesNo, QualifiedCBand: yesNo, Qualified5G: yesNo }),
  addressId: z.string().optional(),
  /** The ZIP code of the address, with addressId what 'Start an order' qualifies. */
  zipCode: z.string().optional(),
  status: z.enum(['FOUND', 'NOT_FOUND', 'NEEDS_UNIT']),
  /**
   * What the address page answers for the same address (addressOutcome of the server's
   * qualification, issue 10 §6): its kind and page; wireless says which plan list.
   */
  outcome: z.object({
    kind: z.enum(ADDRESS_OUTCOME_KINDS),
    page: z.string().nullable(),
    wireless: z.enum(['5G', '4G']).optional(),
  }),
  /** The internet plans the qualification lists (DataInfo.Plans): fiber or HSI tiers. */
  plans: z.array(
    z.object({
      ProductId: z.string(),
      ProductName: z.string(),
      Price: z.string(),
      ServiceType: z.string(),
      SpeedMbps: z.number().optional(),
    }),
  ),
});
export type BulkResultItem = z.infer<typeof bulkResultItem>;
export const bulkAddressResponse = z.object({ response: z.array(bulkResultItem) });
export type BulkAddressResponse = z.infer<typeof bulkAddressResponse>;

// ---------------------------------------------------------------------------------------------
// Waitlist and call-back requests
// ---------------------------------------------------------------------------------------------

/** A checkbox as forms send it: true/false, 'true'/'on'/'Y'... */
const checkbox = z
  .union([z.boolean(), z.string().max(5)])
  .optional()
  .transform((v) =>
    typeof v === 'string' ? ['TRUE', 'ON', 'Y', 'YES', '1'].includes(v.trim().toUpperCase()) : !!v,
  );

const withRule = (rule: (v: unknown) => string | null) => (v: unknown, ctx: z.RefinementCtx) => {
  const message = rule(v);
  if (message) ctx.addIssue({ code: 'custom', message });
};

/**
 * POST Waitlist/Register: the waitlist form values (000 §3) judged by the 000 §5 rules
 * ('Invalid firstname', 'Invalid ZIP code', 'Required field'...). The same e-mail (any case)
 * and address registered twice is one registration.
 */
/** Text judged by a domain rule; a missing value gets the rule's own message. */
const ruled = (max: number, rule: (v: unknown) => string | null) =>
  z
    .string({ error: (issue) => rule(issue.input) ?? 'must be text' })
    .max(max, `must be at most ${max} characters`)
    .superRefine(withRule(rule));
const optionalRuled = (max: number, rule: (v: unknown) => string | null) =>
  text(max).optional().superRefine(withRule(rule));

export const waitlistRegisterBody = z.object({
  firstName: ruled(100, validateWaitlistFirstName),
  lastName: ruled(100, validateWaitlistLastName),
  email: ruled(254, validateWaitlistEmail),
  zipCode: ruled(10, validateWaitlistZip),
  mobileNum: optionalRuled(20, validateWaitlistMobile),
  businessNum: optionalRuled(20, validateWaitlistBusinessPhone),
  city: ruled(64, validateWaitlistRequired),
  unit: text(64).optional(),
  streetAddress: ruled(200, validateWaitlistRequired),
  checkBox: checkbox.superRefine(withRule(validateWaitlistConsent)),
});
export type WaitlistRegisterBody = z.input<typeof waitlistRegisterBody>;
export const waitlistRegisterResponse = z.object({
  Status: z.literal('SUCCESS'),
  registrationId: z.string(),
  /** true when this e-mail and address were registered before (nothing new was stored). */
  alreadyRegistered: z.boolean(),
});
export type WaitlistRegisterResponse = z.infer<typeof waitlistRegisterResponse>;

/**
 * POST Qualify/RequestCallback: a call-back request from the pending-order page ('Talk to Us'),
 * from 'I can't find my address' (the address as typed, required then) or from a wireless plan
 * page at a referral kiosk, which orders no wireless plan itself (decision 019). phone: 000 §5.
 */
export const requestCallbackBody = z
  .object({
    reason: z.enum(['pending-order', 'address-not-found', 'wireless-plan'], {
      error: "must be 'pending-order', 'address-not-found' or 'wireless-plan'",
    }),
    name: text(100).optional(),
    phone: ruled(20, validatePhone),
    addressText: text(300).optional(),
    preferredTime: text(100).optional(),
    cartId: text(100).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.reason === 'address-not-found' && !v.addressText?.trim()) {
      ctx.addIssue({ code: 'custom', path: ['addressText'], message: 'is required' });
    }
  });
export type RequestCallbackBody = z.input<typeof requestCallbackBody>;
export const requestCallbackResponse = z.object({
  Status: z.literal('SUCCESS'),
  /** Reference to quote on the phone, e.g. 'CB-7K3M9Q2T'. */
  reference: z.string(),
});
export type RequestCallbackResponse = z.infer<typeof requestCallbackResponse>;
