import { routeQualification } from '@bizline/domain/qualification-routing';
import type { AvailabilityRequest, BulkResultItem } from '@bizline/domain/wire/entry';
import { ENTRY_CALLS } from '@bizline/domain/wire/entry/calls';
import { stripDashes } from '@bizline/domain/format';
import { api } from '../../shared/api/client';
import { useAppStore } from '../../shared/store/app-store';

type Navigate = (to: string, options?: { state?: unknown }) => unknown;

/**
 * 'Start an order' on a bulk result: qualifies that address as the address page
 * does (CheckAvailability opens the cart), keeps the answer as the address page keeps it, and
 * goes where routeQualification says (/customize-order for a fiber address, or the outcome's
 * page). An outcome that needs the visitor's answer first (a chooser or a modal) opens the
 * address page.
 */
export async function startOrder(item: BulkResultItem, navigate: Navigate): Promise<void> {
  if (!item.addressId || !item.zipCode) {
    await navigate('/');
    return;
  }
  const st = useAppStore.getState();
  const body: AvailabilityRequest = {
    zipCode: item.zipCode,
    AddressID: item.addressId,
    ...(st.phone ? { TelephNoLQ: stripDashes(st.phone) } : {}),
    ...(st.email ? { EmailLQ: st.email } : {}),
    GUID: st.visitId,
  };
  const r = await api.call(ENTRY_CALLS.checkAvailability, body);
  // The bulk address replaces whatever the address form held; the service address is the
  // qualification's LQPost.Address.
  st.resetAddressForm();
  if (r.LQPost.EPSessionID) st.setCartId(r.LQPost.EPSessionID);
  st.setAvailability(r);
  st.setPendingOrder(r.HasPendingOrder);
  const decision = routeQualification(r.HasPendingOrder, r, {
    fourGRedirect: r.Qualified_4g === 'true' || r.Qualified4GHome === 'true',
    alreadyRedirected: true,
    wirelessMode: 'page',
    hasAddressId: true,
    hasPriorAddress: true,
  });
  st.setExistingCustomer(decision.derived.existingCustomer);
  const o = decision.outcome;
  if (o.kind === 'navigate') await navigate(o.to, o.state ? { state: o.state } : undefined);
  else if (o.kind === 'wireless')
    await navigate(o.page, { state: { redirectUrl: o.url, prevPage: 'LQ' } });
  else await navigate('/');
}
