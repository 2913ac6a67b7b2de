import type { z } from 'zod';
import type { CHECKOUT_CALLS, setDueDateResponse } from '@bizline/domain/wire/checkout';
import { api } from '../../../shared/api/client';

type Calls = typeof CHECKOUT_CALLS;
const SET_DUE_DATE: Calls['setDueDate']['path'] = 'Checkout/SetDueDate';
const COVID: Calls['covidQuestion']['path'] = 'Checkout/SetCovid19QuestionValue';

export type SetDueDateResponse = z.infer<typeof setDueDateResponse>;

/** POST Checkout/SetDueDate (form): hold the slot for the cart until submit or expiry. */
export function postSetDueDate(body: {
  dueDate: string;
  timeSlotCode: string;
  SIselected?: 'self' | 'tech';
}): Promise<SetDueDateResponse> {
  return api.postForm<SetDueDateResponse>(SET_DUE_DATE, body);
}

/** POST Checkout/SetCovid19QuestionValue: the questionnaire answer (Y/N). */
export function postCovidAnswer(answer: 'Y' | 'N'): Promise<unknown> {
  return api.post(COVID, { answer });
}
