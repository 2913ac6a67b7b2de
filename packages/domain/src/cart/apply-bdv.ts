/** Business Digital Voice updates (BDV) as a pure function: see ./apply.ts. */
import type { z } from 'zod';
import { DEFAULT_LINE_COUNT } from '../constants';
import { newBdv } from '../pricing/selections';
import { validateOptionalEmail } from '../validators/email';
import type { CartSelections, bdvModelPost } from '../wire/cart';
import {
  applyListing,
  atMost,
  fail,
  linesOf,
  need,
  applyChoice,
  serviceUpdate,
  tenDigits,
} from './apply-checks';
import { bdvAdminFlag, equipmentQuantity, isNoEquipmentPlaceholder } from './rules';

export type BdvModel = z.output<typeof bdvModelPost>;

/** A fresh BDV selection: one line, its first line the BDVW admin. */
function newBdvOf(planId: string): NonNullable<CartSelections['bdv']> {
  return newBdv(planId, {
    lines: Array.from({ length: DEFAULT_LINE_COUNT }, (_, i) => ({
      lineNo: i + 1,
      tn: '',
      planId,
      subscriberType: 'desktop',
      email: '',
      isAdmin: bdvAdminFlag(i),
    })),
  });
}

/** BDV (BdvModelPost). BdvBundleSelection NewID '' removes BDV. */
export const applyBdvModel = serviceUpdate(
  {
    key: 'bdv',
    field: 'BdvBundleSelection.NewID',
    planIdOf: (model: BdvModel) => model.BdvBundleSelection?.NewID,
    withPlan: (bdv, { id: planId }) =>
      bdv ? { ...bdv, planId, lines: bdv.lines.map((l) => ({ ...l, planId })) } : newBdvOf(planId),
  },
  (bdv, { selections, model, lookup, services }) => {
    const plan = need(lookup, 'bdv.plans', bdv.planId, 'BdvBundleSelection.NewID');
    const next = { ...bdv };
    if (model.BdvPhoneLines) {
      const lines = linesOf(
        model.BdvPhoneLines,
        bdv.lines,
        'bdv.plans',
        bdv.planId,
        plan.maxLines,
        'BdvPhoneLines',
        lookup,
      );
      next.lines = lines.map(({ line, index, lineNo, tn, planId: linePlan, moved }) => {
        const at = `BdvPhoneLines.${model.BdvPhoneLines!.indexOf(line)}`;
        const email = line.SubscriberInfo?.Email ?? '';
        const emailProblem = validateOptionalEmail(email);
        if (emailProblem) fail(`${at}.SubscriberInfo.Email`, emailProblem);
        return {
          lineNo,
          tn,
          planId: linePlan,
          subscriberType: line.SubscriberInfo?.SubscriberType ?? line.selected,
          email,
          // Only the first line administers BDVW, whatever the client says.
          isAdmin: bdvAdminFlag(index),
          ...(moved ? { moved } : {}),
        };
      });
    }
    if (model.EquipMapping || model.BdvJacks) {
      const wanted = [
        ...(model.EquipMapping ?? []).map((e, i) => ({
          field: `EquipMapping.${i}`,
          id: e.EqpID,
          quantity: equipmentQuantity(e.Quantity ?? 1, e.UpdateCart),
          addlHandset: e.AddlHandset,
          tns: e.TNs,
        })),
        ...(model.BdvJacks ?? []).map((j, i) => ({
          field: `BdvJacks.${i}`,
          id: j.PrdID,
          quantity: equipmentQuantity(j.CountInCart, j.UpdateCart),
          addlHandset: 0,
          tns: [] as string[],
        })),
      ];
      const equipment = new Map<string, { id: string; quantity: number; addlHandset: number }>();
      for (const e of wanted) {
        // NoEquipment: the placeholder for "none chosen", with no numbers.
        if (isNoEquipmentPlaceholder(e.id)) continue;
        const item = need(lookup, 'bdv.equipment', e.id, `${e.field}.EqpID`);
        atMost(e.quantity, item.maxQuantity, `${e.field}.Quantity`);
        e.tns.forEach((tn, i) => tenDigits(tn, `${e.field}.TNs.${i}`));
        if (e.quantity > 0)
          equipment.set(e.id, { id: e.id, quantity: e.quantity, addlHandset: e.addlHandset });
        else equipment.delete(e.id);
      }
      next.equipment = [...equipment.values()];
    }
    if (model.BdvFeatures) {
      next.featureIds = [...new Set(model.BdvFeatures)].map(
        (id, i) => need(lookup, 'bdv.features', id, `BdvFeatures.${i}`).id,
      );
    }
    if (model.FaxLines !== undefined) {
      atMost(model.FaxLines, lookup.doc.bdv.faxLine?.maxLines ?? 0, 'FaxLines', ' fax lines');
      next.faxLines = model.FaxLines;
    }
    applyListing(next, lookup, 'bdv.directoryListing', model, 'BdvDirListing', 'BdvListingInfo');
    applyChoice(next, 'maintenanceId', lookup, 'bdv.maintenance', model, 'BdvMaintenance');
    if (model.Webex) {
      const { NewID, NumberOfLicenses } = model.Webex;
      if (NewID === '' || NumberOfLicenses === 0) next.videoMeeting = null;
      else {
        const item = need(lookup, 'internet.videoMeeting', NewID, 'Webex.NewID');
        atMost(NumberOfLicenses, item.maxLicenses, 'Webex.NumberOfLicenses', ' licenses');
        next.videoMeeting = { id: NewID, licenses: NumberOfLicenses };
      }
    }
    // BDV replaces standard phone (nextServices swapped them).
    const phone = services.includes('phone') ? selections.phone : null;
    return { ...selections, services, bdv: next, phone };
  },
);
