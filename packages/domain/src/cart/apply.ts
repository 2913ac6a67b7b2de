/**
 * Order updates as pure functions (001 §3 payloads, §5 rules): the cart's selections plus one
 * update model -> the new selections, or the first validation error ({ field, message }) with
 * nothing changed. The caller (the server's cart service) stores the result; prices are never
 * stored, they are computed when the cart is read.
 *
 * Checks, in every model: an id the catalogue does not have; an id of another list (a TV plan
 * id as a router); a product the cart's address cannot get (fiber vs DSL, a service the
 * address has no flag for); a quantity above the item's maximum. Negative quantities never get
 * here: the wire schemas refuse them.
 *
 * One file a model: ./apply-internet.ts, ./apply-tv.ts, ./apply-voice.ts, ./apply-bdv.ts; the
 * checks they share in ./apply-checks.ts. This file is their one entry for the callers.
 */
export type { CartAvailability, CartRuleResult } from './apply-checks';
export { applyBdvModel, type BdvModel } from './apply-bdv';
export { applyDataModel, checkTechTeamUser, type DataModel } from './apply-internet';
export { applyTvModel, type TvModel } from './apply-tv';
export { applyVoiceModel, type VoiceModel } from './apply-voice';
