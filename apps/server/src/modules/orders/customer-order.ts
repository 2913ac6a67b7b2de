/**
 * An order as its customer's own page reads it (modules/order-page): the order, the version a
 * change must be asked with (orderVersion) and its milestones, oldest first.
 */
import { normalizeOrderNumber } from '@bizline/domain/orders/order-rules';
import { orderStateLabel } from '@bizline/domain/orders/order-states';
import type { AppContext } from '../../context';
import { orderVersion, toOrder, type Order } from './order-record';
import * as repo from './repo';

export interface Milestone {
  status: string;
  label: string;
  at: string;
  kind: 'state' | 'rescheduled';
  dueDate?: string;
  timeSlot?: string;
}

export async function customerOrder(
  ctx: AppContext,
  orderNoInput: string,
): Promise<{ order: Order; version: string; milestones: Milestone[] } | null> {
  const row = await repo.findByNumber(ctx.db.kysely, normalizeOrderNumber(orderNoInput));
  if (!row) return null;
  const history = await repo.historyOf(ctx.db.kysely, row.order_no);
  const milestones = history.map((h): Milestone => {
    const base = { status: h.status, label: orderStateLabel(h.status), at: h.at };
    if (h.kind !== 'rescheduled') return { ...base, kind: 'state' };
    const to = (h.details ? JSON.parse(h.details) : {}) as { to?: { date: string; slot: string } };
    return {
      ...base,
      kind: 'rescheduled',
      dueDate: to.to?.date ?? '',
      timeSlot: to.to?.slot ?? '',
    };
  });
  return { order: toOrder(row), version: orderVersion(row), milestones };
}
