import { stripDashes } from '@bizline/domain/format';
import type { AddressSuggestion, AvailabilityRequest } from '@bizline/domain/wire/entry';
import { useAppStore } from '../../shared/store/app-store';
import type { EntryUnit } from '../../shared/store/entry-slice';

/** Bizline runs the AB logic 'B' (bundle recommendation on); decision record. */
const AB_LOGIC_VALUE = 'Y';

export const unitText = (unit: EntryUnit | null): string =>
  unit === null ? '' : typeof unit === 'string' ? unit : unit.unit;

/** The availability request for an address, from what the visitor entered. */
export function buildAvailabilityBody(a: AddressSuggestion): AvailabilityRequest {
  const st = useAppStore.getState();
  const unit = st.unit;
  const unitDetail = unit && typeof unit !== 'string' ? unit : null;
  const digits = stripDashes(st.phone);
  return {
    zipCode: a.ZipCode,
    city: a.CommunityName,
    state: a.State,
    houseNumber: a.HouseNumber,
    streetName: a.StreetName,
    streetAddress: a.ParsedRawString,
    AddressID: unitDetail ? unitDetail.addressId : a.AddressId,
    BaseAddressID: a.BaseAddressId || a.AddressId,
    ...(unitDetail ? { SublocationId: unitDetail.addressId } : {}),
    unit: unitText(unit) || undefined,
    TelephNoLQ: digits,
    VZWTN: digits,
    EmailLQ: st.email,
    GUID: st.visitId,
    page_URL: typeof location === 'undefined' ? undefined : location.href.slice(0, 2000),
    EntryPoint: st.bannerId || undefined,
    cmpCode: st.fiberCmp || undefined,
    campaign_Id: st.wirelessCmp || undefined,
    ABLogicValue: AB_LOGIC_VALUE,
    ...(st.salesAgent
      ? {
          myLinkCollataeral: {
            SalesAgentId: st.salesAgent.salesagentid,
            VendorSalesLoc: st.salesAgent.vendorsalesloc,
            MyLinkId: st.salesAgent.mylinkid,
          },
        }
      : {}),
  };
}
