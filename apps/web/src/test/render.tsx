import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Features } from '@bizline/domain/app-config';
import { buildRoutes } from '../app/routes';
import { DEFAULT_PUBLIC_CONFIG } from '../shared/default-config';

/** Render the whole app (layout and routes) at a path, as the browser router would. */
export function renderApp(
  path = '/',
  features: Partial<Features> = DEFAULT_PUBLIC_CONFIG.features,
) {
  const router = createMemoryRouter(buildRoutes(features), { initialEntries: [path] });
  // As App.tsx does: pages read server data through react-query.
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, ...view };
}
