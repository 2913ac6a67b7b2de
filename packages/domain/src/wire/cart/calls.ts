/**
 * The customise-stage calls: method, path under the API base and, as types only,
 * what each takes and answers. No zod at runtime (the schemas are imported as types), so the
 * storefront can use this list in any chunk; the server validates with the schemas beside it.
 * Every call needs the Bearer token and acts on the session's cart.
 */
import type { z } from 'zod';
import { tokenCalls } from '../call';
import type * as a from './answers';
import type * as c from './catalogue';
import type { BusinessListing, SelectedProductsResponse } from './selections';
import type * as u from './updates';
import type { FloatingCartResponse, TnResponse } from './views';

type In<S extends z.ZodType> = z.input<S>;
type Out<S extends z.ZodType> = z.output<S>;
type Change = a.OrderUpdateResponse;

const { get, post, postForm } = tokenCalls;

export const CART_CALLS = {
  // Catalogue
  customizeProducts: get<void, Out<typeof c.customizeProductsResponse>>(
    'PrdSelection/GetCustomizeProductsNew',
  ),
  /** ?type=standalone_tv optional. */
  tvPlans: get<In<typeof a.tvPlansQuery>, Out<typeof c.tvPlansResponse>>('PrdSelection/GetTVPlans'),
  businessCategories: get<void, Out<typeof c.businessCategoriesResponse>>(
    'PrdSelection/GetBusinessCategoryList',
  ),
  listingDuplicateCheck: post<BusinessListing, Out<typeof c.listingDuplicateCheckResponse>>(
    'PrdSelection/ListingDuplicateCheck',
  ),
  /** ?q= (the heading typed so far). */
  yellowPageHeadings: get<{ q: string }, Out<typeof c.yellowPageHeadingsResponse>>(
    'PrdSelection/GetYPH',
  ),
  addTechTeamUsers: post<In<typeof c.addTechTeamUsersRequest>, Change>(
    'PrdSelection/AddTechTeamUsers',
  ),
  // Bundles (form-encoded, 001 §7)
  selectedBundleInfo: postForm<u.SelectedBundleInfoRequest, Out<typeof a.bundleInfoResponse>>(
    'PrdSelection/GetSelectedBundleInfo',
  ),
  bdvBundleInfo: postForm<u.SelectedBundleInfoRequest, Out<typeof a.bundleInfoResponse>>(
    'PrdSelection/GetBDVBundleInfo',
  ),
  getBdvBundle: get<void, Out<typeof a.bundleInfoResponse>>('PrdSelection/GetBDVBundle'),
  flexSelection: postForm<u.SelectedBundleInfoRequest, Out<typeof a.bundleInfoResponse>>(
    'PrdSelection/FlexSelection',
  ),
  getFlexSelection: get<void, Out<typeof a.bundleInfoResponse>>('PrdSelection/GetFLEXSelection'),
  getSelectedProducts: get<void, SelectedProductsResponse>('PrdSelection/GetSelectedProducts'),
  winbackQualification: post<void, Out<typeof a.winbackResponse>>(
    'PrdSelection/WinbackQualification',
  ),
  // Telephone numbers (held for this cart)
  preferredVoice: post<In<typeof a.preferredVoiceRequest>, TnResponse>(
    'PrdSelection/GetPreferredVoice',
  ),
  standaloneBdvNumbers: post<In<typeof a.tnCountRequest>, TnResponse>(
    'PrdSelection/GetSABDVNumbers',
  ),
  requestTns: post<In<typeof a.tnCountRequest>, TnResponse>('PrdSelection/RequestTNs'),
  /** ?tnCount= */
  getBdvTns: get<In<typeof a.bdvTnsQuery>, TnResponse>('PrdSelection/GetBDVTNs'),
  // Cart views
  floatingCart: get<void, FloatingCartResponse>('Cart/GetFloatingCart'),
  /** Form-encoded: type OC, SelectedDueDate '', skipVo. */
  cartInfo: postForm<In<typeof a.cartInfoRequest>, Out<typeof a.cartInfoResponse>>(
    'Cart/GetCartInfo',
  ),
  getCartInfo: get<void, Out<typeof a.cartInfoResponse>>('Cart/GetCartInfo'),
  cartDetails: get<void, Out<typeof a.cartDetailsResponse>>('Cart/GetCartDetails'),
  // Changes (every one answers its Status and the cart views it made)
  updateCart: post<u.UpdateCartRequest, Change>('PrdConfig/UpdateCart'),
  updateFiosData: post<u.DataModelPost, Change>('PrdConfig/UpdateFiOSData'),
  updateHsiData: post<u.DataModelPost, Change>('PrdConfig/UpdateHSIData'),
  updateFiosTv: post<u.TvModelPost, Change>('PrdConfig/UpdateFiOSTV'),
  updatePhone: post<u.VoiceModelPost, Change>('PrdConfig/UpdatePhone'),
  updateBdv: post<u.BdvModelPost, Change>('PrdConfig/UpdateBDV'),
  updateBdvEnhanced: post<In<typeof u.bdvEnhancedRequest>, Change>('PrdConfig/UpdateBDVEnhanced'),
  updateBundleDetails: post<In<typeof u.updateBundleDetailsRequest>, Change>(
    'PrdConfig/UpdateBundleDetails',
  ),
  updateNonBundle: post<In<typeof a.updateNonBundleRequest>, Change>('PrdConfig/UpdateNonBundle'),
  contractAgreement: post<
    In<typeof u.contractAgreementRequest>,
    Out<typeof u.contractAgreementResponse>
  >('PrdConfig/ContractAgreement'),
  // Flow data (the cart's selection for one service plus its catalogue section)
  getFiosData: get<void, Out<typeof a.internetFlowDataResponse>>('PrdConfig/GetFiOSData'),
  getHsiData: get<void, Out<typeof a.internetFlowDataResponse>>('PrdConfig/GetHSIData'),
  getFiosTv: get<void, Out<typeof a.tvFlowDataResponse>>('PrdConfig/GetFiOSTV'),
};
