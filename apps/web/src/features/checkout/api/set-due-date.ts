import type { z } from 'zod';
import type { setDueDateResponse } from '@bizline/domain/wire/checkout';
import { CHECKOUT_CALLS } from '@bizline/domain/wire/checkout/calls';
import { api } from '../../../shared/api/client';

export type SetDueDateResponse = z.infer<typeof setDueDateResponse>;

/** POST Checkout/SetDueDate (form): hold the slot for the cart until submit or expiry. */
export function postSetDueDate(body: {
  dueDate: string;
  timeSlotCode: string;
  SIselected?: 'self' | 'tech';
}): Promise<SetDueDateResponse> {
  return api.call(CHECKOUT_CALLS.setDueDate, body);
}

/** POST Checkout/SetCovid19QuestionValue: the questionnaire answer (Y/N). */
export function postCovidAnswer(answer: 'Y' | 'N'): Promise<unknown> {
  return api.call(CHECKOUT_CALLS.covidQuestion, { answer });
}
