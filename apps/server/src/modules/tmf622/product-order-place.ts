/**
 * An order's addresses as TMF673 GeographicAddress values of a TMF622 place (docs/integration.md
 * "The place"): the service address as the footprint has it (its address id, house number, street
 * name with the suffix split off, unit, city, state, ZIP), and the billing address where the
 * customer gave another one. Orders placed before the structured address was kept have only its
 * text: that is split as well as it can be, and never fails.
 */
import type { GeographicAddressValue } from '@bizline/domain/wire/tmf622';

/** The footprint's address as an order keeps it (orders/order-record.ts structuredAddressOf). */
export interface StoredAddress {
  addressId: string;
  houseNumber: string;
  streetName: string;
  unit: string;
  city: string;
  state: string;
  zip: string;
}

/** USPS street suffixes (Publication 28, the common ones), abbreviated and spelled out. */
const STREET_TYPES = new Set(
  (
    'ALY ALLEY AVE AVENUE BLVD BOULEVARD CIR CIRCLE CT COURT CTR CENTER CV COVE CRES CRESCENT ' +
    'DR DRIVE EXPY EXPRESSWAY FWY FREEWAY HWY HIGHWAY LN LANE LOOP PARKWAY PKWY PL PLACE PLZ ' +
    'PLAZA RD ROAD ROW SQ SQUARE ST STREET TER TERRACE TPKE TURNPIKE TRL TRAIL WAY XING'
  ).split(' '),
);

/** 'Cobblestone Sq' -> ['Cobblestone', 'Sq']; a name without a known suffix stays whole. */
export function splitStreetType(name: string): { streetName: string; streetType?: string } {
  const words = name.trim().split(/\s+/);
  const last = words.at(-1) ?? '';
  if (words.length > 1 && STREET_TYPES.has(last.replace(/\.$/, '').toUpperCase())) {
    return { streetName: words.slice(0, -1).join(' '), streetType: last };
  }
  return { streetName: name.trim() };
}

/** 'STE 200' -> a sub-address of type STE, number 200; '#5' -> type UNIT, number 5. */
function subAddress(unit: string): GeographicAddressValue['geographicSubAddress'] {
  const u = unit.trim();
  if (!u) return undefined;
  const m = /^(\S+)\s+(.+)$/.exec(u);
  const [subUnitType, subUnitNumber] = m ? [m[1]!, m[2]!] : ['UNIT', u.replace(/^#/, '')];
  return [{ name: u, subUnit: [{ subUnitType, subUnitNumber }], '@type': 'GeographicSubAddress' }];
}

function geographicAddress(
  role: GeographicAddressValue['role'],
  id: string,
  a: {
    houseNumber: string;
    streetName: string;
    unit: string;
    city: string;
    state: string;
    zip: string;
  },
): GeographicAddressValue {
  const street = `${a.houseNumber} ${a.streetName}`.trim();
  const sub = subAddress(a.unit);
  return {
    id,
    role,
    name: `${street}${a.unit ? ` ${a.unit}` : ''}, ${a.city}, ${a.state} ${a.zip}`,
    streetNr: a.houseNumber,
    ...splitStreetType(a.streetName),
    city: a.city,
    stateOrProvince: a.state,
    postcode: a.zip,
    country: 'US',
    ...(sub ? { geographicSubAddress: sub } : {}),
    '@referredType': 'GeographicAddress',
    '@type': 'GeographicAddress',
  };
}

/** Where a unit starts in an address line ('STE 700', 'APT 4', 'FL 10', '#5'). */
const UNIT_DESIGNATOR = /\s(?:STE|SUITE|APT|UNIT|FL|FLOOR|RM|ROOM|BLDG|DEPT|#)(?=[\s\d]|$)/i;

/** '12 Main St' -> house number '12', street 'Main St' (no leading number: all street). */
function splitStreetLine(line: string): { houseNumber: string; streetName: string } {
  const m = /^(\d[\w-]*)\s+(.+)$/.exec(line.trim());
  return m
    ? { houseNumber: m[1]!, streetName: m[2]! }
    : { houseNumber: '', streetName: line.trim() };
}

/**
 * The service address: the stored footprint address, or, for an order that kept only the text
 * ('12 Main St STE 1, Boston, MA 02110'), its parts as far as they can be read.
 */
export function servicePlace(
  orderNo: string,
  stored: StoredAddress | undefined,
  text: string | undefined,
): GeographicAddressValue | null {
  if (stored?.addressId) return geographicAddress('serviceAddress', stored.addressId, stored);
  if (!text) return null;
  const [line = '', city = '', stateZip = ''] = text.split(',').map((p) => p.trim());
  const [state = '', zip = ''] = stateZip.split(/\s+/);
  // The text put the unit after the street ('12 Main St STE 1'): split it off at its designator.
  const unitAt = line.search(UNIT_DESIGNATOR);
  const [streetLine, unit] =
    unitAt > 0 ? [line.slice(0, unitAt), line.slice(unitAt + 1)] : [line, ''];
  return geographicAddress('serviceAddress', `${orderNo}-service`, {
    ...splitStreetLine(streetLine),
    unit,
    city,
    state,
    zip,
  });
}

/** The billing address the customer gave, when it is not the service address. */
export function billingPlace(
  orderNo: string,
  billing:
    | {
        selected?: string;
        address?: string;
        city?: string;
        state?: string;
        zipCode?: string;
        unit?: string;
      }
    | null
    | undefined,
): GeographicAddressValue | null {
  if (!billing || billing.selected === 'Y' || !billing.address) return null;
  return geographicAddress('billingAddress', `${orderNo}-billing`, {
    ...splitStreetLine(billing.address),
    unit: billing.unit ?? '',
    city: billing.city ?? '',
    state: billing.state ?? '',
    zip: billing.zipCode ?? '',
  });
}
