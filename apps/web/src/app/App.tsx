import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { ErrorBoundary } from '../shared/analytics/ErrorBoundary';
import { ErrorFallback } from '../shared/ui/ErrorFallback';

const queryClient = new QueryClient({
  defaultOptions: {
    // The HTTP client already retries what is worth retrying (decision 002).
    queries: { retry: false, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});

interface Props {
  router: ReturnType<typeof createBrowserRouter>;
}

export function App({ router }: Props) {
  return (
    <ErrorBoundary
      fallback={
        <main id="main" tabIndex={-1}>
          <ErrorFallback />
        </main>
      }
    >
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
