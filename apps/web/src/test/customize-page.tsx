/** Renders the customise page over a routed fetch stub (tests only). */
import { screen } from '@testing-library/react';
import { expect } from 'vitest';
import type { CartSelections } from '@bizline/domain/wire/cart';
import type { FetchCall, routedFetch } from './address-fixtures';
import { renderRoutes, stubFetch } from './render-routes';
import { CustomizePage } from '../features/customize/CustomizePage';
import { cartDetails, customizeProducts } from './customize-fixtures';

/** A server whose cart selections the test changes; every call is recorded. */
export function server(initial: CartSelections, extra: Parameters<typeof routedFetch>[0] = {}) {
  const state = { sel: initial };
  const f = stubFetch({
    'PrdSelection/GetCustomizeProductsNew': () => customizeProducts(),
    'Cart/GetCartDetails': () => cartDetails(state.sel),
    'Cart/GetFloatingCart': () => ({}),
    'PrdConfig/UpdateCart': () => ({ Status: 'SUCCESS', ServicesInCart: state.sel.services }),
    ...extra,
  });
  return { ...f, state };
}

export function json(call: FetchCall | undefined): unknown {
  return JSON.parse(String(call?.init?.body));
}

export function form(call: FetchCall | undefined): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(String(call?.init?.body)));
}

export async function open() {
  // The page alone (a feature does not import the app); the targets of its navigation are stubs.
  const { router } = renderRoutes(
    [
      { path: '/customize-order', Component: CustomizePage },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: ['/customize-order'] },
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Build your business plan' })).toBeVisible();
  // The plan data and the cart are loaded once the contract switch shows.
  await screen.findByRole('radio', { name: '2 year agreement' }, { timeout: 5000 });
  return router;
}

export function tile(name: string) {
  return screen.getByRole('heading', { level: 3, name }).closest('li') as HTMLElement;
}
