/**
 * Cart wire contract: update payloads, bundles and telephone numbers.
 */
import { z } from 'zod';
import { statusAnswer } from '../answer';
import { yesNo, ynInput } from '../entry/blocks';
import {
  id,
  newId,
  oldNew,
  quantity,
  productQuantity,
  money,
  shortText,
  contract,
  servicesInCart,
  BUNDLE_PTYPES,
  techTeamUser,
  businessListing,
  directoryListingInfo,
} from './selections';

// ---------------------------------------------------------------------------------------------
// Update payloads — every field optional: absent means unchanged
// ---------------------------------------------------------------------------------------------

export const dataModelPost = z.object({
  /** The speed plan. '' removes internet from the cart. */
  DataPlanSelection: newId.optional(),
  /** The IP-type product: a Static IP product id, or '' for Dynamic. */
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
  /** Code/id '000' means none. */
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
  /** Y: NewTN is the customer's current number, moved from another provider;
   * otherwise NewTN is a number the cart holds from the provider's pool. */
  KeepTN: ynInput.optional(),
});

/** Jacks in the cart and their counts (standard phone and BDV). */
const jacks = z
  .array(
    z.object({
      PrdID: id,
      CountInCart: z.coerce.number().pipe(quantity),
      /** Update flag: quantity 1 with 'Y' means 0. */
      UpdateCart: ynInput.optional(),
    }),
  )
  .max(20)
  .optional();

export const voiceModelPost = z.object({
  PhoneLines: z.array(phoneLine).max(99).optional(),
  /** The phone plan. '' removes phone. */
  BundleSelection: newId.optional(),
  Maintenance: newId.optional(),
  Jacks: jacks,
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
  BdvJacks: jacks,
  /** EqpID 'NoEquipment' with no TNs when no equipment is chosen. */
  EquipMapping: z
    .array(
      z.object({
        EqpID: id,
        AddlHandset: z.coerce.number().pipe(quantity).default(0),
        TNs: z.array(z.string().max(20)).max(99).default([]),
        Quantity: z.coerce.number().pipe(quantity).optional(),
        /** The equipment list's update flag: quantity 1 with 'Y' means 0. */
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

/** POST PrdConfig/UpdateCart. */
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
/** POST PrdConfig/ContractAgreement: success is APIStatus 'Success'. */
export const contractAgreementRequest = z.object({ IsAccepted: ynInput, IsChecked: ynInput });
export const contractAgreementResponse = z.object({ APIStatus: z.enum(['Success', 'Failure']) });

/** Every order update answers this; Status 'SUCCESS' is the only success. */
export const orderUpdateResponse = statusAnswer.extend({
  /** The services-in-cart value after the update. */
  ServicesInCart: servicesInCart,
});
/** The answer of a cart change: the update's Status plus, on success, the priced cart it made
 * (issue 10: one request per change; the storefront puts it in its cache). */

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

const tnObject = z.object({ TN: z.string(), ProductID: z.string() });
export const tnList = z.object({ TNObject: z.array(tnObject) });

/** Router list item. */
export const cartRouter = z.object({
  PrdID: z.string(),
  PrdName: z.string(),
  IsRecomd: yesNo,
  IsSelected: yesNo,
  Price: money,
});
