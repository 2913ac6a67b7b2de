/**
 * What the cart tests share (./apply.test.ts, ./requalify.test.ts): the demo catalogue, the
 * order updates as the wire sends them (parsed by their schemas), and the outcome read as the
 * new selections or the validation error.
 */
import demo from '../../../../data/catalogue/demo.json';
import { catalogueDocument } from '../catalogue/schema';
import {
  bdvModelPost,
  dataModelPost,
  tvModelPost,
  voiceModelPost,
  type CartSelections,
} from '../wire/cart';
import {
  applyBdvModel,
  applyDataModel,
  applyTvModel,
  applyVoiceModel,
  type CartAvailability,
  type CartRuleResult,
} from './apply';
import { cartLookup, type CartLookup } from './catalogue-index';

export const demoDoc = catalogueDocument.parse(demo);
export const demoLookup = cartLookup(demoDoc);

/** An address that gets every service. */
export const everywhere: CartAvailability = {
  fiber: true,
  hsi: true,
  tv: true,
  phone: true,
  bdv: true,
};

export function ok(r: CartRuleResult): CartSelections {
  if (!r.ok) throw new Error(`${r.error.field}: ${r.error.message}`);
  return r.selections;
}

export function err(r: CartRuleResult) {
  if (r.ok) throw new Error('expected a validation error');
  return r.error;
}

/** The four updates at the address `where` (each call may name another), on `lookup`. */
export function updatesAt(where: CartAvailability, lookup: CartLookup = demoLookup) {
  return {
    data: (sel: CartSelections, model: unknown, at = where, kind: 'FIOS' | 'DSL' = 'FIOS') =>
      applyDataModel(sel, dataModelPost.parse(model), lookup, kind, at),
    tv: (sel: CartSelections, model: unknown, at = where) =>
      applyTvModel(sel, tvModelPost.parse(model), lookup, at),
    voice: (sel: CartSelections, model: unknown, at = where) =>
      applyVoiceModel(sel, voiceModelPost.parse(model), lookup, at),
    bdv: (sel: CartSelections, model: unknown, at = where) =>
      applyBdvModel(sel, bdvModelPost.parse(model), lookup, at),
  };
}
