import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import { routedFetch } from './address-fixtures';

type MemoryRouterOptions = Parameters<typeof createMemoryRouter>[1];

/**
 * Render some routes (a page and stubs for where it may go) in a memory router, with a fresh
 * react-query client that does not retry, as App.tsx provides them.
 */
export function renderRoutes(routes: RouteObject[], options: MemoryRouterOptions) {
  const router = createMemoryRouter(routes, options);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, client, ...view };
}

/** Stub the global fetch with a routed fetch (address-fixtures' routedFetch); calls recorded. */
export function stubFetch(routes: Parameters<typeof routedFetch>[0]) {
  const f = routedFetch(routes);
  vi.stubGlobal('fetch', vi.fn(f.fn));
  return f;
}
