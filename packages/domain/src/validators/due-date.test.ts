import { describe, expect, it } from 'vitest';
import {
  isClassicReservationSuccess,
  isQuoteReservationSuccess,
  stripIntervalPrefix,
  validateDueDateReservation,
} from './due-date';

const SLOT = 'Selected Slot in the given Due Date is not available.  Please select other Slot/Date';

describe('due-date reservation (002 §5)', () => {
  it('classic: success when Status is success', () => {
    expect(isClassicReservationSuccess({ Status: 'SUCCESS' })).toBe(true);
    expect(isClassicReservationSuccess({ Status: 'success' })).toBe(true);
    expect(isClassicReservationSuccess({ Status: 'FAIL' })).toBe(false);
    expect(isClassicReservationSuccess(null)).toBe(false);
  });

  it('quote-based: the first due-dates entry must say success', () => {
    const ok = { outputField: { dueDatesSetField: [{ messageField: 'Success' }] } };
    const bad = {
      outputField: {
        dueDatesSetField: [{ messageField: 'Slot unavailable' }, { messageField: 'success' }],
      },
    };
    expect(isQuoteReservationSuccess(ok)).toBe(true);
    expect(isQuoteReservationSuccess(bad)).toBe(false);
    expect(isQuoteReservationSuccess({ outputField: { dueDatesSetField: [] } })).toBe(false);
  });

  it('an unavailable slot fails with the exact message (double space included)', () => {
    expect(validateDueDateReservation({ Status: 'FAIL' }, 'classic')).toBe(SLOT);
    expect(validateDueDateReservation({}, 'quote')).toBe(SLOT);
    expect(validateDueDateReservation({ Status: 'SUCCESS' }, 'classic')).toBeNull();
    expect(
      validateDueDateReservation(
        { outputField: { dueDatesSetField: [{ messageField: 'SUCCESS' }] } },
        'quote',
      ),
    ).toBeNull();
  });

  it("removes the 'Anytime Between ' prefix (002 §3)", () => {
    expect(stripIntervalPrefix('Anytime Between 8AM-12PM')).toBe('8AM-12PM');
    expect(stripIntervalPrefix('1PM-5PM')).toBe('1PM-5PM');
  });
});
