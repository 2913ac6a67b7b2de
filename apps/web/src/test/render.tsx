import type { Features } from '@bizline/domain/app-config';
import { buildRoutes } from '../app/routes';
import { DEFAULT_PUBLIC_CONFIG } from '../shared/default-config';
import { renderRoutes } from './render-routes';

/** Render the whole app (layout and routes) at a path, as the browser router would. */
export function renderApp(
  path = '/',
  features: Partial<Features> = DEFAULT_PUBLIC_CONFIG.features,
) {
  // As App.tsx does: pages read server data through react-query.
  return renderRoutes(buildRoutes(features), { initialEntries: [path] });
}
