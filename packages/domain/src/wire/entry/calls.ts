/**
 * Every entry-stage call: method, path under the API base, whether it needs the
 * Bearer token and, as types only, what it takes and answers. No zod at runtime, so the entry
 * route's chunk can use it; the server validates with the schemas beside it.
 */
import { cookieCalls, tokenCalls } from '../call';
import type * as ad from './address';
import type * as av from './availability';
import type * as b from './blocks';
import type * as f from './forms';

const { get, post } = tokenCalls;

export const ENTRY_CALLS = {
  zipList: get<b.ZipListQuery, b.ZipListResponse>('Address/GetZipList'),
  fiberQualifiedZip: get<b.FiberQualifiedZipQuery, b.FiberQualifiedZipResponse>(
    'Address/IsFiberQualifiedZip',
  ),
  streetAddresses: get<ad.StreetAddressesQuery, ad.StreetAddressesResponse>(
    'Address/GetStreetAddresses',
  ),
  baseAddresses: get<ad.BaseAddressesQuery, ad.BaseAddressesResponse>('Address/GetBaseAddresses'),
  units: get<ad.UnitsQuery, ad.UnitsResponse>('Address/GetUnits'),
  unitsByLocus: get<ad.UnitsByLocusQuery, ad.UnitsByLocusResponse>('Address/GetUnitsByLocus'),
  locusByLocation: post<ad.LocusByLocationBody, ad.LocusByLocationResponse>(
    'Address/GetLocusByLocation',
  ),
  hasPendingOrder: post<av.AvailabilityRequest, av.PendingOrderResponse>('Qualify/HasPendingOrder'),
  /** Query BDVCETC=N&cetctest=N; both optional, Y or N. */
  doLoopQualification: post<av.AvailabilityRequest, av.AvailabilityResponse>(
    'Qualify/DoLoopQualification',
  ),
  checkAvailability: post<av.AvailabilityRequest, av.AvailabilityResponse>(
    'Qualify/CheckAvailability',
  ),
  checkAvailabilityWithQuotes: post<av.AvailabilityRequest, av.AvailabilityResponse>(
    'Qualify/CheckAvailabilityWithQuotes',
  ),
  qualificationDetails: get<f.QualificationDetailsQuery, f.QualificationDetailsResponse>(
    'Qualify/GetQualificationDetails',
  ),
  jointOffer: get<f.JointOfferQuery, f.JointOfferResponse>('Qualify/GetJointOffer'),
  wirelessOfferEligibility: get<
    f.WirelessOfferEligibilityQuery,
    f.WirelessOfferEligibilityResponse
  >('Checkout/GetVZWOfferEligibility'),
  /** Session cookie optional; no token (also used by later stages' forms). */
  emailPreValidation: cookieCalls.post<f.EmailPreValidationBody, f.EmailPreValidationResponse>(
    'Qualify/EmailPreValidation',
  ),
  captchaChallenge: cookieCalls.get<void, unknown>('Captcha/Challenge'),
  /** Protected by the captcha and a rate limit instead of the token. */
  bulkAddress: cookieCalls.post<f.BulkAddressBody, f.BulkAddressResponse>('Qualify/BulkAddress'),
  waitlistRegister: cookieCalls.post<f.WaitlistRegisterBody, f.WaitlistRegisterResponse>(
    'Waitlist/Register',
  ),
  requestCallback: cookieCalls.post<f.RequestCallbackBody, f.RequestCallbackResponse>(
    'Qualify/RequestCallback',
  ),
};
export type EntryCallName = keyof typeof ENTRY_CALLS;
