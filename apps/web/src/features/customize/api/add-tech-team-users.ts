import type { CART_CALLS, TechTeamUser } from '@bizline/domain/wire/cart';
import { api } from '../../../shared/api/client';

const PATH: (typeof CART_CALLS)['addTechTeamUsers']['path'] = 'PrdSelection/AddTechTeamUsers';

export interface AddTechTeamUsersBody extends TechTeamUser {
  SessionId?: string;
  VasId: string;
  VasProdId: string;
}

/** POST PrdSelection/AddTechTeamUsers (001 §7); Status 'SUCCESS' is the only success. */
export function postAddTechTeamUsers(body: AddTechTeamUsersBody): Promise<{ Status?: string }> {
  return api.post<{ Status?: string }>(PATH, body);
}
