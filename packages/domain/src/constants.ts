/**
 * Business constants and limits of the three specs (000, 001, 002 §9, plus the numeric and text
 * constants stated in their other sections). Money is in integer cents; durations in ms unless
 * the name says otherwise. Texts are worded exactly as the spec words them.
 *
 * Feature flags (unit lookup, omni cart, TV recording, wireless-offer eligibility on; holiday
 * offer disclaimer off: 000 §9, 001 §9, 002 §9) are configuration: their defaults live in
 * `app-config.ts` (`featuresSchema`).
 *
 * One file a topic: constants/shared.ts (flag values, identifiers), constants/entry.ts and
 * constants/offers.ts (000), constants/cart.ts (001), constants/checkout.ts (002). This file
 * re-exports them all, so `@bizline/domain/constants` stays the one import.
 */
export * from './constants/shared';
export * from './constants/entry';
export * from './constants/offers';
export * from './constants/cart';
export * from './constants/checkout';
