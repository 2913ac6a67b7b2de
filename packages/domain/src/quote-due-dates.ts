/**
 * Quote-based due dates: the raw Checkout/GetDueDatesByCoA answer
 * (outputField.ordersField[0] with messageField, dueDatesField.dueDateField, applicable options and
 * dispatch info) mapped to what the optix checkout shows. Lenient on input: a missing part maps to
 * an empty value rather than throwing, so a partial answer shows "no dates" instead of breaking.
 */
import { asList, asText, readField } from './input';
import { stripIntervalPrefix } from './validators/due-date';

interface QuoteTimeSlot {
  /** Interval with 'Anytime Between ' removed: '8:00 AM - 12:00 PM'. */
  interval: string;
  code: string;
}

interface QuoteTechOption {
  code: string;
  description: string;
}

export interface QuoteDueDates {
  /** messageField of the first order, upper-cased ('SUCCESS'). */
  GetDueDateStatus: string;
  /** The dates offered, in the order given ('2026-12-01'). */
  DueDates: string[];
  /** Intervals per date, prefix removed. */
  DueDateIntervals: Record<string, QuoteTimeSlot[]>;
  /** Always 'Y' in the quote-based flow. */
  ShowCovidRestriction: 'Y';
  techOptionFields: QuoteTechOption[];
  /** True when there are technician options. */
  showTechInstall: boolean;
  dispatchInfoField: string;
}

export function mapQuoteDueDates(response: unknown): QuoteDueDates {
  const order = asList(readField(readField(response, 'outputField'), 'ordersField'))[0];
  const dates = asList(readField(readField(order, 'dueDatesField'), 'dueDateField'));
  const DueDates: string[] = [];
  const DueDateIntervals: Record<string, QuoteTimeSlot[]> = {};
  for (const entry of dates) {
    const date = asText(readField(entry, 'valueField')).trim();
    if (!date) continue;
    if (!DueDateIntervals[date]) DueDates.push(date);
    DueDateIntervals[date] = [
      ...(DueDateIntervals[date] ?? []),
      ...asList(readField(entry, 'timeSlotsField')).map((slot) => ({
        interval: stripIntervalPrefix(readField(slot, 'intervalField')),
        code: asText(readField(slot, 'codeField')),
      })),
    ];
  }
  const techOptionFields = asList(readField(order, 'applicableDuedateOptionsField')).map((o) => ({
    code: asText(readField(o, 'code')),
    description: asText(readField(o, 'description')),
  }));
  return {
    GetDueDateStatus: asText(readField(order, 'messageField')).toUpperCase(),
    DueDates,
    DueDateIntervals,
    ShowCovidRestriction: 'Y',
    techOptionFields,
    showTechInstall: techOptionFields.length > 0,
    dispatchInfoField: asText(readField(order, 'dispatchInfoField')),
  };
}
