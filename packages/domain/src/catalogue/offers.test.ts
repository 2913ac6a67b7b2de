import { describe, expect, it } from 'vitest';
import demo from '../../../../data/catalogue/demo.json';
import {
  calendarDay,
  catalogueOffer,
  currentOffer,
  currentOffers,
  isOfferCurrent,
  offerDateText,
} from './offers';
import { catalogueDocument } from './schema';

const joint = {
  id: 'J',
  kind: 'jointOffer' as const,
  startsOn: '2026-11-01',
  endsOn: '2026-11-30',
  terms: {
    monthlyCreditWithProCents: 8000,
    monthlyCreditOtherwiseCents: 4000,
    appearsWithinBillingCycles: '1-2',
  },
};

describe('offers run on their days (provider calendar, US Eastern)', () => {
  it('reads the calendar day in the provider time zone', () => {
    // 03:00 UTC on Dec 1 is still Nov 30 in New York.
    expect(calendarDay(new Date('2026-12-01T03:00:00Z'))).toBe('2026-11-30');
    expect(calendarDay(new Date('2026-12-01T06:00:00Z'))).toBe('2026-12-01');
  });

  it('runs from its first to its last day, both included', () => {
    expect(isOfferCurrent(joint, new Date('2026-11-01T05:00:00Z'))).toBe(true);
    expect(isOfferCurrent(joint, new Date('2026-11-30T23:00:00Z'))).toBe(true);
    expect(isOfferCurrent(joint, new Date('2026-12-01T06:00:00Z'))).toBe(false);
    expect(isOfferCurrent(joint, new Date('2026-10-31T12:00:00Z'))).toBe(false);
  });

  it('leaves out ended offers (the joint offer that ended 11.14.22)', () => {
    const ended = { ...joint, id: 'OLD', startsOn: '2022-01-01', endsOn: '2022-11-14' };
    const now = new Date('2026-11-23T12:00:00Z');
    expect(currentOffers([ended, joint], now)).toEqual([joint]);
    expect(currentOffer([ended], 'jointOffer', now)).toBeNull();
    expect(offerDateText(ended.endsOn)).toBe('11.14.22');
  });

  it('refuses dates that are not days or that end before they start', () => {
    const problems = (o: unknown) =>
      catalogueOffer.safeParse(o).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(problems({ ...joint, endsOn: '2026-10-01' })).toEqual([
      'endsOn: must not be before startsOn',
    ]);
    expect(problems({ ...joint, startsOn: '11.14.22' })).toEqual([
      'startsOn: must be a date as YYYY-MM-DD',
    ]);
    expect(problems({ ...joint, endsOn: '2027-02-30' })).toEqual([
      'endsOn: must be a real calendar date',
    ]);
  });

  it('the demo catalogue dates its three offers', () => {
    const doc = catalogueDocument.parse(demo);
    expect(doc.offers.map((o) => o.kind)).toEqual(['bundlePromo', 'prepaidCard', 'jointOffer']);
    expect(doc.offers.every((o) => o.startsOn <= o.endsOn)).toBe(true);
  });
});
