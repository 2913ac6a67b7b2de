/**
 * Landing analytics: a visit that arrives from a campaign or partner link is reported
 * after a delay, so only visitors who stay are counted:
 *   - source=FIOSAPI (the partner API landing): after 7 s, with the simulated qualified flags
 *     (4G, LTE, fiber true; C-band, HSI, 5G false);
 *   - scartid (a saved-cart link): retrieve saved cart landing after 10 s;
 *   - cid (the customer id the abandoned-cart links carry; bizline's reading): abandoned cart
 *     landing after 10 s;
 *   - SMBBANNERID (a banner campaign): SMB banner landing after 10 s.
 * The query parameters are read once, on load.
 */
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import {
  ANALYTICS_EVENTS,
  API_LANDING_EVENT_DELAY_MS,
  EXTERNAL_LANDING_QUALIFIED_FLAGS,
  LANDING_EVENT_DELAY_MS,
  type AnalyticsEventName,
} from '@bizline/domain/constants';
import { logEvent, pushPageData } from '../analytics/analytics';

const FIOS_API_SOURCE = 'FIOSAPI';

export interface LandingEvent {
  name: AnalyticsEventName;
  delayMs: number;
  data: Record<string, unknown>;
}

function param(params: URLSearchParams, name: string): string | null {
  // Links in the wild spell the names in either case (scartid / scartId, cid / Cid).
  const wanted = name.toLowerCase();
  for (const [key, value] of params) {
    if (key.toLowerCase() === wanted && value.trim() !== '') return value.trim();
  }
  return null;
}

/** The landing events a query string calls for, with their delays. */
export function landingEventsFor(search: string): LandingEvent[] {
  const params = new URLSearchParams(search);
  const events: LandingEvent[] = [];
  const source = param(params, 'source');
  if (source?.toUpperCase() === FIOS_API_SOURCE) {
    events.push({
      name: ANALYTICS_EVENTS.fiosApiLanding,
      delayMs: API_LANDING_EVENT_DELAY_MS,
      data: { source: FIOS_API_SOURCE, qualifiedFlags: { ...EXTERNAL_LANDING_QUALIFIED_FLAGS } },
    });
  }
  const cartId = param(params, 'scartid');
  if (cartId) {
    events.push({
      name: ANALYTICS_EVENTS.retrieveSavedCartLanding,
      delayMs: LANDING_EVENT_DELAY_MS,
      data: { scartid: cartId },
    });
  }
  const cid = param(params, 'cid');
  if (cid) {
    events.push({
      name: ANALYTICS_EVENTS.abandonedCartLanding,
      delayMs: LANDING_EVENT_DELAY_MS,
      data: { cid },
    });
  }
  const banner = param(params, 'SMBBANNERID');
  if (banner) {
    events.push({
      name: ANALYTICS_EVENTS.smbBannerLanding,
      delayMs: LANDING_EVENT_DELAY_MS,
      data: { SMBBANNERID: banner },
    });
  }
  return events;
}

/** Sends the landing events of the URL the visit started with (mounted once, in the layout). */
export function useLandingEvents(): void {
  const { pathname, search } = useLocation();
  const first = useRef({ pathname, search });
  useEffect(() => {
    const { pathname: page, search: query } = first.current;
    const timers = landingEventsFor(query).map((event) =>
      setTimeout(() => {
        pushPageData({ pageName: page, events: [event.name], ...event.data });
        void logEvent({
          eventType: 'Landing',
          eventName: event.name,
          pageName: page,
          logs: event.data,
        });
      }, event.delayMs),
    );
    return () => timers.forEach(clearTimeout);
  }, []);
}
