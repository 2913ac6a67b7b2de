/**
 * Which wireless plan list an address gets (000 §2, the list under screen 10), from the flags
 * Qualified4G, QualifiedCBand and Qualified5G (each Y or N):
 *   - 4G yes, C-band no, 5G no: 4G list;
 *   - C-band yes, 5G yes: 5G list with the 5G-qualified flag;
 *   - C-band no, 5G yes: 5G-only list;
 *   - C-band yes, 5G no: 5G list without the flag;
 *   - no qualification (and without bulk addresses): 4G list.
 * The "5G list" shows each tier's C-band install and the "5G-only list" its 5G-only install
 * (catalogue `wireless.fiveG[].install`). A tier marked requiresFiveGQualified (400 Mbps in the
 * demo) is listed only with the 5G-qualified flag.
 *
 * Written here because packages/domain/src/qualification-routing.ts had no `bulkPlanList` when
 * these pages were built; move it there when it has one.
 */
import type { FiveGTier } from '@bizline/domain/catalogue/wireless';

type FiveGLabels = 'cband' | 'fiveGOnly';

export type PlanListChoice =
  { kind: '4g' } | { kind: '5g'; labels: FiveGLabels; fiveGQualified: boolean };

export interface WirelessFlags {
  Qualified4G?: string | boolean;
  QualifiedCBand?: string | boolean;
  Qualified5G?: string | boolean;
}

/** Y, 'true' or true (the availability response writes 'true', the bulk results 'Y'). */
export function isYes(value: unknown): boolean {
  if (value === true) return true;
  if (typeof value !== 'string') return false;
  const v = value.trim().toUpperCase();
  return v === 'Y' || v === 'TRUE';
}

export function choosePlanList(flags: WirelessFlags | null | undefined): PlanListChoice {
  const cband = isYes(flags?.QualifiedCBand);
  const fiveG = isYes(flags?.Qualified5G);
  if (cband) return { kind: '5g', labels: 'cband', fiveGQualified: fiveG };
  if (fiveG) return { kind: '5g', labels: 'fiveGOnly', fiveGQualified: true };
  return { kind: '4g' };
}

/** The 5G tiers of a list: those that require it only with the 5G-qualified flag. */
export function fiveGTiers(tiers: readonly FiveGTier[], fiveGQualified: boolean): FiveGTier[] {
  return tiers.filter((tier) => fiveGQualified || !tier.requiresFiveGQualified);
}
