import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_OLD_IDS } from '@bizline/domain/constants';
import type { PlanDetails } from '@bizline/domain/wire/cart';
import type { routedFetch } from '../../test/address-fixtures';
import { suggestion } from '../../test/address-fixtures';
import { useAppStore } from '../store/app-store';
import { sampleFloatingCart } from '../../test/cart-fixtures';
import { cordlessFlags } from './cart-load-rules';
import { FloatingCart, type FloatingCartProps } from './FloatingCart';
import { postUpdateCart } from './update-cart';
import { stubFetch } from '../../test/render-routes';

function renderCart(path = '/customize-order', props: FloatingCartProps = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const element = <FloatingCart {...props} />;
  const router = createMemoryRouter(
    [
      { path: '/', element: <h1>Address entry</h1> },
      { path: '/lbo', element: <h1>Lost business</h1> },
      { path: '/customize-order', element },
      { path: '/checkout', element },
      { path: '/save-cart', element },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, queryClient };
}

function serve(over: Partial<PlanDetails> = {}, extra: Parameters<typeof routedFetch>[0] = {}) {
  const f = stubFetch({ 'Cart/GetFloatingCart': () => sampleFloatingCart(over), ...extra });
  return f;
}

/** Each of these texts shows somewhere in the element. */
function expectTexts(element: HTMLElement, texts: readonly string[]) {
  const text = element.textContent ?? '';
  for (const expected of texts) expect(text).toContain(expected);
}

const cartRegion = () => screen.getByRole('region', { name: 'Your cart' });

/** The header's '{price}/mo' once the server's price is in (the print view repeats figures). */
async function findHeaderPrice(text = '$129.99/mo') {
  await waitFor(() => expect(screen.getByTestId('cart-header-price')).toHaveTextContent(text));
  return screen.getByTestId('cart-header-price');
}

async function openPanel(user: ReturnType<typeof userEvent.setup>) {
  await findHeaderPrice();
  const toggle = screen.getByRole('button', { name: 'View price breakdown' });
  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  return screen.getByRole('region', { name: 'Price breakdown' });
}

beforeEach(() => {
  useAppStore.getState().clearAll();
  useAppStore.getState().selectAddress(suggestion());
});

afterEach(() => {
  window.innerWidth = 1024;
});

describe('FloatingCart header (001 §2)', () => {
  it('shows the service address, Change, the server price as {price}/mo and the toggle', async () => {
    serve();
    renderCart();
    expect(await findHeaderPrice()).toHaveTextContent(/^\$129\.99\/mo$/);
    const region = cartRegion();
    expect(within(region).getByText('100 SUMMER ST, BOSTON, MA 02110')).toBeInTheDocument();
    expect(
      within(region).getByRole('button', { name: 'Change service address' }),
    ).toHaveTextContent('Change');
    const toggle = within(region).getByRole('button', { name: 'View price breakdown' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(panel).not.toBeNull();
    expect(panel).not.toBeVisible();
  });

  it("shows '$0/mo' before a price and for an empty cart", async () => {
    const f = serve({
      headerInfo: { ...sampleFloatingCart().planDetails.headerInfo, Price: '' },
    });
    renderCart();
    expect(screen.getByText('$0/mo')).toBeInTheDocument();
    await waitFor(() => expect(f.called('Cart/GetFloatingCart')).toHaveLength(1));
    expect(screen.getByText('$0/mo')).toBeInTheDocument();
  });

  it('Continue only with a handler on a customize path', async () => {
    serve();
    const onContinue = vi.fn();
    renderCart('/checkout', { onContinue });
    await findHeaderPrice();
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
  });

  it('Continue on /customize-order calls the handler', async () => {
    serve();
    const onContinue = vi.fn();
    const user = userEvent.setup();
    renderCart('/customize-order', { onContinue });
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(onContinue).toHaveBeenCalledOnce();
  });

  it("'Submit order' (disabled when asked) and the brand's support button with the support phone", async () => {
    serve();
    const user = userEvent.setup();
    renderCart('/checkout', { onSubmit: vi.fn(), submitDisabled: true, showSupport: true });
    expect(await screen.findByRole('button', { name: 'Submit order' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Bizline Communications Support' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bizline Communications Support' });
    expect(within(dialog).getByRole('link', { name: 'Call (800) 555-0199' })).toHaveAttribute(
      'href',
      'tel:+18005550199',
    );
  });

  it('a saved-cart error hides the price title; hideChangeLink hides Change', async () => {
    useAppStore.getState().setSavedCartError(true);
    const f = serve();
    renderCart('/customize-order', { hideChangeLink: true });
    await waitFor(() => expect(f.called('Cart/GetFloatingCart')).toHaveLength(1));
    expect(screen.queryByTestId('cart-header-price')).toBeNull();
    expect(screen.queryByText('$0/mo')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Change service address' })).toBeNull();
  });

  it('on mobile the address is split into a street line and a city line', async () => {
    window.innerWidth = 400;
    serve();
    renderCart();
    await findHeaderPrice();
    expect(within(cartRegion()).getByText('100 SUMMER ST')).toBeInTheDocument();
    expect(within(cartRegion()).getByText('BOSTON, MA 02110')).toBeInTheDocument();
    expect(cartRegion()).toHaveStyle({ top: '69px' });
  });

  it('sticks 88 px below the top on desktop; open by default when asked (desktop only)', async () => {
    serve();
    renderCart('/checkout', { defaultOpen: true });
    expect(cartRegion()).toHaveStyle({ top: '88px' });
    expect(await screen.findByRole('region', { name: 'Price breakdown' })).toBeVisible();
  });

  it('defaultOpen does not open on mobile', async () => {
    window.innerWidth = 400;
    serve();
    renderCart('/checkout', { defaultOpen: true });
    await findHeaderPrice();
    expect(screen.queryByRole('region', { name: 'Price breakdown' })).toBeNull();
  });

  it('a failed floating-cart call goes to the fallback page with NTE_PC_GETFLOATCART', async () => {
    serve({}, { 'Cart/GetFloatingCart': () => new Response('{"message":"no"}', { status: 400 }) });
    const { router } = renderCart();
    await screen.findByRole('heading', { name: 'Lost business' });
    expect(router.state.location.pathname).toBe('/lbo');
    expect(router.state.location.search).toBe('?code=NTE_PC_GETFLOATCART');
  });

  it('closing the panel refreshes analytics', async () => {
    serve();
    window.dataLayer = [];
    const user = userEvent.setup();
    renderCart();
    await openPanel(user);
    await user.click(screen.getByRole('button', { name: 'View price breakdown' }));
    expect(window.dataLayer).toContainEqual(
      expect.objectContaining({ event: 'pageData', events: ['cartClose'] }),
    );
  });

  it('announces a changed price politely', async () => {
    serve();
    const user = userEvent.setup();
    const { queryClient } = renderCart();
    await openPanel(user);
    serve({ headerInfo: { ...sampleFloatingCart().planDetails.headerInfo, Price: '99.99' } });
    await act(() => queryClient.invalidateQueries({ queryKey: ['floatingCart'] }));
    expect(await screen.findByText('Your cart total is now $99.99/mo')).toHaveAttribute(
      'aria-live',
      'polite',
    );
  });
});

describe('Change address dialog (001 §2)', () => {
  it('texts; an outside click does not close it; No keeps the address', async () => {
    serve();
    const user = userEvent.setup();
    renderCart();
    await user.click(await screen.findByRole('button', { name: 'Change service address' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change address?' });
    expect(dialog).toHaveTextContent(
      'If you change the address, you will go back to the address entry page and your cart will start over.',
    );
    await user.click(document.body);
    expect(screen.getByRole('dialog', { name: 'Change address?' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'No, keep address' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Change service address' })).toHaveFocus(),
    );
  });

  it("'Yes, change address' clears the cart state and goes to /", async () => {
    useAppStore.getState().setCartId('EP-1');
    useAppStore.getState().setServicesInCart('data+bdv');
    serve();
    const user = userEvent.setup();
    const { router } = renderCart();
    await user.click(await screen.findByRole('button', { name: 'Change service address' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, change address' }));
    await screen.findByRole('heading', { name: 'Address entry' });
    expect(router.state.location.pathname).toBe('/');
    expect(useAppStore.getState()).toMatchObject({ cartId: null, servicesInCart: '' });
  });
});

describe('Cart detail panel (001 §2)', () => {
  it("every section with the server's figures", async () => {
    serve();
    const user = userEvent.setup();
    renderCart();
    const panel = await openPanel(user);
    expectTexts(panel, [
      'Print cart',
      'Estimated monthly charges',
      'Internet Plan',
      'Fiber 500 Mbps',
      '$69.99/mo',
      'Business Digital Voice',
      '2 lines',
      'Line 1 (201) 555-0123',
      'Line 2 (201) 555-0188',
      'Voicemail to e-mail',
      'Fax line',
      'TV Plan',
      'Custom TV',
      '$35.00',
      'Other Service',
      'Cloud storage',
      'HD set-top box',
      'Movie Channels Pack',
      'HBO, Cinemax',
      '$15.00',
      'Bundle savings',
      'For 24 months',
      '-$15.00/mo',
      'Equipment and one-time charges',
      '10-line cordless base',
      '12 monthly payments of $25.00 (last payment $24.99)',
      '$299.99',
      'Waived',
      'Paid in monthly installments',
      '-$299.99',
      'One-time charges due now',
      '$99.00',
      'Taxes and other charges',
      'State sales tax',
      '$7.42/mo',
      'Subtotals',
    ]);
    // The line count carries no price of its own: each line's follows.
    expect(within(panel).getByText('2 lines').closest('li')?.textContent).toBe('2 lines');
    // The title is the price before discounts, said so; the summary reconciles it.
    expect(within(panel).getByRole('heading', { level: 2 })).toHaveTextContent(
      '$144.99/mo before discounts',
    );
    const rows = within(panel)
      .getAllByRole('listitem')
      .filter((li) => li.dataset.testid?.startsWith('breakdown-'))
      .map((li) => li.textContent);
    expect(rows).toEqual([
      'Services$144.99/mo',
      'Other services$0.00/mo',
      'Monthly charges before discounts$144.99/mo',
      'Savings-$15.00/mo',
      'Total monthly charges$129.99/mo',
      'One-time charges due now$99.00',
      'Taxes and other charges$7.42/mo',
      'Estimated monthly charges with taxes$137.41/mo',
    ]);
  });

  it("a standard phone cart is titled 'Standard phone'", async () => {
    const base = sampleFloatingCart().planDetails;
    serve({
      headerInfo: { ...base.headerInfo, selectedService: 'VOICE' },
      phoneInfo: { ...base.phoneInfo, planName: 'Business Line Unlimited', noOfLines: 1 },
    });
    const user = userEvent.setup();
    renderCart();
    const panel = await openPanel(user);
    expect(within(panel).getByRole('heading', { name: 'Standard phone' })).toBeInTheDocument();
    expect(panel).toHaveTextContent('1 line');
  });

  it('Print cart calls window.print; hidden when hidePrint', async () => {
    serve();
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderCart();
    const panel = await openPanel(user);
    await user.click(within(panel).getByRole('button', { name: 'Print cart' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('no Print cart with hidePrint', async () => {
    serve();
    const user = userEvent.setup();
    renderCart('/customize-order', { hidePrint: true });
    const panel = await openPanel(user);
    expect(within(panel).queryByRole('button', { name: 'Print cart' })).toBeNull();
  });

  it('TV Remove is disabled on /checkout and /save-cart', async () => {
    serve();
    const user = userEvent.setup();
    renderCart('/save-cart');
    const panel = await openPanel(user);
    expect(within(panel).getByRole('button', { name: 'Remove Custom TV' })).toBeDisabled();
  });

  it('the $75 statement credit banner: campaign code present, not on the phone tab', async () => {
    useAppStore.getState().setCampaignCodes({ fiberCmp: 'SPRING|fios' });
    serve();
    const user = userEvent.setup();
    renderCart();
    const panel = await openPanel(user);
    expect(panel).toHaveTextContent(
      'Get a $75 statement credit when you pay with an enrolled eligible business card.',
    );
  });

  it('no banner on the phone tab', async () => {
    useAppStore.getState().setCampaignCodes({ fiberCmp: 'SPRING|fios' });
    serve();
    const user = userEvent.setup();
    renderCart('/customize-order', { hidePromo: true });
    const panel = await openPanel(user);
    expect(panel).not.toHaveTextContent('statement credit');
  });
});

describe('TV removal modal (001 §2)', () => {
  it('confirm posts the exact payload, reloads the cart and closes', async () => {
    const f = serve(
      {},
      {
        'PrdSelection/GetSelectedProducts': () => ({ selections: { tv: { planId: 'TV-300' } } }),
        'PrdConfig/UpdateCart': () => ({ Status: 'SUCCESS', ServicesInCart: 'bdv+data' }),
      },
    );
    const user = userEvent.setup();
    renderCart();
    const panel = await openPanel(user);
    await user.click(within(panel).getByRole('button', { name: 'Remove Custom TV' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Are you sure you want to remove this service?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    const [call] = f.called('PrdConfig/UpdateCart');
    expect(call?.init?.method).toBe('POST');
    expect(JSON.parse(String(call?.init?.body))).toEqual({
      ProductType: 'FIOSTV',
      FiOSTVModelPost: { PlanSelection: { OldID: 'TV-300', NewID: '' } },
    });
    expect(useAppStore.getState().servicesInCart).toBe('bdv+data');
    expect(f.called('Cart/GetFloatingCart')).toHaveLength(2);
  });

  it('without a readable TV plan id the default old id is sent', async () => {
    const f = serve(
      {},
      { 'PrdConfig/UpdateCart': () => ({ Status: 'SUCCESS', ServicesInCart: '' }) },
    );
    const user = userEvent.setup();
    renderCart();
    const panel = await openPanel(user);
    await user.click(within(panel).getByRole('button', { name: 'Remove Custom TV' }));
    await user.click(await screen.findByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(f.called('PrdConfig/UpdateCart')).toHaveLength(1));
    const body = JSON.parse(String(f.called('PrdConfig/UpdateCart')[0]?.init?.body)) as {
      FiOSTVModelPost: { PlanSelection: { OldID: string } };
    };
    expect(body.FiOSTVModelPost.PlanSelection.OldID).toBe(DEFAULT_OLD_IDS.tvPlan);
  });

  it("'Do not remove' only closes it", async () => {
    const f = serve();
    const user = userEvent.setup();
    renderCart();
    const panel = await openPanel(user);
    await user.click(within(panel).getByRole('button', { name: 'Remove Custom TV' }));
    await user.click(await screen.findByRole('button', { name: 'Do not remove' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(f.called('PrdConfig/UpdateCart')).toHaveLength(0);
  });

  it('a non-SUCCESS answer shows the global error', async () => {
    const f = serve(
      {},
      {
        'PrdConfig/UpdateCart': () => ({
          Status: 'FAILURE',
          message: 'TV cannot be removed now',
          ServicesInCart: '',
        }),
      },
    );
    const user = userEvent.setup();
    const { router } = renderCart();
    const panel = await openPanel(user);
    await user.click(within(panel).getByRole('button', { name: 'Remove Custom TV' }));
    await user.click(await screen.findByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(useAppStore.getState().globalError).toEqual({ message: 'TV cannot be removed now' }),
    );
    expect(router.state.location.pathname).toBe('/customize-order');
    expect(f.called('Cart/GetFloatingCart')).toHaveLength(1);
  });
});

describe('postUpdateCart', () => {
  it('SUCCESS is returned as is, with no error', async () => {
    serve({}, { 'PrdConfig/UpdateCart': () => ({ Status: 'SUCCESS', ServicesInCart: 'data' }) });
    await expect(
      postUpdateCart({
        ProductType: 'FIOSDATA',
        fiOSDataModelPost: { DataPlanSelection: { NewID: 'P1' } },
      }),
    ).resolves.toEqual({ Status: 'SUCCESS', ServicesInCart: 'data' });
    expect(useAppStore.getState().globalError).toBeNull();
  });

  it('a non-SUCCESS Status shows the global error (generic text without a message)', async () => {
    serve({}, { 'PrdConfig/UpdateCart': () => ({ Status: 'Failed' }) });
    const answer = await postUpdateCart({ ProductType: 'VOICE', VoiceModelPost: {} });
    expect(answer.Status).toBe('FAILURE');
    expect(useAppStore.getState().globalError).toEqual({ message: null });
  });

  it('a refused call (4xx) shows its message', async () => {
    serve(
      {},
      {
        'PrdConfig/UpdateCart': () =>
          new Response('{"Status":"FAILURE","message":"Unknown product"}', { status: 400 }),
      },
    );
    const answer = await postUpdateCart({ ProductType: 'BDV', BdvModelPost: {} });
    expect(answer.Status).toBe('FAILURE');
    expect(useAppStore.getState().globalError).toEqual({ message: 'Unknown product' });
  });
});

describe('Printable cart (001 §2)', () => {
  it('renders every item from the same answer, numbers as xxx.xxx.xxxx, the 10-day footer', async () => {
    useAppStore.getState().setEmail('ada@example.com');
    useAppStore.getState().setPhone('201-555-0100');
    serve();
    renderCart();
    await findHeaderPrice();
    const print = screen.getByTestId('printable-cart');
    // Rendered outside the cart, so the print stylesheet can show it alone.
    expect(print.parentElement).toBe(document.body);
    expectTexts(print, [
      'Your Cart',
      'Email: ada@example.com',
      'Phone: 201.555.0100',
      '100 SUMMER ST, BOSTON, MA 02110',
      'Estimate Month 1',
      '$129.99 / a month plus taxes and fees',
      'Monthly service fees',
      'Fiber 500 Mbps',
      '201.555.0123 Unlimited',
      '201.555.0188 Unlimited',
      'Subtotals',
      'Monthly charges before discounts$144.99/mo',
      'Savings-$15.00/mo',
      'Total monthly charges$129.99/mo',
      'One-time charges',
      '10-line cordless base12 monthly payments of $25.00 (last payment $24.99)',
      'Paid in monthly installments-$299.99',
      'One-time charges due now$99.00',
      'Taxes',
      'State sales tax',
      'Promotional savings',
      'Bundle savings',
      '-$15.00',
      'An order that is not completed or canceled within 10 days is canceled automatically.',
    ]);
    expect(print.textContent).not.toContain('(201) 555-0123');
    expect(within(print).getByRole('img')).toHaveAttribute('alt', 'Bizline Communications');
  });
});

describe('Cart load rules (001 §4)', () => {
  it("first offer name with 'base' enables additional cordless; 'Additional' disables the base", () => {
    const item = (offerName: string) => ({
      offerName,
      price: '1.00',
      installmentOption: '',
      wavied: 'N' as const,
      type: 'equipment',
    });
    expect(cordlessFlags([item('10-line cordless base'), item('Router')])).toEqual({
      additionalCordless: true,
      disableCordlessBase: false,
    });
    expect(cordlessFlags([item('Router'), item('10-line cordless base')])).toEqual({
      additionalCordless: false,
      disableCordlessBase: false,
    });
    expect(cordlessFlags([item('Router'), item('Additional handset')])).toEqual({
      additionalCordless: false,
      disableCordlessBase: true,
    });
    expect(cordlessFlags([])).toEqual({ additionalCordless: false, disableCordlessBase: false });
  });

  it('a cart load sets the store flags', async () => {
    const base = sampleFloatingCart().planDetails;
    serve({
      equipmentAndOnetimeCharges: [
        { ...base.equipmentAndOnetimeCharges[0]!, offerName: '10-line cordless base' },
        { ...base.equipmentAndOnetimeCharges[0]!, offerName: 'Additional handset' },
      ],
    });
    renderCart();
    await waitFor(() =>
      expect(useAppStore.getState()).toMatchObject({
        additionalCordless: true,
        disableCordlessBase: true,
      }),
    );
  });
});

describe('accessibility (axe-core in jsdom; contrast is checked in the browser journeys)', () => {
  async function violations() {
    const { default: axe } = await import('axe-core');
    const result = await axe.run(document.body, {
      runOnly: ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'],
      rules: { 'color-contrast': { enabled: false } },
    });
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);
  }

  it('the cart with its panel open, and each dialog, have no violations', async () => {
    useAppStore.getState().setCampaignCodes({ fiberCmp: 'SPRING|fios' });
    serve();
    const user = userEvent.setup();
    renderCart('/customize-order', { onContinue: vi.fn(), showSupport: true });
    const panel = await openPanel(user);
    expect(await violations()).toEqual([]);

    await user.click(within(panel).getByRole('button', { name: 'Remove Custom TV' }));
    await screen.findByRole('alertdialog');
    expect(await violations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Do not remove' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Change service address' }));
    await screen.findByRole('dialog', { name: 'Change address?' });
    expect(await violations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'No, keep address' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Bizline Communications Support' }));
    await screen.findByRole('dialog', { name: 'Bizline Communications Support' });
    expect(await violations()).toEqual([]);
  }, 30_000);
});
