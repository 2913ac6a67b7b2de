/**
 * The sales funnel of the operator console (issue 14): what a step and an outcome are, and how an
 * availability answer counts. The server records one funnel event per address check (with its
 * outcome and channel) and one per cart reaching customise, checkout and an order; the console
 * shows them per day. Pure: the rule lives here once.
 */
import { addressOutcome, deriveQualification } from './qualification-routing';
import type { AvailabilityResponse } from './wire/entry';

/** How a checked address qualified. A check with none (a chooser, a unit to pick) counts only as a check. */
export const FUNNEL_OUTCOMES = [
  'fiber',
  'copper',
  '5g',
  '4g',
  'out-of-footprint',
  'existing',
  'pending',
] as const;
export type FunnelOutcome = (typeof FUNNEL_OUTCOMES)[number];

/** Where the visitor came from: the storefront, an agent signed in beside it, a referral kiosk. */
export const FUNNEL_CHANNELS = ['web', 'agent', 'kiosk'] as const;
export type FunnelChannel = (typeof FUNNEL_CHANNELS)[number];

/**
 * The outcome of an address check: `found` is false for an address outside the footprint and
 * for a list of addresses to choose from (`choosing`).
 */
export function funnelOutcomeOf(
  r: AvailabilityResponse,
  found: boolean,
  choosing: boolean,
): FunnelOutcome | null {
  if (choosing) return null;
  if (!found) return 'out-of-footprint';
  const outcome = addressOutcome(r);
  switch (outcome.kind) {
    case 'customize':
    case 'internet-options': {
      const d = deriveQualification(r);
      return d.fiber ? 'fiber' : d.hsi ? 'copper' : null;
    }
    case 'wireless':
      return outcome.wireless === '5G' ? '5g' : '4g';
    case 'out-of-franchise':
    case 'special':
      return 'out-of-footprint';
    case 'existing-service':
    case 'active-service':
      return 'existing';
    case 'pending-order':
      return 'pending';
    default:
      return null;
  }
}
