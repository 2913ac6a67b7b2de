import { CHECKOUT_CALLS } from '@bizline/domain/wire/checkout/calls';
import { api } from '../../../shared/api/client';
import { parseDueDateAnswer, type DueDateSchedule } from './get-due-dates';

/** POST Checkout/GenerateSelfInstallment: self or technician install; answers the due dates of
 * that choice. */
export async function postGenerateSelfInstallment(
  choice: 'self' | 'tech',
): Promise<DueDateSchedule> {
  const answer = await api.call(CHECKOUT_CALLS.generateSelfInstallment, {
    isSelfInstall: choice === 'self' ? 'Y' : 'N',
    isTechInstall: choice === 'tech' ? 'Y' : 'N',
  });
  return parseDueDateAnswer(answer);
}
