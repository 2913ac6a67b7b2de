/**
 * The customer saved cart (issue 6, spec 002 §2-§5; docs/decisions/014-saved-carts.md): what its
 * routes, the jobs and the other modules (agent, abandoned carts) call. Each part lives in its own
 * file, named for it:
 *
 * - save.ts: saving the session's cart and e-mailing its link, the form's defaults, the
 *   'Email sent' page;
 * - email.ts: the save and reminder e-mails, the retrieval and unsubscribe links;
 * - gate.ts: the gate (captcha and an e-mail of the cart's ContactsInfo, attempts limited);
 * - retrieval.ts: the retrieved cart, re-qualified and re-priced, and what changed since the save;
 * - reminders.ts: reminders, unsubscribe and expiry;
 * - stored.ts: the saved_carts row read back (contacts, priced snapshot, the live check).
 */
export { retrievalLink } from './email';
export { findSavedCartRow } from './stored';
export {
  saveCart,
  saveCartDefaults,
  saveConfirmation,
  saveFromForm,
  saveWithKnownEmail,
} from './save';
export { verifySavedCart } from './gate';
export { cartChanges, retrieveSavedCart } from './retrieval';
export { expireSavedCarts, sendDueReminders, unsubscribe } from './reminders';
