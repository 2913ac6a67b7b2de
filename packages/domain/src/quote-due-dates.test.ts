import { describe, expect, it } from 'vitest';
import { mapQuoteDueDates } from './quote-due-dates';

const raw = {
  outputField: {
    ordersField: [
      {
        messageField: 'Success',
        dueDatesField: {
          dueDateField: [
            {
              valueField: '2026-12-01',
              timeSlotsField: [
                { intervalField: 'Anytime Between 8:00 AM - 12:00 PM', codeField: 'AM' },
                { intervalField: 'Anytime Between 12:00 PM - 4:00 PM', codeField: 'PM' },
              ],
            },
            {
              valueField: '2026-12-02',
              timeSlotsField: [{ intervalField: '4:00 PM - 8:00 PM', codeField: 'EV' }],
            },
          ],
        },
        applicableDuedateOptionsField: [{ code: 'TECH', description: 'Technician install' }],
        dispatchInfoField: 'Dispatch required',
      },
    ],
  },
};

describe('mapQuoteDueDates (002 §3)', () => {
  it('maps the quote-based answer exactly as 002 §3 says', () => {
    expect(mapQuoteDueDates(raw)).toEqual({
      GetDueDateStatus: 'SUCCESS',
      DueDates: ['2026-12-01', '2026-12-02'],
      DueDateIntervals: {
        '2026-12-01': [
          { interval: '8:00 AM - 12:00 PM', code: 'AM' },
          { interval: '12:00 PM - 4:00 PM', code: 'PM' },
        ],
        '2026-12-02': [{ interval: '4:00 PM - 8:00 PM', code: 'EV' }],
      },
      ShowCovidRestriction: 'Y',
      techOptionFields: [{ code: 'TECH', description: 'Technician install' }],
      showTechInstall: true,
      dispatchInfoField: 'Dispatch required',
    });
  });

  it('shows no tech install without options, and upper-cases any status', () => {
    const order = raw.outputField.ordersField[0]!;
    const mapped = mapQuoteDueDates({
      outputField: {
        ordersField: [{ ...order, messageField: 'failure', applicableDuedateOptionsField: [] }],
      },
    });
    expect(mapped.showTechInstall).toBe(false);
    expect(mapped.techOptionFields).toEqual([]);
    expect(mapped.GetDueDateStatus).toBe('FAILURE');
    expect(mapped.ShowCovidRestriction).toBe('Y');
  });

  it('maps an empty or malformed answer to no dates', () => {
    for (const input of [undefined, null, {}, { outputField: { ordersField: [] } }]) {
      const mapped = mapQuoteDueDates(input);
      expect(mapped.DueDates).toEqual([]);
      expect(mapped.DueDateIntervals).toEqual({});
      expect(mapped.GetDueDateStatus).toBe('');
      expect(mapped.showTechInstall).toBe(false);
    }
  });
});
