import type { CHECKOUT_CALLS, DueDateAnswer } from '@bizline/domain/wire/checkout';
import { api } from '../../../shared/api/client';
import { parseDueDateAnswer, type DueDateSchedule } from './get-due-dates';

const PATH: (typeof CHECKOUT_CALLS)['generateSelfInstallment']['path'] =
  'Checkout/GenerateSelfInstallment';

/** POST Checkout/GenerateSelfInstallment: self or technician install; answers the due dates of
 * that choice (002 §7). */
export async function postGenerateSelfInstallment(
  choice: 'self' | 'tech',
): Promise<DueDateSchedule> {
  const answer = await api.post<DueDateAnswer>(PATH, {
    isSelfInstall: choice === 'self' ? 'Y' : 'N',
    isTechInstall: choice === 'tech' ? 'Y' : 'N',
  });
  return parseDueDateAnswer(answer);
}
