import { describe, expect, it } from 'vitest';
import * as C from './constants';

describe('000 §9 entry-stage constants', () => {
  it('has the limits and timings', () => {
    expect(C.UNIT_PAGE_SIZE).toBe(10);
    expect(C.UNIT_TYPEAHEAD_THRESHOLD).toBe(10);
    expect(C.UNIT_DROPDOWN_CLOSE_DELAY_MS).toBe(2000);
    expect(C.QUALIFICATION_RETRY_MAX).toBe(5);
    expect(C.API_TIMEOUT_MS).toBe(45000);
    expect(C.LONG_CALL_TIMEOUT_MS).toBe(90000);
    expect(C.IDLE_TIMEOUT_MS).toBe(5 * 60 * 1000);
    expect(C.INPUT_DEBOUNCE_MS).toBe(250);
    expect(C.INPUT_LOG_DEBOUNCE_MS).toEqual({ phone: 2000, email: 2000, street: 1000, unit: 500 });
    expect(C.BULK_ADDRESS_MAX).toBe(25);
    expect(C.PHONE_DIGITS).toBe(10);
    expect(C.ZIP_DIGITS).toBe(5);
    expect(C.REJECTED_PHONE_SEQUENCE).toBe('4465445654');
    expect(C.MOBILE_BREAKPOINT_PX).toBe(600);
    expect(C.CLIENT_ID).toBe('GBCOM');
  });

  it('lists the wireline states', () => {
    expect(C.WIRELINE_STATES).toEqual([
      'NJ',
      'PA',
      'DE',
      'NY',
      'MA',
      'RI',
      'CT',
      'MD',
      'DC',
      'VA',
      'WV',
    ]);
  });

  it('lists every US state, DC and the inhabited territories once', () => {
    const abbrs = C.US_STATES.map((s) => s.abbr);
    expect(abbrs).toHaveLength(56);
    expect(new Set(abbrs).size).toBe(56);
    for (const abbr of abbrs) expect(abbr).toMatch(/^[A-Z]{2}$/);
    for (const w of C.WIRELINE_STATES) expect(abbrs).toContain(w);
    for (const t of ['PR', 'GU', 'VI', 'AS', 'MP']) expect(abbrs).toContain(t);
  });

  it('words the unit special choices exactly', () => {
    expect(C.UNIT_SPECIAL_CHOICES).toEqual([
      "I don't live in a unit",
      "I can't find my unit",
      "I don't have a unit",
      "I don't see my unit",
    ]);
    expect(C.UNIT_ACCEPTED_SPECIAL_CHOICES).not.toContain("I can't find my unit");
  });

  it('has the fine print and the joint offer statuses', () => {
    expect(C.PLAN_PRICE_FINE_PRINT).toBe('Plus taxes, fees & equip. charges.');
    expect(C.JOINT_OFFER_STATUSES).toEqual(['Y', 'N', 'Not Eligible']);
  });
});

describe('001 §9 customise constants', () => {
  it('has the contract values and labels', () => {
    expect(C.CONTRACT).toEqual({ monthToMonth: 'MonthToMonth', twoYears: 'TwoYears' });
    expect(C.CONTRACT_LABEL_NO_ANNUAL).toBe('No annual contract');
    expect(C.DEFAULT_CONTRACT_LABEL).toBe('2 year agreement');
    expect(C.FLEX_PRICE_INDEX).toEqual({ twoYears: 1, other: 0 });
  });

  it('has the defaults and ids', () => {
    expect(C.DEFAULT_INSTALLMENTS).toEqual({ oneTime: 3, equipment: 12, router: 12 });
    expect(C.DEFAULT_OLD_IDS).toEqual({
      tvPlan: '25511754',
      tvRouter: '24541273',
      dataRouter: '24816339',
    });
    expect(C.DEFAULT_LINE_COUNT).toBe(1);
    expect(C.MAX_BUNDLE_PHONE_NUMBERS).toBe(1);
    expect(C.DEFAULT_TV_CHANNEL_INFO).toBe('Local TV');
    expect(C.DEFAULT_TV_PLAN_TYPE).toBe('LOCAL');
  });

  it('has the cart values in cents', () => {
    expect(C.BDV_EQUIPMENT_MONTHS).toBe(12);
    expect(C.VIDEO_MEETING_LICENSES.map((l) => l.monthlyCents)).toEqual([1249, 1749, 0]);
    expect(C.CARD_PROMO_CREDIT_CENTS).toBe(7500);
  });

  it('has the layout values', () => {
    expect(C.STICKY_HEADER_OFFSET_PX).toEqual({ desktop: 88, mobile: 69 });
    expect(C.CART_PANEL_HEIGHT_OFFSET_PX).toBe(88);
    expect(C.NOTIFICATION_SCROLL_DELAY_MS).toBe(800);
    expect(C.VIRTUAL_PAGE_VIEW_DELAY_MS).toBe(1000);
    expect(C.UNFULFILLED_ORDER_CANCEL_DAYS).toBe(10);
  });
});

describe('002 §9 checkout constants', () => {
  it('has both saved-cart readings', () => {
    expect(C.SAVED_CART_RETENTION_DAYS).toBe(20);
    expect(C.SAVED_CART_LINK_VALID_DAYS_TEXT).toBe(10);
  });

  it('has the timings', () => {
    expect(C.FIBER_REFERRAL_IDLE_MS).toBe(45000);
    expect(C.FIBER_REFERRAL_THROTTLE_MS).toBe(500);
    expect(C.RETRIEVAL_REDIRECT_WAIT_MS).toBe(3000);
    expect(C.BILLING_RETRY_LIMIT).toBe(3);
    expect(C.LOG_TIMESTAMP_SHIFT_MS).toBe(5 * 3600 * 1000);
    expect(C.LANDING_EVENT_DELAY_MS).toBe(10000);
    expect(C.API_LANDING_EVENT_DELAY_MS).toBe(7000);
  });

  it('has the checkout defaults', () => {
    expect(C.DEFAULT_PAYMENT_METHOD).toBe('BankAccount');
    expect(C.DEFAULT_CARD_TYPE).toBe('VISA');
    expect(C.DEFAULT_CUSTOMER_TYPE).toBe('SoleOwner');
    expect(C.DEFAULT_CHECKOUT_SECTION).toBe('businessInfo');
    expect(C.CHECKOUT_SECTIONS[0]).toBe('businessInfo');
    expect(C.CUSTOMER_TYPES).toEqual(['SoleOwner', 'partners', 'corporation', 'llc', 'scorp']);
    expect(C.DEFAULT_DOB).toBe('0/0/0');
    expect(C.PAGE_LOAD_TYPES).toEqual({ initial: 'I', retrieved: 'R', customize: 'C' });
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

  it('has the analytics event names, the LQ ones as spelled', () => {
    expect(C.ANALYTICS_EVENTS.lqAttempts).toBe('LQ_Attempts');
    expect(C.ANALYTICS_EVENTS.lqSuccess).toBe('LQ_Success');
    expect(C.ANALYTICS_EVENTS.lqSuccess5G).toBe('LQ_Success_5G');
    expect(C.ANALYTICS_EVENTS.lqSuccess4G).toBe('LQ_Success_4G');
    const names = Object.values(C.ANALYTICS_EVENTS);
    expect(new Set(names).size).toBe(names.length);
    expect(C.EXTERNAL_LANDING_QUALIFIED_FLAGS).toEqual({
      fourG: true,
      lte: true,
      fios: true,
      cBand: false,
      hsi: false,
      fiveG: false,
    });
  });
});
