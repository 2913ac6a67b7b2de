/**
 * The cart module as other modules use it (checkout, quote, saved carts, scheduling, abandoned
 * carts). The cart's own routes import the files named for each part:
 * - ./load-cart.ts: the session's cart row, created on first use;
 * - ./change.ts: a cart change, end to end (writeCart: transaction, version check, order lock);
 * - ./views.ts: prices and the views of the cart (floating cart, details, customise products);
 * - ./model-updates.ts, ./select-bundle.ts, ./line-numbers.ts: the changes themselves;
 * - ./listing-check.ts: the business listing duplicate check.
 */
export { writeCart } from './change';
export {
  adoptCart,
  extendCartUntil,
  findCartById,
  loadOrCreateCart,
  type LoadedCart,
} from './load-cart';
export { updateModels } from './model-updates';
export { selectBundle } from './select-bundle';
export { floatingCart, priceSelections, pricedSelections } from './views';
/** The number of the order placed from a cart, if any: the cart and its checkout are then locked. */
