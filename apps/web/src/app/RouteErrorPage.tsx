import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { reportError } from '../shared/analytics/analytics';
import { ErrorFallback } from '../shared/ui/ErrorFallback';

interface Props {
  /** Rendered in place of the whole layout (the layout itself failed): provide the landmark. */
  standalone?: boolean;
}

/** The router's errorElement: posts the render error (eventType 'Error', 002 §8) and offers a way back. */
export function RouteErrorPage({ standalone = false }: Props) {
  const error = useRouteError();
  useEffect(() => {
    reportError(error, `route ${window.location.pathname}`);
  }, [error]);
  return standalone ? (
    <main id="main" tabIndex={-1}>
      <ErrorFallback />
    </main>
  ) : (
    <ErrorFallback />
  );
}
