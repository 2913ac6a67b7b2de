import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_PUBLIC_CONFIG } from '../../shared/default-config';
import { useAppStore } from '../../shared/store/app-store';
import { renderApp } from '../../test/render';
import { BROWSER_BANNER_IGNORED_KEY, isOutdatedBrowser } from './BrowserBanner';

const { brand } = DEFAULT_PUBLIC_CONFIG;

async function ready(path = '/') {
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 1 });
  return view;
}

beforeEach(() => {
  useAppStore.getState().clearAll();
});

describe('header', () => {
  it('has the skip link first, the logo to the provider site and the accessibility link', async () => {
    await ready();
    const banner = screen.getByRole('banner');
    const links = within(banner).getAllByRole('link');
    expect(links[0]).toHaveAccessibleName('Skip to main content');
    expect(links[0]).toHaveAttribute('href', '#main');
    expect(
      within(banner).getByRole('link', {
        name: new RegExp(`^${brand.logoAlt} ?\\(opens the ${brand.companyName} website\\)$`),
      }),
    ).toHaveAttribute('href', brand.siteUrl);
    expect(
      within(banner).getByRole('link', {
        name: /^Accessibility ?\(opens the .* website\)$/,
      }),
    ).toHaveAttribute('href', brand.accessibilityUrl);
    expect(
      within(banner).getByRole('button', { name: 'Frequently asked questions' }),
    ).toBeInTheDocument();
  });

  it('the skip link moves focus to the main landmark without leaving the page', async () => {
    const user = userEvent.setup();
    const { router } = await ready('/save-cart');
    await user.tab();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
    expect(router.state.location.pathname).toBe('/save-cart');
  });

  it.each(['/lq', '/price-plan', '/bulk-address-upload'])(
    'hides the FAQ link on %s',
    async (path) => {
      await ready(path);
      expect(
        screen.queryByRole('button', { name: 'Frequently asked questions' }),
      ).not.toBeInTheDocument();
    },
  );

  it('hides the FAQ link when a saved-cart error is set', async () => {
    await ready('/save-cart');
    expect(screen.getByRole('button', { name: 'Frequently asked questions' })).toBeInTheDocument();
    act(() => useAppStore.getState().setSavedCartError(true));
    await waitFor(() =>
      expect(
        screen.queryByRole('button', { name: 'Frequently asked questions' }),
      ).not.toBeInTheDocument(),
    );
  });
});

describe('FAQ dialog', () => {
  it('opens with its four topics, closes with Escape and gives focus back', async () => {
    const user = userEvent.setup();
    await ready();
    const trigger = screen.getByRole('button', { name: 'Frequently asked questions' });
    await user.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Frequently asked questions' });
    const topics = within(dialog)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(topics).toEqual([
      'Can I save my order and finish it later?',
      'What do I need to submit my order?',
      'When will my service arrive?',
      'When will I get my first bill?',
    ]);
    expect(within(dialog).getByText(/personal credit check/)).toBeInTheDocument();
    expect(within(dialog).getByText(/subject to availability/)).toBeInTheDocument();
    expect(
      within(dialog).getByText(/two to three weeks after your service is connected/),
    ).toBeInTheDocument();
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('closes with its close button', async () => {
    const user = userEvent.setup();
    await ready();
    await user.click(screen.getByRole('button', { name: 'Frequently asked questions' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('footer', () => {
  it.each(['/confirmation', '/order-status', '/confirmation-contact-rep'])(
    'leaves out the save-cart prompt after the order (%s)',
    async (path) => {
      await ready(path);
      const footer = screen.getByRole('contentinfo');
      expect(footer).not.toHaveTextContent(/Save your cart/);
      expect(within(footer).getByText(/30-day money-back guarantee/)).toBeInTheDocument();
    },
  );

  it('has logo, trust badge, save-cart prompt, guarantee and copyright', async () => {
    await ready();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('img', { name: brand.companyName })).toBeInTheDocument();
    expect(
      within(footer).getByRole('link', {
        name: /^Secure ordering ?\(opens the .* website\)$/,
      }),
    ).toHaveAttribute('href', brand.trustBadgeUrl);
    expect(
      within(footer).getByText(/The saved cart link is valid for ten days\./),
    ).toBeInTheDocument();
    expect(
      within(footer).getByText(
        /30-day money-back guarantee: 30 days after installation, two-year contract only/,
      ),
    ).toBeInTheDocument();
    expect(
      within(footer).getByText(
        `© ${new Date().getFullYear()} ${brand.companyName}. All rights reserved.`,
      ),
    ).toBeInTheDocument();
  });
});

describe('footer on the staff pages', () => {
  it('leaves out the customer offers (save your cart, money-back guarantee)', async () => {
    await ready('/staff/sign-in');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('img', { name: brand.companyName })).toBeInTheDocument();
    expect(within(footer).queryByText(/saved cart link/)).toBeNull();
    expect(within(footer).queryByText(/money-back guarantee/)).toBeNull();
  });
});

describe('global error bar', () => {
  it('shows the server message, or the generic text, and closes', async () => {
    const user = userEvent.setup();
    await ready();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    act(() => useAppStore.getState().showGlobalError('The cart could not be updated.'));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('The cart could not be updated.'),
    );
    act(() => useAppStore.getState().showGlobalError());
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Something went wrong. Please refresh the page.',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Close error message' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('can be forced with ?forceErrorBar=1', async () => {
    await ready('/?forceErrorBar=1');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong. Please refresh the page.',
    );
  });
});

describe('out-of-date browser banner', () => {
  it('is not shown in a current browser', async () => {
    expect(isOutdatedBrowser()).toBe(false);
    await ready();
    expect(screen.queryByText('Your web browser is out of date.')).not.toBeInTheDocument();
  });

  it('detects a browser missing modern features', () => {
    const old = { ...globalThis, structuredClone: undefined } as unknown as typeof globalThis;
    expect(isOutdatedBrowser(old)).toBe(true);
    const noSegmenter = { ...globalThis, Intl: {} } as unknown as typeof globalThis;
    expect(isOutdatedBrowser(noSegmenter)).toBe(true);
  });

  it('Ignore hides it for the rest of the visit', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/?forceBrowserBanner=1');
    await ready('/?forceBrowserBanner=1');
    expect(screen.getByText('Your web browser is out of date.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ignore' }));
    await waitFor(() =>
      expect(screen.queryByText('Your web browser is out of date.')).not.toBeInTheDocument(),
    );
    expect(sessionStorage.getItem(BROWSER_BANNER_IGNORED_KEY)).toBe('Y');
    window.history.replaceState(null, '', '/');
  });
});

describe('lost-business page', () => {
  it('explains a known code and offers a way back', async () => {
    await ready('/lbo?code=NTE_PC_GETFLOATCART');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      "Sorry, we couldn't continue with your order",
    );
    expect(screen.getByText("We couldn't load the summary of your cart.")).toBeInTheDocument();
    // The code is for the logs and the console, never the customer.
    expect(document.body).not.toHaveTextContent(/NTE_|Reference/);
    expect(screen.getByRole('link', { name: 'Start a new order' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Call (800) 555-0142' })).toHaveAttribute(
      'href',
      'tel:+18005550142',
    );
  });

  it.each(['/lbo?code=NTE_Nonsense', '/lbo', '/lbo?code='])(
    'treats %s as NTE_GenericError',
    async (path) => {
      await ready(path);
      expect(
        screen.getByText("Something went wrong and we couldn't continue with your order."),
      ).toBeInTheDocument();
      expect(document.body).not.toHaveTextContent(/NTE_/);
    },
  );

  it('forgives letter case in the code', async () => {
    await ready('/lbo?code=nte_co_submitorder');
    expect(screen.getByText(/We couldn't submit your order\./)).toBeInTheDocument();
  });

  it('tells an S2SLBO address the sales team sells it, with a call-back and the sales line', async () => {
    await ready('/lbo?code=NTE_OLQ_S2SLBO');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      "Let's set up your order together",
    );
    expect(
      screen.getByText(
        "Service at this address is set up by our business sales team, so it can't be ordered online.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Request a call-back' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Call (800) 555-0142' })).toHaveAttribute(
      'href',
      'tel:+18005550142',
    );
    // Neither an outage nor an internal code.
    expect(document.body).not.toHaveTextContent(/couldn't check|NTE_|Reference/);
  });
});

describe('landmarks', () => {
  it('has one banner, one main and one contentinfo', async () => {
    await ready();
    expect(screen.getAllByRole('banner')).toHaveLength(1);
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(screen.getAllByRole('contentinfo')).toHaveLength(1);
  });
});
