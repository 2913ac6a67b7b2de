import type { RouteId, SpecStage } from '@bizline/domain/routes';

/** Carried by every page route (`handle`), read with useMatches(). */
export interface RouteHandle {
  routeId: RouteId;
  stage: SpecStage;
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'routeId' in value && 'stage' in value;
}
