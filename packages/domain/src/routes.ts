/**
 * The storefront's route table as data. The storefront registers every
 * entry under the storefront base; the server uses the same list for its SPA fallback and the
 * benchmark for per-route bundle sizes. Paths are relative to the storefront base and written
 * exactly as the spec writes them (case included: /ExistingService, /pendingOrder).
 */
import type { Features } from './app-config';

export type RouteId =
  | 'addressEntry'
  | 'addressQualification'
  | 'customizeOrder'
  | 'pricePlan'
  | 'bulkAddressUpload'
  | 'plan4g'
  | 'plan5g'
  | 'planCband'
  | 'internetOptions'
  | 'existingService'
  | 'pendingOrderNotice'
  | 'pendingOrderQuestion'
  | 'quoteCheckout'
  | 'outOfFranchise'
  | 'fiosRegistration'
  | 'checkout'
  | 'saveCart'
  | 'saveCartConfirmation'
  | 'confirmation'
  | 'confirmationContactRep'
  | 'quoteConfirmation'
  | 'contactRep'
  | 'abandonedCart'
  | 'lostBusiness'
  | 'orderStatus'
  | 'orderPage'
  | 'staffSignIn'
  | 'staffMailbox'
  | 'staffConsole';

export interface StorefrontRoute {
  id: RouteId;
  /** Path under the storefront base, as the spec writes it. */
  path: string;
  /** Where the spec describes it. */
  spec: string;
  /** What the page is for, in the spec's words (developer-facing; visible copy is in data/content). */
  purpose: string;
  /** Registered only when this feature flag is on. */
  feature?: keyof Features;
  /** The header hides its FAQ link on this page. */
  hideFaq?: true;
  /** A page after the order (its confirmation, its status): the footer's "Save your cart" offer,
   * for a cart still to be ordered, is left out. */
  afterOrder?: true;
  /** Query parameters the page reads. */
  query?: readonly string[];
  /** The page routes the paths under its own (the operator console: /staff/orders, ...). */
  nested?: true;
}

export const ROUTES: readonly StorefrontRoute[] = [
  {
    id: 'addressEntry',
    path: '/',
    spec: '000 §2',
    purpose: 'address entry',
    query: ['SMBBANNERID', 'cmp', 'reEnterAddress', 'salesagentid', 'vendorsalesloc', 'mylinkid'],
  },
  {
    id: 'addressQualification',
    path: '/lq',
    spec: '000 §2',
    purpose: 'address qualification page',
    hideFaq: true,
  },
  {
    id: 'customizeOrder',
    path: '/customize-order',
    spec: '000 §2, 001 §2',
    purpose:
      'plan customisation (target after successful qualification, navigation state prevPage=LQ)',
  },
  {
    id: 'pricePlan',
    path: '/price-plan',
    spec: '000 §2',
    purpose:
      'plan list after a bulk-address lookup returns results, or when multiple addresses are found',
    hideFaq: true,
  },
  {
    id: 'bulkAddressUpload',
    path: '/bulk-address-upload',
    spec: '000 §2',
    purpose: 'bulk address entry',
    hideFaq: true,
  },
  {
    id: 'plan4g',
    path: '/4g-plan',
    spec: '000 §2',
    purpose: 'wireless plan page (4G LTE)',
  },
  {
    id: 'plan5g',
    path: '/5g-plan',
    spec: '000 §2',
    purpose: 'wireless plan page (5G)',
  },
  {
    id: 'planCband',
    path: '/cband-plan',
    spec: '000 §2',
    purpose: 'wireless plan page (C-band)',
  },
  {
    id: 'internetOptions',
    path: '/internet-options',
    spec: '000 §2',
    purpose: 'shown when broadband is available but fiber data is not',
  },
  {
    id: 'existingService',
    path: '/ExistingService',
    spec: '000 §2',
    purpose: 'existing-service or quote choice (navigation state prevPage=ExS)',
  },
  {
    id: 'pendingOrderNotice',
    path: '/pending-order',
    spec: '000 §2, 002 §2',
    purpose:
      'tells the user that the account already has a pending order and to contact the provider',
  },
  {
    id: 'pendingOrderQuestion',
    path: '/pendingOrder',
    spec: '000 §2, 002 §2',
    purpose:
      'asks whether to continue a pending order; query parameter scartid is the saved cart id',
    query: ['scartid'],
  },
  {
    id: 'quoteCheckout',
    path: '/optix-checkout',
    spec: '000 §2, 002 §2',
    purpose: 'review of an existing price quote: the quote-based checkout',
    feature: 'optixCheckout',
  },
  {
    id: 'outOfFranchise',
    path: '/out-of-franchise',
    spec: '000 §2',
    purpose: 'static page: out-of-franchise',
  },
  {
    id: 'fiosRegistration',
    path: '/fios-registration',
    spec: '000 §2',
    purpose: 'static page: waitlist registration',
  },
  {
    id: 'checkout',
    path: '/checkout',
    spec: '002 §2',
    purpose: 'classic checkout with accordion sections',
  },
  {
    id: 'saveCart',
    path: '/save-cart',
    spec: '002 §2',
    purpose: 'save-cart page for a customer; the agent version in digital-agent mode',
  },
  {
    id: 'saveCartConfirmation',
    path: '/save-cart-confirmation',
    spec: '002 §2',
    purpose: "the 'Email sent' page with a 'Back to Order' button",
  },
  {
    id: 'confirmation',
    path: '/confirmation',
    spec: '002 §2',
    purpose: 'order submitted successfully',
    afterOrder: true,
  },
  {
    id: 'confirmationContactRep',
    path: '/confirmation-contact-rep',
    spec: '002 §2',
    purpose: 'order submitted but the credit check status is FAILURE',
    afterOrder: true,
  },
  {
    id: 'quoteConfirmation',
    path: '/optix-confirmation',
    spec: '002 §2',
    purpose: 'confirmation for a quote-based order',
    feature: 'optixCheckout',
    afterOrder: true,
  },
  {
    id: 'contactRep',
    path: '/contact-rep',
    spec: '002 §2',
    purpose: 'how to reach a representative: phone numbers and hours (decision 016)',
  },
  {
    id: 'abandonedCart',
    path: '/abandoned-cart',
    spec: '002 §2',
    purpose: 'internal abandoned-cart generator page',
  },
  // Staff accounts (issue 6, decision 015): not in the spec's route list.
  {
    id: 'staffSignIn',
    path: '/staff/sign-in',
    spec: 'issue 6 (staff sign-in)',
    purpose: 'sign-in for agents and staff; returns to the same-site path in next',
    query: ['next'],
  },
  {
    id: 'staffMailbox',
    path: '/staff/mailbox',
    spec: 'issue 6 (development mailbox)',
    purpose: 'development mailbox for staff: the outbox of e-mails and texts a customer would get',
  },
  // The operator console (issue 14): its sections are apps/web/src/features/console/sections.tsx.
  {
    id: 'staffConsole',
    path: '/staff',
    spec: 'issue 14 (operator console)',
    purpose:
      'operator console: orders, call-backs, waitlist, saved carts, outbox, imports, funnel and the admin pages under /staff/...',
    nested: true,
  },
  {
    id: 'lostBusiness',
    path: '/lbo',
    spec: '001 §2, §8; 002 §7, §8',
    purpose:
      'lost-business fallback page: receives an NTE_ code in the code query parameter and shows a helpful message with a way back',
    query: ['code'],
  },
  {
    id: 'orderStatus',
    path: '/order-status',
    spec: 'issue 5 (beyond the spec)',
    purpose: 'order status: the customer enters the order number and service ZIP',
    afterOrder: true,
  },
  {
    id: 'orderPage',
    path: '/my-order',
    spec: 'beyond the spec: the customer manages their order (docs/api.md, OrderPage calls)',
    purpose:
      "the customer's own order page, opened from the order e-mail's link: a code for details, move or cancel the installation",
    afterOrder: true,
    query: ['link'],
  },
];

/** Where unknown paths go. */
export const FALLBACK_PATH = '/';

/** Query parameter of the lost-business page that carries the NTE_ code. */
export const LBO_CODE_PARAM = 'code';

/** Pages whose header hides the FAQ link. */
export const FAQ_HIDDEN_PATHS: readonly string[] = ROUTES.filter((r) => r.hideFaq).map(
  (r) => r.path,
);

/** A path as the router matches it: without a trailing slash, in any letter case. */
const matchPath = (path: string) => (path.replace(/\/+$/, '') || '/').toLowerCase();

/** Whether a path (relative to the storefront base) is a page after the order (`afterOrder`). */
export function isAfterOrderPage(path: string): boolean {
  const p = matchPath(path);
  return ROUTES.some((r) => r.afterOrder && r.path.toLowerCase() === p);
}

/** The path of a route by id. */
export function routePath(id: RouteId): string {
  const route = ROUTES.find((r) => r.id === id);
  if (!route) throw new Error(`Unknown route id ${id}`);
  return route.path;
}

/** The lost-business page for a fallback code, e.g. lostBusinessPath('NTE_PC_GETFLOATCART'). */
export function lostBusinessPath(code: string): string {
  return `${routePath('lostBusiness')}?${LBO_CODE_PARAM}=${encodeURIComponent(code)}`;
}

/** The routes that exist with these feature flags. */
export function enabledRoutes(features: Partial<Features>): StorefrontRoute[] {
  return ROUTES.filter((r) => !r.feature || features[r.feature] === true);
}

/**
 * Whether the FAQ link shows on a path (relative to the storefront base). Matching ignores case
 * and a trailing slash, like the router does.
 */
export function isFaqHiddenOn(path: string): boolean {
  const p = matchPath(path);
  return FAQ_HIDDEN_PATHS.some((hidden) => hidden.toLowerCase() === p);
}
