import type {
  DoSaveOrderBody,
  SAVED_CART_CALLS,
  SaveOrderAnswer,
} from '@bizline/domain/wire/saved-cart';
import { api } from '../../../shared/api/client';

/** Written out (checked against SAVED_CART_CALLS) so the zod schemas stay out of the chunk. */
const PATH: (typeof SAVED_CART_CALLS)['doSaveOrder']['path'] = 'SaveOrder/DoSaveOrder';

/** POST SaveOrder/DoSaveOrder { Comments, Disclaimer, EMail, RatingSelected, SkipReminderMail }. */
export function postDoSaveOrder(body: DoSaveOrderBody): Promise<SaveOrderAnswer> {
  return api.post<SaveOrderAnswer>(PATH, body);
}
