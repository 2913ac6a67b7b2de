import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { JointOfferSaveCart } from '@bizline/domain/wire/saved-cart';
import { FLOATING_CART_QUERY_KEY, fetchFloatingCart } from '../../shared/cart/floating-cart-query';
import { useAppStore } from '../../shared/store/app-store';
import { SavedCartOffer } from './SavedCartOffer';
import { internetSel, selections } from '../../test/customize-fixtures';
import { json, open, server } from '../../test/customize-page';
import { stubFetch } from '../../test/render-routes';
import type { routedFetch } from '../../test/address-fixtures';

// The floating cart is another helper's part: here it is only the Continue button it renders.
vi.mock('../../shared/cart/FloatingCart', () => ({
  FloatingCart: () => <button type="button">Continue</button>,
}));

// The page chunk loads lazily; a first render can take seconds on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

const HEADING = 'An offer for your saved cart';
const JOINT_BODY = {
  ProductType: 'FIOSDATA',
  fiOSDataModelPost: { BundleChoiceOffers: [{ OfferID: 'JOINT', Accepted: 'Y' }] },
};

function offer(over: Partial<JointOfferSaveCart> = {}): JointOfferSaveCart {
  return { JointofferStatus: 'Y', JointOfferPrice: '-40.00', OneGigSpeedPrice: '-80.00', ...over };
}

/** Event names pushed to the tag manager so far. */
const pushed = () =>
  (window.dataLayer ?? []).flatMap((entry) => (entry as { events?: string[] }).events ?? []);

/** Stands in for the floating cart: reads the same query the offer refreshes. */
function CartProbe() {
  useQuery({ queryKey: FLOATING_CART_QUERY_KEY, queryFn: fetchFloatingCart });
  return null;
}

function install(routes: Parameters<typeof routedFetch>[0] = {}) {
  const f = stubFetch({
    'Cart/GetFloatingCart': () => ({}),
    'PrdConfig/UpdateCart': () => ({ Status: 'SUCCESS', ServicesInCart: 'data' }),
    ...routes,
  });
  return f;
}

function show(planName = 'Business Fios 300 Mbps') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <CartProbe />
      <SavedCartOffer planName={planName} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  useAppStore.getState().clearAll();
  window.dataLayer = [];
});
afterEach(() => {
  delete window.dataLayer;
});

describe('saved-cart offer (002 §3, §9)', () => {
  it('shows a labelled panel for status Y with the credit, minus sign stripped, and one event', async () => {
    install();
    useAppStore.getState().setSavedCartOffer(offer());
    show();
    const panel = screen.getByRole('region', { name: HEADING });
    expect(within(panel).getByText('$40.00/mo off')).toBeVisible();
    expect(within(panel).getByText('$80.00/mo off with a 1 Gig or 2 Gig plan')).toBeVisible();
    expect(panel).not.toHaveTextContent('-');
    expect(within(panel).getByRole('button', { name: 'Add to cart' })).toBeEnabled();
    await waitFor(() => expect(pushed()).toEqual(['Saved_Cart_Offers']));
    expect(window.dataLayer?.[0]).toMatchObject({
      pageData: {
        pageName: 'customize-order',
        savedCartOffer: { JointOfferPrice: '40.00', OneGigSpeedPrice: '80.00' },
      },
    });
  });

  it('shows the 1 Gig credit when the selected plan is a 1 Gig or 2 Gig plan', () => {
    install();
    useAppStore.getState().setSavedCartOffer(offer());
    show('Business Fios 2 Gig');
    const panel = screen.getByRole('region', { name: HEADING });
    expect(within(panel).getByText('$80.00/mo off')).toBeVisible();
    expect(within(panel).queryByText('$40.00/mo off')).toBeNull();
  });

  it.each(['N', 'Not Eligible'] as const)('is not shown for status %s', (status) => {
    install();
    useAppStore.getState().setSavedCartOffer(offer({ JointofferStatus: status }));
    show();
    expect(screen.queryByRole('region', { name: HEADING })).toBeNull();
    expect(pushed()).toEqual([]);
  });

  it('is not shown without a retrieved offer', () => {
    install();
    show();
    expect(screen.queryByRole('region', { name: HEADING })).toBeNull();
  });

  it('Add to cart posts the JOINT offer, refreshes the cart and says the offer was added', async () => {
    const f = install();
    useAppStore.getState().setSavedCartOffer(offer());
    const user = userEvent.setup();
    show();
    await waitFor(() => expect(f.called('Cart/GetFloatingCart')).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Offer added to your cart.');
    expect(screen.getByRole('status')).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Add to cart' })).toBeNull();
    expect(f.called('PrdConfig/UpdateCart')).toHaveLength(1);
    expect(json(f.called('PrdConfig/UpdateCart')[0])).toEqual(JOINT_BODY);
    await waitFor(() => expect(f.called('Cart/GetFloatingCart')).toHaveLength(2));
    expect(pushed()).toEqual(['Saved_Cart_Offers', 'Add_To_Cart']);
    // Taken: a later visit to the page does not offer it again.
    expect(useAppStore.getState().savedCartOffer?.JointofferStatus).toBe('N');
  });

  it('a failed update shows an inline alert and keeps the button', async () => {
    install({ 'PrdConfig/UpdateCart': () => ({ Status: 'FAILURE', message: 'No' }) });
    useAppStore.getState().setSavedCartOffer(offer());
    const user = userEvent.setup();
    show();
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We couldn't add the offer to your cart. Please try again.",
    );
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(pushed()).toEqual(['Saved_Cart_Offers']);
    expect(useAppStore.getState().savedCartOffer?.JointofferStatus).toBe('Y');

    // Trying again works.
    install();
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('Offer added to your cart.')).toBeVisible();
  });

  it('is shown at the top of /customize-order with the credit of the selected plan', async () => {
    server(selections({ services: 'data', internet: internetSel({ planId: 'P940' }) }));
    useAppStore.getState().setSavedCartOffer(offer());
    await open();
    const panel = screen.getByRole('region', { name: HEADING });
    expect(within(panel).getByText('$80.00/mo off')).toBeVisible();
    // Near the top: before the first service section.
    const first = screen.getByRole('radio', { name: '2 year agreement' });
    expect(panel.compareDocumentPosition(first) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
