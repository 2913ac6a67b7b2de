/**
 * Data loaded into an empty database at start-up. Each loader checks its own table and does
 * nothing when data is already there, so a provider's data is never overwritten.
 * - Reference data (the US ZIP list) is always loaded.
 * - Demo data (footprint, telephone-number pool, install calendar) only when SEED_DEMO is on.
 * - The catalogue is not seeded here: a database without one gets CATALOGUE_FILE on first use
 *   (modules/catalogue/service.ts ensureCatalogue), whatever SEED_DEMO says. It is loaded at
 *   start-up too, so a broken file stops the server at once instead of failing the first visitor.
 */
import type { AppContext } from './context';
import { seedZipsIfEmpty } from './modules/address/service';
import { ensureCatalogue } from './modules/catalogue/service';
import { seedDemoFootprintIfEmpty } from './modules/footprint/service';
import { DEMO_AREA_CODES, seedDemoNumberPoolIfEmpty } from './modules/tn/service';
import { seedDemoSlotsIfEmpty } from './modules/scheduling/service';
import { seedDemoQuotesIfEmpty } from './modules/quote/service';

export async function seedReferenceData(ctx: AppContext): Promise<void> {
  await seedZipsIfEmpty(ctx);
  await ensureCatalogue(ctx);
}

export async function seedDemoData(ctx: AppContext): Promise<void> {
  await seedDemoFootprintIfEmpty(ctx);
  await seedDemoNumberPoolIfEmpty(ctx);
  // Install calendars of the demo areas (other areas get theirs on first use).
  await seedDemoSlotsIfEmpty(ctx, Object.keys(DEMO_AREA_CODES));
  // After the footprint: a quote belongs to one of its addresses.
  await seedDemoQuotesIfEmpty(ctx);
}
