/** Renders the customise page over a routed fetch stub (tests only). */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect, vi } from 'vitest';
import type { CartSelections } from '@bizline/domain/wire/cart';
import { routedFetch, type FetchCall } from '../../test/address-fixtures';
import { CustomizePage } from './CustomizePage';
import { cartDetails, customizeProducts } from './test-fixtures';

/** A server whose cart selections the test changes; every call is recorded. */
export function server(initial: CartSelections, extra: Parameters<typeof routedFetch>[0] = {}) {
  const state = { sel: initial };
  const f = routedFetch({
    'PrdSelection/GetCustomizeProductsNew': () => customizeProducts(),
    'Cart/GetCartDetails': () => cartDetails(state.sel),
    'Cart/GetFloatingCart': () => ({}),
    'PrdConfig/UpdateCart': () => ({ Status: 'SUCCESS', ServicesInCart: state.sel.services }),
    ...extra,
  });
  vi.stubGlobal('fetch', vi.fn(f.fn));
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
  const router = createMemoryRouter(
    [
      { path: '/customize-order', Component: CustomizePage },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: ['/customize-order'] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Build your business plan' })).toBeVisible();
  // The plan data and the cart are loaded once the contract switch shows.
  await screen.findByRole('radio', { name: '2 year agreement' }, { timeout: 5000 });
  return router;
}

export function tile(name: string) {
  return screen.getByRole('heading', { level: 3, name }).closest('li') as HTMLElement;
}
