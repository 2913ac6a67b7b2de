/**
 * Offers as the provider's data: each offer of the catalogue carries the first and
 * the last day it runs, and an offer outside its dates is never shown or applied (the address
 * page showed a joint offer that had ended 11.14.22). Dates are calendar days in the provider's
 * time zone (OFFER_TIME_ZONE), both included. The figures an offer promises (the prepaid card's
 * value, the joint offer's credits) are its `terms`, data like its dates.
 */
import { z } from 'zod';
import { PROVIDER_TIME_ZONE } from '../orders/service-time';
import { cents, msg } from './schema-parts';

/** Offer dates are days on the provider's calendar. */
const OFFER_TIME_ZONE = PROVIDER_TIME_ZONE;

const isoDate = z
  .string({ error: 'must be a date' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date as YYYY-MM-DD')
  .refine((d) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(d)) return true; // the format's own message says it
    const t = new Date(`${d}T00:00:00Z`);
    return !Number.isNaN(t.getTime()) && t.toISOString().slice(0, 10) === d;
  }, 'must be a real calendar date');

const days = z.number(msg('must be a number')).int('must be whole days').min(0).max(3650);

/** What the prepaid card promotion promises (the address page words it from these). */
export const prepaidCardTerms = z.object({
  /** Card value for an internet and phone bundle on a 2-year agreement. */
  maxCents: cents,
  /** Extra for fully online orders. */
  onlineOrderBonusCents: cents,
  /** Service held this many days before the card. */
  serviceDaysRequired: days,
  /** No past-due balance for this many days. */
  noPastDueDays: days,
  /** Card mailed within this many days. */
  mailedWithinDays: days,
});

/** What the joint offer promises. */
export const jointOfferTerms = z.object({
  /** Monthly credit when combining gigabit with the Pro wireless plan. */
  monthlyCreditWithProCents: cents,
  /** Monthly credit otherwise. */
  monthlyCreditOtherwiseCents: cents,
  /** Billing cycles before the discount appears, as the promotion words it ('1-2'). */
  appearsWithinBillingCycles: z.string(msg('must be text')).trim().min(1).max(20),
});

const offerDays = {
  id: z.string().trim().min(1).max(40),
  /** First day the offer runs. */
  startsOn: isoDate,
  /** Last day the offer runs (shown as the end date). */
  endsOn: isoDate,
};

/** An offer of the catalogue: its kind, the days it runs and, for the kinds that name figures,
 * its terms. */
export const catalogueOffer = z
  .discriminatedUnion('kind', [
    z.object({ ...offerDays, kind: z.literal('bundlePromo') }),
    z.object({ ...offerDays, kind: z.literal('prepaidCard'), terms: prepaidCardTerms }),
    z.object({ ...offerDays, kind: z.literal('jointOffer'), terms: jointOfferTerms }),
  ])
  .refine((o) => o.startsOn <= o.endsOn, {
    path: ['endsOn'],
    message: 'must not be before startsOn',
  });
export type CatalogueOffer = z.infer<typeof catalogueOffer>;
/** The offers the storefront knows how to show: the address page's promotions and the joint
 * offer of a fiber address. */
type OfferKind = CatalogueOffer['kind'];

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
export function currentOffer<K extends OfferKind>(
  offers: readonly CatalogueOffer[],
  kind: K,
  now: Date,
): Extract<CatalogueOffer, { kind: K }> | null {
  const found = currentOffers(offers, now).find((o) => o.kind === kind);
  return (found as Extract<CatalogueOffer, { kind: K }> | undefined) ?? null;
}

/** An end date the way the promotion words it: MM.DD.YY. */
export function offerDateText(isoDay: string): string {
  const [y, m, d] = isoDay.split('-');
  return `${m}.${d}.${(y ?? '').slice(2)}`;
}
