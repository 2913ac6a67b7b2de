/**
 * Offers as the provider's data: each offer of the catalogue carries the first and
 * the last day it runs, and an offer outside its dates is never shown or applied (the address
 * page showed a joint offer that had ended 11.14.22). Dates are calendar days in the provider's
 * time zone (OFFER_TIME_ZONE), both included. The figures of the offers stay the spec's
 * (000 §9: PREPAID_CARD_PROMO, JOINT_OFFER_PROMO).
 */
import { z } from 'zod';

/** The offers the storefront knows how to show: the address page's promotions and the joint
 * offer of a fiber address. */
export const OFFER_KINDS = ['bundlePromo', 'prepaidCard', 'jointOffer'] as const;
export type OfferKind = (typeof OFFER_KINDS)[number];

/** Offer dates are days on the provider's calendar (US Eastern, like its hours in brand.json). */
const OFFER_TIME_ZONE = 'America/New_York';

const isoDate = z
  .string({ error: 'must be a date' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date as YYYY-MM-DD')
  .refine((d) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(d)) return true; // the format's own message says it
    const t = new Date(`${d}T00:00:00Z`);
    return !Number.isNaN(t.getTime()) && t.toISOString().slice(0, 10) === d;
  }, 'must be a real calendar date');

export const catalogueOffer = z
  .object({
    id: z.string().trim().min(1).max(40),
    kind: z.enum(OFFER_KINDS),
    /** First day the offer runs. */
    startsOn: isoDate,
    /** Last day the offer runs (shown as the end date). */
    endsOn: isoDate,
  })
  .refine((o) => o.startsOn <= o.endsOn, {
    path: ['endsOn'],
    message: 'must not be before startsOn',
  });
export type CatalogueOffer = z.infer<typeof catalogueOffer>;

/** One formatter per time zone: building an Intl.DateTimeFormat costs far more than using one
 * (it was the largest part of a cart change's CPU time, issue 10's cart change bar). */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar day (YYYY-MM-DD) it is at `now` in `timeZone`. */
export function calendarDay(now: Date, timeZone = OFFER_TIME_ZONE): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

const runsOn = (offer: CatalogueOffer, today: string) =>
  offer.startsOn <= today && today <= offer.endsOn;

/** True when the offer runs on the day it is at `now`. */
export function isOfferCurrent(offer: CatalogueOffer, now: Date): boolean {
  return runsOn(offer, calendarDay(now));
}

/** The offers running at `now`, in catalogue order. */
export function currentOffers(offers: readonly CatalogueOffer[], now: Date): CatalogueOffer[] {
  const today = calendarDay(now);
  return offers.filter((o) => runsOn(o, today));
}

/** The running offer of a kind (the first one), or null. */
export function currentOffer(
  offers: readonly CatalogueOffer[],
  kind: OfferKind,
  now: Date,
): CatalogueOffer | null {
  return currentOffers(offers, now).find((o) => o.kind === kind) ?? null;
}

/** An end date the way the promotion words it: MM.DD.YY. */
export function offerDateText(isoDay: string): string {
  const [y, m, d] = isoDay.split('-');
  return `${m}.${d}.${(y ?? '').slice(2)}`;
}
