/**
 * Every storefront route (packages/domain/src/routes.ts: 000 §2, 002 §2), registered under the
 * storefront base; unknown paths redirect to `/`; routes behind a feature flag exist only when
 * it is on. Each page is its own chunk, so the entry route stays small. PAGES names the page of
 * every route (a route without one does not compile).
 */
import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import type { Features } from '@bizline/domain/app-config';
import {
  FALLBACK_PATH,
  enabledRoutes,
  type RouteId,
  type StorefrontRoute,
} from '@bizline/domain/routes';
import { loadNamespaces } from '../shared/i18n/i18n';
import { PageLoading } from '../shared/ui/PageLoading';
import { RootLayout } from './layout/RootLayout';
import { RouteErrorPage } from './RouteErrorPage';

interface PageEntry {
  load: () => Promise<ComponentType>;
  /** Copy namespaces loaded with the page, so it renders without a second wait. */
  namespaces: string[];
  /** The page reads no server data through the query cache: it loads without it (the entry
   * route's budget). */
  noQueryCache?: true;
}

const PAGES: Record<RouteId, PageEntry> = {
  addressEntry: {
    load: () => import('../features/address/AddressPage').then((m) => m.AddressPage),
    namespaces: ['address'],
    noQueryCache: true,
  },
  addressQualification: {
    load: () => import('../features/address/AddressPage').then((m) => m.AddressPage),
    namespaces: ['address'],
    noQueryCache: true,
  },
  existingService: {
    load: () =>
      import('../features/address/ExistingServicePage').then((m) => m.ExistingServicePage),
    namespaces: ['address'],
  },
  lostBusiness: {
    load: () => import('./pages/LostBusinessPage').then((m) => m.LostBusinessPage),
    namespaces: ['lbo'],
  },
  // Entry-stage pages of 000 §2 screens 6-10.
  pendingOrderNotice: {
    load: () =>
      import('../features/pending-order/PendingOrderPage').then((m) => m.PendingOrderPage),
    namespaces: ['pending-order'],
  },
  pendingOrderQuestion: {
    load: () =>
      import('../features/pending-order/ContinuePendingOrderPage').then(
        (m) => m.ContinuePendingOrderPage,
      ),
    namespaces: ['pending-order'],
  },
  internetOptions: {
    load: () =>
      import('../features/internet-options/InternetOptionsPage').then((m) => m.InternetOptionsPage),
    namespaces: ['internet-options'],
  },
  outOfFranchise: {
    load: () =>
      import('../features/out-of-franchise/OutOfFranchisePage').then((m) => m.OutOfFranchisePage),
    namespaces: ['out-of-franchise'],
  },
  fiosRegistration: {
    load: () => import('../features/waitlist/WaitlistPage').then((m) => m.WaitlistPage),
    namespaces: ['waitlist'],
  },
  plan4g: {
    load: () => import('../features/wireless/FourGPlanPage').then((m) => m.FourGPlanPage),
    namespaces: ['wireless', 'wireless-plans'],
  },
  plan5g: {
    load: () => import('../features/wireless/FiveGPlanPage').then((m) => m.FiveGPlanPage),
    namespaces: ['wireless', 'wireless-plans'],
  },
  planCband: {
    load: () => import('../features/wireless/FiveGPlanPage').then((m) => m.CbandPlanPage),
    namespaces: ['wireless', 'wireless-plans'],
  },
  bulkAddressUpload: {
    load: () => import('../features/bulk-address/BulkAddressPage').then((m) => m.BulkAddressPage),
    namespaces: ['bulk-address'],
  },
  customizeOrder: {
    load: () => import('../features/customize/CustomizePage').then((m) => m.CustomizePage),
    namespaces: ['customize'],
  },
  pricePlan: {
    load: () => import('../features/bulk-address/PricePlanPage').then((m) => m.PricePlanPage),
    namespaces: ['bulk-address', 'wireless-plans'],
  },
  checkout: {
    load: () => import('../features/checkout/CheckoutPage').then((m) => m.CheckoutPage),
    namespaces: ['checkout', 'cart'],
  },
  confirmation: {
    load: () => import('../features/confirmation/ConfirmationPage').then((m) => m.ConfirmationPage),
    namespaces: ['confirmation', 'cart'],
  },
  confirmationContactRep: {
    load: () => import('../features/confirmation/ContactRepPage').then((m) => m.ContactRepPage),
    namespaces: ['confirmation'],
  },
  // 002 §2 names /contact-rep without its content (decision 016).
  contactRep: {
    load: () => import('../features/confirmation/ContactPage').then((m) => m.ContactPage),
    namespaces: ['confirmation'],
  },
  orderStatus: {
    load: () => import('../features/order-status/OrderStatusPage').then((m) => m.OrderStatusPage),
    namespaces: ['confirmation', 'cart'],
  },
  orderPage: {
    load: () => import('../features/order-page/OrderPage').then((m) => m.OrderPage),
    namespaces: ['order-page', 'cart'],
  },
  // Quote-based checkout; the routes exist only with the optixCheckout flag.
  quoteCheckout: {
    load: () =>
      import('../features/quote-checkout/QuoteCheckoutPage').then((m) => m.QuoteCheckoutPage),
    namespaces: ['quote-checkout'],
  },
  quoteConfirmation: {
    load: () =>
      import('../features/quote-checkout/QuoteConfirmationPage').then(
        (m) => m.QuoteConfirmationPage,
      ),
    namespaces: ['quote-checkout'],
  },
  // Saved carts.
  saveCart: {
    load: () => import('../features/save-cart/SaveCartPage').then((m) => m.SaveCartPage),
    namespaces: ['save-cart', 'cart'],
  },
  saveCartConfirmation: {
    load: () =>
      import('../features/save-cart/SaveCartConfirmationPage').then(
        (m) => m.SaveCartConfirmationPage,
      ),
    namespaces: ['save-cart'],
  },
  // Staff accounts (issue 6, decision 015).
  staffSignIn: {
    load: () => import('../features/staff/StaffSignInPage').then((m) => m.StaffSignInPage),
    namespaces: ['staff'],
  },
  staffMailbox: {
    load: () => import('../features/staff/StaffMailboxPage').then((m) => m.StaffMailboxPage),
    namespaces: ['staff'],
  },
  // Issue 14: the operator console; its sections route the paths under /staff themselves.
  staffConsole: {
    load: () => import('../features/console/ConsoleApp').then((m) => m.ConsoleApp),
    namespaces: ['console', 'staff'],
  },
  // Issue 6: the internal abandoned-cart generator.
  abandonedCart: {
    load: () =>
      import('../features/abandoned-cart/AbandonedCartPage').then((m) => m.AbandonedCartPage),
    namespaces: ['abandoned-cart'],
  },
};

function pageRoute(route: StorefrontRoute): RouteObject {
  const entry = PAGES[route.id];
  const lazy = async () => {
    const [Component, query] = await Promise.all([
      entry.load(),
      entry.noQueryCache ? null : import('../shared/query/with-query-client'),
      loadNamespaces(entry.namespaces),
    ]);
    return { Component: query ? query.withQueryClient(Component) : Component };
  };
  if (route.path === '/') return { index: true, lazy };
  return { path: route.nested ? `${route.path.slice(1)}/*` : route.path.slice(1), lazy };
}

export function buildRoutes(features: Partial<Features>): RouteObject[] {
  return [
    {
      path: '/',
      Component: RootLayout,
      errorElement: <RouteErrorPage standalone />,
      hydrateFallbackElement: <PageLoading />,
      children: [
        {
          // Errors of a page show inside the layout, so header and footer stay usable.
          errorElement: <RouteErrorPage />,
          children: [
            ...enabledRoutes(features).map(pageRoute),
            { path: '*', element: <Navigate to={FALLBACK_PATH} replace /> },
          ],
        },
      ],
    },
  ];
}
