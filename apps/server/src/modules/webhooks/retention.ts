/**
 * How long the console keeps a webhook delivery and its attempts once it ended (delivered or
 * failed): a sweep forgets older ones. Pending deliveries are kept whatever their age.
 */
import type { AppContext } from '../../context';
import { purgeDeliveries } from './repo';

const DELIVERY_RETENTION_DAYS = 30;

export function purgeOldDeliveries(ctx: AppContext, now: Date): Promise<number> {
  const before = new Date(now.getTime() - DELIVERY_RETENTION_DAYS * 86_400_000);
  return purgeDeliveries(ctx.db.kysely, before.toISOString());
}
