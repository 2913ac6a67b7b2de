/** Who moves an order (moveOrder, reschedule): staff, an integration or the system itself. */
import type { OrderActorKind } from '@bizline/domain/orders/order-states';

/** `label` is what the webhook and the audit log show. */
export interface OrderActor {
  kind: OrderActorKind;
  /** The staff id, the integration (API key) id; null for the system. */
  id: string | null;
  /** A staff e-mail, 'api:<key name>' or 'system'. */
  label: string;
}

export const SYSTEM_ACTOR: OrderActor = { kind: 'system', id: null, label: 'system' };
