/** Who moves an order (moveOrder, reschedule): staff, an integration, the system or the customer. */
import type { OrderActorKind } from '@bizline/domain/orders/order-states';

/** `label` is what the webhook and the audit log show. */
export interface OrderActor {
  kind: OrderActorKind;
  /** The staff id, the integration (API key) id; null for the system. */
  id: string | null;
  /** A staff e-mail, 'api:<key name>', 'system' or the customer's e-mail. */
  label: string;
}

export const SYSTEM_ACTOR: OrderActor = { kind: 'system', id: null, label: 'system' };
