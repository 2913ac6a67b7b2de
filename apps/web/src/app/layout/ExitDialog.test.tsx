import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PUBLIC_CONFIG } from '../../shared/default-config';
import { useAppStore } from '../../shared/store/app-store';
import { axeViolations } from '../../shared/referral/axe-violations';
import { renderApp } from '../../test/render';
import { exitNavigation } from './ExitDialog';

const { brand } = DEFAULT_PUBLIC_CONFIG;
const TITLE = 'Do you want to save the cart?';

/** Records whether the app stopped a click, and stops jsdom from trying to navigate. */
function watchClicks() {
  const seen: boolean[] = [];
  const listener = (event: MouseEvent) => {
    seen.push(event.defaultPrevented);
    event.preventDefault();
  };
  document.addEventListener('click', listener);
  return { seen, stop: () => document.removeEventListener('click', listener) };
}

async function ready(path = '/') {
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 1 });
  return view;
}

let clicks: ReturnType<typeof watchClicks>;
beforeEach(() => {
  useAppStore.getState().clearAll();
  clicks = watchClicks();
});
afterEach(() => {
  clicks.stop();
  vi.restoreAllMocks();
});

describe('exit dialog', () => {
  it('asks a visitor with a cart who leaves by the logo; Save cart opens /save-cart', async () => {
    const user = userEvent.setup();
    useAppStore.getState().setCartId('EP-1');
    const leave = vi.spyOn(exitNavigation, 'leave').mockImplementation(() => undefined);
    const { router } = await ready();
    await user.click(
      within(screen.getByRole('banner')).getByRole('link', {
        name: new RegExp(`^${brand.logoAlt} ?\\(opens`),
      }),
    );
    expect(clicks.seen).toEqual([true]);
    const dialog = await screen.findByRole('dialog', { name: TITLE });
    expect(within(dialog).getByRole('button', { name: 'No' })).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Save cart' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/save-cart'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(leave).not.toHaveBeenCalled();
  });

  it("'No' goes on to the outside link; Escape stays", async () => {
    const user = userEvent.setup();
    useAppStore.getState().setCartId('EP-1');
    const leave = vi.spyOn(exitNavigation, 'leave').mockImplementation(() => undefined);
    await ready();
    const footer = screen.getByRole('contentinfo');
    await user.click(within(footer).getByRole('link', { name: /Secure ordering/ }));
    await screen.findByRole('dialog', { name: TITLE });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(leave).not.toHaveBeenCalled();

    await user.click(
      within(screen.getByRole('banner')).getByRole('link', {
        name: new RegExp(`^${brand.logoAlt} ?\\(opens`),
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: TITLE });
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(leave).toHaveBeenCalledWith(brand.siteUrl);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('lets a visitor without a cart leave without asking', async () => {
    const user = userEvent.setup();
    await ready();
    await user.click(
      within(screen.getByRole('banner')).getByRole('link', {
        name: new RegExp(`^${brand.logoAlt} ?\\(opens`),
      }),
    );
    expect(clicks.seen).toEqual([false]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('does not ask on the save-cart page itself', async () => {
    const user = userEvent.setup();
    useAppStore.getState().setCartId('EP-1');
    await ready('/save-cart');
    await user.click(
      within(screen.getByRole('banner')).getByRole('link', {
        name: new RegExp(`^${brand.logoAlt} ?\\(opens`),
      }),
    );
    expect(clicks.seen).toEqual([false]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
