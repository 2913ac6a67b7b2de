/**
 * Every entry-stage call: method, path under the API base, whether it needs the
 * Bearer token and, as types only, what it takes and answers. No zod at runtime, so the entry
 * route's chunk can use it; the server validates with the schemas beside it.
 */
import { call } from '../call';
import type * as ad from './address';
import type * as av from './availability';
import type * as b from './blocks';
import type * as f from './forms';

export const ENTRY_CALLS = {
  zipList: call<b.ZipListQuery, b.ZipListResponse>('GET', 'Address/GetZipList'),
  fiberQualifiedZip: call<b.FiberQualifiedZipQuery, b.FiberQualifiedZipResponse>(
    'GET',
    'Address/IsFiberQualifiedZip',
  ),
  streetAddresses: call<ad.StreetAddressesQuery, ad.StreetAddressesResponse>(
    'GET',
    'Address/GetStreetAddresses',
  ),
  baseAddresses: call<ad.BaseAddressesQuery, ad.BaseAddressesResponse>(
    'GET',
    'Address/GetBaseAddresses',
  ),
  units: call<ad.UnitsQuery, ad.UnitsResponse>('GET', 'Address/GetUnits'),
  unitsByLocus: call<ad.UnitsByLocusQuery, ad.UnitsByLocusResponse>(
    'GET',
    'Address/GetUnitsByLocus',
  ),
  locusByLocation: call<ad.LocusByLocationBody, ad.LocusByLocationResponse>(
    'POST',
    'Address/GetLocusByLocation',
  ),
  hasPendingOrder: call<av.AvailabilityRequest, av.PendingOrderResponse>(
    'POST',
    'Qualify/HasPendingOrder',
  ),
  /** Query BDVCETC=N&cetctest=N; both optional, Y or N. */
  doLoopQualification: call<av.AvailabilityRequest, av.AvailabilityResponse>(
    'POST',
    'Qualify/DoLoopQualification',
  ),
  checkAvailability: call<av.AvailabilityRequest, av.AvailabilityResponse>(
    'POST',
    'Qualify/CheckAvailability',
  ),
  checkAvailabilityWithQuotes: call<av.AvailabilityRequest, av.AvailabilityResponse>(
    'POST',
    'Qualify/CheckAvailabilityWithQuotes',
  ),
  qualificationDetails: call<f.QualificationDetailsQuery, f.QualificationDetailsResponse>(
    'GET',
    'Qualify/GetQualificationDetails',
  ),
  jointOffer: call<f.JointOfferQuery, f.JointOfferResponse>('GET', 'Qualify/GetJointOffer'),
  wirelessOfferEligibility: call<
    f.WirelessOfferEligibilityQuery,
    f.WirelessOfferEligibilityResponse
  >('GET', 'Checkout/GetVZWOfferEligibility'),
  /** Session cookie optional; no token (also used by later stages' forms). */
  emailPreValidation: call<f.EmailPreValidationBody, f.EmailPreValidationResponse>(
    'POST',
    'Qualify/EmailPreValidation',
    { auth: false },
  ),
  captchaChallenge: call<void, unknown>('GET', 'Captcha/Challenge', { auth: false }),
  /** Protected by the captcha and a rate limit instead of the token. */
  bulkAddress: call<f.BulkAddressBody, f.BulkAddressResponse>('POST', 'Qualify/BulkAddress', {
    auth: false,
  }),
  waitlistRegister: call<f.WaitlistRegisterBody, f.WaitlistRegisterResponse>(
    'POST',
    'Waitlist/Register',
    { auth: false },
  ),
  requestCallback: call<f.RequestCallbackBody, f.RequestCallbackResponse>(
    'POST',
    'Qualify/RequestCallback',
    { auth: false },
  ),
};
export type EntryCallName = keyof typeof ENTRY_CALLS;
