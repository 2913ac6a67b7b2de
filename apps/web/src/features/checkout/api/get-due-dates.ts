import { useQuery } from '@tanstack/react-query';
import type { DueDateAnswer } from '@bizline/domain/wire/checkout';
import { CHECKOUT_CALLS } from '@bizline/domain/wire/checkout/calls';
import { api } from '../../../shared/api/client';

export const DUE_DATES_KEY = ['checkoutDueDates'] as const;

/** One time slot of a date: its code, the interval text ('8AM-12PM') and the places left. */
interface DueDateSlot {
  code: string;
  interval: string;
  available: number;
}

/** The due-date answer with its JSON-text fields parsed. */
export interface DueDateSchedule {
  ok: boolean;
  dates: string[];
  intervals: Record<string, DueDateSlot[]>;
  appointmentCode: string;
  /** The options as the catalogue sells them (name, one-time price in dollars text). */
  techOptions: { code: string; description: string; price?: string }[];
  showSelfTechInstall: boolean;
  siSelected: 'self' | 'tech' | '';
}

function parseText(text: string): unknown {
  if (!text.trim()) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function toSlot(raw: unknown): DueDateSlot | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const r = raw as Record<string, unknown>;
  if (typeof r.code !== 'string' || typeof r.interval !== 'string') return null;
  return { code: r.code, interval: r.interval, available: Number(r.available) || 0 };
}

/**
 * In the classic flow DueDates, DueDateIntervals and appointmentCode arrive as JSON text that the
 * page parses. Text that does not parse counts as no dates rather than breaking the page.
 */
export function parseDueDateAnswer(answer: DueDateAnswer): DueDateSchedule {
  const dates = parseText(answer.DueDates);
  const intervals = parseText(answer.DueDateIntervals);
  const code = parseText(answer.appointmentCode);
  const byDate: Record<string, DueDateSlot[]> = {};
  if (typeof intervals === 'object' && intervals !== null && !Array.isArray(intervals)) {
    for (const [date, slots] of Object.entries(intervals)) {
      byDate[date] = Array.isArray(slots)
        ? slots.map(toSlot).filter((s): s is DueDateSlot => s !== null)
        : [];
    }
  }
  return {
    ok: answer.GetDueDateStatus === 'SUCCESS',
    dates: Array.isArray(dates) ? dates.filter((d): d is string => typeof d === 'string') : [],
    intervals: byDate,
    appointmentCode:
      code === undefined || code === null
        ? ''
        : typeof code === 'string'
          ? code
          : JSON.stringify(code),
    techOptions: answer.techOptionFields,
    showSelfTechInstall: answer.ShowSelfTechInstall === 'Y',
    siSelected: answer.SIselected,
  };
}

/** GET Checkout/GetDueDateDetails: the install dates and slots of the cart's area. */
async function getDueDates(): Promise<DueDateSchedule> {
  return parseDueDateAnswer(await api.call(CHECKOUT_CALLS.dueDateDetails));
}

export function useDueDates(enabled = true) {
  return useQuery({ queryKey: DUE_DATES_KEY, queryFn: getDueDates, enabled, retry: false });
}
