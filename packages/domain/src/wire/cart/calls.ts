/**
 * The customise-stage calls: method, path under the API base and, as types only,
 * what each takes and answers. No zod at runtime (the schemas are imported as types), so the
 * storefront can use this list in any chunk; the server validates with the schemas beside it.
 * Every call needs the Bearer token and acts on the session's cart.
 */
import type { z } from 'zod';
import { call } from '../call';
import type * as a from './answers';
import type * as c from './catalogue';
import type { BusinessListing, SelectedProductsResponse } from './selections';
import type * as u from './updates';
import type { FloatingCartResponse, TnResponse } from './views';

type In<S extends z.ZodType> = z.input<S>;
type Out<S extends z.ZodType> = z.output<S>;
type Change = a.OrderUpdateResponse;

export const CART_CALLS = {
  // Catalogue
  customizeProducts: call<void, Out<typeof c.customizeProductsResponse>>(
    'GET',
    'PrdSelection/GetCustomizeProductsNew',
  ),
  /** ?type=standalone_tv optional. */
  tvPlans: call<In<typeof a.tvPlansQuery>, Out<typeof c.tvPlansResponse>>(
    'GET',
    'PrdSelection/GetTVPlans',
  ),
  businessCategories: call<void, Out<typeof c.businessCategoriesResponse>>(
    'GET',
    'PrdSelection/GetBusinessCategoryList',
  ),
  listingDuplicateCheck: call<BusinessListing, Out<typeof c.listingDuplicateCheckResponse>>(
    'POST',
    'PrdSelection/ListingDuplicateCheck',
  ),
  /** ?q= (the heading typed so far). */
  yellowPageHeadings: call<{ q: string }, Out<typeof c.yellowPageHeadingsResponse>>(
    'GET',
    'PrdSelection/GetYPH',
  ),
  addTechTeamUsers: call<In<typeof c.addTechTeamUsersRequest>, Change>(
    'POST',
    'PrdSelection/AddTechTeamUsers',
  ),
  // Bundles (form-encoded, 001 §7)
  selectedBundleInfo: call<u.SelectedBundleInfoRequest, Out<typeof a.bundleInfoResponse>>(
    'POST',
    'PrdSelection/GetSelectedBundleInfo',
    { form: true },
  ),
  bdvBundleInfo: call<u.SelectedBundleInfoRequest, Out<typeof a.bundleInfoResponse>>(
    'POST',
    'PrdSelection/GetBDVBundleInfo',
    { form: true },
  ),
  getBdvBundle: call<void, Out<typeof a.bundleInfoResponse>>('GET', 'PrdSelection/GetBDVBundle'),
  flexSelection: call<u.SelectedBundleInfoRequest, Out<typeof a.bundleInfoResponse>>(
    'POST',
    'PrdSelection/FlexSelection',
    { form: true },
  ),
  getFlexSelection: call<void, Out<typeof a.bundleInfoResponse>>(
    'GET',
    'PrdSelection/GetFLEXSelection',
  ),
  getSelectedProducts: call<void, SelectedProductsResponse>(
    'GET',
    'PrdSelection/GetSelectedProducts',
  ),
  winbackQualification: call<void, Out<typeof a.winbackResponse>>(
    'POST',
    'PrdSelection/WinbackQualification',
  ),
  // Telephone numbers (held for this cart)
  preferredVoice: call<In<typeof a.preferredVoiceRequest>, TnResponse>(
    'POST',
    'PrdSelection/GetPreferredVoice',
  ),
  standaloneBdvNumbers: call<In<typeof a.tnCountRequest>, TnResponse>(
    'POST',
    'PrdSelection/GetSABDVNumbers',
  ),
  requestTns: call<In<typeof a.tnCountRequest>, TnResponse>('POST', 'PrdSelection/RequestTNs'),
  /** ?tnCount= */
  getBdvTns: call<In<typeof a.bdvTnsQuery>, TnResponse>('GET', 'PrdSelection/GetBDVTNs'),
  // Cart views
  floatingCart: call<void, FloatingCartResponse>('GET', 'Cart/GetFloatingCart'),
  /** Form-encoded: type OC, SelectedDueDate '', skipVo. */
  cartInfo: call<In<typeof a.cartInfoRequest>, Out<typeof a.cartInfoResponse>>(
    'POST',
    'Cart/GetCartInfo',
    { form: true },
  ),
  getCartInfo: call<void, Out<typeof a.cartInfoResponse>>('GET', 'Cart/GetCartInfo'),
  cartDetails: call<void, Out<typeof a.cartDetailsResponse>>('GET', 'Cart/GetCartDetails'),
  // Changes (every one answers its Status and the cart views it made)
  updateCart: call<u.UpdateCartRequest, Change>('POST', 'PrdConfig/UpdateCart'),
  updateFiosData: call<u.DataModelPost, Change>('POST', 'PrdConfig/UpdateFiOSData'),
  updateHsiData: call<u.DataModelPost, Change>('POST', 'PrdConfig/UpdateHSIData'),
  updateFiosTv: call<u.TvModelPost, Change>('POST', 'PrdConfig/UpdateFiOSTV'),
  updatePhone: call<u.VoiceModelPost, Change>('POST', 'PrdConfig/UpdatePhone'),
  updateBdv: call<u.BdvModelPost, Change>('POST', 'PrdConfig/UpdateBDV'),
  updateBdvEnhanced: call<In<typeof u.bdvEnhancedRequest>, Change>(
    'POST',
    'PrdConfig/UpdateBDVEnhanced',
  ),
  updateBundleDetails: call<In<typeof u.updateBundleDetailsRequest>, Change>(
    'POST',
    'PrdConfig/UpdateBundleDetails',
  ),
  updateNonBundle: call<In<typeof a.updateNonBundleRequest>, Change>(
    'POST',
    'PrdConfig/UpdateNonBundle',
  ),
  contractAgreement: call<
    In<typeof u.contractAgreementRequest>,
    Out<typeof u.contractAgreementResponse>
  >('POST', 'PrdConfig/ContractAgreement'),
  // Flow data (the cart's selection for one service plus its catalogue section)
  getFiosData: call<void, Out<typeof a.internetFlowDataResponse>>('GET', 'PrdConfig/GetFiOSData'),
  getHsiData: call<void, Out<typeof a.internetFlowDataResponse>>('GET', 'PrdConfig/GetHSIData'),
  getFiosTv: call<void, Out<typeof a.tvFlowDataResponse>>('GET', 'PrdConfig/GetFiOSTV'),
};
