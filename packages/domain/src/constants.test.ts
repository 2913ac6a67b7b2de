import { describe, expect, it } from 'vitest';
import * as C from './constants';

/*
 * The values the specs give in their §9 tables, as the specs give them. The wireline states and
 * the unit special choices are asserted by what they do (validators/address.test.ts); the
 * external landing's flags by the event it sends (apps/web landing-events.test.tsx).
 */
describe('§9 constants of the specs', () => {
  it('has the values the specs give', () => {
    expect(C).toMatchObject({
      // 000 §9
      UNIT_PAGE_SIZE: 10,
      UNIT_TYPEAHEAD_THRESHOLD: 10,
      UNIT_DROPDOWN_CLOSE_DELAY_MS: 2000,
      QUALIFICATION_RETRY_MAX: 5,
      API_TIMEOUT_MS: 45000,
      LONG_CALL_TIMEOUT_MS: 90000,
      IDLE_TIMEOUT_MS: 5 * 60 * 1000,
      INPUT_DEBOUNCE_MS: 250,
      INPUT_LOG_DEBOUNCE_MS: { phone: 2000, email: 2000, street: 1000, unit: 500 },
      BULK_ADDRESS_MAX: 25,
      PHONE_DIGITS: 10,
      ZIP_DIGITS: 5,
      REJECTED_PHONE_SEQUENCE: '4465445654',
      MOBILE_BREAKPOINT_PX: 600,
      CLIENT_ID: 'GBCOM',
      PLAN_PRICE_FINE_PRINT: 'Plus taxes, fees & equip. charges.',
      JOINT_OFFER_STATUSES: ['Y', 'N', 'Not Eligible'],
      // 001 §9
      CONTRACT: { monthToMonth: 'MonthToMonth', twoYears: 'TwoYears' },
      CONTRACT_LABEL_NO_ANNUAL: 'No annual contract',
      DEFAULT_CONTRACT_LABEL: '2 year agreement',
      FLEX_PRICE_INDEX: { twoYears: 1, other: 0 },
      DEFAULT_INSTALLMENTS: { oneTime: 3, equipment: 12, router: 12 },
      DEFAULT_LINE_COUNT: 1,
      MAX_BUNDLE_PHONE_NUMBERS: 1,
      DEFAULT_TV_CHANNEL_INFO: 'Local TV',
      DEFAULT_TV_PLAN_TYPE: 'LOCAL',
      BDV_EQUIPMENT_MONTHS: 12,
      CARD_PROMO_CREDIT_CENTS: 7500,
      STICKY_HEADER_OFFSET_PX: { desktop: 88, mobile: 69 },
      CART_PANEL_HEIGHT_OFFSET_PX: 88,
      NOTIFICATION_SCROLL_DELAY_MS: 800,
      VIRTUAL_PAGE_VIEW_DELAY_MS: 1000,
      UNFULFILLED_ORDER_CANCEL_DAYS: 10,
      // 002 §9
      SAVED_CART_RETENTION_DAYS: 20,
      SAVED_CART_LINK_VALID_DAYS_TEXT: 10,
      FIBER_REFERRAL_IDLE_MS: 45000,
      FIBER_REFERRAL_THROTTLE_MS: 500,
      RETRIEVAL_REDIRECT_WAIT_MS: 3000,
      BILLING_RETRY_LIMIT: 3,
      LOG_TIMESTAMP_SHIFT_MS: 5 * 3600 * 1000,
      LANDING_EVENT_DELAY_MS: 10000,
      API_LANDING_EVENT_DELAY_MS: 7000,
      DEFAULT_PAYMENT_METHOD: 'BankAccount',
      DEFAULT_CARD_TYPE: 'VISA',
      DEFAULT_CUSTOMER_TYPE: 'SoleOwner',
      DEFAULT_CHECKOUT_SECTION: 'businessInfo',
      CUSTOMER_TYPES: ['SoleOwner', 'partners', 'corporation', 'llc', 'scorp'],
      DEFAULT_DOB: '0/0/0',
      PAGE_LOAD_TYPES: { initial: 'I', retrieved: 'R', customize: 'C' },
    });
  });
});

describe('000 §9 entry-stage constants', () => {
  it('lists every US state, DC and the inhabited territories once', () => {
    const abbrs = C.US_STATES.map((s) => s.abbr);
    expect(abbrs).toHaveLength(56);
    expect(new Set(abbrs).size).toBe(56);
    for (const abbr of abbrs) expect(abbr).toMatch(/^[A-Z]{2}$/);
    for (const w of C.WIRELINE_STATES) expect(abbrs).toContain(w);
    for (const t of ['PR', 'GU', 'VI', 'AS', 'MP']) expect(abbrs).toContain(t);
  });

  it("does not accept 'I can't find my unit' as a unit", () => {
    expect(C.UNIT_ACCEPTED_SPECIAL_CHOICES).not.toContain("I can't find my unit");
  });
});

describe('001 §9 customise constants', () => {
  it('prices the video meeting licenses in cents', () => {
    expect(C.VIDEO_MEETING_LICENSES.map((l) => l.monthlyCents)).toEqual([1249, 1749, 0]);
  });
});

describe('002 §9 checkout constants', () => {
  it('starts checkout at its first section', () => {
    expect(C.CHECKOUT_SECTIONS[0]).toBe(C.DEFAULT_CHECKOUT_SECTION);
  });

  it('has the rating options', () => {
    expect(C.RATING_OPTIONS.map((r) => [r.label, r.value])).toEqual([
      ['Great!', 5],
      ['Very good', 4],
      ['Satisfactory', 3],
      ['Not so good', 2],
      ['Poor', 1],
    ]);
  });

  it('has the analytics event names, the LQ ones as spelled, each once', () => {
    expect(C.ANALYTICS_EVENTS.lqAttempts).toBe('LQ_Attempts');
    expect(C.ANALYTICS_EVENTS.lqSuccess).toBe('LQ_Success');
    expect(C.ANALYTICS_EVENTS.lqSuccess5G).toBe('LQ_Success_5G');
    expect(C.ANALYTICS_EVENTS.lqSuccess4G).toBe('LQ_Success_4G');
    const names = Object.values(C.ANALYTICS_EVENTS);
    expect(new Set(names).size).toBe(names.length);
  });

  it('lets the external landing qualify for 4G, LTE and Fios only', () => {
    const flags = Object.entries(C.EXTERNAL_LANDING_QUALIFIED_FLAGS);
    expect(flags.filter(([, on]) => on).map(([flag]) => flag)).toEqual(['fourG', 'lte', 'fios']);
  });
});
