/** The TMF622 API's own tables (migration 020, docs/integration.md "TMF622"). */
import type { Generated } from 'kysely';

/** A cancelProductOrder task: a request to cancel an order, and how it ended. */
export interface TmfCancelProductOrdersTable {
  id: Generated<number>;
  order_no: string;
  /** TMF TaskStateType: 'acknowledged', 'inProgress', 'done' or 'terminatedWithError'. */
  state: string;
  cancellation_reason: string;
  requested_cancellation_date: string | null;
  effective_cancellation_date: string | null;
  /** Why the order could not be cancelled (terminatedWithError). */
  error_message: string | null;
  /** The API key that asked. */
  api_key_id: number | null;
  created_at: string;
}

/**
 * What the list filters on beside the order's own columns, written with the order: one row per
 * catalogue item an order's items name ('productOffering.id') and per party that is not the
 * order's own ('relatedParty.id': a sales agent).
 */
export interface TmfOrderRefsTable {
  order_no: string;
  attribute: string;
  value: string;
}
