// No zod here: storefront pages import it.
/**
 * The customer's time zone and how an installation's day and time window read. A technician
 * visits the service address, so its window ('8:00 AM - 12:00 PM') is the local time there:
 * the zone comes from the service address's state, with the ZIP areas that keep another zone
 * than the rest of their state; an address without a state reads in the provider's configured
 * zone.
 * The day is formatted by formatLongDay, the one formatter of calendar days, so a date reads the
 * same in an e-mail as on a page.
 */
import { formatLongDay } from '../format';

/** The provider's own calendar (US Eastern, like its hours in brand.json). */
export const PROVIDER_TIME_ZONE = 'America/New_York';

/** What a zone is called beside a time (generic: right in summer and in winter). */
const ZONE_NAMES: Record<string, string> = {
  'America/New_York': 'ET',
  'America/Chicago': 'CT',
  'America/Denver': 'MT',
  'America/Phoenix': 'MT',
  'America/Los_Angeles': 'PT',
  'America/Anchorage': 'AKT',
  'Pacific/Honolulu': 'HT',
  'America/Puerto_Rico': 'AT',
};

const zoneOfStates = (zone: string, states: string) =>
  states.split(' ').map((s) => [s, zone] as const);

/** The zone most of each state keeps. */
const STATE_ZONES = new Map<string, string>([
  ...zoneOfStates(
    'America/New_York',
    'CT DC DE FL GA IN KY MA MD ME MI NC NH NJ NY OH PA RI SC VA VT WV',
  ),
  ...zoneOfStates('America/Chicago', 'AL AR IA IL KS LA MN MO MS ND NE OK SD TN TX WI'),
  ...zoneOfStates('America/Denver', 'CO ID MT NM UT WY'),
  ...zoneOfStates('America/Phoenix', 'AZ'),
  ...zoneOfStates('America/Los_Angeles', 'CA NV OR WA'),
  ...zoneOfStates('America/Anchorage', 'AK'),
  ...zoneOfStates('Pacific/Honolulu', 'HI'),
  ...zoneOfStates('America/Puerto_Rico', 'PR VI'),
]);

/** ZIP areas (first three digits) whose zone is not their state's. */
const ZIP3_ZONES = new Map<string, string>([
  // West Texas around El Paso.
  ...zoneOfStates('America/Denver', '798 799 885'),
  // The Florida panhandle west of the Apalachicola.
  ...zoneOfStates('America/Chicago', '324 325'),
  // East Tennessee (Knoxville, Chattanooga).
  ...zoneOfStates('America/New_York', '373 374 376 377 378 379'),
  // Western Kentucky; northwest and southwest Indiana.
  ...zoneOfStates('America/Chicago', '420 421 422 423 424 463 464 476 477'),
  // North Idaho.
  ...zoneOfStates('America/Los_Angeles', '835 838'),
]);

export interface ServiceTimeZone {
  /** IANA name, for Intl formatting. */
  id: string;
  /** Shown after a time: 'ET'. */
  name: string;
}

/** A zone by its IANA name, with what it is called beside a time. */
export function timeZoneNamed(id: string): ServiceTimeZone {
  return { id, name: ZONE_NAMES[id] ?? '' };
}

/**
 * The time zone of a service address (two-letter state, ZIP code); `providerZone` (the
 * provider's configured zone) for an address whose state is not known.
 */
export function serviceTimeZone(
  state: string,
  zip: string,
  providerZone = PROVIDER_TIME_ZONE,
): ServiceTimeZone {
  const id =
    ZIP3_ZONES.get(zip.trim().slice(0, 3)) ??
    STATE_ZONES.get(state.trim().toUpperCase()) ??
    providerZone;
  return timeZoneNamed(id);
}

/**
 * An installation time window with its zone: '8:00 AM - 12:00 PM' -> '8:00 AM – 12:00 PM ET',
 * 'Equipment ships by 8:00 PM' -> 'Equipment ships by 8:00 PM ET'. A window without a time of
 * day is returned as it is.
 */
export function windowWithZone(window: string, zone: ServiceTimeZone): string {
  const text = window.trim().replace(/ - /g, ' – ');
  return /\d (AM|PM)$/.test(text) && zone.name ? `${text} ${zone.name}` : text;
}

/** The installation as the order keeps it: the day, the window and the kind of visit. */
interface Installation {
  dueDate: string;
  timeSlot: string;
  type: string;
}

/**
 * When the installation is, as one sentence every surface shows the same way:
 * 'Technician visit on Tuesday, December 1, 2026, 8:00 AM – 12:00 PM ET'; '' when no day is
 * set yet.
 */
export function installationWhen(i: Installation, zone: ServiceTimeZone): string {
  if (!i.dueDate) return '';
  const day = formatLongDay(i.dueDate);
  const window = windowWithZone(i.timeSlot, zone);
  if (i.type === 'self') return `Self install on ${day}${window ? `: ${window}` : ''}`;
  return `Technician visit on ${day}${window ? `, ${window}` : ''}`;
}
