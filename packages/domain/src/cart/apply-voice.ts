/** Standard phone updates (VOICE) as a pure function: see ./apply.ts. */
import type { z } from 'zod';
import { DEFAULT_LINE_COUNT } from '../constants';
import { newPhone } from '../pricing/selections';
import type { voiceModelPost } from '../wire/cart';
import {
  applyListing,
  atMost,
  linesOf,
  need,
  notSold,
  applyChoice,
  quantities,
  serviceUpdate,
} from './apply-checks';
import { equipmentQuantity } from './rules';

export type VoiceModel = z.output<typeof voiceModelPost>;

/** VOICE (VoiceModelPost). BundleSelection NewID '' removes phone. */
export const applyVoiceModel = serviceUpdate(
  {
    key: 'phone',
    field: 'BundleSelection.NewID',
    planIdOf: (model: VoiceModel) => model.BundleSelection?.NewID,
    withPlan: (phone, { id: planId }) =>
      phone
        ? { ...phone, planId, lines: phone.lines.map((l) => ({ ...l, planId })) }
        : newPhone(planId, {
            lines: Array.from({ length: DEFAULT_LINE_COUNT }, (_, i) => ({
              lineNo: i + 1,
              tn: '',
              planId,
            })),
          }),
  },
  (phone, { selections, model, lookup, services }) => {
    const plan = need(lookup, 'phone.plans', phone.planId, 'BundleSelection.NewID');
    const next = { ...phone };
    if (model.PhoneLines) {
      next.lines = linesOf(
        model.PhoneLines,
        phone.lines,
        'phone.plans',
        phone.planId,
        plan.maxLines,
        'PhoneLines',
        lookup,
      ).map(({ lineNo, tn, planId: linePlan, moved }) => ({
        lineNo,
        tn,
        planId: linePlan,
        ...(moved ? { moved } : {}),
      }));
    }
    if (model.Jacks) {
      next.equipment = quantities(
        lookup,
        'phone.equipment',
        model.Jacks.map((j) => ({
          id: j.PrdID,
          quantity: equipmentQuantity(j.CountInCart, j.UpdateCart),
        })),
        'Jacks',
      );
    }
    applyListing(next, lookup, 'phone.directoryListing', model, 'DirListing', 'ListingInfo');
    applyChoice(next, 'batteryId', lookup, 'phone.battery', model, 'BatterySelected');
    if (model.PowerReserve !== undefined) {
      if (model.PowerReserve === 'Y' && !lookup.doc.phone.powerReserve) {
        notSold('PowerReserve', 'Power reserve');
      }
      next.powerReserve = model.PowerReserve === 'Y';
    }
    applyChoice(next, 'maintenanceId', lookup, 'phone.maintenance', model, 'Maintenance');
    if (model.FaxLines !== undefined) {
      atMost(model.FaxLines, lookup.doc.phone.faxLine?.maxLines ?? 0, 'FaxLines', ' fax lines');
      next.faxLines = model.FaxLines;
    }
    applyChoice(next, 'premiumSupportId', lookup, 'phone.premiumSupport', model, 'PremiumSupport');
    // Phone replaces BDV (nextServices swapped them).
    return {
      ...selections,
      services,
      phone: next,
      bdv: services.includes('bdv') ? selections.bdv : null,
    };
  },
);
