/**
 * The selections of a new cart: two-year contract (001 §9 default '2 year agreement'),
 * no bundle, no service, nothing chosen, contract agreement not yet checked nor accepted; and of
 * a service just chosen (newInternet, newTv, newPhone, newBdv).
 */
import { CONTRACT, DEFAULT_TV_CHANNEL_INFO } from '../constants';
import type { CartSelections } from '../wire/cart';

export function emptySelections(): CartSelections {
  return {
    contract: CONTRACT.twoYears,
    bundleId: '',
    services: '',
    internet: null,
    tv: null,
    phone: null,
    bdv: null,
    contractAgreement: { IsChecked: 'N', IsAccepted: 'N' },
  };
}

type Internet = NonNullable<CartSelections['internet']>;
type Tv = NonNullable<CartSelections['tv']>;
type Phone = NonNullable<CartSelections['phone']>;
type Bdv = NonNullable<CartSelections['bdv']>;

/** Internet just chosen: the plan, nothing else yet (no router, extras or listing). */
export function newInternet(planId: string, over: Partial<Internet> = {}): Internet {
  return {
    planId,
    routerId: '',
    extenders: [],
    additionalRouters: [],
    installationId: '',
    staticIpId: '',
    techTeamId: '',
    techTeamUser: null,
    cloudStorageId: '',
    premiumSupportId: '',
    localListingId: '',
    businessListing: null,
    videoMeeting: null,
    jointOffer: false,
    ...over,
  };
}

/** TV just chosen: the plan, local channels, nothing else. */
export function newTv(planId: string, over: Partial<Tv> = {}): Tv {
  return {
    planId,
    viewingOptionId: '',
    equipment: [],
    premiumChannelIds: [],
    recordingId: '',
    channelType: DEFAULT_TV_CHANNEL_INFO,
    ...over,
  };
}

/**
 * What standard phone and BDV both start with: the plan, no lines yet, no equipment, listing,
 * maintenance or fax line.
 */
function newVoice(planId: string) {
  return {
    planId,
    lines: [],
    equipment: [],
    directoryListingId: '',
    listingInfo: null,
    maintenanceId: '',
    faxLines: 0,
  };
}

/** Standard phone just chosen: the plan on its lines, nothing else. */
export function newPhone(planId: string, over: Partial<Phone> = {}): Phone {
  return {
    ...newVoice(planId),
    powerReserve: false,
    batteryId: '',
    premiumSupportId: '',
    ...over,
  };
}

/** BDV just chosen: the plan on its lines, nothing else. */
export function newBdv(planId: string, over: Partial<Bdv> = {}): Bdv {
  return {
    ...newVoice(planId),
    featureIds: [],
    enhanced: { IsChecked: 'N', IsAccepted: 'N' },
    videoMeeting: null,
    ...over,
  };
}
