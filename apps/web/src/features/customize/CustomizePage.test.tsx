import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '../../shared/store/app-store';
import { contentNamespaces } from '../../test/content';
import { CustomizePage } from './CustomizePage';
import {
  bdvSel,
  bundleInfo,
  customizeProducts,
  internetSel,
  selections,
} from '../../test/customize-fixtures';
import { form, json, open, server, tile } from '../../test/customize-page';
import { renderRoutes } from '../../test/render-routes';
import { dropFocus } from '../../test/drop-focus';
import { newTv } from '@bizline/domain/pricing/selections';
import { failure } from '../../test/answers';

// The floating cart is another helper's part: here it is only the Continue button it renders.
vi.mock('../../shared/cart/FloatingCart', () => ({
  FloatingCart: ({ onContinue }: { onContinue?: () => void }) => (
    <button type="button" onClick={onContinue}>
      Continue
    </button>
  ),
}));

const copy = contentNamespaces().customize as {
  notifications: Record<string, string>;
};

// The page chunk loads lazily; a first render can take seconds on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

describe('CustomizePage', () => {
  beforeEach(() => {
    useAppStore.getState().clearAll();
  });

  it('without a qualified address it asks for the address first (no error page)', async () => {
    const noCart = () => failure(409, 'No cart: qualify an address first');
    server(selections(), {
      'PrdSelection/GetCustomizeProductsNew': noCart,
      'Cart/GetCartDetails': noCart,
    });
    const { router } = renderRoutes(
      [
        { path: '/customize-order', Component: CustomizePage },
        { path: '*', element: <p>elsewhere</p> },
      ],
      { initialEntries: ['/customize-order'] },
    );
    const link = await screen.findByRole('link', { name: 'Check availability' });
    expect(link).toHaveAttribute('href', '/');
    expect(router.state.location.pathname).toBe('/customize-order');
    expect(useAppStore.getState().globalError).toBeNull();
  });

  it('plan tiles show the server prices, fine print, offers and the broadband label', async () => {
    server(selections());
    await open();
    const basic = tile('Business Fios 300 Mbps');
    expect(within(basic).getByText('$69.00/mo')).toBeInTheDocument();
    expect(within(basic).getByText('Plus taxes, fees & equip. charges.')).toBeInTheDocument();
    expect(within(basic).getByText('Best for: Up to 10 devices')).toBeInTheDocument();
    // The plan's label opens in place under the tile: the server's figures, its identifier.
    expect(
      within(basic).getByText('Broadband Facts: Business Fiber 300 Mbps').closest('details'),
    ).not.toBeNull();
    expect(
      within(basic).getByRole('rowheader', { name: 'Monthly Price' }).nextSibling,
    ).toHaveTextContent('$69.00');
    expect(within(basic).getByText('F0000012345FIB3002Y')).toBeInTheDocument();
    expect(within(basic).getByRole('button', { name: 'Select' })).toBeEnabled();
    const gig = tile('Business Fios 1 Gig');
    expect(within(gig).getByText('$129.00/mo')).toBeInTheDocument();
    expect(within(gig).getByText('1 Gig')).toBeInTheDocument();
    expect(
      within(gig).getByText(
        'Get a prepaid card with 500 Mbps, 1 Gig or 2 Gig on a two-year agreement.',
      ),
    ).toBeInTheDocument();
    expect(
      within(gig).getByText('Router rental included. Two-year term that auto-renews.'),
    ).toBeInTheDocument();
  });

  it('a joint offer shows its reduced price beside the price the cart charges', async () => {
    const products = customizeProducts({
      jointOfferAvailResponse: {
        JointofferStatus: 'Y',
        OneGigSpeedPrice: '80.00',
        JointOfferPrice: '40.00',
      },
    });
    products.DataInfo.Plans = products.DataInfo.Plans.map((p) => ({
      ...p,
      JointOfferPrice: (Number(p.Price) - 40).toFixed(2),
    }));
    server(selections(), { 'PrdSelection/GetCustomizeProductsNew': () => products });
    await open();
    const basic = tile('Business Fios 300 Mbps');
    expect(within(basic).getByText('$69.00/mo')).toBeInTheDocument();
    expect(within(basic).getByText('$29.00/mo with the joint offer')).toBeInTheDocument();
  });

  it('selecting a speed plan without a bundle posts GetSelectedBundleInfo, then shows Selected plan', async () => {
    const s = server(selections(), {
      'PrdSelection/GetSelectedBundleInfo': () => {
        s.state.sel = selections({ services: 'data', bundleId: 'B300', internet: internetSel() });
        return bundleInfo('data');
      },
    });
    const user = userEvent.setup();
    await open();
    await user.click(
      within(tile('Business Fios 300 Mbps')).getByRole('button', { name: 'Select' }),
    );
    await waitFor(() =>
      expect(
        within(tile('Business Fios 300 Mbps')).getByRole('button', { name: 'Selected plan' }),
      ).toBeDisabled(),
    );
    const [call] = s.called('PrdSelection/GetSelectedBundleInfo');
    expect(new Headers(call?.init?.headers).get('Content-Type')).toContain(
      'application/x-www-form-urlencoded',
    );
    expect(form(call)).toEqual({
      ptype: 'data',
      planId: 'P300',
      bundleID: 'B300',
      contract: 'TwoYears',
    });
    expect(useAppStore.getState().servicesInCart).toBe('data');
  });

  it('with internet in the cart, another speed posts UpdateCart FIOSDATA DataPlanSelection', async () => {
    const s = server(selections({ services: 'data', internet: internetSel() }));
    const user = userEvent.setup();
    await open();
    await user.click(within(tile('Business Fios 1 Gig')).getByRole('button', { name: 'Select' }));
    await waitFor(() => expect(s.called('PrdConfig/UpdateCart')).toHaveLength(1));
    expect(json(s.called('PrdConfig/UpdateCart')[0])).toEqual({
      ProductType: 'FIOSDATA',
      fiOSDataModelPost: { DataPlanSelection: { NewID: 'P940' } },
    });
  });

  it('a router posts RouterSelection with the default old id; the tile then says Selected', async () => {
    const s = server(selections({ services: 'data', internet: internetSel() }), {
      'PrdConfig/UpdateCart': () => {
        s.state.sel = selections({
          services: 'data',
          internet: internetSel({ routerId: 'R-BUY' }),
        });
        return { Status: 'SUCCESS', ServicesInCart: 'data' };
      },
    });
    const user = userEvent.setup();
    await open();
    await user.click(screen.getByRole('button', { name: 'Internet extras' }));
    expect(
      screen.getByText('$25.00/mo for 12 months, last payment $24.99 ($299.99)'),
    ).toBeInTheDocument();
    // The own-router tile says what it costs where the others give their price, not its name again.
    const own = screen.getByText('No charge').closest('li')!;
    expect(within(own).getByRole('heading', { name: 'Business router' })).toBeInTheDocument();
    expect(screen.queryByText(/Use your own router/)).toBeNull();
    const buyTile = screen
      .getByText('$25.00/mo for 12 months, last payment $24.99 ($299.99)')
      .closest('li')!;
    await user.click(within(buyTile).getByRole('button', { name: 'Select router' }));
    await waitFor(() => expect(s.called('PrdConfig/UpdateCart')).toHaveLength(1));
    expect(json(s.called('PrdConfig/UpdateCart')[0])).toEqual({
      ProductType: 'FIOSDATA',
      fiOSDataModelPost: { RouterSelection: { OldID: '24816339', NewID: 'R-BUY' } },
    });
    // The section stays open with the other extras, and the focus goes to the chosen tile.
    await waitFor(() =>
      expect(within(buyTile).getByRole('button', { name: 'Selected' })).toBeDisabled(),
    );
    expect(screen.getByRole('button', { name: 'Internet extras' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await waitFor(() => expect(within(buyTile).getByRole('heading', { level: 4 })).toHaveFocus());
  });

  it('an installation choice keeps the section open and the focus on the checked radio', async () => {
    const products = customizeProducts();
    products.DataInfo.Products.installation = [
      ...products.DataInfo.Products.installation,
      {
        ...products.DataInfo.Products.installation[0]!,
        PrdID: 'INS-PRO',
        PrdName: 'Professional install',
        Price: '99.00',
      },
    ];
    const s = server(selections({ services: 'data', internet: internetSel() }), {
      'PrdSelection/GetCustomizeProductsNew': () => products,
      'PrdConfig/UpdateCart': () => {
        dropFocus();
        s.state.sel = selections({
          services: 'data',
          internet: internetSel({ installationId: 'INS-PRO' }),
        });
        return { Status: 'SUCCESS', ServicesInCart: 'data' };
      },
    });
    const user = userEvent.setup();
    await open();
    await user.click(screen.getByRole('button', { name: 'Internet extras' }));
    await user.click(screen.getByRole('radio', { name: /Professional install/ }));
    await waitFor(() => expect(s.called('PrdConfig/UpdateCart')).toHaveLength(1));
    expect(json(s.called('PrdConfig/UpdateCart')[0])).toEqual({
      ProductType: 'FIOSDATA',
      fiOSDataModelPost: { InstallationSelection: { NewID: 'INS-PRO' } },
    });
    const pro = screen.getByRole('radio', { name: /Professional install/ });
    await waitFor(() => expect(pro).toBeChecked());
    await waitFor(() => expect(pro).toHaveFocus());
    expect(document.activeElement).not.toBe(document.body);
    expect(screen.getByRole('button', { name: 'Internet extras' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('an extender + keeps the focus on +, and on − once + reaches the limit', async () => {
    const products = customizeProducts();
    products.DataInfo.Products.extenders = [
      { ...products.DataInfo.Products.extenders[0]!, MaxQuantity: 1 },
    ];
    const s = server(selections({ services: 'data', internet: internetSel() }), {
      'PrdSelection/GetCustomizeProductsNew': () => products,
      'PrdConfig/UpdateCart': () => {
        dropFocus();
        s.state.sel = selections({
          services: 'data',
          internet: internetSel({ extenders: [{ id: 'EXT', quantity: 1 }] }),
        });
        return { Status: 'SUCCESS', ServicesInCart: 'data' };
      },
    });
    const user = userEvent.setup();
    await open();
    await user.click(screen.getByRole('button', { name: 'Internet extras' }));
    await user.click(screen.getByRole('button', { name: /^Add one Wi-Fi extender/ }));
    await waitFor(() => expect(s.called('PrdConfig/UpdateCart')).toHaveLength(1));
    const less = screen.getByRole('button', { name: /^Remove one Wi-Fi extender/ });
    await waitFor(() => expect(less).toBeEnabled());
    // + reached the limit of 1 and is disabled: the focus is on −, not on the page.
    await waitFor(() => expect(less).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Internet extras' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('a premium channel box keeps the focus after the cart changes', async () => {
    const products = customizeProducts({
      Availability: { fiber: 'Y', hsi: 'N', tv: 'Y', phone: 'N', bdv: 'N' },
    });
    products.FiosTVInfo.Plans = [
      { ...products.DataInfo.Plans[0]!, ProductId: 'TV1', ProductName: 'Fios TV Test' },
    ];
    products.FiosTVInfo.Products.premiumChannels = [
      { ...products.DataInfo.Products.extenders[0]!, PrdID: 'HBO', PrdName: 'Movie channel' },
    ];
    const tvCart = (over: Parameters<typeof newTv>[1] = {}) =>
      selections({
        services: 'data+video',
        internet: internetSel(),
        tv: newTv('TV1', over),
      });
    const s = server(tvCart(), {
      'PrdSelection/GetCustomizeProductsNew': () => products,
      'PrdConfig/UpdateCart': () => {
        dropFocus();
        s.state.sel = tvCart({ premiumChannelIds: ['HBO'] });
        return { Status: 'SUCCESS', ServicesInCart: 'data+video' };
      },
    });
    const user = userEvent.setup();
    await open();
    await user.click(screen.getByRole('button', { name: 'TV' }));
    const box = screen.getByRole('checkbox', { name: /Movie channel/ });
    await user.click(box);
    await waitFor(() => expect(s.called('PrdConfig/UpdateCart')).toHaveLength(1));
    await waitFor(() => expect(box).toBeChecked());
    await waitFor(() => expect(box).toHaveFocus());
    expect(screen.getByRole('button', { name: 'TV' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('a TV plan keeps the TV section open and puts the focus on the chosen plan', async () => {
    const products = customizeProducts({
      Availability: { fiber: 'Y', hsi: 'N', tv: 'Y', phone: 'N', bdv: 'N' },
    });
    products.FiosTVInfo.Plans = [
      {
        ...products.DataInfo.Plans[0]!,
        ProductId: 'TV1',
        BundleId: 'BTV1',
        ProductName: 'Fios TV Test',
        ServiceType: 'TV',
        fccLabel: null,
      },
    ];
    const s = server(selections({ services: 'data', internet: internetSel() }), {
      'PrdSelection/GetCustomizeProductsNew': () => products,
      'PrdSelection/GetSelectedBundleInfo': () => {
        dropFocus();
        s.state.sel = selections({
          services: 'data+video',
          internet: internetSel(),
          tv: newTv('TV1'),
        });
        return bundleInfo('data+video');
      },
    });
    const user = userEvent.setup();
    await open();
    await user.click(screen.getByRole('button', { name: 'TV' }));
    await user.click(within(tile('Fios TV Test')).getByRole('button', { name: 'Select' }));
    await waitFor(() => expect(s.called('PrdSelection/GetSelectedBundleInfo')).toHaveLength(1));
    await waitFor(() =>
      expect(within(tile('Fios TV Test')).getByRole('heading', { level: 3 })).toHaveFocus(),
    );
    expect(screen.getByRole('button', { name: 'TV' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('the section buttons say what they add', async () => {
    server(selections({ services: 'data', internet: internetSel() }));
    await open();
    expect(screen.getByRole('button', { name: 'Internet extras' })).toHaveAccessibleDescription(
      'Add a router, a static IP, Wi-Fi extenders and more',
    );
    expect(screen.getByRole('button', { name: 'Internet' })).toHaveAccessibleDescription(
      'Choose your internet speed',
    );
  });

  it('the contract switch re-selects the bundle with MonthToMonth and shows those prices', async () => {
    const s = server(selections({ services: 'data', bundleId: 'B300', internet: internetSel() }), {
      'PrdSelection/GetSelectedBundleInfo': () => {
        dropFocus();
        return bundleInfo('data');
      },
    });
    const user = userEvent.setup();
    await open();
    expect(screen.getByRole('radio', { name: '2 year agreement' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'No annual contract' }));
    await waitFor(() => expect(s.called('PrdSelection/GetSelectedBundleInfo')).toHaveLength(1));
    expect(form(s.called('PrdSelection/GetSelectedBundleInfo')[0])).toEqual({
      ptype: 'data',
      contract: 'MonthToMonth',
      bundleID: 'B300',
      planId: 'P300',
    });
    expect(within(tile('Business Fios 300 Mbps')).getByText('$89.00/mo')).toBeInTheDocument();
    await waitFor(() =>
      expect(s.called('PrdSelection/GetCustomizeProductsNew').length).toBeGreaterThan(1),
    );
    // The switch was disabled while the cart changed; the focus is back on the chosen contract.
    await waitFor(() =>
      expect(screen.getByRole('radio', { name: 'No annual contract' })).toHaveFocus(),
    );
  });

  it('a bundle answer of Fail goes to the fallback page with NTE_PS_GETSELECTEDBUNDLEINFO', async () => {
    server(selections(), {
      'PrdSelection/GetSelectedBundleInfo': () => ({ data: 'Fail', message: 'no bundle' }),
    });
    const user = userEvent.setup();
    const router = await open();
    await user.click(
      within(tile('Business Fios 300 Mbps')).getByRole('button', { name: 'Select' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/lbo'));
    expect(router.state.location.search).toBe('?code=NTE_PS_GETSELECTEDBUNDLEINFO');
  });

  const line = bdvSel().lines[0]!;
  const ready = {
    services: 'data+bdv' as const,
    internet: internetSel({ routerId: 'R-RENT' }),
    bdv: bdvSel({ equipment: [{ id: 'D4', quantity: 1, addlHandset: 0 }] }),
  };
  it.each([
    [
      'routerNotChosen',
      'internetExtras',
      { ...ready, internet: internetSel(), bdv: bdvSel({ lines: [{ ...line, tn: '' }] }) },
    ],
    ['phoneIncomplete', 'bdv', { ...ready, bdv: bdvSel({ lines: [{ ...line, tn: '' }] }) }],
    ['equipmentNotAdded', 'bdv', { ...ready, bdv: bdvSel() }],
    ['featureSectionNotVisited', 'bdv', ready],
  ] as const)(
    'Continue: %s notification in its section, scrolled to and focused after 800 ms',
    async (key, section, sel) => {
      const scroll = vi.fn();
      Element.prototype.scrollIntoView = scroll;
      server(selections(sel));
      const user = userEvent.setup();
      const router = await open();
      const clicked = Date.now();
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      const alert = screen.getAllByRole('alert').find((a) => a.textContent);
      expect(alert?.textContent).toBe(copy.notifications[key]);
      expect(scroll).not.toHaveBeenCalled();
      await waitFor(() => expect(scroll).toHaveBeenCalledTimes(1), { timeout: 2000 });
      expect(Date.now() - clicked).toBeGreaterThanOrEqual(790);
      expect(scroll.mock.contexts[0]).toBe(document.getElementById(section));
      // The message stands in the section it concerns and takes the focus.
      expect(document.getElementById(section)).toContainElement(alert!);
      expect(alert).toHaveFocus();
      expect(router.state.location.pathname).toBe('/customize-order');
    },
  );

  it('Continue with everything ready goes to /checkout and logs', async () => {
    useAppStore.getState().setBdvSection('features');
    const s = server(selections(ready));
    const user = userEvent.setup();
    const router = await open();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
    await waitFor(() => {
      const logged = s
        .called('EventLog/Save')
        .map((c) => (json(c) as { eventName?: string }).eventName);
      expect(logged).toContain('Checkout_Button_Click');
    });
  });

  it('in the digital-link flow Continue goes to /save-cart', async () => {
    useAppStore.getState().setBdvSection('features');
    useAppStore.getState().setDigitalLinkFlow(true);
    server(selections(ready));
    const user = userEvent.setup();
    const router = await open();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/save-cart'));
  });
});
