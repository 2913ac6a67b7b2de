/**
 * The storefront's one server-data cache (@tanstack/react-query) and the provider around the
 * parts that use it. Pages and dialogs that read server data load this module with their own
 * chunk (app/routes.tsx, RootLayout), so the entry route (the address page, which needs no cache)
 * does not download the query library: it keeps the entry route under its 150 KB budget.
 */
import type { ComponentType } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';

export const queryClient = new QueryClient({
  defaultOptions: {
    // The HTTP client already retries what is worth retrying (decision 002).
    queries: { retry: false, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});

/** `Component` inside the shared cache's provider (every wrapper shares the one client). */
export function withQueryClient<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function WithQueryClient(props: P) {
    return (
      <QueryClientProvider client={queryClient}>
        <Component {...props} />
      </QueryClientProvider>
    );
  }
  WithQueryClient.displayName = `WithQueryClient(${Component.displayName ?? Component.name})`;
  return WithQueryClient;
}
