/**
 * Wire contract of the customise stage (spec 001 §3, §7; issue 4): every catalogue, cart, bundle,
 * telephone-number and order-update call, with its request and answer. Server and storefront both
 * read these schemas. Paths are relative to the API base; every call needs the Bearer token and
 * acts on the session's cart (EPSessionID, created by the qualification).
 *
 * Model
 * - The server keeps one `CartSelections` per cart (the selections, not prices). Every change
 *   goes through a call below and answers `Status: 'SUCCESS'`; prices are computed from the
 *   catalogue by packages/domain/src/pricing/price-cart.ts when the cart is read.
 * - Update payloads use the spec's field names (001 §3 payloads). A field left out is unchanged;
 *   a field sent replaces that part of the selection; an empty NewID ('') removes it.
 * - Money on the wire is dollars with two decimals as text ('99.99'), as in the entry stage.
 * - Bad input (unknown product, product not sold at the cart's address or not in this section,
 *   quantity out of range, no cart) answers 4xx `ApiError` and changes nothing. A bundle the
 *   catalogue has no entry for answers 200 `{ data: 'Fail' }` (001 §4 "Bundle-info answers"):
 *   the storefront goes to the fallback page with NTE_PS_GETSELECTEDBUNDLEINFO.
 */
import { z } from 'zod';
import { CONTRACT } from '../constants';
import { yesNo, ynInput } from './entry';

// ---------------------------------------------------------------------------------------------
// Calls
// ---------------------------------------------------------------------------------------------

export const CART_CALLS = {
  // Catalogue
  customizeProducts: { method: 'GET', path: 'PrdSelection/GetCustomizeProductsNew' },
  /** ?type=standalone_tv optional (001 §7). */
  tvPlans: { method: 'GET', path: 'PrdSelection/GetTVPlans' },
  businessCategories: { method: 'GET', path: 'PrdSelection/GetBusinessCategoryList' },
  listingDuplicateCheck: { method: 'POST', path: 'PrdSelection/ListingDuplicateCheck' },
  /** Yellow-page headings for the directory listing; ?q= */
  yellowPageHeadings: { method: 'GET', path: 'PrdSelection/GetYPH' },
  addTechTeamUsers: { method: 'POST', path: 'PrdSelection/AddTechTeamUsers' },
  // Bundles (form posts; JSON accepted)
  selectedBundleInfo: { method: 'POST', path: 'PrdSelection/GetSelectedBundleInfo' },
  bdvBundleInfo: { method: 'POST', path: 'PrdSelection/GetBDVBundleInfo' },
  getBdvBundle: { method: 'GET', path: 'PrdSelection/GetBDVBundle' },
  flexSelection: { method: 'POST', path: 'PrdSelection/FlexSelection' },
  getFlexSelection: { method: 'GET', path: 'PrdSelection/GetFLEXSelection' },
  getSelectedProducts: { method: 'GET', path: 'PrdSelection/GetSelectedProducts' },
  winbackQualification: { method: 'POST', path: 'PrdSelection/WinbackQualification' },
  // Telephone numbers
  preferredVoice: { method: 'POST', path: 'PrdSelection/GetPreferredVoice' },
  standaloneBdvNumbers: { method: 'POST', path: 'PrdSelection/GetSABDVNumbers' },
  requestTns: { method: 'POST', path: 'PrdSelection/RequestTNs' },
  /** ?tnCount=N */
  getBdvTns: { method: 'GET', path: 'PrdSelection/GetBDVTNs' },
  // Cart
  floatingCart: { method: 'GET', path: 'Cart/GetFloatingCart' },
  /** Form: type=OC, SelectedDueDate='', skipVo=false (001 §7). GET answers the same. */
  cartInfo: { method: 'POST', path: 'Cart/GetCartInfo' },
  getCartInfo: { method: 'GET', path: 'Cart/GetCartInfo' },
  cartDetails: { method: 'GET', path: 'Cart/GetCartDetails' },
  // Order updates (JSON)
  updateCart: { method: 'POST', path: 'PrdConfig/UpdateCart' },
  updateFiosData: { method: 'POST', path: 'PrdConfig/UpdateFiOSData' },
  updateHsiData: { method: 'POST', path: 'PrdConfig/UpdateHSIData' },
  updateFiosTv: { method: 'POST', path: 'PrdConfig/UpdateFiOSTV' },
  updatePhone: { method: 'POST', path: 'PrdConfig/UpdatePhone' },
  updateBdv: { method: 'POST', path: 'PrdConfig/UpdateBDV' },
  updateBdvEnhanced: { method: 'POST', path: 'PrdConfig/UpdateBDVEnhanced' },
  /** Double and triple combos: several models in one transaction. */
  updateBundleDetails: { method: 'POST', path: 'PrdConfig/UpdateBundleDetails' },
  /** Add-ons outside the bundle (tech team, listing, video meeting, static IP). */
  updateNonBundle: { method: 'POST', path: 'PrdConfig/UpdateNonBundle' },
  contractAgreement: { method: 'POST', path: 'PrdConfig/ContractAgreement' },
  // Flow data (GET; the cart's selection for one service plus its catalogue section)
  getFiosData: { method: 'GET', path: 'PrdConfig/GetFiOSData' },
  getHsiData: { method: 'GET', path: 'PrdConfig/GetHSIData' },
  getFiosTv: { method: 'GET', path: 'PrdConfig/GetFiOSTV' },
} as const satisfies Record<string, { method: 'GET' | 'POST'; path: string }>;
export type CartCallName = keyof typeof CART_CALLS;

// ---------------------------------------------------------------------------------------------
// Building blocks
// ---------------------------------------------------------------------------------------------

const id = z
  .string({ error: 'must be text' })
  .trim()
  .max(40, 'must be at most 40 characters')
  .regex(/^[A-Za-z0-9._-]*$/, 'must be a product id');
/** '' removes the selection. */
const newId = z.object({ NewID: id });
const oldNew = z.object({ OldID: id.default(''), NewID: id });
const quantity = z
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .min(0, 'must not be negative')
  .max(99, 'must be at most 99');
const productQuantity = z.object({ PrdID: id, Quantity: z.coerce.number().pipe(quantity) });
/** A 10-digit telephone number; dashes, dots, spaces and brackets are stripped (001 §5). */
export const tn = z
  .string({ error: 'must be text' })
  .transform((v) => v.replace(/[-\s.()]/g, ''))
  .pipe(z.string().regex(/^\d{10}$/, 'must be a 10-digit phone number'));
const money = z.string(); // '99.99'
const shortText = (max: number) => z.string({ error: 'must be text' }).trim().max(max);

export const contract = z.enum([CONTRACT.monthToMonth, CONTRACT.twoYears]);
export type ContractValue = z.infer<typeof contract>;

/** 001 §4 service combinations, as the storefront names them. */
export const SERVICE_COMBINATIONS = [
  'data',
  'hsi',
  'video',
  'flex',
  'reverseFlex',
  'bdv',
  'phone',
  'data+bdv',
  'bdv+data',
  'data+phone',
  'phone+data',
  'hsi+phone',
  'phone+hsi',
  'data+video',
  'phone+video',
  'bdv+video',
  'bdv+data+video',
  'phone+data+video',
] as const;
export type ServiceCombination = (typeof SERVICE_COMBINATIONS)[number];

/** ptype of the selected-bundle-info call (001 §7: data, HSI, flex, BDV, phone, triple). */
export const BUNDLE_PTYPES = ['data', 'hsi', 'flex', 'bdv', 'phone', 'triple', 'tv'] as const;
export type BundlePtype = (typeof BUNDLE_PTYPES)[number];

// ---------------------------------------------------------------------------------------------
// The cart's selections (server state; GetSelectedProducts answers it)
// ---------------------------------------------------------------------------------------------

const selectedQuantity = z.object({ id: z.string(), quantity: z.number().int() });

export const techTeamUser = z.object({
  FirstName: shortText(30),
  LastName: shortText(30),
  Phone: shortText(14),
  Email: shortText(80),
});
export type TechTeamUser = z.infer<typeof techTeamUser>;

/** Local business listing form (001 §3 add-ons). */
export const businessListing = z.object({
  businessName: shortText(80),
  businessCategory: shortText(40),
  categoryName: shortText(80),
  businessPhone: shortText(14),
  isBillingPhoneRequired: z.enum(['Yes', 'No', '']),
});
export type BusinessListing = z.infer<typeof businessListing>;

/** Directory listing (001 §3, non-BDV only as a form; BDV uses BdvListingInfo). */
export const directoryListingInfo = z.object({
  CompanyName: shortText(80).default(''),
  FirstName: shortText(30).default(''),
  LastName: shortText(30).default(''),
  MidName: shortText(30).default(''),
  Degree: shortText(20).default(''),
  Designation: shortText(40).default(''),
  PhoneNo: shortText(14).default(''),
  Street: shortText(80).default(''),
  City: shortText(40).default(''),
  YellowPageHeading: shortText(80).default(''),
});
export type DirectoryListingInfo = z.infer<typeof directoryListingInfo>;

/** Months per kind of one-time charge (002 §3 installments; 0 = paid at once, at most 36). */
const installmentMonthsOf = z.number().int().min(0).max(36);
const installmentChoice = z.object({
  oneTime: installmentMonthsOf,
  equipment: installmentMonthsOf,
  router: installmentMonthsOf,
});

export const cartSelections = z.object({
  contract,
  /** BID of the selected bundle; '' before a bundle is chosen. */
  bundleId: z.string(),
  /** Services in cart (001 §4), '' when empty. Order follows how the cart was built. */
  services: z.union([z.enum(SERVICE_COMBINATIONS), z.literal('')]),
  internet: z
    .object({
      planId: z.string(),
      routerId: z.string(),
      extenders: z.array(selectedQuantity),
      additionalRouters: z.array(selectedQuantity),
      installationId: z.string(),
      /** '' means Dynamic (001 §5). */
      staticIpId: z.string(),
      techTeamId: z.string(),
      techTeamUser: techTeamUser.nullable(),
      cloudStorageId: z.string(),
      premiumSupportId: z.string(),
      localListingId: z.string(),
      businessListing: businessListing.nullable(),
      videoMeeting: z.object({ id: z.string(), licenses: z.number().int() }).nullable(),
      jointOffer: z.boolean(),
    })
    .nullable(),
  tv: z
    .object({
      planId: z.string(),
      viewingOptionId: z.string(),
      equipment: z.array(selectedQuantity),
      premiumChannelIds: z.array(z.string()),
      recordingId: z.string(),
      /** 'Local TV' by default (001 §9). */
      channelType: z.string(),
    })
    .nullable(),
  phone: z
    .object({
      planId: z.string(),
      lines: z.array(
        z.object({
          lineNo: z.number().int(),
          tn: z.string(),
          planId: z.string(),
          /** True when tn is the customer's current number, moved from another provider. */
          moved: z.boolean().optional(),
        }),
      ),
      equipment: z.array(selectedQuantity),
      directoryListingId: z.string(),
      listingInfo: directoryListingInfo.nullable(),
      powerReserve: z.boolean(),
      batteryId: z.string(),
      maintenanceId: z.string(),
      faxLines: z.number().int(),
      premiumSupportId: z.string(),
    })
    .nullable(),
  bdv: z
    .object({
      planId: z.string(),
      lines: z.array(
        z.object({
          lineNo: z.number().int(),
          tn: z.string(),
          planId: z.string(),
          subscriberType: z.string(),
          email: z.string(),
          /** Y only for the first line (001 §3). */
          isAdmin: yesNo,
          /** True when tn is the customer's current number, moved from another provider. */
          moved: z.boolean().optional(),
        }),
      ),
      /** Empty: the NoEquipment placeholder is sent/kept (001 §5). */
      equipment: z.array(
        z.object({ id: z.string(), quantity: z.number().int(), addlHandset: z.number().int() }),
      ),
      featureIds: z.array(z.string()),
      faxLines: z.number().int(),
      directoryListingId: z.string(),
      listingInfo: directoryListingInfo.nullable(),
      maintenanceId: z.string(),
      enhanced: z.object({ IsChecked: yesNo, IsAccepted: yesNo }),
      videoMeeting: z.object({ id: z.string(), licenses: z.number().int() }).nullable(),
    })
    .nullable(),
  contractAgreement: z.object({ IsChecked: yesNo, IsAccepted: yesNo }),
  /**
   * The months the customer chose at checkout to pay each kind of one-time charge in (issue 10
   * §2; 0 = paid at once); absent until chosen: each item's catalogue months then.
   */
  installments: installmentChoice.optional(),
});
export type CartSelections = z.infer<typeof cartSelections>;

/** GET PrdSelection/GetSelectedProducts, Cart/GetCartDetails (with the priced cart). */
export const selectedProductsResponse = z.object({
  Status: z.literal('SUCCESS'),
  EPSessionID: z.string(),
  selections: cartSelections,
  /** Telephone numbers held for this cart, first offered first. */
  heldTNs: z.array(z.string()),
});
export type SelectedProductsResponse = z.infer<typeof selectedProductsResponse>;

// ---------------------------------------------------------------------------------------------
// Update payloads (001 §3, §7) — every field optional: absent means unchanged
// ---------------------------------------------------------------------------------------------

export const dataModelPost = z.object({
  /** The speed plan. '' removes internet from the cart. */
  DataPlanSelection: newId.optional(),
  /** The IP-type product: a Static IP product id, or '' for Dynamic (001 §5). */
  DataSelection: newId.optional(),
  RouterSelection: oldNew.optional(),
  ExtenderSelection: z.array(productQuantity).max(20).optional(),
  AddlRouterSelection: z.array(productQuantity).max(20).optional(),
  InstallationSelection: newId.optional(),
  /** Value-added services: PkgID is the category (TechTeam, CloudStorage, PremiumSupport,
   * LocalListing), PPPID the product id; a category left out of a sent list is cleared. */
  SelectedVASPlans: z
    .array(z.object({ PkgID: shortText(40), PPPID: id }))
    .max(10)
    .optional(),
  /** Per-product selections: PrdCat 'VideoMeeting' with Quantity = number of licenses. */
  SelectedPPS: z
    .array(
      z.object({
        PrdCat: shortText(40),
        PkgID: shortText(40).default(''),
        PPPID: id,
        Quantity: z.coerce.number().pipe(quantity.max(500)).optional(),
      }),
    )
    .max(10)
    .optional(),
  /** Joint offer acceptance: [{ OfferID: 'JOINT', Accepted: 'Y' }]. */
  BundleChoiceOffers: z
    .array(z.object({ OfferID: shortText(40), Accepted: ynInput }))
    .max(5)
    .optional(),
  TechTeamUser: techTeamUser.optional(),
  BusinessListing: businessListing.optional(),
});
export type DataModelPost = z.input<typeof dataModelPost>;

export const tvModelPost = z.object({
  /** '' NewID removes TV (the TV removal modal; OldID keeps the old plan, 001 §2). */
  PlanSelection: oldNew.optional(),
  ViewSelection: newId.optional(),
  /** Code/id '000' means none (001 §5). */
  SelectedEquipments: z.array(productQuantity).max(10).optional(),
  SelectedPPS: z
    .array(z.object({ PrdCat: shortText(40), PPPID: id }))
    .max(20)
    .optional(),
  MovieSelection: z.array(id).max(20).optional(),
  SportsSelection: z.array(id).max(20).optional(),
  SpecialitySelection: z.array(id).max(20).optional(),
  InternationalSelection: z.array(id).max(20).optional(),
  CustomCHSelection: z.array(id).max(50).optional(),
  RouterSelection: oldNew.optional(),
  /** Recording product id; "I don't want" is the catalogue's zero-priced choice. */
  RecordShow: newId.optional(),
  SatelliteOrDish: shortText(10).optional(),
  TOSAccepted: ynInput.optional(),
  TOSDone: ynInput.optional(),
  QNDone: ynInput.optional(),
  PeopleCount: z.coerce.number().int().min(0).max(10000).optional(),
  ChannelType: shortText(40).optional(),
});
export type TvModelPost = z.input<typeof tvModelPost>;

const phoneLine = z.object({
  LineNO: z.coerce.number().int().min(1).max(99),
  OldTN: z.string().max(20).default(''),
  OldPlanID: id.default(''),
  NewTN: z.string().max(20).default(''),
  NewPlanID: id.default(''),
  OldIsWB: ynInput.optional(),
  NewIsWB: ynInput.optional(),
  /** Y: NewTN is the customer's current number, moved from another provider (issue 10 §3);
   * otherwise NewTN is a number the cart holds from the provider's pool. */
  KeepTN: ynInput.optional(),
});

export const voiceModelPost = z.object({
  PhoneLines: z.array(phoneLine).max(99).optional(),
  /** The phone plan. '' removes phone. */
  BundleSelection: newId.optional(),
  Maintenance: newId.optional(),
  Jacks: z
    .array(
      z.object({
        PrdID: id,
        CountInCart: z.coerce.number().pipe(quantity),
        /** Update flag: quantity 1 with 'Y' means 0 (001 §5). */
        UpdateCart: ynInput.optional(),
      }),
    )
    .max(20)
    .optional(),
  DirListing: newId.optional(),
  ListingInfo: directoryListingInfo.optional(),
  /** Battery product id or ''. */
  BatterySelected: newId.optional(),
  PowerReserve: ynInput.optional(),
  FaxLines: z.coerce.number().pipe(quantity).optional(),
  PremiumSupport: newId.optional(),
  GlobalValues: z.object({ IsBundle: ynInput, IsWinback: ynInput }).optional(),
});
export type VoiceModelPost = z.input<typeof voiceModelPost>;

export const bdvModelPost = z.object({
  BdvPhoneLines: z
    .array(
      phoneLine.extend({
        selected: shortText(20).default('desktop'),
        SubscriberInfo: z
          .object({
            TN: z.string().max(20).default(''),
            SubscriberType: shortText(20).default('desktop'),
            Email: shortText(80).default(''),
            IsBDVWAdmin: ynInput.optional(),
          })
          .optional(),
      }),
    )
    .max(99)
    .optional(),
  /** The BDV plan. '' removes BDV. */
  BdvBundleSelection: newId.optional(),
  BdvMaintenance: newId.optional(),
  BdvJacks: z
    .array(
      z.object({
        PrdID: id,
        CountInCart: z.coerce.number().pipe(quantity),
        /** Update flag: quantity 1 with 'Y' means 0 (001 §5). */
        UpdateCart: ynInput.optional(),
      }),
    )
    .max(20)
    .optional(),
  /** EqpID 'NoEquipment' with no TNs when no equipment is chosen (001 §5). */
  EquipMapping: z
    .array(
      z.object({
        EqpID: id,
        AddlHandset: z.coerce.number().pipe(quantity).default(0),
        TNs: z.array(z.string().max(20)).max(99).default([]),
        Quantity: z.coerce.number().pipe(quantity).optional(),
        /** The equipment list's update flag: quantity 1 with 'Y' means 0 (001 §5). */
        UpdateCart: ynInput.optional(),
      }),
    )
    .max(20)
    .optional(),
  BdvFeatures: z.array(id).max(30).optional(),
  FaxLines: z.coerce.number().pipe(quantity).optional(),
  BdvDirListing: newId.optional(),
  BdvListingInfo: directoryListingInfo.optional(),
  BdvGlobalValues: z
    .object({
      IsBundle: ynInput,
      IsWinback: ynInput,
      IsConfTN: ynInput.optional(),
      ShipmentType: shortText(20).optional(),
    })
    .optional(),
  /** Video meeting (webex) licenses: { NewID, NumberOfLicenses }. */
  Webex: z
    .object({ NewID: id, NumberOfLicenses: z.coerce.number().pipe(quantity.max(500)) })
    .optional(),
});
export type BdvModelPost = z.input<typeof bdvModelPost>;

/** POST PrdConfig/UpdateCart (001 §7 "Cart update"). */
export const updateCartRequest = z.discriminatedUnion('ProductType', [
  z.object({ ProductType: z.literal('FIOSDATA'), fiOSDataModelPost: dataModelPost }),
  z.object({ ProductType: z.literal('HSIDATA'), hsiDataModelPost: dataModelPost }),
  z.object({ ProductType: z.literal('FIOSTV'), FiOSTVModelPost: tvModelPost }),
  z.object({ ProductType: z.literal('BDV'), BdvModelPost: bdvModelPost }),
  z.object({ ProductType: z.literal('VOICE'), VoiceModelPost: voiceModelPost }),
]);
export type UpdateCartRequest = z.input<typeof updateCartRequest>;

/** POST PrdConfig/UpdateBundleDetails: double and triple combos in one transaction. */
export const updateBundleDetailsRequest = z.object({
  fiOSDataModelPost: dataModelPost.optional(),
  hsiDataModelPost: dataModelPost.optional(),
  FiOSTVModelPost: tvModelPost.optional(),
  BdvModelPost: bdvModelPost.optional(),
  VoiceModelPost: voiceModelPost.optional(),
});

/** POST PrdConfig/UpdateBDVEnhanced */
export const bdvEnhancedRequest = z.object({ IsChecked: ynInput, IsAccepted: ynInput });
/** POST PrdConfig/ContractAgreement (001 §7): success is APIStatus 'Success'. */
export const contractAgreementRequest = z.object({ IsAccepted: ynInput, IsChecked: ynInput });
export const contractAgreementResponse = z.object({ APIStatus: z.enum(['Success', 'Failure']) });

/** Every order update answers this; Status 'SUCCESS' is the only success (001 §5). */
export const orderUpdateResponse = z.object({
  Status: z.enum(['SUCCESS', 'FAILURE']),
  message: z.string().optional(),
  /** The services-in-cart value after the update (001 §4). */
  ServicesInCart: z.union([z.enum(SERVICE_COMBINATIONS), z.literal('')]),
});
/** The answer of a cart change: the update's Status plus, on success, the priced cart it made
 * (issue 10: one request per change; the storefront puts it in its cache). */
export type OrderUpdateResponse = z.infer<typeof orderUpdateWithCartResponse>;

// ---------------------------------------------------------------------------------------------
// Bundles and telephone numbers
// ---------------------------------------------------------------------------------------------

/** POST PrdSelection/GetSelectedBundleInfo (form or JSON; 001 §7). */
export const selectedBundleInfoRequest = z.object({
  bundleID: id.optional(),
  tvID: id.optional(),
  /** nLines or Nlines: the number of phone / BDV lines (default 1). */
  nLines: z.coerce.number().int().min(1).max(99).optional(),
  Nlines: z.coerce.number().int().min(1).max(99).optional(),
  contract: contract.optional(),
  hcid: shortText(40).optional(),
  ptype: z.enum(BUNDLE_PTYPES, { error: `must be one of ${BUNDLE_PTYPES.join(', ')}` }),
  bRc: shortText(12).optional(),
  upselSelected: ynInput.optional(),
  /** The speed plan to pair with the bundle (data, hsi, flex, triple). */
  planId: id.optional(),
});
export type SelectedBundleInfoRequest = z.input<typeof selectedBundleInfoRequest>;

export const tnObject = z.object({ TN: z.string(), ProductID: z.string() });
export const tnList = z.object({ TNObject: z.array(tnObject) });

/** Router list item (001 §3). */
export const cartRouter = z.object({
  PrdID: z.string(),
  PrdName: z.string(),
  IsRecomd: yesNo,
  IsSelected: yesNo,
  Price: money,
});

// ---------------------------------------------------------------------------------------------
// Floating cart (001 §3 "Cart response")
// ---------------------------------------------------------------------------------------------

const nameRc = z.object({ Name: z.string(), Rc: money });
const namePrice = z.object({ Name: z.string(), price: money });

/**
 * The priced cart's labeled figures (issue 10 "one price truth"), dollars as text, made by the
 * same pricing function as the rest of the answer. Views format these; they never add or
 * subtract. Every list adds up: services + otherServices = monthlyBeforeSavings;
 * monthlyBeforeSavings + savings = monthly; monthly + taxes = estimatedMonthly; oneTimeCharges +
 * paidInInstallments = oneTimeDueNow.
 */
export const pricedCartSummary = z.object({
  /** Services subtotal (the plans). */
  services: money,
  /** Other services subtotal (extras, rentals, installment payments, TV and phone services). */
  otherServices: money,
  /** Monthly charges before discounts (= headerInfo.BundlePrice). */
  monthlyBeforeSavings: money,
  /** The offers together, '0.00' or negative ('-25.00'). */
  savings: money,
  /** Total monthly charges (= headerInfo.Price = subTotals.Totalmonthlycharges). */
  monthly: money,
  /** Taxes and other charges. */
  taxes: money,
  /** Estimated monthly charges with taxes (= subTotals.Totalmonthlychargesprice). */
  estimatedMonthly: money,
  /** Every equipment and one-time charge at full price. */
  oneTimeCharges: money,
  /** The full prices paid in monthly installments, '0.00' or negative. */
  paidInInstallments: money,
  /** One-time charges due now (= equipmentAndOnetimeChargesTotal). */
  oneTimeDueNow: money,
  /** The charges paid in installments, each with its monthly payments. */
  installments: z.array(
    z.object({
      name: z.string(),
      total: money,
      months: z.number().int(),
      monthly: money,
      last: money,
      /** '12 monthly payments of $25.00' (with the last payment when it differs). */
      text: z.string(),
    }),
  ),
  /** The monthly installment payments together (part of otherServices). */
  installmentsMonthly: money,
});
export type PricedCartSummary = z.infer<typeof pricedCartSummary>;

export const planDetails = z.object({
  headerInfo: z.object({
    /** 'TV', 'BDV' or 'VOICE' (the last service added that is not internet), '' for none. */
    selectedService: z.string(),
    /** Flow type: standalone, double, triple, doubleFlex. */
    Ftype: z.string(),
    Title: z.string(),
    DataTitle: z.string(),
    TvTitle: z.string(),
    /** Monthly total (what '{price}/mo' shows), e.g. '129.99'. */
    Price: money,
    BundlePrice: money,
    ServiceType: z.string(),
    contract,
    isStandalone: yesNo,
    /** Term in months: 24 for TwoYears, 0 for MonthToMonth. */
    Term: z.string(),
    /** Flex discount applied, dollars ('0.00' when none). */
    FneDisc: money,
    /** Price-guarantee discount and term (dollars, months). */
    PGDiscount: money,
    PGTerm: z.string(),
  }),
  dataInfo: z.object({ planName: z.string(), planPrice: money }),
  phoneInfo: z.object({
    /** 'Business Digital Voice' or 'Standard phone' plan name, '' when none. */
    planName: z.string(),
    planPrice: money,
    noOfLines: z.number().int(),
    lines: z.array(z.object({ TN: z.string(), planName: z.string(), total: money })),
    FaxLine: z.array(z.object({ keyWord: z.string(), prdName: z.string(), Price: money })),
    phoneServices: z.array(nameRc),
  }),
  tvInfo: z.object({
    planName: z.string(),
    planPrice: money,
    tvServices: z.array(z.object({ prdName: z.string(), Price: money })),
    MovieChannelsPack: z.array(z.object({ channelName: z.string() })),
    MoviechannelsPackPrice: money,
    subTotalTvServices: money,
  }),
  otherServices: z.array(
    z.object({ Product: z.string(), ProdOfferDesc: z.string(), price: money }),
  ),
  /** planName 'Title|Detail'; planPrice negative for credits ('-15.00'). */
  offerInfo: z.array(
    z.object({
      planName: z.string(),
      planPrice: money,
      otheroffer: z.string(),
      otherofferPrice: money,
    }),
  ),
  equipmentAndOnetimeCharges: z.array(
    z.object({
      offerName: z.string(),
      price: money,
      /** Months when paid in installments, '' when paid at once. */
      installmentOption: z.string(),
      /** 'Y' when the charge is waived. */
      wavied: yesNo,
      /** 'equipment', 'router', 'installation', 'oneTime'. */
      type: z.string(),
      /** '12 monthly payments of $25.00' when in installments, '' otherwise (issue 10). */
      installmentText: z.string().optional(),
    }),
  ),
  equipmentAndOnetimeChargesTotal: money,
  taxAndOtherCharges: z.object({
    taxAndotherCharges: z.string(),
    Tax: z.array(z.object({ Name: z.string(), price: money })),
    subTotalTaxCharges: money,
  }),
  subTotals: z.object({
    services: namePrice,
    otherServices: namePrice,
    Totalmonthlycharges: namePrice,
    Totalmonthlychargesprice: namePrice,
  }),
  isSavedCartOfferApplied: yesNo,
  RentRouterInclude: yesNo,
  /** The labeled figures every view shows (issue 10). */
  pricedCart: pricedCartSummary,
});
export type PlanDetails = z.infer<typeof planDetails>;

/** GET Cart/GetFloatingCart */
/** The cart's service address as the server keeps it (issue 10 §4: the browser only caches it). */
export const cartServiceAddress = z.object({
  /** House number and street ('60 State St'). */
  street: z.string(),
  /** The unit ('STE 700'), '' when none. */
  unit: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
});
export type CartServiceAddress = z.infer<typeof cartServiceAddress>;

export const floatingCartResponse = z.object({
  planDetails,
  HeaderInfo: planDetails.shape.headerInfo,
  isSavedCartOfferApplied: yesNo,
  equipmentAndOnetimeCharges: planDetails.shape.equipmentAndOnetimeCharges,
  /** The cart's service address (added to the spec's fields): what the floating cart shows. */
  serviceAddress: cartServiceAddress.optional(),
});
export type FloatingCartResponse = z.infer<typeof floatingCartResponse>;

/** TN calls: TNList.TNObject[] and APIstatus ('Success', 'BDVTNFail', 'RequestTNFail'). */
export const tnResponse = z.object({
  TNList: tnList,
  APIstatus: z.enum(['Success', 'BDVTNFail', 'RequestTNFail']),
  planDetails: planDetails.optional(),
});
export type TnResponse = z.infer<typeof tnResponse>;

// ---------------------------------------------------------------------------------------------
// Catalogue answer (GET PrdSelection/GetCustomizeProductsNew, 001 §3 "Plan (catalogue)")
// ---------------------------------------------------------------------------------------------

/**
 * A plan tile. Price is the monthly price under the cart's contract; both contract prices are
 * given so the switch can show them. The storefront formats, it never computes (DESIGN.md).
 */
export const customizePlan = z.object({
  ProductId: z.string(),
  PackageId: z.string(),
  DataProductId: z.string(),
  DataPackageId: z.string(),
  BundleId: z.string(),
  Contract: contract,
  Price: money,
  PriceMonthToMonth: money,
  PriceTwoYears: money,
  /** 'FIOS', 'DSL', 'TV', 'VOICE' or 'BDV'. */
  ServiceType: z.string(),
  Flowtype: z.string(),
  IPType: z.string(),
  LineType: z.string(),
  IsSelected: yesNo,
  ProductName: z.string(),
  BDVId: z.string(),
  TVPackageId: z.string(),
  TVProductId: z.string(),
  Description: z.string(),
  /** Internet only (0 otherwise). */
  SpeedMbps: z.number(),
  UpSpeedMbps: z.number(),
  BestForPlan: z.string(),
  PlanIncluded: z.array(z.object({ Name: z.string(), toolTip: z.string() })),
  /** Fine-print text under the price (e.g. 'Plus taxes, fees & equip. charges.'). */
  APPFBPriceText: z.string(),
  /** Broadband facts label; null for non-internet plans. */
  fccLabel: z
    .object({
      typicalDownMbps: z.number(),
      typicalUpMbps: z.number(),
      typicalLatencyMs: z.number(),
      monthlyPrice: money,
      oneTimeFees: money,
      uniqueId: z.string(),
    })
    .nullable(),
  /** The price after the joint-offer reduction when JointofferStatus is 'Y', else ''. */
  JointOfferPrice: money,
  PrepaidCardOffer: yesNo,
  RentRouterInclude: yesNo,
  /** 'Y' when the name marks a 1 gig plan (001 §2: 940, gig or 20480). */
  IsOneGig: yesNo,
  /** The tile's tag from the catalogue ('2 Gig'); '' or absent shows none. */
  Badge: z.string().optional(),
  /** Per line for phone and BDV plans; max lines (0 for others). */
  MaxLines: z.number().int(),
  /** TV: the parsed keyword tokens and plan type (001 §3; LOCAL by default). */
  TVKeywords: z.array(z.string()),
  TVPlanType: z.string(),
});
export type CustomizePlan = z.infer<typeof customizePlan>;

/** Any other sellable item (extras, equipment, features, listings, fees). */
export const customizeProduct = z.object({
  PrdID: z.string(),
  PrdName: z.string(),
  Description: z.string(),
  /** Monthly price for 'monthly', full price for 'oneTime'. */
  Price: money,
  PriceType: z.enum(['monthly', 'oneTime']),
  /** Price / Installments for one-time items sold in installments (BDV equipment: price / 12),
   * or '' when not sold in installments. */
  MonthlyPrice: money,
  Installments: z.number().int(),
  MaxQuantity: z.number().int(),
  IsSelected: yesNo,
  Quantity: z.number().int(),
  /** BDV equipment: PrdSubCat ('desktop', 'codless', 'accessories') and ProductSubChoice. */
  PrdSubCat: z.string(),
  ProductSubChoice: z.string(),
  /** Product image: a path under the API base ('images/<file>'), '' for none. */
  Image: z.string(),
  Features: z.array(z.string()),
  /** TV equipment code ('000' is none), '' otherwise. */
  Code: z.string(),
  IsDefault: yesNo,
});
export type CustomizeProduct = z.infer<typeof customizeProduct>;

export const customizeRouter = cartRouter.extend({
  /** 'rent', 'buy' or 'own' (from the name after '|'). */
  RouterType: z.enum(['rent', 'buy', 'own']),
  /** Buy: price over 12 months (001 §2); rent: the monthly price; own: '0.00'. */
  MonthlyPrice: money,
});

const section = <T extends z.ZodRawShape>(products: T) =>
  z.object({
    Plans: z.array(customizePlan),
    Routers: z.array(customizeRouter),
    Products: z.object(products),
  });
const products = z.array(customizeProduct);

export const bundleSummary = z.object({
  BID: z.string(),
  Name: z.string(),
  Type: z.enum(['single', 'double', 'triple', 'doubleFlex']),
  Services: z.array(z.string()),
  Contract: contract,
  BundleRC: money,
});

export const customizeProductsResponse = z.object({
  Status: z.literal('SUCCESS'),
  EPSessionID: z.string(),
  Contract: contract,
  /** What the cart's address can get (the entry stage's LQPost flags). */
  Availability: z.object({ fiber: yesNo, hsi: yesNo, tv: yesNo, phone: yesNo, bdv: yesNo }),
  jointOfferAvailResponse: z.object({
    JointofferStatus: z.enum(['Y', 'N', 'Not Eligible']),
    OneGigSpeedPrice: money,
    JointOfferPrice: money,
  }),
  /** Fiber plans with every internet extra. */
  DataInfo: section({
    extenders: products,
    additionalRouters: products,
    installation: products,
    staticIp: products,
    techTeam: products,
    cloudStorage: products,
    videoMeeting: products,
    localListing: products,
    premiumSupport: products,
  }),
  /** HSI (DSL) plans, same extras. */
  HSIBundleInfo: section({
    extenders: products,
    additionalRouters: products,
    installation: products,
    staticIp: products,
    techTeam: products,
    cloudStorage: products,
    videoMeeting: products,
    localListing: products,
    premiumSupport: products,
  }),
  FiosTVInfo: section({
    viewingOptions: products,
    equipment: products,
    premiumChannels: products,
    movieChannelsPack: products,
    recording: products,
  }),
  PhoneInfo: section({
    equipment: products,
    directoryListing: products,
    powerReserve: products,
    battery: products,
    maintenance: products,
    faxLine: products,
    premiumSupport: products,
  }),
  BDVInfo: section({
    equipment: products,
    features: products,
    faxLine: products,
    directoryListing: products,
    maintenance: products,
    videoMeeting: products,
  }),
  /** Bundles by kind (001 §3): flex (data + TV), fiber + BDV doubles, triples. */
  FlexInfo: z.object({ Bundles: z.array(bundleSummary), FlexDiscount: z.string() }),
  BDVFIOSDP: z.object({ Bundles: z.array(bundleSummary) }),
  BDVFIOSTP: z.object({ Bundles: z.array(bundleSummary) }),
  Bundles: z.array(bundleSummary),
});
export type CustomizeProductsResponse = z.infer<typeof customizeProductsResponse>;

/** GET PrdSelection/GetTVPlans */
export const tvPlansResponse = z.object({
  Plans: z.array(customizePlan.extend({ TVView: z.string() })),
  TVView: z.string(),
});

/** POST PrdSelection/AddTechTeamUsers (001 §7). */
export const addTechTeamUsersRequest = techTeamUser.extend({
  SessionId: shortText(100).optional(),
  VasId: id,
  VasProdId: id,
});
/** POST PrdSelection/ListingDuplicateCheck */
export const listingDuplicateCheckRequest = businessListing;
export const listingDuplicateCheckResponse = z.object({
  success: z.boolean(),
  potentialDuplicate: z.boolean(),
  /** 'Listing Approved' or 'Paid listing already exists for this business location' (001 §5). */
  message: z.string(),
});
export const businessCategoriesResponse = z.object({
  categories: z.array(z.object({ id: z.string(), name: z.string() })),
});
export const yellowPageHeadingsResponse = z.object({ headings: z.array(z.string()) });

// ---------------------------------------------------------------------------------------------
// Requests and answers of the calls whose shapes 001 §7 does not show (bizline's design,
// docs/decisions/011-cart-and-numbers.md)
// ---------------------------------------------------------------------------------------------

/** GET PrdSelection/GetTVPlans?type=standalone_tv */
export const tvPlansQuery = z.object({ type: z.enum(['standalone_tv']).optional() });

/** POST Cart/GetCartInfo (form): type OC, SelectedDueDate '', skipVo false (001 §7). */
export const cartInfoRequest = z.object({
  type: shortText(10).default('OC'),
  SelectedDueDate: shortText(40).default(''),
  skipVo: ynInput.optional(),
});
export const cartInfoResponse = z.object({
  Status: z.literal('SUCCESS'),
  EPSessionID: z.string(),
  type: z.string(),
  SelectedDueDate: z.string(),
  ServicesInCart: z.union([z.enum(SERVICE_COMBINATIONS), z.literal('')]),
  /** standalone, double, triple, doubleFlex ('' for an empty cart). */
  FlowType: z.string(),
  Contract: contract,
  BundleId: z.string(),
  planDetails,
});

/** GET Cart/GetCartDetails: the selections, the held numbers and the priced cart. */
export const cartDetailsResponse = selectedProductsResponse.extend({
  planDetails,
  /** The number of the order placed from this cart: the cart is locked, the page says so. */
  placedOrderNo: z.string().optional(),
});
export type CartDetailsResponse = z.infer<typeof cartDetailsResponse>;

/**
 * What a successful cart change answers besides its own fields (issue 10): every view of the cart
 * the customise page shows, read after the change committed. The storefront puts them in its
 * cache, so a change is one request, not a write followed by re-reads.
 */
const changedCartViews = {
  floatingCart: floatingCartResponse.optional(),
  cartDetails: cartDetailsResponse.optional(),
  customizeProducts: customizeProductsResponse.optional(),
};

/** Every cart change answers its Status and, on success, the cart views it made. */
export const orderUpdateWithCartResponse = orderUpdateResponse.extend(changedCartViews);

/** Answer of the bundle calls: `{ data: 'Fail' }` or the priced cart with numbers and routers. */
export const bundleInfoResponse = z.union([
  z.object({ data: z.literal('Fail'), message: z.string() }),
  z.object({
    data: z.literal('SUCCESS'),
    planDetails,
    TNList: tnList,
    Routers: z.array(cartRouter),
    /** 'Y' when BDV needed numbers and the pool had none (001 §4: fall back to fiber only). */
    EnabledFIOSBDVFailed: yesNo,
    ServicesInCart: z.union([z.enum(SERVICE_COMBINATIONS), z.literal('')]),
    ...changedCartViews,
  }),
]);
export type BundleInfoResponse = z.infer<typeof bundleInfoResponse>;

/** POST PrdSelection/GetPreferredVoice (001 §7: BID, RC, nlines). */
export const preferredVoiceRequest = z.object({
  BID: id.optional(),
  RC: shortText(12).optional(),
  nlines: z.coerce.number().int().min(1).max(99).default(1),
});
/** POST PrdSelection/GetSABDVNumbers and RequestTNs: how many numbers the cart needs. */
export const tnCountRequest = z.object({
  tnCount: z.coerce.number().int().min(1).max(99).optional(),
  nlines: z.coerce.number().int().min(1).max(99).optional(),
});
/** GET PrdSelection/GetBDVTNs?tnCount= */
export const bdvTnsQuery = z.object({ tnCount: z.coerce.number().int().min(1).max(99).default(1) });

/** POST PrdSelection/WinbackQualification: IsWinback Y when the address has existing service. */
export const winbackResponse = z.object({ Status: z.literal('SUCCESS'), IsWinback: yesNo });

/** POST PrdConfig/UpdateNonBundle: internet add-ons outside the bundle. */
export const updateNonBundleRequest = dataModelPost.pick({
  DataSelection: true,
  SelectedVASPlans: true,
  SelectedPPS: true,
  TechTeamUser: true,
  BusinessListing: true,
});

/** GET PrdConfig/GetFiOSData, GetHSIData: the cart's internet selection and its section. */
export const internetFlowDataResponse = z.object({
  Status: z.literal('SUCCESS'),
  EPSessionID: z.string(),
  ServicesInCart: z.union([z.enum(SERVICE_COMBINATIONS), z.literal('')]),
  Contract: contract,
  /** 'Static' or 'Dynamic' (001 §5). */
  IPType: z.string(),
  selection: cartSelections.shape.internet,
  section: customizeProductsResponse.shape.DataInfo,
});
/** GET PrdConfig/GetFiOSTV: the cart's TV selection and the TV section. */
export const tvFlowDataResponse = z.object({
  Status: z.literal('SUCCESS'),
  EPSessionID: z.string(),
  ServicesInCart: z.union([z.enum(SERVICE_COMBINATIONS), z.literal('')]),
  Contract: contract,
  selection: cartSelections.shape.tv,
  section: customizeProductsResponse.shape.FiosTVInfo,
});
