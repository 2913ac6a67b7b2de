import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  FAQ_HIDDEN_PATHS,
  ROUTES,
  enabledRoutes,
  isFaqHiddenOn,
  lostBusinessPath,
  routePath,
  type RouteId,
} from '@bizline/domain/routes';
import { renderApp } from '../test/render';
import { stubFetch } from '../test/render-routes';
import { failure } from '../test/answers';

/** The heading of the routes whose page is built (the others show their stage title). */
const PAGE_HEADINGS: Record<Exclude<RouteId, 'lostBusiness'>, string> = {
  // Issue 3, 000 §2 screens 6-10.
  pendingOrderNotice: 'Your account already has a pending order',
  pendingOrderQuestion: 'Continue a pending order',
  internetOptions: 'Internet options for your business',
  outOfFranchise: "The fiber service isn't available for your location, yet.",
  fiosRegistration: 'Let me know when fiber internet is available',
  plan4g: 'Good news! You qualify for 4G LTE Business Internet.',
  plan5g: 'Great news! 5G Business Internet is available.',
  planCband: 'Great news! 5G Business Internet is available.',
  bulkAddressUpload: 'Where would you like internet service for your business?',
  pricePlan: 'BI Qualification Tool',
  // Issue 3, 000 §2 screens 1 and 3.
  addressEntry: 'Where would you like service for your Business?',
  addressQualification: 'Where would you like service for your Business?',
  existingService: 'This address is in use by a current customer',
  // Issue 4, 001 §2.
  customizeOrder: 'Build your business plan',
  // Issue 5, 002 §2: reached without a submitted order, the confirmation pages say so.
  confirmation: "We can't show an order here",
  confirmationContactRep: "We can't show an order here",
  contactRep: 'Talk to a representative',
  orderStatus: 'Check the status of your order',
  orderPage: 'Your order',
  checkout: 'Checkout',
  quoteCheckout: 'Review your price quote',
  quoteConfirmation: "We can't show an order here",
  // Issue 6, 002 §2: without a save in this visit the confirmation says so.
  saveCart: 'Save your cart',
  saveCartConfirmation: "We can't show a saved cart here",
  // Issue 6, staff accounts (beyond the spec).
  staffSignIn: 'Sign in',
  staffMailbox: 'Mailbox',
  // Issue 14: the console sends a visitor who is not signed in to the staff sign-in.
  staffConsole: 'Sign in',
  abandonedCart: 'Abandoned-cart generator',
};

/** Every path the spec names, plus the lost-business page. */
const SPEC_PATHS = [
  '/',
  '/lq',
  '/customize-order',
  '/price-plan',
  '/bulk-address-upload',
  '/4g-plan',
  '/5g-plan',
  '/cband-plan',
  '/internet-options',
  '/ExistingService',
  '/pending-order',
  '/pendingOrder',
  '/optix-checkout',
  '/out-of-franchise',
  '/fios-registration',
  '/checkout',
  '/save-cart',
  '/save-cart-confirmation',
  '/confirmation',
  '/confirmation-contact-rep',
  '/optix-confirmation',
  '/contact-rep',
  '/abandoned-cart',
  '/lbo',
  // Issue 5, beyond the spec: order status by order number and service ZIP.
  '/order-status',
  '/my-order',
  // Issue 6, beyond the spec: staff sign-in and the development mailbox.
  '/staff/sign-in',
  '/staff/mailbox',
  // Issue 14: the operator console (its sections are under /staff/...).
  '/staff',
];

describe('route table (packages/domain/src/routes.ts)', () => {
  it('lists every spec route exactly once', () => {
    expect(ROUTES.map((r) => r.path).sort()).toEqual([...SPEC_PATHS].sort());
    expect(new Set(ROUTES.map((r) => r.id)).size).toBe(ROUTES.length);
  });

  it('puts the optix pages behind the optixCheckout flag', () => {
    const flagged = ROUTES.filter((r) => r.feature === 'optixCheckout').map((r) => r.path);
    expect(flagged.sort()).toEqual(['/optix-checkout', '/optix-confirmation']);
    expect(enabledRoutes({ optixCheckout: false }).map((r) => r.path)).not.toContain(
      '/optix-checkout',
    );
    expect(enabledRoutes({ optixCheckout: true })).toHaveLength(ROUTES.length);
  });

  it('hides the FAQ on /lq, /price-plan and /bulk-address-upload only', () => {
    expect([...FAQ_HIDDEN_PATHS].sort()).toEqual(['/bulk-address-upload', '/lq', '/price-plan']);
    expect(isFaqHiddenOn('/lq/')).toBe(true);
    expect(isFaqHiddenOn('/LQ')).toBe(true);
    expect(isFaqHiddenOn('/checkout')).toBe(false);
    expect(isFaqHiddenOn('/')).toBe(false);
  });

  it('builds lost-business links', () => {
    expect(routePath('lostBusiness')).toBe('/lbo');
    expect(lostBusinessPath('NTE_PC_GETFLOATCART')).toBe('/lbo?code=NTE_PC_GETFLOATCART');
  });
});

describe('router', () => {
  // A ready data layer takes page views at once (no delayed pushes leaking between tests).
  beforeEach(() => {
    window.dataLayer = [];
  });
  afterEach(() => {
    delete window.dataLayer;
  });

  it.each(
    ROUTES.flatMap((r) =>
      r.id === 'lostBusiness' || r.id === 'staffConsole' ? [] : [[r.path, r.id] as const],
    ),
  )('%s shows its page', async (path, id) => {
    const { router } = renderApp(path);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: PAGE_HEADINGS[id],
      }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path);
  });

  it('sends a visitor of the console who is not signed in to the staff sign-in', async () => {
    stubFetch({
      'Staff/Me': () => failure(401, 'Please sign in.'),
    });
    const { router } = renderApp('/staff/callbacks?status=requested');
    expect(
      await screen.findByRole('heading', { level: 1, name: PAGE_HEADINGS.staffConsole }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/staff/sign-in');
    expect(router.state.location.search).toBe(
      `?next=${encodeURIComponent('/staff/callbacks?status=requested')}`,
    );
  });

  it('matches paths without regard to case, as links in e-mails may vary', async () => {
    renderApp('/existingservice');
    expect(
      await screen.findByRole('heading', { level: 1, name: PAGE_HEADINGS.existingService }),
    ).toBeInTheDocument();
  });

  it('redirects unknown paths to /', async () => {
    const { router } = renderApp('/no-such-page/at-all');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(
      await screen.findByRole('heading', { level: 1, name: PAGE_HEADINGS.addressEntry }),
    ).toBeInTheDocument();
  });

  it('redirects the quote checkout pages to / when the flag is off', async () => {
    const { router } = renderApp('/optix-checkout', { optixCheckout: false });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('pushes a page view per route change', async () => {
    const pages = () =>
      (window.dataLayer as { pageData: { pageName: string } }[]).map((e) => e.pageData.pageName);
    const { router } = renderApp('/checkout');
    await screen.findByRole('heading', { level: 1, name: 'Checkout' });
    await waitFor(() => expect(pages()).toEqual(['/checkout']));
    await act(() => router.navigate('/save-cart'));
    await screen.findByRole('heading', { level: 1, name: 'Save your cart' });
    await waitFor(() => expect(pages()).toEqual(['/checkout', '/save-cart']));
  });

  it('/contact-rep gives the phone numbers and hours of brand data, not a placeholder', async () => {
    renderApp('/contact-rep');
    await screen.findByRole('heading', { level: 1, name: 'Talk to a representative' });
    expect(screen.getByRole('link', { name: '(800) 555-0199' })).toHaveAttribute(
      'href',
      'tel:+18005550199',
    );
    expect(screen.getByRole('link', { name: '(800) 555-0142' })).toHaveAttribute(
      'href',
      'tel:+18005550142',
    );
    expect(screen.getByText('Saturday 8:00AM-9:30PM EST.')).toBeInTheDocument();
    expect(screen.getByText(/Mon-Fri 8:30 am to 6 pm EST/)).toBeInTheDocument();
    // The demo brand has no chat: none is offered.
    expect(screen.queryByText(/chat/i)).toBeNull();
    expect(screen.queryByText('What this page will do')).toBeNull();
    await waitFor(() =>
      expect(document.title).toBe('Contact a representative | Bizline Communications'),
    );
  });
});
