/**
 * Cart wire contract: building blocks and the cart's selections. Barrel: wire/cart.ts.
 */
import { z } from 'zod';
import { success } from '../answer';
import { CONTRACT } from '../../constants';
import { yesNo } from '../entry/blocks';

// ---------------------------------------------------------------------------------------------
// Building blocks
// ---------------------------------------------------------------------------------------------

export const id = z
  .string({ error: 'must be text' })
  .trim()
  .max(40, 'must be at most 40 characters')
  .regex(/^[A-Za-z0-9._-]*$/, 'must be a product id');
/** '' removes the selection. */
export const newId = z.object({ NewID: id });
export const oldNew = z.object({ OldID: id.default(''), NewID: id });
export const quantity = z
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .min(0, 'must not be negative')
  .max(99, 'must be at most 99');
export const productQuantity = z.object({ PrdID: id, Quantity: z.coerce.number().pipe(quantity) });
export const money = z.string(); // '99.99'
export const shortText = (max: number) => z.string({ error: 'must be text' }).trim().max(max);

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
/** The cart's service combination, '' when it holds no service yet. */
export const servicesInCart = z.union([z.enum(SERVICE_COMBINATIONS), z.literal('')]);

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

/** A phone or BDV line of the cart. */
const voiceLine = z.object({
  lineNo: z.number().int(),
  tn: z.string(),
  planId: z.string(),
});
/** True when tn is the customer's current number, moved from another provider (last, as
 * stored). */
const moved = z.boolean().optional();

export const cartSelections = z.object({
  contract,
  /** BID of the selected bundle; '' before a bundle is chosen. */
  bundleId: z.string(),
  /** Services in cart, '' when empty. Order follows how the cart was built. */
  services: servicesInCart,
  internet: z
    .object({
      planId: z.string(),
      routerId: z.string(),
      extenders: z.array(selectedQuantity),
      additionalRouters: z.array(selectedQuantity),
      installationId: z.string(),
      /** '' means Dynamic. */
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
      /** 'Local TV' by default. */
      channelType: z.string(),
    })
    .nullable(),
  phone: z
    .object({
      planId: z.string(),
      lines: z.array(voiceLine.extend({ moved })),
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
        voiceLine.extend({
          subscriberType: z.string(),
          email: z.string(),
          /** Y only for the first line. */
          isAdmin: yesNo,
          moved,
        }),
      ),
      /** Empty: the NoEquipment placeholder is sent/kept. */
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
export const selectedProductsResponse = success({
  EPSessionID: z.string(),
  selections: cartSelections,
  /** Telephone numbers held for this cart, first offered first. */
  heldTNs: z.array(z.string()),
});
export type SelectedProductsResponse = z.infer<typeof selectedProductsResponse>;
