/**
 * Data loaded into an empty database at start-up. Each loader checks its own table and does
 * nothing when data is already there, so a provider's data is never overwritten.
 * - Reference data (the US ZIP list) is always loaded.
 * - Demo data (footprint; later the catalogue) only when SEED_DEMO is on.
 */
import type { AppContext } from './context';
import { seedZipsIfEmpty } from './modules/address/service';
import { seedDemoFootprintIfEmpty } from './modules/footprint/service';

export async function seedReferenceData(ctx: AppContext): Promise<void> {
  await seedZipsIfEmpty(ctx);
}

export async function seedDemoData(ctx: AppContext): Promise<void> {
  await seedDemoFootprintIfEmpty(ctx);
}
