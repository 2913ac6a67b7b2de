/**
 * Property tests: every exported validator, form validator, predicate and sanitiser is fed
 * arbitrary values (any JS value, ASCII/unicode/grapheme strings, long and adversarial strings).
 * None may throw; validators answer null or a non-empty message; accepted values really satisfy
 * the rule.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '../errors';
import { digitsOnly, formatPhoneDashed } from '../format';
import * as abandoned from './abandoned-cart';
import * as address from './address';
import * as agent from './agent';
import * as billing from './billing';
import * as credit from './credit';
import * as dueDate from './due-date';
import * as email from './email';
import * as forms001 from './forms-001';
import * as gate from './gate';
import * as keys from './key-filters';
import * as names from './names';
import * as phone from './phone';
import * as quote from './quote';
import * as saveCart from './save-cart';
import * as waitlist from './waitlist';

type FieldValidator = (value: unknown) => string | null;

const catalogue: ReadonlySet<string> = new Set(Object.values(ERROR_MESSAGES));

/** Every field validator, with sample contexts bound where it takes one. */
const FIELD_VALIDATORS: ReadonlyArray<[string, FieldValidator]> = [
  ['validatePhone', phone.validatePhone],
  ['validateEmail', email.validateEmail],
  ['validateOptionalEmail', email.validateOptionalEmail],
  ['validateStreet', address.validateStreet],
  ['validateUnit (units)', (v) => address.validateUnit(v, { units: ['APT 1', 'STE 2'] })],
  ['validateUnit (no units)', (v) => address.validateUnit(v, { units: [] })],
  [
    'validateUnit (problem, NJ)',
    (v) => address.validateUnit(v, { units: ['1'], baseAddressUnitProblem: true, state: 'NJ' }),
  ],
  ['validateWaitlistFirstName', waitlist.validateWaitlistFirstName],
  ['validateWaitlistLastName', waitlist.validateWaitlistLastName],
  ['validateWaitlistEmail', waitlist.validateWaitlistEmail],
  ['validateWaitlistZip', waitlist.validateWaitlistZip],
  ['validateWaitlistMobile', waitlist.validateWaitlistMobile],
  ['validateWaitlistBusinessPhone', waitlist.validateWaitlistBusinessPhone],
  ['validateWaitlistRequired', waitlist.validateWaitlistRequired],
  ['validateWaitlistConsent', waitlist.validateWaitlistConsent],
  ['validateName (first)', (v) => names.validateName(v)],
  ['validateName (last)', (v) => names.validateName(v, 'last')],
  ['validatePriceQuote', (v) => quote.validatePriceQuote(v, ['Q-1', 'Q-2'])],
  ['validateSaveCartEmail', saveCart.validateSaveCartEmail],
  ['validateSaveCartConfirmEmail', (v) => saveCart.validateSaveCartConfirmEmail('a@b.com', v)],
  ['validateIdleSaveCartEmail', saveCart.validateIdleSaveCartEmail],
  ['validateAgentEmail', agent.validateAgentEmail],
  ['validateAgentCustomerEmail', agent.validateAgentCustomerEmail],
  ['validateAgentFirstName', agent.validateAgentFirstName],
  ['validateAgentLastName', agent.validateAgentLastName],
  ['validateGateEmail', gate.validateGateEmail],
  ['validateAbandonedCartEmail', abandoned.validateAbandonedCartEmail],
  ['validateDueDateReservation (classic)', (v) => dueDate.validateDueDateReservation(v, 'classic')],
  ['validateDueDateReservation (quote)', (v) => dueDate.validateDueDateReservation(v, 'quote')],
];

/** Validators whose context itself comes from outside and is fuzzed too. */
const CONTEXT_VALIDATORS: ReadonlyArray<
  [string, (value: unknown, context: unknown) => string | null]
> = [
  ['validateUnit', (v, c) => address.validateUnit(v, c as address.UnitContext)],
  ['validatePriceQuote', (v, c) => quote.validatePriceQuote(v, c as readonly unknown[])],
  ['validateSaveCartConfirmEmail', saveCart.validateSaveCartConfirmEmail],
];

const FORM_VALIDATORS: ReadonlyArray<[string, (values: unknown) => Record<string, unknown>]> = [
  ['validateWaitlistForm', waitlist.validateWaitlistForm],
  ['validateSaveCartForm', saveCart.validateSaveCartForm],
  ['validateAgentForm', agent.validateAgentForm],
];

const PREDICATES: ReadonlyArray<[string, (value: unknown) => boolean]> = [
  ['isValidPhoneDigits', phone.isValidPhoneDigits],
  ['isProductEmail', email.isProductEmail],
  ['isStandardEmail', email.isStandardEmail],
  ['isBasicEmail', email.isBasicEmail],
  ['sameEmail', (v) => email.sameEmail(v, v)],
  ['streetMatchesSuggestion', (v) => address.streetMatchesSuggestion(v, 'x')],
  ['isFiveDigitZip', address.isFiveDigitZip],
  ['isWirelineState', address.isWirelineState],
  ['isValidName', names.isValidName],
  ['hasTwoConsecutiveLetters', names.hasTwoConsecutiveLetters],
  ['isFreeMailDomain', agent.isFreeMailDomain],
  ['canVerifySavedCart', (v) => gate.canVerifySavedCart(v, true)],
  [
    'shouldShowSavedCartGate',
    (v) => gate.shouldShowSavedCartGate({ featureOn: true, query: v, priorValidation: false }),
  ],
  ['canUploadAbandonedCarts', abandoned.canUploadAbandonedCarts],
  ['isBillingAddressValidNewFlow', billing.isBillingAddressValidNewFlow],
  ['isBillingAddressValidClassic', billing.isBillingAddressValidClassic],
  ['meetsSsnRule', credit.meetsSsnRule],
  ['suppliesSsn', credit.suppliesSsn],
  ['isOrderUpdateSuccess', forms001.isOrderUpdateSuccess],
  ['isBusinessListingFormIncomplete', forms001.isBusinessListingFormIncomplete],
  ['shouldRunListingDupeCheck', forms001.shouldRunListingDupeCheck],
  ['isClassicReservationSuccess', dueDate.isClassicReservationSuccess],
  ['isQuoteReservationSuccess', dueDate.isQuoteReservationSuccess],
  ['isSaveCartEmailServerValid', saveCart.isSaveCartEmailServerValid],
  ['isRetrievalSuccess', (v) => saveCart.isRetrievalSuccess(v, v)],
];

/** Functions that map any value to text (sanitisers, filters, normalisers). */
const TEXT_FUNCTIONS: ReadonlyArray<[string, (value: unknown) => string]> = [
  ['sanitizePhone', phone.sanitizePhone],
  ['filterLetters', keys.filterLetters],
  ['filterZipInput', keys.filterZipInput],
  ['dobOrDefault', credit.dobOrDefault],
  ['stripIntervalPrefix', dueDate.stripIntervalPrefix],
  ['staticIpChoice', forms001.staticIpChoice],
  ['contractFromLabel', forms001.contractFromLabel],
  ['listingOutcome', forms001.listingOutcome],
];

const anything = fc.anything({
  withBigInt: true,
  withBoxedValues: true,
  withDate: true,
  withMap: true,
  withSet: true,
  withNullPrototype: true,
  withObjectString: true,
  withSparseArray: true,
  withTypedArray: true,
});

/** Strings built from the characters validators care about, to reach deep into the patterns. */
const adversarial = fc.string({
  unit: fc.constantFrom('a', 'Z', '1', '0', '@', '.', '-', '_', ' ', ',', '(', ')', 'é', '\u0301'),
  maxLength: 400,
});

const anyInput = fc.oneof(
  anything,
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.string({ unit: 'binary' }),
  fc.string({ minLength: 500, maxLength: 3000 }),
  adversarial,
);

/** Large and pathological strings every function must get through quickly. */
const HUGE_INPUTS: readonly string[] = [
  'a'.repeat(200_000),
  '1'.repeat(200_000),
  ' '.repeat(200_000),
  `a@${'a.'.repeat(100_000)}!`,
  `${'a.'.repeat(100_000)}@x.com`,
  `a@${'a-'.repeat(100_000)}`,
  'é\u0301'.repeat(50_000),
  `${'I don\u2019t live in a unit, '.repeat(10_000)}`,
];

const RUNS = { numRuns: 300 };

function expectMessage(result: unknown): void {
  if (result === null) return;
  expect(typeof result).toBe('string');
  expect((result as string).trim().length).toBeGreaterThan(0);
  expect(catalogue.has(result as string)).toBe(true);
}

describe('field validators never throw and answer null or a catalogue message', () => {
  it.each(FIELD_VALIDATORS)('%s', (_name, validate) => {
    fc.assert(
      fc.property(anyInput, (v) => expectMessage(validate(v))),
      RUNS,
    );
    for (const huge of HUGE_INPUTS) expectMessage(validate(huge));
  });

  it.each(CONTEXT_VALIDATORS)('%s with a fuzzed context', (_name, validate) => {
    fc.assert(
      fc.property(anyInput, anyInput, (v, c) => expectMessage(validate(v, c))),
      RUNS,
    );
  });
});

describe('form validators never throw and answer an object of messages', () => {
  const formValues = fc.oneof(
    anything,
    fc.dictionary(
      fc.constantFrom(
        'firstName',
        'lastName',
        'email',
        'confirmEmail',
        'agentEmail',
        'customerEmail',
        'zipCode',
        'mobileNum',
        'businessNum',
        'city',
        'streetAddress',
        'checkBox',
        'unit',
      ),
      anyInput,
    ),
  );

  it.each(FORM_VALIDATORS)('%s', (_name, validate) => {
    fc.assert(
      fc.property(formValues, (values) => {
        const errors = validate(values);
        expect(typeof errors).toBe('object');
        for (const message of Object.values(errors)) {
          expect(typeof message).toBe('string');
          expectMessage(message);
        }
      }),
      RUNS,
    );
  });
});

describe('predicates and text functions never throw', () => {
  it.each(PREDICATES)('%s answers a boolean', (_name, predicate) => {
    fc.assert(
      fc.property(anyInput, (v) => typeof predicate(v) === 'boolean'),
      RUNS,
    );
    for (const huge of HUGE_INPUTS) expect(typeof predicate(huge)).toBe('boolean');
  });

  it.each(TEXT_FUNCTIONS)('%s answers a string', (_name, fn) => {
    fc.assert(
      fc.property(anyInput, (v) => typeof fn(v) === 'string'),
      RUNS,
    );
    for (const huge of HUGE_INPUTS) expect(typeof fn(huge)).toBe('string');
  });

  it('list helpers answer arrays', () => {
    fc.assert(
      fc.property(anyInput, (v) => {
        expect(Array.isArray(quote.listQuoteNumbers(v))).toBe(true);
        expect(Array.isArray(forms001.normalizeYellowPagesResults(v))).toBe(true);
        expect(address.unitSpecialChoices(v).length).toBeGreaterThanOrEqual(2);
        const type = credit.normalizeCustomerType(v);
        expect(type === null || typeof type === 'string').toBe(true);
      }),
      RUNS,
    );
  });
});

describe('soundness: what is accepted really is valid', () => {
  it('an accepted phone has 10 digits, first 2-9, not all alike, not the rejected sequence', () => {
    fc.assert(
      fc.property(anyInput, (v) => {
        if (phone.validatePhone(v) !== null) return;
        const digits = digitsOnly(v);
        expect(digits).toMatch(/^[2-9][0-9]{9}$/);
        expect(new Set(digits).size).toBeGreaterThan(1);
        expect(digits).not.toBe('4465445654');
      }),
      RUNS,
    );
  });

  it('every well-formed phone is accepted, typed or dashed', () => {
    const validDigits = fc
      .tuple(
        fc.integer({ min: 2, max: 9 }),
        fc.array(fc.integer({ min: 0, max: 9 }), {
          minLength: 9,
          maxLength: 9,
        }),
      )
      .map(([first, rest]) => `${first}${rest.join('')}`)
      .filter((d) => !/^(\d)\1{9}$/.test(d) && d !== '4465445654');
    fc.assert(
      fc.property(validDigits, (d) => {
        expect(phone.validatePhone(d)).toBeNull();
        expect(phone.validatePhone(formatPhoneDashed(d))).toBeNull();
      }),
      RUNS,
    );
  });

  it('sanitise-then-validate agrees with the digit rule', () => {
    fc.assert(
      fc.property(fc.string(), (typed) => {
        const kept = phone.sanitizePhone(typed);
        expect(kept).toMatch(/^[0-9]{0,10}$/);
        const verdict = phone.validatePhone(formatPhoneDashed(kept));
        if (kept === '') expect(verdict).toBe(ERROR_MESSAGES.phoneRequired);
        else expect(verdict === null).toBe(phone.isValidPhoneDigits(kept));
      }),
      RUNS,
    );
  });

  it('an accepted address-page e-mail matches the pattern', () => {
    fc.assert(
      fc.property(fc.oneof(anyInput, fc.emailAddress()), (v) => {
        if (email.validateEmail(v) !== null) return;
        const text = (v as string).trim();
        expect(text.length).toBeLessThanOrEqual(email.MAX_EMAIL_LENGTH);
        expect(email.PRODUCT_EMAIL_PATTERN.test(text)).toBe(true);
        expect(text.split('@')).toHaveLength(2);
      }),
      RUNS,
    );
  });

  it('every well-formed product e-mail is accepted', () => {
    const wellFormed = fc.stringMatching(
      /^[a-z0-9_]{1,12}(\.[a-z0-9-]{1,8})?@[a-z0-9]{1,12}\.(com|net|org|edu|mil|name|[a-z]{2})$/,
    );
    fc.assert(
      fc.property(wellFormed, (v) => {
        expect(email.validateEmail(v)).toBeNull();
      }),
      RUNS,
    );
  });

  it('an accepted agent e-mail is standard and not from a public provider', () => {
    fc.assert(
      fc.property(fc.oneof(anyInput, fc.emailAddress()), (v) => {
        if (agent.validateAgentEmail(v) !== null) return;
        expect(email.isStandardEmail(v)).toBe(true);
        expect(agent.isFreeMailDomain(v)).toBe(false);
      }),
      RUNS,
    );
  });

  it('accepted waitlist phones have 10 digits starting 1-9, zips 5 digits starting 1-9', () => {
    fc.assert(
      fc.property(anyInput, (v) => {
        if (waitlist.validateWaitlistMobile(v) === null && digitsOnly(v) !== '') {
          expect(digitsOnly(v)).toMatch(/^[1-9][0-9]{9}$/);
        }
        if (waitlist.validateWaitlistZip(v) === null) {
          expect(String(v).trim()).toMatch(/^[1-9][0-9]{4}$/);
        }
      }),
      RUNS,
    );
  });

  it('an accepted unit is listed or an offered special choice', () => {
    const units = ['APT 1', 'APT 2B'];
    fc.assert(
      fc.property(anyInput, fc.constantFrom('NJ', 'TX', undefined), (v, state) => {
        if (address.validateUnit(v, { units, state }) !== null) return;
        const key = String(v).replace(/[\s,]/g, '').toLowerCase();
        const allowed = [...units, ...address.unitSpecialChoices(state)]
          .filter((u) => u !== "I can't find my unit")
          .map((u) => u.replace(/[\s,]/g, '').toLowerCase());
        expect(allowed).toContain(key);
      }),
      RUNS,
    );
  });

  it('accepted names are 2-30 characters with two consecutive letters', () => {
    fc.assert(
      fc.property(fc.oneof(anyInput, adversarial), (v) => {
        if (!names.isValidName(v)) return;
        const text = v as string;
        expect([...text].length).toBeGreaterThanOrEqual(2);
        expect([...text].length).toBeLessThanOrEqual(30);
        expect(names.hasTwoConsecutiveLetters(text)).toBe(true);
      }),
      RUNS,
    );
  });

  it('filters only ever narrow the input', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (v) => {
        expect(keys.filterZipInput(v)).toMatch(/^[0-9]{0,5}$/);
        expect(keys.filterLetters(v)).not.toMatch(/[0-9\s]/);
        expect(keys.filterLetters(v).length).toBeLessThanOrEqual(v.length);
      }),
      RUNS,
    );
  });
});
