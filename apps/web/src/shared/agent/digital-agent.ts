/**
 * Digital agent mode: on with the digitalagent query parameter or
 * enableDigitalLink=Y, for a signed-in agent or staff member. The flag is the customise slice's
 * digitalLinkFlow (kept in sessionStorage with the store): Continue from customise then goes to
 * /save-cart, which shows the agent version; print, live chat and the Change link are hidden.
 */
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { DIGITAL_AGENT_QUERY_PARAM } from '@bizline/domain/wire/agent';
import { STAFF_CALLS } from '@bizline/domain/wire/staff/calls';
import { isApiError } from '../api/api-error';
import { api } from '../api/client';
import { useAppStore } from '../store/app-store';

/** Written out (checked against the wire contracts) so the zod schemas stay out of the chunk. */
const PARAM: typeof DIGITAL_AGENT_QUERY_PARAM = 'digitalagent';
const ENABLE_PARAM = 'enableDigitalLink';

/** The staff account query (shared key with the staff pages). */
export const STAFF_ME_QUERY_KEY = ['staff', 'me'] as const;

export function fetchStaffMe() {
  // The staff session is the cookie; no token refresh on a 401 (decision 015).
  return api.call(STAFF_CALLS.me);
}

/**
 * What a query string says about agent mode: true to turn it on (digitalagent present with any
 * value but N/false/0, or enableDigitalLink=Y), false to turn it off (digitalagent=N), null when
 * it says nothing. Parameter names in any case, like the entry parameters.
 */
export function readDigitalAgentFlag(search: string): boolean | null {
  let result: boolean | null = null;
  for (const [key, raw] of new URLSearchParams(search)) {
    const name = key.toLowerCase();
    const value = raw.trim().toUpperCase();
    if (name === PARAM.toLowerCase()) result = !['N', 'FALSE', '0'].includes(value);
    else if (name === ENABLE_PARAM.toLowerCase() && value === 'Y') result = true;
  }
  return result;
}

/** The sign-in page that comes back to `path` afterwards. */
function agentSignInPath(path: string): string {
  return `/staff/sign-in?next=${encodeURIComponent(path)}`;
}

/**
 * Read the flag from the URL on every navigation; while agent mode is on, a visitor who is not
 * signed in as staff is sent to the staff sign-in, which returns here. Staff pages are left alone.
 */
export function useDigitalAgentMode(): boolean {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const on = useAppStore((s) => s.digitalLinkFlow);
  const setFlow = useAppStore((s) => s.setDigitalLinkFlow);
  const fromUrl = readDigitalAgentFlag(search);
  const active = fromUrl ?? on;
  const staffPage = pathname.startsWith('/staff');

  useEffect(() => {
    if (fromUrl !== null && fromUrl !== on) setFlow(fromUrl);
  }, [fromUrl, on, setFlow]);

  // A plain call rather than a query hook: this runs on every route, the entry route included,
  // whose JavaScript budget has no room for the query library's hook (DESIGN.md).
  useEffect(() => {
    if (!active || staffPage) return;
    let cancelled = false;
    fetchStaffMe().catch((e: unknown) => {
      if (!cancelled && isApiError(e) && e.status === 401) {
        void navigate(agentSignInPath(`${pathname}${search}`), { replace: true });
      }
    });
    return () => {
      cancelled = true;
    };
  }, [active, staffPage, navigate, pathname, search]);
  return active;
}
