import { RouterProvider, type createBrowserRouter } from 'react-router';
import { ErrorBoundary } from '../shared/analytics/ErrorBoundary';
import { ErrorFallback } from '../shared/ui/ErrorFallback';

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
      {/* The server-data cache comes with the pages that use it (shared/query). */}
      <RouterProvider router={router} />
    </ErrorBoundary>
  );
}
