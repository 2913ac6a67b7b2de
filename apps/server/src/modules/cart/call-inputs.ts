/**
 * How the bodies of the cart calls become service inputs: which wire field carries each
 * ProductType's model (one table for UpdateCart and UpdateBundleDetails), and the bundle call's
 * fields under the names the service uses.
 */
import type { z } from 'zod';
import { selectedBundleInfoRequest } from '@bizline/domain/wire/cart';
import type { ModelUpdate } from './model-updates';
import type { BundleRequest } from './select-bundle';

/**
 * The wire field each ProductType's model travels in (UpdateCart, UpdateBundleDetails), in the
 * order a combo applies them: internet, voice, TV. A 400 names its field under this prefix.
 */
const MODEL_FIELDS = [
  ['FIOSDATA', 'fiOSDataModelPost'],
  ['HSIDATA', 'hsiDataModelPost'],
  ['VOICE', 'VoiceModelPost'],
  ['BDV', 'BdvModelPost'],
  ['FIOSTV', 'FiOSTVModelPost'],
] as const;

/** The model updates a body carries, one for each model field it has. */
export function modelUpdates(body: Partial<Record<(typeof MODEL_FIELDS)[number][1], unknown>>) {
  return MODEL_FIELDS.flatMap(([type, field]) =>
    body[field]
      ? [{ update: { type, model: body[field] } as ModelUpdate, prefix: `${field}.` }]
      : [],
  );
}

export const withoutPtype = selectedBundleInfoRequest.omit({ ptype: true });

/** The bundle call's body as the service takes it (nLines or Nlines; bundleID). */
export function bundleRequest(ptype: BundleRequest['ptype'], b: z.output<typeof withoutPtype>) {
  const { contract, planId, tvID } = b;
  return { ptype, contract, nLines: b.nLines ?? b.Nlines, planId, tvID, bundleId: b.bundleID };
}
