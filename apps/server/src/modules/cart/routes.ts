/**
 * Cart calls of spec 001 §7 (every CART_CALLS entry but the business categories and GetYPH,
 * which the catalogue module answers). Thin: each handler calls one function of the file named
 * for its part (a cart change, end to end: ./change.ts). Every call
 * needs the Bearer token and acts on the session's cart; naming another cart id (X-Cart-Id
 * header, cid / cartId in the query or body) is a 403. Form posts accept form or JSON.
 * Paths: packages/domain/src/wire/cart.ts; docs/api.md lists them.
 */
import type { z } from 'zod';
import {
  CART_CALLS,
  addTechTeamUsersRequest,
  bdvEnhancedRequest,
  bdvModelPost,
  bdvTnsQuery,
  bundleInfoResponse,
  cartDetailsResponse,
  cartInfoRequest,
  cartInfoResponse,
  contractAgreementRequest,
  contractAgreementResponse,
  customizeProductsResponse,
  dataModelPost,
  floatingCartResponse,
  internetFlowDataResponse,
  listingDuplicateCheckRequest,
  listingDuplicateCheckResponse,
  orderUpdateWithCartResponse,
  preferredVoiceRequest,
  selectedBundleInfoRequest,
  selectedProductsResponse,
  tnCountRequest,
  tnResponse,
  tvFlowDataResponse,
  tvModelPost,
  tvPlansQuery,
  tvPlansResponse,
  updateBundleDetailsRequest,
  updateCartRequest,
  updateNonBundleRequest,
  voiceModelPost,
  winbackResponse,
  type OrderUpdateResponse,
} from '@bizline/domain/wire/cart';
import type { AppContext } from '../../context';
import { routeOptions, type ZodApp } from '../../zod-app';
import { requireAccessToken } from '../session/plugin';
import type { Session } from '../session/service';
import { bundleRequest, modelUpdates, withoutPtype } from './call-inputs';
import { listingDuplicateCheck } from './listing-check';
import { requestNumbers } from './line-numbers';
import {
  addTechTeamUser,
  bdvEnhanced,
  contractAgreement,
  updateModels,
  updateNonBundle,
  type ModelUpdate,
} from './model-updates';
import { ownCart } from './own-cart';
import { currentBundle, selectBundle } from './select-bundle';
import {
  cartDetails,
  cartInfo,
  customizeProducts,
  floatingCart,
  internetFlowData,
  selectedProducts,
  tvFlowData,
  tvPlans,
  winback,
  withCartViews,
} from './views';

export async function cartRoutes(app: ZodApp, ctx: AppContext): Promise<void> {
  const at = (call: { path: string }) => `${ctx.config.apiBase}/${call.path}`;
  const route = routeOptions(['cart'], [requireAccessToken(ctx), ownCart]);
  const bad = 'Bad input (unknown or unsold product, quantity out of range): 400 naming the field.';

  // `answer` is typed by the response schema at each call and the serializer checks it at run
  // time; Fastify cannot resolve a generic schema's reply type, hence `as z.ZodType` below.

  /** A read of the session's cart: a GET answered by one view. */
  function read<R extends z.ZodType>(
    call: { path: string },
    summary: string,
    response: R,
    answer: (session: Session) => Promise<z.input<R>>,
  ): void {
    app.get(
      at(call),
      route(summary, { response: { 200: response as z.ZodType } }),
      async ({ session }) => answer(session),
    );
  }

  /** A POST with a body, answered as `response`. */
  function post<B extends z.ZodType, R extends z.ZodType>(
    call: { path: string },
    schema: { summary: string; description?: string; body: B },
    response: R,
    answer: (session: Session, body: z.output<B>) => Promise<z.input<R>>,
  ): void {
    app.post(
      at(call),
      route(schema.summary, { ...schema, response: { 200: response as z.ZodType } }),
      async ({ session, body }) => answer(session, body as z.output<B>),
    );
  }

  /** A cart change: a POST answered with its Status and the cart views it made (decision 018). */
  function change<B extends z.ZodType>(
    call: { path: string },
    schema: { summary: string; description?: string; body: B },
    write: (session: Session, body: z.output<B>) => Promise<OrderUpdateResponse>,
  ): void {
    post(call, schema, orderUpdateWithCartResponse, (session, body) =>
      withCartViews(ctx, session, write(session, body)),
    );
  }

  // ----- Catalogue for the cart -----
  read(
    CART_CALLS.customizeProducts,
    'Customise products catalogue (001 §7) for the cart and its address',
    customizeProductsResponse,
    (session) => customizeProducts(ctx, session),
  );

  app.get(
    at(CART_CALLS.tvPlans),
    route('TV plans (001 §7), optional type=standalone_tv', {
      querystring: tvPlansQuery,
      response: { 200: tvPlansResponse },
    }),
    async (request) => tvPlans(ctx, request.session, request.query.type),
  );

  post(
    CART_CALLS.listingDuplicateCheck,
    {
      summary: "Listing duplicate check (001 §5): 'Listing Approved' or a potential duplicate",
      body: listingDuplicateCheckRequest,
    },
    listingDuplicateCheckResponse,
    (session, body) => listingDuplicateCheck(ctx, session, body),
  );

  change(
    CART_CALLS.addTechTeamUsers,
    { summary: 'Add the tech team user to the cart (001 §7)', body: addTechTeamUsersRequest },
    (session, body) => addTechTeamUser(ctx, session, body),
  );

  // ----- Bundles -----
  const bundleDescription =
    "data 'Fail' when the catalogue sells no bundle for the combination (fallback page " +
    "NTE_PS_GETSELECTEDBUNDLEINFO); EnabledFIOSBDVFailed 'Y' with an empty TNList when the " +
    'number pool cannot supply the voice lines (nothing is kept). ' +
    bad;
  post(
    CART_CALLS.selectedBundleInfo,
    {
      summary: 'Selected bundle info for data, hsi, flex, bdv, phone, triple, tv (001 §7)',
      description: bundleDescription,
      body: selectedBundleInfoRequest,
    },
    bundleInfoResponse,
    (session, body) =>
      withCartViews(ctx, session, selectBundle(ctx, session, bundleRequest(body.ptype, body))),
  );

  for (const [call, ptype, summary] of [
    [CART_CALLS.bdvBundleInfo, 'bdv', 'BDV bundle info (001 §7): the bundle call with ptype bdv'],
    [CART_CALLS.flexSelection, 'flex', 'Flex selection (001 §7): the bundle call with ptype flex'],
  ] as const) {
    post(
      call,
      { summary, description: bundleDescription, body: withoutPtype },
      bundleInfoResponse,
      (session, body) =>
        withCartViews(ctx, session, selectBundle(ctx, session, bundleRequest(ptype, body))),
    );
  }

  for (const [call, needs] of [
    [CART_CALLS.getBdvBundle, 'bdv'],
    [CART_CALLS.getFlexSelection, 'flex'],
  ] as const) {
    read(
      call,
      `The cart's ${needs} bundle answer; data 'Fail' without one`,
      bundleInfoResponse,
      (session) => currentBundle(ctx, session, needs),
    );
  }

  read(
    CART_CALLS.getSelectedProducts,
    "The cart's selections and held numbers",
    selectedProductsResponse,
    (session) => selectedProducts(ctx, session),
  );

  app.post(
    at(CART_CALLS.winbackQualification),
    route("Winback qualification: IsWinback 'Y' when the address has existing service", {
      response: { 200: winbackResponse },
    }),
    async (request) => winback(ctx, request.session),
  );

  // ----- Telephone numbers -----
  post(
    CART_CALLS.preferredVoice,
    {
      summary: 'Preferred voice (001 §7: BID, RC, nlines): holds nlines numbers -> TNList',
      body: preferredVoiceRequest,
    },
    tnResponse,
    (session, body) => requestNumbers(ctx, session, body.nlines, 'RequestTNFail', false),
  );

  for (const [call, failure, summary] of [
    [CART_CALLS.standaloneBdvNumbers, 'BDVTNFail', 'Standalone BDV numbers (001 §7)'],
    [CART_CALLS.requestTns, 'RequestTNFail', 'Request TNs (001 §7)'],
  ] as const) {
    post(
      call,
      {
        summary,
        description: `Holds tnCount (or nlines, default the voice lines) numbers; APIstatus ${failure} with an empty list when the pool cannot supply them.`,
        body: tnCountRequest,
      },
      tnResponse,
      (session, body) => requestNumbers(ctx, session, body.tnCount ?? body.nlines, failure, true),
    );
  }

  app.get(
    at(CART_CALLS.getBdvTns),
    route('BDV numbers (?tnCount=): APIstatus Success or BDVTNFail', {
      querystring: bdvTnsQuery,
      response: { 200: tnResponse },
    }),
    async (request) =>
      requestNumbers(ctx, request.session, request.query.tnCount, 'BDVTNFail', false),
  );

  // ----- Cart -----
  read(
    CART_CALLS.floatingCart,
    'Floating cart (001 §3 "Cart response"), priced on every read',
    floatingCartResponse,
    (session) => floatingCart(ctx, session),
  );

  post(
    CART_CALLS.cartInfo,
    { summary: 'Cart info (001 §7 form: type OC, SelectedDueDate, skipVo)', body: cartInfoRequest },
    cartInfoResponse,
    (session, body) => cartInfo(ctx, session, body),
  );
  read(CART_CALLS.getCartInfo, 'Cart info (GET)', cartInfoResponse, (session) =>
    cartInfo(ctx, session, { type: 'OC', SelectedDueDate: '' }),
  );

  read(
    CART_CALLS.cartDetails,
    'Cart details: selections, held numbers and the priced cart',
    cartDetailsResponse,
    (session) => cartDetails(ctx, session),
  );

  // ----- Order updates -----
  change(
    CART_CALLS.updateCart,
    {
      summary: 'Cart update (001 §7): ProductType plus its model',
      description: bad,
      body: updateCartRequest,
    },
    (session, body) => updateModels(ctx, session, modelUpdates(body)),
  );

  const single = [
    [CART_CALLS.updateFiosData, 'FIOSDATA', dataModelPost, 'Internet (fiber) order update'],
    [CART_CALLS.updateHsiData, 'HSIDATA', dataModelPost, 'Internet (HSI) order update'],
    [CART_CALLS.updateFiosTv, 'FIOSTV', tvModelPost, 'TV order update'],
    [CART_CALLS.updatePhone, 'VOICE', voiceModelPost, 'Standard phone order update'],
    [CART_CALLS.updateBdv, 'BDV', bdvModelPost, 'BDV order update'],
  ] as const;
  for (const [call, type, body, summary] of single) {
    change(
      call,
      { summary: `${summary} (001 §7): Status SUCCESS`, description: bad, body },
      (session, model) =>
        updateModels(ctx, session, [{ update: { type, model } as ModelUpdate, prefix: '' }]),
    );
  }

  change(
    CART_CALLS.updateBundleDetails,
    {
      summary: 'Double and triple combos (001 §7): several models, all or nothing',
      description: `Applied in the order internet, voice, TV. ${bad}`,
      body: updateBundleDetailsRequest,
    },
    (session, body) => updateModels(ctx, session, modelUpdates(body)),
  );

  change(
    CART_CALLS.updateNonBundle,
    {
      summary: 'Internet add-ons outside the bundle (static IP, tech team, listing, video)',
      description: bad,
      body: updateNonBundleRequest,
    },
    (session, body) => updateNonBundle(ctx, session, body),
  );

  change(
    CART_CALLS.updateBdvEnhanced,
    { summary: 'BDV enhanced (IsChecked, IsAccepted)', body: bdvEnhancedRequest },
    (session, body) => bdvEnhanced(ctx, session, body),
  );

  post(
    CART_CALLS.contractAgreement,
    { summary: "Contract agreement (001 §7): APIStatus 'Success'", body: contractAgreementRequest },
    contractAgreementResponse,
    (session, body) => contractAgreement(ctx, session, body),
  );

  // ----- Flow data -----
  for (const [call, which, summary] of [
    [CART_CALLS.getFiosData, 'FIOS', 'Internet (fiber) flow data'],
    [CART_CALLS.getHsiData, 'DSL', 'Internet (HSI) flow data'],
  ] as const) {
    read(call, summary, internetFlowDataResponse, (session) =>
      internetFlowData(ctx, session, which),
    );
  }
  read(CART_CALLS.getFiosTv, 'TV flow data', tvFlowDataResponse, (session) =>
    tvFlowData(ctx, session),
  );
}
