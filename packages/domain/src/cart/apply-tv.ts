/** TV updates (FIOSTV) as a pure function: see ./apply.ts. */
import type { z } from 'zod';
import { DEFAULT_TV_CHANNEL_INFO } from '../constants';
import { newTv } from '../pricing/selections';
import type { tvModelPost } from '../wire/cart';
import { need, applyChoice, quantities, serviceUpdate } from './apply-checks';
import { changeOf, isNoneTvEquipment } from './rules';

export type TvModel = z.output<typeof tvModelPost>;

/** FIOSTV (FiOSTVModelPost). PlanSelection NewID '' removes TV (001 §2 TV removal). */
export const applyTvModel = serviceUpdate(
  {
    key: 'tv',
    field: 'PlanSelection.NewID',
    planIdOf: (model: TvModel) => changeOf(model.PlanSelection),
    withPlan: (tv, { id: planId }) => (tv ? { ...tv, planId } : newTv(planId)),
  },
  (tv, { selections, model, lookup, services }) => {
    const next = { ...tv };
    applyChoice(next, 'viewingOptionId', lookup, 'tv.viewingOptions', model, 'ViewSelection');
    if (model.SelectedEquipments) {
      const kept = model.SelectedEquipments.filter(
        (e) =>
          !isNoneTvEquipment(e.PrdID) &&
          !isNoneTvEquipment(lookup.get('tv.equipment', e.PrdID)?.code ?? ''),
      );
      next.equipment = quantities(
        lookup,
        'tv.equipment',
        kept.map((e) => ({ id: e.PrdID, quantity: e.Quantity })),
        'SelectedEquipments',
      );
    }
    const channelLists = [
      ['SelectedPPS', model.SelectedPPS?.map((p) => p.PPPID)],
      ['MovieSelection', model.MovieSelection],
      ['SportsSelection', model.SportsSelection],
      ['SpecialitySelection', model.SpecialitySelection],
      ['InternationalSelection', model.InternationalSelection],
    ] as const;
    if (channelLists.some(([, ids]) => ids !== undefined)) {
      const ids = new Set<string>();
      for (const [field, list] of channelLists) {
        list?.forEach((id, i) => {
          if (id === '') return;
          if (!lookup.get('tv.movieChannelsPack', id)) {
            need(lookup, 'tv.premiumChannels', id, `${field}.${i}`);
          }
          ids.add(id);
        });
      }
      next.premiumChannelIds = [...ids];
    }
    applyChoice(next, 'recordingId', lookup, 'tv.recording', model, 'RecordShow');
    if (model.ChannelType !== undefined) {
      next.channelType = model.ChannelType || DEFAULT_TV_CHANNEL_INFO;
    }
    return { ...selections, services, tv: next };
  },
);
