/**
 * Wire contract of the internal abandoned-cart generator. Staff only.
 *
 * - `AbandonedCart/Generate` takes the target e-mail and a batch of bulk rows (002 §3
 *   "Abandoned-cart bulk row fields"). Each row is handled on its own: qualified in a fresh
 *   server-side session, filled per 002 §6 and saved as a saved cart; a bad row is answered
 *   `failed` with its message and does not stop the others.
 * - The saved cart's link goes to the target e-mail (the staff member who forwards it); the row's
 *   e-mail and phone are kept as the cart's address-page contact, so the customer opens the link
 *   with their own e-mail at the gate. Generated carts send no reminders.
 * - The storefront sends rows in batches of ABANDONED_CART_BATCH_SIZE to show progress.
 */
export * from './abandoned-cart/calls';
export * from './abandoned-cart/schemas';
