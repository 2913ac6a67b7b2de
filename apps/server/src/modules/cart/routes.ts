/**
 * Cart calls of spec 001 §7 (every CART_CALLS entry but the business categories and GetYPH,
 * which the catalogue module answers). Thin: each handler calls one service function. Every call
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
import type { ZodApp } from '../../zod-app';
import { requireAccessToken } from '../session/plugin';
import type { Session } from '../session/service';
import { bundleRequest, modelUpdates, withoutPtype } from './call-inputs';
import { ownCart } from './own-cart';
import {
  addTechTeamUser,
  bdvEnhanced,
  cartDetails,
  cartInfo,
  contractAgreement,
  currentBundle,
  customizeProducts,
  floatingCart,
  internetFlowData,
  listingDuplicateCheck,
  requestNumbers,
  selectBundle,
  selectedProducts,
  tvFlowData,
  tvPlans,
  updateModels,
  updateNonBundle,
  winback,
  type ModelUpdate,
  withCartViews,
} from './service';

export async function cartRoutes(app: ZodApp, ctx: AppContext): Promise<void> {
  const at = (call: { path: string }) => `${ctx.config.apiBase}/${call.path}`;
  const preValidation = [requireAccessToken(ctx), ownCart];
  const tags = ['cart'];
  const bad = 'Bad input (unknown or unsold product, quantity out of range): 400 naming the field.';

  /** A cart change: a POST answered with its Status and the cart views it made (decision 018). */
  function change<B extends z.ZodType>(
    call: { path: string },
    schema: { summary: string; description?: string; body: B },
    write: (session: Session, body: z.output<B>) => Promise<OrderUpdateResponse>,
  ): void {
    app.post(
      at(call),
      {
        preValidation,
        schema: { tags, ...schema, response: { 200: orderUpdateWithCartResponse } },
      },
      async ({ session, body }) => withCartViews(ctx, session, write(session, body as z.output<B>)),
    );
  }

  // ----- Catalogue for the cart -----
  app.get(
    at(CART_CALLS.customizeProducts),
    {
      preValidation,
      schema: {
        tags,
        summary: 'Customise products catalogue (001 §7) for the cart and its address',
        response: { 200: customizeProductsResponse },
      },
    },
    async (request) => customizeProducts(ctx, request.session),
  );

  app.get(
    at(CART_CALLS.tvPlans),
    {
      preValidation,
      schema: {
        tags,
        summary: 'TV plans (001 §7), optional type=standalone_tv',
        querystring: tvPlansQuery,
        response: { 200: tvPlansResponse },
      },
    },
    async (request) => tvPlans(ctx, request.session, request.query.type),
  );

  app.post(
    at(CART_CALLS.listingDuplicateCheck),
    {
      preValidation,
      schema: {
        tags,
        summary: "Listing duplicate check (001 §5): 'Listing Approved' or a potential duplicate",
        body: listingDuplicateCheckRequest,
        response: { 200: listingDuplicateCheckResponse },
      },
    },
    async (request) => listingDuplicateCheck(ctx, request.session, request.body),
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
  app.post(
    at(CART_CALLS.selectedBundleInfo),
    {
      preValidation,
      schema: {
        tags,
        summary: 'Selected bundle info for data, hsi, flex, bdv, phone, triple, tv (001 §7)',
        description: bundleDescription,
        body: selectedBundleInfoRequest,
        response: { 200: bundleInfoResponse },
      },
    },
    async ({ session, body }) =>
      withCartViews(ctx, session, selectBundle(ctx, session, bundleRequest(body.ptype, body))),
  );

  for (const [call, ptype, summary] of [
    [CART_CALLS.bdvBundleInfo, 'bdv', 'BDV bundle info (001 §7): the bundle call with ptype bdv'],
    [CART_CALLS.flexSelection, 'flex', 'Flex selection (001 §7): the bundle call with ptype flex'],
  ] as const) {
    app.post(
      at(call),
      {
        preValidation,
        schema: {
          tags,
          summary,
          description: bundleDescription,
          body: withoutPtype,
          response: { 200: bundleInfoResponse },
        },
      },
      async ({ session, body }) =>
        withCartViews(ctx, session, selectBundle(ctx, session, bundleRequest(ptype, body))),
    );
  }

  for (const [call, needs] of [
    [CART_CALLS.getBdvBundle, 'bdv'],
    [CART_CALLS.getFlexSelection, 'flex'],
  ] as const) {
    app.get(
      at(call),
      {
        preValidation,
        schema: {
          tags,
          summary: `The cart's ${needs} bundle answer; data 'Fail' without one`,
          response: { 200: bundleInfoResponse },
        },
      },
      async (request) => currentBundle(ctx, request.session, needs),
    );
  }

  app.get(
    at(CART_CALLS.getSelectedProducts),
    {
      preValidation,
      schema: {
        tags,
        summary: "The cart's selections and held numbers",
        response: { 200: selectedProductsResponse },
      },
    },
    async (request) => selectedProducts(ctx, request.session),
  );

  app.post(
    at(CART_CALLS.winbackQualification),
    {
      preValidation,
      schema: {
        tags,
        summary: "Winback qualification: IsWinback 'Y' when the address has existing service",
        response: { 200: winbackResponse },
      },
    },
    async (request) => winback(ctx, request.session),
  );

  // ----- Telephone numbers -----
  app.post(
    at(CART_CALLS.preferredVoice),
    {
      preValidation,
      schema: {
        tags,
        summary: 'Preferred voice (001 §7: BID, RC, nlines): holds nlines numbers -> TNList',
        body: preferredVoiceRequest,
        response: { 200: tnResponse },
      },
    },
    async (request) =>
      requestNumbers(ctx, request.session, request.body.nlines, 'RequestTNFail', false),
  );

  for (const [call, failure, summary] of [
    [CART_CALLS.standaloneBdvNumbers, 'BDVTNFail', 'Standalone BDV numbers (001 §7)'],
    [CART_CALLS.requestTns, 'RequestTNFail', 'Request TNs (001 §7)'],
  ] as const) {
    app.post(
      at(call),
      {
        preValidation,
        schema: {
          tags,
          summary,
          description: `Holds tnCount (or nlines, default the voice lines) numbers; APIstatus ${failure} with an empty list when the pool cannot supply them.`,
          body: tnCountRequest,
          response: { 200: tnResponse },
        },
      },
      async (request) =>
        requestNumbers(
          ctx,
          request.session,
          request.body.tnCount ?? request.body.nlines,
          failure,
          true,
        ),
    );
  }

  app.get(
    at(CART_CALLS.getBdvTns),
    {
      preValidation,
      schema: {
        tags,
        summary: 'BDV numbers (?tnCount=): APIstatus Success or BDVTNFail',
        querystring: bdvTnsQuery,
        response: { 200: tnResponse },
      },
    },
    async (request) =>
      requestNumbers(ctx, request.session, request.query.tnCount, 'BDVTNFail', false),
  );

  // ----- Cart -----
  app.get(
    at(CART_CALLS.floatingCart),
    {
      preValidation,
      schema: {
        tags,
        summary: 'Floating cart (001 §3 "Cart response"), priced on every read',
        response: { 200: floatingCartResponse },
      },
    },
    async (request) => floatingCart(ctx, request.session),
  );

  app.post(
    at(CART_CALLS.cartInfo),
    {
      preValidation,
      schema: {
        tags,
        summary: 'Cart info (001 §7 form: type OC, SelectedDueDate, skipVo)',
        body: cartInfoRequest,
        response: { 200: cartInfoResponse },
      },
    },
    async (request) => cartInfo(ctx, request.session, request.body),
  );
  app.get(
    at(CART_CALLS.getCartInfo),
    {
      preValidation,
      schema: { tags, summary: 'Cart info (GET)', response: { 200: cartInfoResponse } },
    },
    async (request) => cartInfo(ctx, request.session, { type: 'OC', SelectedDueDate: '' }),
  );

  app.get(
    at(CART_CALLS.cartDetails),
    {
      preValidation,
      schema: {
        tags,
        summary: 'Cart details: selections, held numbers and the priced cart',
        response: { 200: cartDetailsResponse },
      },
    },
    async (request) => cartDetails(ctx, request.session),
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

  app.post(
    at(CART_CALLS.contractAgreement),
    {
      preValidation,
      schema: {
        tags,
        summary: "Contract agreement (001 §7): APIStatus 'Success'",
        body: contractAgreementRequest,
        response: { 200: contractAgreementResponse },
      },
    },
    async (request) => contractAgreement(ctx, request.session, request.body),
  );

  // ----- Flow data -----
  for (const [call, which, summary] of [
    [CART_CALLS.getFiosData, 'FIOS', 'Internet (fiber) flow data'],
    [CART_CALLS.getHsiData, 'DSL', 'Internet (HSI) flow data'],
  ] as const) {
    app.get(
      at(call),
      {
        preValidation,
        schema: { tags, summary, response: { 200: internetFlowDataResponse } },
      },
      async (request) => internetFlowData(ctx, request.session, which),
    );
  }
  app.get(
    at(CART_CALLS.getFiosTv),
    {
      preValidation,
      schema: { tags, summary: 'TV flow data', response: { 200: tvFlowDataResponse } },
    },
    async (request) => tvFlowData(ctx, request.session),
  );
}
