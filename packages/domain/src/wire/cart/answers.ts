/**
 * Cart wire contract: requests and answers of the calls whose shapes 001 §7 does not show
 * (bizline's design, docs/decisions/011-cart-and-numbers.md).
 */
import { z } from 'zod';
import { success } from '../answer';
import { yesNo, ynInput } from '../entry/blocks';
import {
  id,
  shortText,
  contract,
  servicesInCart,
  cartSelections,
  selectedProductsResponse,
} from './selections';
import { dataModelPost, orderUpdateResponse, tnList, cartRouter } from './updates';
import { planDetails, floatingCartResponse } from './views';
import { customizeProductsResponse } from './catalogue';

// ---------------------------------------------------------------------------------------------
// Requests and answers of the calls whose shapes 001 §7 does not show (bizline's design,
// docs/decisions/011-cart-and-numbers.md)
// ---------------------------------------------------------------------------------------------

/** GET PrdSelection/GetTVPlans?type=standalone_tv */
export const tvPlansQuery = z.object({ type: z.enum(['standalone_tv']).optional() });

/** POST Cart/GetCartInfo (form): type OC, SelectedDueDate '', skipVo false. */
export const cartInfoRequest = z.object({
  type: shortText(10).default('OC'),
  SelectedDueDate: shortText(40).default(''),
  skipVo: ynInput.optional(),
});
export const cartInfoResponse = success({
  EPSessionID: z.string(),
  type: z.string(),
  SelectedDueDate: z.string(),
  ServicesInCart: servicesInCart,
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
 * What a successful cart change answers besides its own fields: every view of the cart
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
    ServicesInCart: servicesInCart,
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
export const winbackResponse = success({ IsWinback: yesNo });

/** POST PrdConfig/UpdateNonBundle: internet add-ons outside the bundle. */
export const updateNonBundleRequest = dataModelPost.pick({
  DataSelection: true,
  SelectedVASPlans: true,
  SelectedPPS: true,
  TechTeamUser: true,
  BusinessListing: true,
});

/** What every flow-data answer starts with: the cart, its services and its contract. */
const flowDataCart = {
  EPSessionID: z.string(),
  ServicesInCart: servicesInCart,
  Contract: contract,
};

/** GET PrdConfig/GetFiOSData, GetHSIData: the cart's internet selection and its section. */
export const internetFlowDataResponse = success({
  ...flowDataCart,
  /** 'Static' or 'Dynamic'. */
  IPType: z.string(),
  selection: cartSelections.shape.internet,
  section: customizeProductsResponse.shape.DataInfo,
});
/** GET PrdConfig/GetFiOSTV: the cart's TV selection and the TV section. */
export const tvFlowDataResponse = success({
  ...flowDataCart,
  selection: cartSelections.shape.tv,
  section: customizeProductsResponse.shape.FiosTVInfo,
});
export type OrderUpdateResponse = z.infer<typeof orderUpdateWithCartResponse>;
