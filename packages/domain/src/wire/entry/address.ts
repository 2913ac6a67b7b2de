/**
 * Entry wire contract: street search, units and the reverse lookup.
 */
import { z } from 'zod';
import { UNIT_PAGE_SIZE } from '../../constants';
import { text, requiredText, zip5, addressId, positiveInt } from './blocks';

// ---------------------------------------------------------------------------------------------
// Street search (typeahead)
// ---------------------------------------------------------------------------------------------

export const STREET_SEARCH_DEFAULT_LIMIT = 10;
export const STREET_SEARCH_MAX_LIMIT = 25;

/**
 * GET Address/GetStreetAddresses?streetterm=&zip=&limit=
 * streetterm: what the visitor typed, house number first ("123 n main", "123 Main St Bost",
 * "123 MAIN STREET, BOSTON MA 02108"); case, spaces, commas, ST/STREET, N/NORTH... do not
 * matter. zip (optional) restricts the search to one ZIP. Exact house numbers rank first.
 */
export const streetAddressesQuery = z.object({
  streetterm: requiredText(200),
  zip: zip5.optional(),
  limit: positiveInt(STREET_SEARCH_MAX_LIMIT).default(STREET_SEARCH_DEFAULT_LIMIT),
});
export type StreetAddressesQuery = z.input<typeof streetAddressesQuery>;

/** GET Address/GetBaseAddresses?zip=&streetterm=&limit= (the base-address variant, zip required). */
export const baseAddressesQuery = z.object({
  zip: zip5,
  streetterm: requiredText(200),
  limit: positiveInt(STREET_SEARCH_MAX_LIMIT).default(STREET_SEARCH_DEFAULT_LIMIT),
});
export type BaseAddressesQuery = z.input<typeof baseAddressesQuery>;

/**
 * 000 §3 "Address suggestion entry" (AddressId, ZipCode, CommunityName, State, ParsedRawString,
 * UnitType, ElevationType) plus what the storefront needs to select it without another call.
 * Suggestions are buildings: AddressId = BaseAddressId.
 */
export const addressSuggestion = z.object({
  AddressId: z.string(),
  ZipCode: z.string(),
  /** City. */
  CommunityName: z.string(),
  State: z.string(),
  /** Display text, "100 Summer St, Boston, MA 02110": what the dropdown shows and what a typed
   * value is compared with (ignoring spaces, commas and case). */
  ParsedRawString: z.string(),
  /** The unit kind present among the building's units ('STE', 'APT'...), '' when none. */
  UnitType: z.string(),
  /** The elevation kind present among the building's units ('FL'), '' when none. */
  ElevationType: z.string(),
  HouseNumber: z.string(),
  StreetName: z.string(),
  BaseAddressId: z.string(),
  /** Number of units in the building (0: no unit field; > 10: unit typeahead, 000 §5). */
  UnitCount: z.number().int(),
  /** What tells buildings at one address apart in the multiple-address chooser:
   * the building's name and the ZIP+4 ('19102-3801'), when the footprint has them. */
  BuildingName: z.string().optional(),
  ZipPlus4: z.string().optional(),
});
export type AddressSuggestion = z.infer<typeof addressSuggestion>;

export const streetAddressesResponse = z.object({ addresses: z.array(addressSuggestion) });
export type StreetAddressesResponse = z.infer<typeof streetAddressesResponse>;
export const baseAddressesResponse = z.object({ addressesbau: z.array(addressSuggestion) });
export type BaseAddressesResponse = z.infer<typeof baseAddressesResponse>;

// ---------------------------------------------------------------------------------------------
// Units
// ---------------------------------------------------------------------------------------------

/** 000 §3 unitQuery: the unit text split into its unit, elevation (floor) and structure parts. */
export const unitQuery = z.object({
  unitType: z.string(),
  unitValue: z.string(),
  elevationType: z.string(),
  elevationValue: z.string(),
  structureType: z.string(),
  structureValue: z.string(),
});
export type UnitQuery = z.infer<typeof unitQuery>;

/** An address's own id and its building's (the same for a building). */
const addressIds = { addressId: z.string(), baseAddressId: z.string() };

/**
 * 000 §3 "Unit entry". Ids: addressId = ntasAddrId = sublocation = the unit's own address id
 * (send it as AddressID or SublocationId to qualify the unit); baseAddressId = location_id = the
 * building's address id (BaseAddressID / BaselocationId).
 */
export const unitDetail = z.object({
  /** As the footprint writes it, e.g. 'STE 700', 'FL 10'. */
  unit: z.string(),
  ...addressIds,
  ntasAddrId: z.string(),
  sublocation: z.string(),
  location_id: z.string(),
  unitQuery,
});
export type UnitDetail = z.infer<typeof unitDetail>;

/**
 * GET Address/GetUnits?ntasAddrID=&unitterm=&page=
 * ntasAddrID: the building (a unit's id lists its building's units). unitterm filters by the
 * start of the unit or of its number ("ste 1", "Suite 1", "1" all find STE 1, STE 10...).
 * Pages of UNIT_PAGE_SIZE (10), page 1 first, sorted ascending naturally (STE 2 before STE 10).
 */
export const unitsQuery = z.object({
  ntasAddrID: addressId,
  unitterm: text(40).optional(),
  page: positiveInt(100_000).default(1),
});
export type UnitsQuery = z.input<typeof unitsQuery>;
export const unitsResponse = z.object({
  /** total: units matching unitterm (all pages). */
  data: z.object({ unitDetails: z.array(unitDetail), total: z.number().int() }),
});
export type UnitsResponse = z.infer<typeof unitsResponse>;
export { UNIT_PAGE_SIZE };

/** GET Address/GetUnitsByLocus?locusID=&unitterm=&size=10 (locusID: the building's address id). */
export const unitsByLocusQuery = z.object({
  locusID: addressId,
  unitterm: text(40).optional(),
  size: positiveInt(50).default(UNIT_PAGE_SIZE),
});
export type UnitsByLocusQuery = z.input<typeof unitsByLocusQuery>;
export const unitsByLocusResponse = z.object({
  data: z.array(unitDetail),
  totalHits: z.number().int(),
});
export type UnitsByLocusResponse = z.infer<typeof unitsByLocusResponse>;

// ---------------------------------------------------------------------------------------------
// Reverse lookup (current location)
// ---------------------------------------------------------------------------------------------

/** Buildings farther than this from the given point are not offered (decision 008). */
export const LOCUS_MAX_DISTANCE_METERS = 2000;

/** POST Address/GetLocusByLocation { latitude, longitude } (decimal degrees). */
export const locusByLocationBody = z.object({
  latitude: z.coerce
    .number({ error: 'must be a number' })
    .min(-90, 'must be between -90 and 90')
    .max(90, 'must be between -90 and 90'),
  longitude: z.coerce
    .number({ error: 'must be a number' })
    .min(-180, 'must be between -180 and 180')
    .max(180, 'must be between -180 and 180'),
});
export type LocusByLocationBody = z.input<typeof locusByLocationBody>;

/** The nearest footprint building within LOCUS_MAX_DISTANCE_METERS; [] when none. */
export const locusAddressInfo = z.object({
  /** "100 Summer St, Boston, MA 02110" (type it into the street search to select it). */
  standardizedAddress: z.string(),
  ...addressIds,
  zip: z.string(),
  city: z.string(),
  state: z.string(),
  houseNumber: z.string(),
  streetName: z.string(),
  distanceMeters: z.number().int(),
});
export type LocusAddressInfo = z.infer<typeof locusAddressInfo>;
export const locusByLocationResponse = z.object({ addressInfo: z.array(locusAddressInfo) });
export type LocusByLocationResponse = z.infer<typeof locusByLocationResponse>;
